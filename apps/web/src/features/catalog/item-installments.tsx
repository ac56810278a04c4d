import { bestInstallments, cents, type Cents } from '@store/core';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';

const CARD_TERMS = graphql(`
  query CardTerms($storeId: ID) {
    paymentMethods(storeId: $storeId) { id supportedTypes installments { number_installments min_installment_value } }
  }
`);

/** The store's credit terms (the payment methods that take credit), as checkout splits by them. */
function useCreditTerms() {
  const { gql, config } = useServices();
  return useQuery({
    queryKey: ['card-terms', config.storeId],
    queryFn: () => gql.request(CARD_TERMS, { storeId: config.storeId }),
    select: (answer) =>
      answer.paymentMethods
        .filter((m) => m.supportedTypes.includes('credit'))
        .map((m) => ({
          maxInstallments: m.installments.number_installments,
          minInstallmentValue: cents(m.installments.min_installment_value),
        })),
    staleTime: 10 * 60_000,
  });
}

/** 'em até 2x sem juros de R$ 55,45' under the item's price, by the store's card rules; nothing when 1x only. */
export function ItemInstallments({ price }: { price: Cents }) {
  const { t } = useT();
  const terms = useCreditTerms().data;
  const best = terms ? bestInstallments(price, terms) : null;
  if (!best) return null;
  return (
    <p className="text-sm text-ink" data-testid="item-installments">
      {t(best.label)}
    </p>
  );
}
