import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useServices } from '../../lib/services';
import { graphql } from '../../lib/graphql-client';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { CardForm, cardFormError, EMPTY_CARD, tokenizeCard, type CardFormValue } from '../checkout/public';

const METHODS_QUERY = graphql(
  `query CardMethods($storeId: ID) { paymentMethods(storeId: $storeId) { id type gateway supportedTypes } }`,
);
const ADD_CARD = graphql(
  `mutation AddCard($input: AddPaymentCardInput!) { addPaymentCard(input: $input) { id cardLastDigits } }`,
);

/** The store's method that takes cards through a gateway: the one that tokenizes and vaults a card. */
export function useCardMethod() {
  const { gql, config } = useServices();
  return useQuery({
    queryKey: ['card-method', config.storeId],
    queryFn: () => gql.request(METHODS_QUERY, { storeId: config.storeId }),
    select: (data) =>
      data.paymentMethods.find(
        (m) =>
          (m.type === 'card' || m.type === 'gateway') &&
          m.gateway &&
          m.supportedTypes.some((b) => b === 'credit' || b === 'debit'),
      ) ?? null,
  });
}

/**
 * 'Meus cartões' → new card: the checkout's card form (same rules and messages); 'Salvar cartão' sends the number
 * only to the gateway's token call, then saves the token with holder, expiry and code through addPaymentCard.
 */
export function AddCardForm({ methodId, onDone }: { methodId: string; onDone: (saved: boolean) => void }) {
  useAccountTexts();
  const { t } = useT();
  const services = useServices();
  const ids = useId();
  const [card, setCard] = useState<CardFormValue>(EMPTY_CARD);
  const [checkAll, setCheckAll] = useState(0);
  const keep = useCallback((value: CardFormValue) => setCard(value), []);
  const save = useMutation({
    mutationFn: async (typed: CardFormValue) => {
      const numberToken = await tokenizeCard(services.http, services.config.storeId, methodId, typed.number);
      if (!numberToken) throw new Error(t('card.checkData'));
      const year = Number(typed.year);
      return services.gql.request(ADD_CARD, {
        input: {
          paymentMethod: methodId,
          numberToken,
          cardHolderName: typed.holder.trim().toUpperCase(),
          cardSecurityCode: typed.securityCode,
          expiryMonth: Number(typed.month),
          expiryYear: year < 100 ? 2000 + year : year,
        },
      });
    },
    onSuccess: () => {
      services.prompts.snackbar(t('savedCard.added'), { tone: 'success' });
      onDone(true);
    },
    onError: (error) => services.reportError(error),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (cardFormError(card)) return setCheckAll((n) => n + 1);
    save.mutate(card);
  };
  return (
    <form
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby={`${ids}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold">
        {t('ui.acc.newCard')}
      </h2>
      <CardForm value={card} onChange={keep} showSave={false} checkAll={checkAll} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-text" onClick={() => onDone(false)}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('ui.acc.saveCard')}
        </button>
      </div>
    </form>
  );
}
