import { useT } from '../lib/i18n/use-t';
import { MinusIcon, PlusIcon } from './screen-icons';

type Props = {
  value: number;
  onChange: (value: number) => void;
  max: number;
  min?: number;
  label?: string;
  disabled?: boolean;
};

/** − / number / + with a label; the number can also be typed. */
export function QuantityInput({ value, onChange, max, min = 1, label, disabled }: Props) {
  const { t } = useT();
  const set = (next: number) => onChange(Math.max(min, Math.min(max, Number.isFinite(next) ? Math.floor(next) : min)));
  return (
    <div
      role="group"
      aria-label={label ?? t('ui.quantity')}
      className="inline-flex items-center rounded-lg ring-1 ring-line"
    >
      <button
        type="button"
        className="grid size-11 place-items-center disabled:opacity-40"
        aria-label={t('ui.decrease')}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={t('ui.quantity')}
        className="h-11 w-12 bg-transparent text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => set(Number(event.target.value))}
      />
      <button
        type="button"
        className="grid size-11 place-items-center disabled:opacity-40"
        aria-label={t('ui.increase')}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
