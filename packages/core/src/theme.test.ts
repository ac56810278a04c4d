import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_THEME, themeProperties } from './theme';

const asMap = (themes: Parameters<typeof themeProperties>[0]) => Object.fromEntries(themeProperties(themes));

describe("a store's colours as the storefront's CSS properties", () => {
  it('gives each colour a strong variant readable on white and a text colour readable on it', () => {
    const colours = asMap({ light: { primary: '#ffd54f', secondary: '#2e7d32' } });
    expect(colours['--light-primary']).toBe('#ffd54f');
    expect(contrast(colours['--light-primary-strong']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours['--light-primary-strong']!, colours['--light-on-primary']!)).toBeGreaterThanOrEqual(4.5);
    // a dark green already reads on white: it is its own strong variant
    expect(colours['--light-secondary-strong']).toBe('#2e7d32');
    expect(colours['--light-on-secondary']).toBe('#ffffff');
  });

  it('falls back to the light theme for dark, and to the defaults for a colour missing or malformed', () => {
    const colours = asMap({ light: { primary: '#2e7d32', secondary: 'orange; } body { display: none' } });
    expect(colours['--dark-primary']).toBe('#2e7d32');
    expect(colours['--light-secondary']).toBe(DEFAULT_THEME.secondary);
    expect(asMap(undefined)['--light-primary']).toBe(DEFAULT_THEME.primary);
    expect(
      Object.values(asMap({ dark: { primary: '#81c784' } })).every((value) => /^#[0-9a-f]{3,6}$/i.test(value)),
    ).toBe(true);
    expect(Object.keys(asMap(undefined))).toHaveLength(12);
  });
});
