import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import { CartIcon } from '../../components/icons';
import { useT } from '../../lib/i18n/use-t';
import { thumbnailOf, toCartItem, useAddToCart } from '../cart/public';
import { attributeValues, type CatalogItem } from './catalog-types';
import { DiscountLabel, ItemPrice } from './item-price';

/** Spec 9: item cards are 352 px high. */
export const ITEM_CARD_HEIGHT = 352;

/** An item in a row (under the row's h2) or a result grid (right under the page's h1, so its name is an h2): '-min' thumbnail, title, attributes, prices, discount label, add to cart when in stock. */
export function ItemCard({
  item,
  headingLevel = 3,
  eager = false,
}: {
  item: CatalogItem;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useT();
  const { config } = useServices();
  const add = useAddToCart();
  const inStock = config.config.ignoreStock || item.stockQuantity > 0;
  const attrs = attributeValues(item.attrs);
  const href = `/store/item?id=${item.id}`;
  return (
    <article
      className="relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-line"
      style={{ height: ITEM_CARD_HEIGHT }}
    >
      <DiscountLabel item={item} className="absolute left-2 top-2 z-10" />
      <Link to={href} className="flex flex-1 flex-col gap-1 p-3 pb-0">
        <img
          src={item.thumbnail ?? thumbnailOf(item.images[0]) ?? ''}
          alt=""
          width={160}
          height={140}
          // The first cards of a result grid are the page's largest paint: they load at once.
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="mx-auto h-[140px] w-full object-contain"
        />
        <Heading className="line-clamp-2 min-h-[2.5rem] text-sm font-medium leading-5">{item.name}</Heading>
        <p className="truncate text-xs text-muted">{attrs.join(' · ')}</p>
        <ItemPrice item={item} />
      </Link>
      <div className="p-3 pt-2">
        {inStock ? (
          <button
            type="button"
            className="btn-primary w-full whitespace-nowrap px-2"
            onClick={() => add(toCartItem(item), 1)}
            aria-label={t('ui.addNamedToCart', { name: item.name })}
          >
            <CartIcon width={18} height={18} />
            {t('ui.add')}
          </button>
        ) : (
          <p className="flex min-h-11 items-center justify-center rounded-lg bg-canvas text-sm font-medium text-muted">
            {t('ui.outOfStock')}
          </p>
        )}
      </div>
    </article>
  );
}
