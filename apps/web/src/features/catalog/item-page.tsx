import { MAX_QUANTITY } from '@store/core';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../lib/services';
import NotFoundPage from '../../components/not-found-page';
import { NeedsConnectionPage } from '../../components/needs-connection-page';
import { CartIcon } from '../../components/icons';
import { QuantityInput } from '../../components/quantity-input';
import { useT } from '../../lib/i18n/use-t';
import { toCartItem, useAddToCart } from '../cart/public';
import { ItemFreightBox } from '../location/public';
import { useItem } from './catalog-api';
import { attributeValues, itemAttributes } from './catalog-types';
import { ItemGallery } from './item-gallery';
import { ItemInstallments } from './item-installments';
import { DiscountLabel, ItemPrice, itemPrices } from './item-price';
import { StockAlertButton } from './stock-alert-button';
import { VariantPicker } from './variant-picker';

/** The page's frame while the item loads: the picture's square and the heading's lines, so nothing jumps. */
function ItemSkeleton({ label }: { label: string }) {
  return (
    <div className="page grid gap-6 md:grid-cols-[minmax(0,28rem)_1fr]" aria-busy="true" aria-label={label}>
      <div className="aspect-square animate-pulse rounded-xl bg-line/40" />
      <div className="flex flex-col gap-3" aria-hidden="true">
        <div className="h-5 w-24 rounded bg-line/40" />
        <div className="h-8 w-3/4 rounded bg-line/40" />
        <div className="h-5 w-20 rounded bg-line/40" />
        <div className="mt-4 h-10 w-40 rounded bg-line/40" />
        <div className="h-12 rounded-lg bg-line/40" />
      </div>
    </div>
  );
}

/**
 * The item page (spec 2): images, attributes, variants, prices with discount and the card split, quantity and add to
 * cart, and the freight and delivery time to a CEP.
 */
export default function ItemPage() {
  const { t } = useT();
  const { config } = useServices();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data: item, isPending, isPaused } = useItem(id);
  const [quantity, setQuantity] = useState(1);
  const [variant, setVariant] = useState<string | null>(null);
  const add = useAddToCart();

  // offline, with no copy of this item kept: the item is not known to be missing, the connection is
  if (item === undefined && isPaused) return <NeedsConnectionPage />;
  if (!id || (!isPending && !item)) return <NotFoundPage />;
  if (isPending || !item) return <ItemSkeleton label={t('ui.loading')} />;

  const chosen = item.variants.find((v) => v.id === variant);
  const stock = chosen?.stockQuantity ?? item.stockQuantity;
  const inStock = config.config.ignoreStock || stock > 0;
  const max = config.config.ignoreStock ? MAX_QUANTITY : Math.min(MAX_QUANTITY, stock);
  const attrs = itemAttributes(item.attrs);

  return (
    <article className="page grid gap-6 md:grid-cols-[minmax(0,28rem)_1fr]">
      <ItemGallery images={item.images} name={item.name} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          {item.brand ? <p className="text-sm font-medium text-primary-strong">{item.brand.name}</p> : null}
          <h1 className="text-2xl font-bold">{item.name}</h1>
          <p className="text-sm text-muted">{item.code}</p>
        </div>
        {attrs.length ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {attrs.map((attr, index) => (
              <div key={index} className="flex gap-1">
                {attr.name ? <dt className="text-muted">{attr.name}:</dt> : null}
                <dd className="font-medium">{attributeValues([attr])[0]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <VariantPicker variants={item.variants} value={variant} onChange={setVariant} />
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <ItemPrice item={item} large />
            <DiscountLabel item={item} />
          </div>
          <ItemInstallments price={itemPrices(item).pays} />
        </div>
        {inStock ? (
          <div className="flex flex-wrap items-center gap-3">
            <QuantityInput value={Math.min(quantity, max)} onChange={setQuantity} max={max} />
            <button
              type="button"
              className="btn-primary flex-1"
              onClick={() => add(toCartItem(item), Math.min(quantity, max))}
            >
              <CartIcon width={20} height={20} />
              {t('ui.addToCart')}
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-danger">{t('ui.outOfStock')}</p>
            <StockAlertButton itemId={item.id} />
          </div>
        )}
        {inStock ? (
          <Suspense fallback={null}>
            <ItemFreightBox itemId={item.id} quantity={Math.min(quantity, max)} />
          </Suspense>
        ) : null}
        {item.description ? (
          <section className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">{t('ui.description')}</h2>
            <p className="whitespace-pre-line text-muted">{item.description}</p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
