import { useId } from 'react';
import { Link } from 'react-router';
import { useAutoAdvance } from '../../components/use-auto-advance';
import { useT } from '../../lib/i18n/use-t';
import { useBrands } from './catalog-api';

/** Spec 9: the brand row advances every 4 s; one brand in view on small screens, two on larger ones (by CSS width). */
export const BRANDS_MS = 4000;

export function BrandsRow() {
  const { t } = useT();
  const id = useId();
  const brands = useBrands().data ?? [];
  const { index, pauseProps } = useAutoAdvance(brands.length, BRANDS_MS);
  if (!brands.length) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" {...pauseProps}>
      <h2 id={id} className="text-xl font-bold">
        {t('home.brands')}
      </h2>
      <div className="overflow-hidden rounded-xl">
        <ul
          className="flex transition-transform duration-500 motion-reduce:transition-none [--slide:100%] sm:[--slide:50%]"
          style={{ transform: `translateX(calc(-1 * var(--slide) * ${index}))` }}
        >
          {[...brands, ...brands].map((brand, i) => (
            <li
              key={`${brand.id}-${i}`}
              className="w-(--slide) shrink-0 px-1"
              aria-hidden={i >= brands.length || undefined}
            >
              <Link
                to={`/store/search?brand=${brand.id}`}
                tabIndex={i >= brands.length ? -1 : undefined}
                className="flex h-28 items-center justify-center rounded-xl bg-surface ring-1 ring-line"
              >
                {brand.imageUrl ? (
                  <img
                    src={brand.imageUrl}
                    alt={t('ui.brand', { name: brand.name })}
                    loading="lazy"
                    width={240}
                    height={120}
                    className="h-24 w-auto object-contain"
                  />
                ) : (
                  brand.name
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
