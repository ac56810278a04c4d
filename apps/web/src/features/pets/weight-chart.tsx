import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { formatDate, kgFromGrams } from './pet-format';

export type Weighing = { date: string; weight: number };

const W = 400;
const H = 200;
const PAD = { left: 60, right: 14, top: 14, bottom: 30 };

/** Points of the line in the chart's box: dates spread by time, weights between the lowest and highest (with a margin). */
export function chartPoints(weights: readonly Weighing[]): { x: number; y: number }[] {
  if (weights.length === 0) return [];
  const times = weights.map((w) => Date.parse(`${w.date}T00:00:00Z`));
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const values = weights.map((w) => w.weight);
  const margin = Math.max((Math.max(...values) - Math.min(...values)) * 0.1, 100);
  const [v0, v1] = [Math.min(...values) - margin, Math.max(...values) + margin];
  const x = (t: number) =>
    t1 === t0 ? (PAD.left + W - PAD.right) / 2 : PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - v0) / (v1 - v0)) * (H - PAD.top - PAD.bottom);
  return weights.map((w, i) => ({ x: Math.round(x(times[i]!) * 10) / 10, y: Math.round(y(w.weight) * 10) / 10 }));
}

/**
 * The pet's weight over time: a small SVG line (no chart library: one line and its points is all it takes), named
 * by its title and summary, with the weighings as a table for screen readers and anyone who prefers numbers.
 */
export function WeightChart({ weights }: { weights: readonly Weighing[] }) {
  const { t, locale } = useT();
  const id = useId();
  const sorted = [...weights].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length === 0) return <p className="text-muted">{t('ui.pet.noWeights')}</p>;
  const points = chartPoints(sorted);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const kg = (grams: number) => kgFromGrams(grams, locale);
  const date = (d: string) => formatDate(d, locale, { day: '2-digit', month: '2-digit', year: '2-digit' });
  const values = sorted.map((w) => w.weight);
  const top = points.reduce((a, b) => (a.y < b.y ? a : b));
  const bottom = points.reduce((a, b) => (a.y > b.y ? a : b));
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full max-w-lg text-primary-strong"
        data-testid="weight-chart"
      >
        <title id={`${id}-title`}>{t('ui.pet.weightChart')}</title>
        <desc id={`${id}-desc`}>
          {t('ui.pet.weightChartDesc', {
            first: kg(first.weight),
            from: formatDate(first.date, locale),
            last: kg(last.weight),
            to: formatDate(last.date, locale),
          })}
        </desc>
        <line
          x1={PAD.left}
          y1={H - PAD.bottom}
          x2={W - PAD.right}
          y2={H - PAD.bottom}
          className="stroke-line"
          strokeWidth="1"
        />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} className="stroke-line" strokeWidth="1" />
        <text x={PAD.left - 6} y={top.y + 4} textAnchor="end" className="fill-muted text-[13px]">
          {t('ui.pet.kg', { kg: kg(Math.max(...values)) })}
        </text>
        {bottom.y !== top.y ? (
          <text x={PAD.left - 6} y={bottom.y + 4} textAnchor="end" className="fill-muted text-[13px]">
            {t('ui.pet.kg', { kg: kg(Math.min(...values)) })}
          </text>
        ) : null}
        <text
          x={points[0]!.x}
          y={H - 10}
          textAnchor={points.length > 1 ? 'start' : 'middle'}
          className="fill-muted text-[13px]"
        >
          {date(first.date)}
        </text>
        {points.length > 1 ? (
          <text x={points.at(-1)!.x} y={H - 10} textAnchor="end" className="fill-muted text-[13px]">
            {date(last.date)}
          </text>
        ) : null}
        {points.length > 1 ? (
          <polyline
            points={points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        ) : null}
        {points.map((p, i) => (
          <circle key={sorted[i]!.date + i} cx={p.x} cy={p.y} r="5" fill="currentColor" />
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer py-3 font-semibold text-primary-strong hover:underline">
          {t('ui.pet.weighings')}
        </summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1">
                {t('ui.pet.date')}
              </th>
              <th scope="col" className="py-1">
                {t('ui.pet.weight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((w, i) => (
              <tr key={w.date + i} className="border-b border-line">
                <td className="py-1">{formatDate(w.date, locale)}</td>
                <td className="py-1">{kg(w.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
