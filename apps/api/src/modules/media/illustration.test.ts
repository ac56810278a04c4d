import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, hasIllustration, illustrationElement, illustrationSvg } from './illustration.js';

describe('illustrationSvg', () => {
  it('draws one icon of the set as a standalone SVG of the asked size', () => {
    const svg = illustrationSvg('dog-face', 256);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 32 32"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });

  it('falls back to a neutral icon for a name the set does not have', () => {
    expect(hasIllustration('no-such-icon')).toBe(false);
    expect(illustrationSvg('no-such-icon', 64)).toBe(illustrationSvg(FALLBACK_ICON, 64));
  });

  it('gives every placed icon its own ids, so two icons in one picture never share a gradient', () => {
    // 'butter' is one of the few icons of the set that defines a gradient.
    const withIds = 'butter';
    expect(illustrationSvg(withIds, 32)).toMatch(/id="/);
    const a = illustrationElement(withIds, { x: 0, y: 0, size: 100 });
    const b = illustrationElement(withIds, { x: 100, y: 0, size: 100, flip: true });
    const ids = (s: string) => [...s.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).some((id) => ids(b).includes(id))).toBe(false);
  });

  it('places an icon in its square, mirrored when asked', () => {
    expect(illustrationElement('bone', { x: 10, y: 20, size: 100 })).toMatch(
      /^<g transform="translate\(10 20\)"><svg x="0" y="0" width="100" height="100"/,
    );
    expect(illustrationElement('bone', { x: 0, y: 0, size: 100, flip: true })).toContain(
      'translate(100 0) scale(-1 1)',
    );
  });
});
