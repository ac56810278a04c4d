import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { addressLine } from '@store/core';
import { useServices } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';

const STORE_QUERY = graphql(`
  query StoreDetails($id: ID!) {
    store(id: $id) { id details { name cpfCnpj whatsapp phone email site latitude longitude postalCode address addressNumber complement province city state } }
  }
`);

/** Spec 3 'Store details'. */
export type StoreDetails = NonNullable<NonNullable<ResultOf<typeof STORE_QUERY>['store']>['details']>;

export function useStoreDetails() {
  const { gql, config } = useServices();
  return useQuery({
    queryKey: ['store', config.id],
    queryFn: () => gql.request(STORE_QUERY, { id: config.id }),
    select: (data) => data.store?.details ?? null,
    staleTime: 30 * 60_000,
  });
}

/** '34567812000135' → '34.567.812/0001-35'; an 11-digit CPF → '123.456.789-09'. */
export function formatTaxId(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return value ?? '';
}

/** 'Rua Augusta, 1020 - Loja 2 - Consolação, São Paulo - SP, 01305-000' */
export function formatAddress(d: StoreDetails): string {
  return addressLine(d, { complement: true, province: true, postalCode: true, style: 'postal' }) ?? '';
}
