import type { ReactNode } from 'react';

export type Choice = { value: string; label: ReactNode; detail?: ReactNode; disabled?: boolean };

type Props = {
  id?: string;
  legend: string;
  name: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  columns?: string;
  children?: ReactNode;
};

/** One step of the booking: a titled group of radio buttons drawn as tiles (keyboard and screen readers get plain radios). */
export function ChoiceGroup({
  id,
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 'grid-cols-1 sm:grid-cols-2',
  children,
}: Props) {
  return (
    <fieldset id={id} className="flex scroll-mt-36 flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line sm:p-6">
      <legend className="float-left mb-1 text-lg font-bold">{legend}</legend>
      <div className={`clear-both grid gap-2 ${columns}`}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={`relative flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2 ring-1 ring-line has-[:checked]:bg-primary/10 has-[:checked]:ring-2 has-[:checked]:ring-primary-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-strong ${c.disabled ? 'cursor-not-allowed bg-canvas text-muted' : 'hover:ring-primary'}`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={c.value}
              checked={value === c.value}
              disabled={c.disabled}
              onChange={() => onChange(c.value)}
            />
            <span className="font-semibold">{c.label}</span>
            {c.detail ? <span className="text-sm">{c.detail}</span> : null}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
