import { useServices } from '../../lib/services';
import { useAutoAdvance } from '../../components/use-auto-advance';
import { useT } from '../../lib/i18n/use-t';

/** Spec 9: the banner carousel advances every 4 s. */
export const BANNER_MS = 4000;
/** Phones get the store's mobile banners below this width; apps/api web.ts preloads with the same query. */
export const MOBILE_BANNER_MEDIA = '(max-width: 599.98px)';

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
      className="relative overflow-hidden rounded-xl bg-surface"
      {...pauseProps}
    >
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
              role="group"
              aria-roledescription="slide"
            >
              <picture>
                <source media={MOBILE_BANNER_MEDIA} srcSet={phone.src} />
                <img
                  src={desktop.src}
                  alt=""
                  className="aspect-[4/3] w-full object-cover sm:aspect-[16/5] sm:max-h-80"
                  width={1600}
                  height={500}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </picture>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('ui.showBanner', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="grid size-6 place-items-center"
            >
              <span
                className={`block size-2.5 rounded-full ring-1 ring-black/40 ${i === index ? 'bg-white' : 'bg-white/50'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
