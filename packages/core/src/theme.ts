/** A store's colours for one scheme, as its config's `themes` gives them ('#rrggbb' or '#rgb'). */
export type ThemeColours = { primary?: string; secondary?: string };
export type StoreThemes = { light?: ThemeColours; dark?: ThemeColours };

/** Spec 9 default colours, used when a store's theme leaves one out or gives something that is no colour. */
export const DEFAULT_THEME = { primary: '#0098db', secondary: '#ff7a2b' } as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  const channels = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** The page background (--canvas): text in the strong colour sits on white cards and on this grey. */
const CANVAS = '#f4f6f8';

/** The store colour darkened just enough to reach 4.5:1 against white and the page grey (WCAG AA for text). */
function strongVariant(hex: string): string {
  if (!HEX.test(hex)) return hex;
  const value = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = `#${rgb.map((c) => toHex(c * factor)).join('')}`;
    if (contrast(candidate, CANVAS) >= 4.5) return candidate;
  }
  return '#000000';
}

/** Black or white, whichever reads better on the colour. */
function pickTextColour(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111';
}

/**
 * The CSS custom properties that paint the storefront in a store's light and dark themes (the stylesheet picks a
 * scheme): each colour, a "strong" variant that keeps 4.5:1 contrast on white, and a text colour readable on it.
 * Dark falls back to light; a missing colour, or one that is not '#rgb'/'#rrggbb', to the default. Every value is
 * a hex colour, so the list can be written into a stylesheet as it is.
 */
export function themeProperties(themes: StoreThemes | undefined): [name: string, value: string][] {
  const properties: [string, string][] = [];
  const add = (scheme: 'light' | 'dark', theme: ThemeColours | undefined) => {
    for (const name of ['primary', 'secondary'] as const) {
      const given = theme?.[name];
      const colour = typeof given === 'string' && HEX.test(given) ? given : DEFAULT_THEME[name];
      const strong = scheme === 'light' ? strongVariant(colour) : colour;
      properties.push(
        [`--${scheme}-${name}`, colour],
        [`--${scheme}-${name}-strong`, strong],
        [`--${scheme}-on-${name}`, pickTextColour(strong)],
      );
    }
  };
  add('light', themes?.light);
  add('dark', themes?.dark ?? themes?.light);
  return properties;
}
