import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/graphql-client';
/** An address as the account and checkout screens show it. */
const ADDRESS_FIELDS = graphql(`
  fragment AddressFields on Address { id type title postalCode address addressNumber complement province city state nearby latitude longitude isMain }
`);
export type Address = ResultOf<typeof ADDRESS_FIELDS>;

export const ADDRESSES_QUERY = graphql('query MyAddresses { me { id addresses { ...AddressFields } } }', [
  ADDRESS_FIELDS,
]);
export const SET_ADDRESS = graphql(
  'mutation SetAddress($input: AddressInput!) { setAddress(input: $input) { ...AddressFields } }',
  [ADDRESS_FIELDS],
);
export const UNSET_ADDRESS = graphql(`mutation UnsetAddress($id: ID!) { unsetAddress(id: $id) }`);
export type AddressInput = VariablesOf<typeof SET_ADDRESS>['input'];

/** Spec 3: the main address first (the API already orders them so; kept stable here). */
export const mainFirst = (list: Address[]) => [...list].sort((a, b) => Number(b.isMain) - Number(a.isMain));
