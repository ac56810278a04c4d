import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useSignedIn } from '../../lib/use-session';

export type Me = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  cpfCnpj: string | null;
  postalCode: string | null;
  emailVerifiedAt: string | null;
  company: boolean;
  companyVerifiedAt: string | null;
  isento: boolean;
  mainAddress: { postalCode: string; city: string; state: string; latitude: number | null; longitude: number | null } | null;
};

export const ME_QUERY = /* GraphQL */ `
  query Me { me { id name email phone cpfCnpj postalCode emailVerifiedAt company companyVerifiedAt isento mainAddress { postalCode city state latitude longitude } } }
`;

export function useMe() {
  const { gql } = useServices();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['me'],
    queryFn: () => gql.request<{ me: Me | null }>(ME_QUERY),
    select: (data) => data.me,
    enabled: signedIn,
  });
}

/**
 * The company price list in force (spec 6): only for a company the store has verified, when the store
 * turns company prices on; an exempt (ISENTO) company may get its own list. Null otherwise.
 */
export function activePriceList(me: Me | null | undefined, config: { listPriceCompanyUsers?: boolean; listPrice?: { id: number | null; isentoId: number | null } }): number | null {
  if (!me?.company || !me.companyVerifiedAt || !config.listPriceCompanyUsers) return null;
  return (me.isento ? config.listPrice?.isentoId : null) ?? config.listPrice?.id ?? null;
}

export function useActivePriceList(): number | null {
  const { config } = useServices();
  return activePriceList(useMe().data, config.config);
}
