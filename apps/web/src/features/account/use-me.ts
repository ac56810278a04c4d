import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../lib/services';
import { useSignedIn } from '../../lib/use-session';
import { graphql } from '../../lib/graphql-client';
import type { ResultOf } from 'gql.tada';

export const ME_QUERY = graphql(`
  query Me { me { id name email phone cpfCnpj postalCode emailVerifiedAt company companyVerifiedAt isento mainAddress { postalCode city state latitude longitude } } }
`);

/** The signed-in shopper as the account screens and checkout read it. */
export type Me = NonNullable<ResultOf<typeof ME_QUERY>['me']>;

export function useMe() {
  const { gql } = useServices();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['me'],
    queryFn: () => gql.request(ME_QUERY),
    select: (data) => data.me,
    enabled: signedIn,
  });
}

/**
 * The company price list in force (spec 6): only for a company the store has verified, when the store
 * turns company prices on; an exempt (ISENTO) company may get its own list. Null otherwise.
 */
export function activePriceList(
  me: Me | null | undefined,
  config: { listPriceCompanyUsers?: boolean; listPrice?: { id: number | null; isentoId: number | null } },
): number | null {
  if (!me?.company || !me.companyVerifiedAt || !config.listPriceCompanyUsers) return null;
  return (me.isento ? config.listPrice?.isentoId : null) ?? config.listPrice?.id ?? null;
}

export function useActivePriceList(): number | null {
  const { config } = useServices();
  return activePriceList(useMe().data, config.config);
}
