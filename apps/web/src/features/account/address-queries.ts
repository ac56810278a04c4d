export type Address = {
  id: string;
  type: string;
  title: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  complement: string | null;
  province: string;
  city: string;
  state: string;
  nearby: string | null;
  latitude: number | null;
  longitude: number | null;
  isMain: boolean;
};

const FIELDS = 'id type title postalCode address addressNumber complement province city state nearby latitude longitude isMain';

export const ADDRESSES_QUERY = /* GraphQL */ `query MyAddresses { me { id addresses { ${FIELDS} } } }`;
export const SET_ADDRESS = /* GraphQL */ `mutation SetAddress($input: AddressInput!) { setAddress(input: $input) { ${FIELDS} } }`;
export const UNSET_ADDRESS = /* GraphQL */ `mutation UnsetAddress($id: ID!) { unsetAddress(id: $id) }`;

/** Spec 3: the main address first (the API already orders them so; kept stable here). */
export const mainFirst = (list: Address[]) => [...list].sort((a, b) => Number(b.isMain) - Number(a.isMain));
