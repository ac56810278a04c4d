import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../lib/services';
import type { Banner } from '../../lib/store-config';
import { useAutoAdvance } from '../../components/use-auto-advance';
import { useT } from '../../lib/i18n/use-t';

/** Spec 9: the banner carousel advances every 4 s. */
export const BANNER_MS = 4000;
/** Phones get the store's mobile banners below this width; apps/api web.ts preloads with the same query. */
export const MOBILE_BANNER_MEDIA = '(max-width: 599.98px)';

/** The banner's picture as a real link to where its call to action says: a storefront path, or another site. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const link = banner.link;
  if (!link) return children;
  const className = 'block rounded-xl focus-visible:outline-offset-[-4px]';
  if (link.startsWith('/'))
    return (
      <Link to={link} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={link} className={className} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * Spec 2 'Home': the store's banners, one at a time, each a link with its words as the picture's text. The dots sit
 * under the picture, never over it (a phone banner's call to action is at its bottom).
 */
export function BannerCarousel() {
  const { t } = useT();
  const { config } = useServices();
  const web = config.banners.web ?? [];
  const mobile = config.banners.mobile ?? [];
  const count = Math.max(web.length, mobile.length);
  const { index, setIndex, pauseProps } = useAutoAdvance(count, BANNER_MS);
  if (!count) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('ui.banner', { index: index + 1, count })}
      className="flex flex-col gap-1"
      {...pauseProps}
    >
      <div className="overflow-hidden rounded-xl bg-surface">
        <div
          className="flex transition-transform duration-500 motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {Array.from({ length: count }, (_, i) => {
            const desktop = web[i] ?? mobile[i]!;
            const phone = mobile[i] ?? desktop;
            return (
              <div
                key={i}
                className="w-full shrink-0"
                aria-hidden={i !== index}
                inert={i !== index}
                role="group"
                aria-roledescription="slide"
              >
                <BannerLink banner={desktop}>
                  <picture>
                    <source media={MOBILE_BANNER_MEDIA} srcSet={phone.src} />
                    <img
                      src={desktop.src}
                      alt={desktop.alt ?? ''}
                      className="aspect-[4/3] w-full object-cover sm:aspect-[16/5] sm:max-h-80"
                      width={1600}
                      height={500}
                      fetchPriority={i === 0 ? 'high' : 'low'}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      decoding={i === 0 ? 'sync' : 'async'}
                    />
                  </picture>
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex justify-center gap-1">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('ui.showBanner', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="grid size-6 place-items-center"
            >
              <span className={`block size-2.5 rounded-full ${i === index ? 'bg-primary-strong' : 'bg-line'}`} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
