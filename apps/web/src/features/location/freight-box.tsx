import { isCompleteCep, maskCep, onlyDigits, type Message } from '@store/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { TruckIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { useServices } from '../../lib/services';
import { quoteError, quoteMessages, SHIPPING_QUOTES, type ShippingQuotes } from './shipping-quotes';

type Props = { itemId: string; quantity: number };

/**
 * The item page's CEP box: each shipping option's freight and delivery time for this item and quantity, as the
 * server computes them. A CEP that quotes becomes the shopper's saved location (the postal-code bar, checkout).
 */
export default function FreightBox({ itemId, quantity }: Props) {
  const { t } = useT();
  const { gql, config, location } = useServices();
  const saved = useSyncExternalStore(location.subscribe, location.get);
  const [cep, setCep] = useState(maskCep(saved?.postalCode ?? ''));
  const [error, setError] = useState<Message | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const id = useId();
  const quote = useMutation({
    mutationFn: (postalCode: string) =>
      gql.request(SHIPPING_QUOTES, { postalCode, storeId: config.storeId, itemId, quantity }),
    meta: { silent: true },
    onSuccess: (answer) => {
      const found = answer.shippingQuotes;
      if (!found) return;
      const postalCode = onlyDigits(found.postalCode);
      const current = location.get();
      location.save({ coords: current?.coords ?? null, postalCode, city: found.city, state: found.state });
    },
    onError: (failure) => setError(quoteError(failure)),
  });
  const { mutate } = quote;

  // another quantity is another subtotal: the quote shown follows it
  useEffect(() => {
    if (asked) mutate(asked);
  }, [asked, quantity, itemId, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isCompleteCep(cep)) return setError({ key: 'cep.invalid' });
    const postalCode = onlyDigits(cep);
    if (postalCode === asked) mutate(postalCode);
    else setAsked(postalCode);
  };

  const result: ShippingQuotes | null | undefined = error ? null : quote.data?.shippingQuotes;
  return (
    <section className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-line" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <TruckIcon width={20} height={20} className="text-primary-strong" aria-hidden="true" />
        {t('ui.freightTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('ui.postalCode')}
        </label>
        <input
          id={id}
          className="input min-w-0 flex-1"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={cep}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setError(null);
            setCep(maskCep(event.target.value));
          }}
        />
        <button type="submit" className="btn-secondary" disabled={quote.isPending}>
          {t('ui.freightCalculate')}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
      {quote.isPending ? <p className="text-sm text-muted">{t('ui.loading')}</p> : null}
      {result && !quote.isPending ? (
        <div role="status" className="flex flex-col gap-1">
          <p className="text-sm text-muted">
            {t('ui.freightTo', {
              place: result.city ? `${result.city} - ${result.state ?? ''}` : (result.state ?? ''),
              cep: result.postalCode,
            })}
          </p>
          <ul className="divide-y divide-line" data-testid="item-freight">
            {result.quotes.map((q) => {
              const said = quoteMessages(q);
              return (
                <li key={q.shippingId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                  <span className="font-medium">{q.label}</span>
                  <span className="text-sm">
                    <span className={q.price < 0 ? 'text-danger' : 'font-semibold'}>{t(said.price)}</span>
                    {said.time ? <span className="text-muted"> · {t(said.time)}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
