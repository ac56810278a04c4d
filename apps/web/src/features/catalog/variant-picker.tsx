import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import type { ItemDetails } from './catalog-types';
import { attributeValues, itemAttributes } from './catalog-types';

/** The item's variants as a radio group: 'Tamanho: P / M / G'. */
export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: ItemDetails['variants'];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useT();
  const name = useId();
  if (!variants.length) return null;
  const legend = itemAttributes(variants[0]?.attrs)[0]?.name ?? t('ui.variants');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const out = variant.stockQuantity === 0;
          return (
            <label
              key={variant.id}
              className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg px-3 ring-2 has-focus-visible:outline-2 has-focus-visible:outline-primary-strong ${value === variant.id ? 'bg-primary/10 ring-primary-strong' : 'ring-line'} ${out ? 'opacity-50' : ''}`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={variant.id}
                checked={value === variant.id}
                onChange={() => onChange(variant.id)}
              />
              {attributeValues(variant.attrs).join(' / ')}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
