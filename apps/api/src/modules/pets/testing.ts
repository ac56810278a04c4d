import type { TestApp } from '../../../test/app.js';
import { gql } from '../../../test/app.js';

/** Helpers for this module's tests only. */

export const PET_FIELDS =
  'id name species breed color coat size gender status dateOfBirth weight observations avatar avatarMin updatedAt';
export const VACCINE_FIELDS = 'id petId name appliedAt nextDoseAt batch clinic notes overdue updatedAt';

export type PetAnswer = Record<string, unknown> & {
  id: string;
  avatar: string | null;
  avatarMin: string | null;
  weight: number | null;
};
export type VaccineAnswer = Record<string, unknown> & { id: string; overdue: boolean };

export const SET_PET = `mutation($input: PetInput!) { setPet(input: $input) { ${PET_FIELDS} } }`;
export const UPDATE_PET = `mutation($id: ID!, $input: PetInput!) { updatePet(id: $id, input: $input) { ${PET_FIELDS} } }`;
export const SET_VACCINE = `mutation($input: VaccineInput!) { setVaccine(input: $input) { ${VACCINE_FIELDS} } }`;

/** A new pet of whoever `headers` signs in, through the API; answers its id. */
export async function addPet(
  t: TestApp,
  headers: Record<string, string>,
  input: Record<string, unknown> = {},
): Promise<string> {
  const { body } = await gql<{ setPet: PetAnswer }>(
    t.app,
    SET_PET,
    { input: { name: 'Bolinha', species: 'dog', ...input } },
    headers,
  );
  if (!body.data?.setPet) throw new Error(`setPet failed: ${JSON.stringify(body.errors)}`);
  return body.data.setPet.id;
}

export async function addVaccine(
  t: TestApp,
  headers: Record<string, string>,
  petId: string,
  input: Record<string, unknown> = {},
): Promise<string> {
  const { body } = await gql<{ setVaccine: VaccineAnswer }>(
    t.app,
    SET_VACCINE,
    { input: { petId, name: 'V10', ...input } },
    headers,
  );
  if (!body.data?.setVaccine) throw new Error(`setVaccine failed: ${JSON.stringify(body.errors)}`);
  return body.data.setVaccine.id;
}
