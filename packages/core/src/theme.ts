/** WCAG relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  const channels = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (n: number) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');

/** The page background (--canvas): text in the strong colour sits on white cards and on this grey. */
const CANVAS = '#f4f6f8';

/** The store colour darkened just enough to reach 4.5:1 against white and the page grey (WCAG AA for text). */
export function strongVariant(hex: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return hex;
  const value = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = `#${rgb.map((c) => toHex(c * factor)).join('')}`;
    if (contrast(candidate, CANVAS) >= 4.5) return candidate;
  }
  return '#000000';
}

/** Black or white, whichever reads better on the colour. */
export function pickTextColour(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111';
}
