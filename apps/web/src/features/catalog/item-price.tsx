import { cents, discountInfo, formatMoney, unitPrice } from '@store/core';
import { useT } from '../../lib/i18n/use-t';
import type { CatalogItem } from './catalog-types';

/** The prices an item shows by the core rules: what the shopper pays, and the regular price struck when lower. */
export function itemPrices(item: Pick<CatalogItem, 'price' | 'promotionalPrice' | 'listPrice'>) {
  const priced = {
    price: cents(item.price),
    promotionalPrice: cents(item.promotionalPrice),
    listPrice: item.listPrice == null ? null : cents(item.listPrice),
  };
  return { pays: unitPrice(priced), regular: priced.price, discount: discountInfo(priced) };
}

export function ItemPrice({
  item,
  large = false,
}: {
  item: Pick<CatalogItem, 'price' | 'promotionalPrice' | 'listPrice'>;
  large?: boolean;
}) {
  const { locale, t } = useT();
  const { pays, regular, discount } = itemPrices(item);
  return (
    <div className="flex flex-col">
      {discount ? (
        <span className="text-sm text-muted">
          <span className="sr-only">{t('ui.from', { price: formatMoney(regular, locale) })}</span>
          <s aria-hidden="true">{formatMoney(regular, locale)}</s>
        </span>
      ) : null}
      <span className={`font-bold text-ink ${large ? 'text-3xl' : 'text-lg'}`}>{formatMoney(pays, locale)}</span>
    </div>
  );
}

/** The discount label ('-12%'), in the store's secondary colour. */
export function DiscountLabel({
  item,
  className = '',
}: {
  item: Pick<CatalogItem, 'price' | 'promotionalPrice' | 'listPrice'>;
  className?: string;
}) {
  const { discount } = itemPrices(item);
  if (!discount) return null;
  return (
    <span className={`rounded bg-secondary-strong px-2 py-0.5 text-sm font-bold text-on-secondary ${className}`}>
      {discount.label}
    </span>
  );
}
