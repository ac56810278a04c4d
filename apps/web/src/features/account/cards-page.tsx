import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n/use-t';
import { useAccountTexts } from '../../lib/i18n/ui-messages-account';
import { graphql } from '../../lib/graphql-client';
import type { ResultOf } from 'gql.tada';
import { AddCardForm, useCardMethod } from './add-card-form';

const CARDS_QUERY = graphql(
  `query MyCards { me { id cards(first: 10) { id cardBrand cardLastDigits cardExpMonth cardExpYear cardHolderName isDefault } } }`,
);
const SET_DEFAULT = graphql(`mutation SetDefaultCard($id: ID!) { setPaymentCardAsDefault(id: $id) { id } }`);
const REMOVE = graphql(`mutation RemoveCard($id: ID!) { unsetPaymentCard(id: $id) }`);
type SavedCard = NonNullable<ResultOf<typeof CARDS_QUERY>['me']>['cards'][number];

/** 'visa' → 'Visa', 'mastercard' → 'Mastercard'. */
const brandLabel = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Meus cartões': saved cards (10 at most, the default first), add one, make one the default, remove with a confirmation. */
export default function CardsPage() {
  useAccountTexts();
  const { t } = useT();
  const { gql, prompts, reportError } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['me', 'cards'], queryFn: () => gql.request(CARDS_QUERY) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['me', 'cards'] });
  const makeDefault = useMutation({
    mutationFn: (id: string) => gql.request(SET_DEFAULT, { id }),
    onSuccess: refresh,
    onError: reportError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => gql.request(REMOVE, { id }),
    onSuccess: refresh,
    onError: reportError,
  });
  const cards = query.data?.me?.cards ?? [];
  const cardMethod = useCardMethod().data ?? null;
  const [adding, setAdding] = useState(false);
  const closeForm = (saved: boolean) => {
    setAdding(false);
    if (saved) void refresh();
  };
  const name = (c: SavedCard) => t('ui.acc.cardEnding', { brand: brandLabel(c.cardBrand), last: c.cardLastDigits });

  return (
    <section className="page flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('route.cards')}</h1>
        {cardMethod && !adding && cards.length < 10 ? (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            {t('ui.acc.addCard')}
          </button>
        ) : null}
      </div>
      {adding && cardMethod ? <AddCardForm methodId={cardMethod.id} onDone={closeForm} /> : null}
      {query.isPending ? (
        <p className="text-muted">{t('ui.loading')}</p>
      ) : cards.length === 0 ? (
        <EmptyState text={t('empty.cards')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
              aria-label={name(c)}
            >
              <div>
                <p className="font-semibold">
                  {name(c)}
                  {c.isDefault ? (
                    <span className="ml-2 rounded-full bg-primary-strong px-2 py-0.5 text-xs text-on-primary">
                      {t('ui.acc.default')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {c.cardHolderName} ·{' '}
                  {t('ui.acc.expires', { month: String(c.cardExpMonth).padStart(2, '0'), year: c.cardExpYear })}
                </p>
              </div>
              <div className="flex gap-2">
                {c.isDefault ? null : (
                  <button type="button" className="btn-text" onClick={() => makeDefault.mutate(c.id)}>
                    {t('ui.acc.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-text text-danger"
                  aria-label={`${t('ui.acc.remove')} ${name(c)}`}
                  onClick={() =>
                    void prompts
                      .confirm({
                        title: t('ui.acc.confirmRemoveCard'),
                        message: name(c),
                        confirmLabel: t('ui.acc.remove'),
                      })
                      .then((ok) => ok && remove.mutate(c.id))
                  }
                >
                  {t('ui.acc.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
