import { useT } from '../../lib/i18n/use-t';
import { useActivePriceList } from '../account/public';
import { useCart } from '../cart/public';
import { PostalCodeBar } from '../location/public';
import { useServices } from '../../lib/services';
import { BannerCarousel } from './banner-carousel';
import { BrandsRow } from './brands-row';
import { shuffled, useItems } from './catalog-api';
import { promoVariables, RANKING_VARIABLES } from './catalog-queries';
import { CategoryRows } from './category-rows';
import { ItemRow, ItemRowSkeleton } from './item-row';

/** Home (spec 2): banners, postal-code bar, promotions, brands, most searched, then category rows. */
export default function HomePage() {
  const { t } = useT();
  const { config } = useServices();
  const priceList = useActivePriceList();
  const { subtotal } = useCart();
  const promo = useItems('promo', promoVariables(Boolean(config.config.hideItemsWithoutStock)));
  const ranking = useItems('ranking', RANKING_VARIABLES);
  const promoItems = promo.data?.data ?? [];
  const rankingItems = ranking.data?.data ?? [];
  const empty = !promo.isPending && !ranking.isPending && !promoItems.length && !rankingItems.length;
  return (
    <div className="page flex flex-col gap-6">
      <h1 className="sr-only">{config.name}</h1>
      <BannerCarousel />
      <PostalCodeBar subtotal={subtotal} />
      {promo.isPending ? <ItemRowSkeleton /> : null}
      {/* Spec 2: only when promotion items exist and no price list is active. */}
      {promoItems.length && !priceList ? (
        <ItemRow title={t('home.promotions')} items={shuffled(promoItems, 3)} seeAll="/store/search?promo=1" />
      ) : null}
      <BrandsRow />
      {ranking.isPending ? <ItemRowSkeleton /> : null}
      {rankingItems.length ? <ItemRow title={t('home.mostSearched')} items={shuffled(rankingItems, 5)} /> : null}
      {empty ? <p className="py-10 text-center text-muted">{t('empty.searchHome')}</p> : <CategoryRows />}
    </div>
  );
}
