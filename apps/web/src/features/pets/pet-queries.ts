import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';

/** A vaccine as the pet, vaccines and timeline screens show it. */
export const VACCINE_FIELDS = graphql(`
  fragment VaccineFields on Vaccine { id petId name appliedAt nextDoseAt batch clinic notes overdue updatedAt }
`);
export type Vaccine = ResultOf<typeof VACCINE_FIELDS>;

/** A pet with every field of spec 3. */
export const PET_FIELDS = graphql(`
  fragment PetFields on Pet { id name species breed color coat size gender status dateOfBirth weight observations avatar avatarMin updatedAt }
`);
export type Pet = ResultOf<typeof PET_FIELDS>;

export const PETS_QUERY = graphql('query MyPets { pets { ...PetFields } }', [PET_FIELDS]);
export const PET_QUERY = graphql('query MyPet($id: ID!) { pet(id: $id) { ...PetFields } }', [PET_FIELDS]);
export const SET_PET = graphql('mutation SetPet($input: PetInput!) { setPet(input: $input) { ...PetFields } }', [
  PET_FIELDS,
]);
export const UPDATE_PET = graphql(
  'mutation UpdatePet($id: ID!, $input: PetInput!) { updatePet(id: $id, input: $input) { ...PetFields } }',
  [PET_FIELDS],
);
export type PetInput = VariablesOf<typeof SET_PET>['input'];

/** Weights, vaccines and appointments of one pet over the default period (a year back to a year ahead). */
export const PET_STATS_QUERY = graphql(
  `query PetStats($petId: ID!) {
    petStats(petId: $petId) {
      petId
      weights { date weight }
      vaccines { ...VaccineFields }
      appointments { id dateTime status statusLabel statusColor services { id description } }
    }
  }`,
  [VACCINE_FIELDS],
);
export type PetStats = NonNullable<ResultOf<typeof PET_STATS_QUERY>['petStats']>;

export const VACCINES_QUERY = graphql('query MyVaccines { vaccines { ...VaccineFields } }', [VACCINE_FIELDS]);
export const VACCINE_QUERY = graphql('query MyVaccine($id: ID!) { vaccine(id: $id) { ...VaccineFields } }', [
  VACCINE_FIELDS,
]);
export const SET_VACCINE = graphql(
  'mutation SetVaccine($input: VaccineInput!) { setVaccine(input: $input) { ...VaccineFields } }',
  [VACCINE_FIELDS],
);
export const UPDATE_VACCINE = graphql(
  'mutation UpdateVaccine($id: ID!, $input: VaccineInput!) { updateVaccine(id: $id, input: $input) { ...VaccineFields } }',
  [VACCINE_FIELDS],
);
export const UNSET_VACCINE = graphql('mutation UnsetVaccine($id: ID!) { unsetVaccine(id: $id) }');
export type VaccineInput = VariablesOf<typeof SET_VACCINE>['input'];
