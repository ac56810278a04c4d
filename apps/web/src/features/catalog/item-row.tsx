import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import type { CatalogItem } from './catalog-types';
import { ItemCard, ITEM_CARD_HEIGHT } from './item-card';

/** A titled horizontal row of item cards, scrolled by swipe or by the keyboard. */
export function ItemRow({ title, items, seeAll }: { title: string; items: CatalogItem[]; seeAll?: string }) {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {seeAll ? (
          <Link to={seeAll} className="btn-text min-h-9 shrink-0 whitespace-nowrap text-sm">
            {t('ui.seeAll')}
          </Link>
        ) : null}
      </div>
      <ul
        className="no-scrollbar -mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-2"
        style={{ minHeight: ITEM_CARD_HEIGHT }}
      >
        {items.map((item) => (
          <li key={item.id} className="w-[46vw] max-w-[200px] shrink-0 snap-start sm:w-[200px]">
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder with the row's final height, so rows arriving later do not push the page around. */
export function ItemRowSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-xl bg-line/40" style={{ height: ITEM_CARD_HEIGHT + 40 }} />
  );
}
