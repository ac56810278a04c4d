import { useState } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { thumbnailOf } from '../cart/public';

/** The item's images: the first is the main one; thumbnails ('-min') pick which one is large. */
export function ItemGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className="flex flex-col gap-2">
      <div className="grid aspect-square place-items-center overflow-hidden rounded-xl bg-surface ring-1 ring-line">
        {main ? <img src={main} alt={name} width={480} height={480} className="size-full object-contain" /> : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('ui.images')} className="flex gap-2">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('ui.showImage', { index: index + 1 })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                className={`grid size-16 place-items-center overflow-hidden rounded-lg bg-surface ring-2 ${index === current ? 'ring-primary-strong' : 'ring-line'}`}
              >
                <img
                  src={thumbnailOf(image) ?? image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
