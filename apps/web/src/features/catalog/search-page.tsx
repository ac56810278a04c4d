import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/screen-icons';
import { useT } from '../../lib/i18n/use-t';
import { useMediaQuery } from '../../lib/use-media-query';
import { useBrands, useCategories, useItems } from './catalog-api';
import type { Category } from './catalog-types';
import { ItemCard, ITEM_CARD_HEIGHT } from './item-card';
import { PHONE_QUERY, readFilters, searchVariables } from './search-params';

function findCategory(tree: Category[], id: string | null): Category | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.childs ?? [], id);
    if (found) return found;
  }
  return null;
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';

/** Cards of the final size while the results load, so nothing moves when they arrive. */
function ResultsSkeleton({ label }: { label: string }) {
  return (
    <ul className={GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: 12 }, (_, index) => (
        <li
          key={index}
          aria-hidden="true"
          className="animate-pulse rounded-xl bg-line/40"
          style={{ height: ITEM_CARD_HEIGHT }}
        />
      ))}
    </ul>
  );
}

/** Search results (spec 2): q, c, promo=1, brand, paged 20 on phones and 24 otherwise. */
export default function SearchPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const phone = useMediaQuery(PHONE_QUERY);
  const brands = useBrands();
  const categories = useCategories().data ?? [];
  const brand = filters.brand ? (brands.data?.find((b) => b.id === filters.brand) ?? null) : null;
  const waitingForBrand = Boolean(filters.brand) && brands.isPending;
  const variables = searchVariables(filters, phone, brand?.name ?? null);
  const result = useItems('search', variables, { enabled: !waitingForBrand });
  const items = useMemo(
    () => (result.data?.data ?? []).filter((item) => !filters.brand || item.brand?.id === filters.brand),
    [result.data, filters.brand],
  );
  const info = result.data?.paginatorInfo;
  const category = findCategory(categories, filters.c);
  const heading =
    [filters.q && `“${filters.q}”`, category?.name, brand?.name, filters.promo && t('ui.promotions')]
      .filter(Boolean)
      .join(' · ') || t('route.search');

  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/store/search?${next.toString()}`;
  };

  return (
    <div className="page flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{heading}</h1>
        {/* The count's line is kept while it loads: the grid below starts at the same height either way. */}
        <p className="min-h-5 text-sm text-muted">
          {info?.total != null && items.length && !filters.brand ? t('ui.results', { count: info.total }) : null}
        </p>
      </div>
      {result.data === undefined && result.isPaused ? (
        // offline, and these results were never kept: they come when the connection does
        <EmptyState title={t('ui.needsConnection')} text={t('ui.needsConnectionHint')} />
      ) : result.isPending || waitingForBrand ? (
        <ResultsSkeleton label={t('ui.loading')} />
      ) : !items.length ? (
        <EmptyState className="py-10 text-center text-lg" text={t('empty.search')} />
      ) : (
        <ul className={GRID} aria-busy={result.isFetching}>
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} headingLevel={2} eager={index < 6} />
            </li>
          ))}
        </ul>
      )}
      {info && info.lastPage > 1 ? (
        <nav
          aria-label={t('ui.pageOf', { page: info.currentPage, last: info.lastPage })}
          className="flex items-center justify-center gap-3"
        >
          {info.currentPage > 1 ? (
            <Link to={pageLink(info.currentPage - 1)} className="btn-secondary" aria-label={t('ui.previous')}>
              <ChevronLeftIcon />
            </Link>
          ) : null}
          <span className="text-sm">{t('ui.pageOf', { page: info.currentPage, last: info.lastPage })}</span>
          {info.hasMorePages ? (
            <Link to={pageLink(info.currentPage + 1)} className="btn-secondary" aria-label={t('ui.next')}>
              <ChevronRightIcon />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
