import { describe, expect, it } from 'vitest';
import { VALUE_ICONS } from '../../db/seed/data/attrs.js';
import { DEMO_STORES } from '../../db/seed/data/stores.js';
import { ALL_CAMPAIGNS, campaignFor } from './banner-campaigns.js';
import { bannerSvg } from './banner.js';
import { brandLogoSvg } from './brand-logo.js';
import { BRAND_EMBLEMS } from './brand-looks.js';
import { hasIllustration } from './illustration.js';
import { allPictureSpecs, FALLBACK_PICTURE, pictureFor, valueIcon } from './picture-specs.js';
import { productPictureSvg } from './product-picture.js';
import { textWidth } from './text-fit.js';

/** Each top-level illustration's square: `<g transform="translate(x y)"><svg x="0" y="0" width="s"`. */
function placements(svg: string): { x: number; y: number; size: number }[] {
  return [
    ...svg.matchAll(/<g transform="translate\(([\d.-]+) ([\d.-]+)\)[^"]*"><svg x="0" y="0" width="([\d.]+)"/g),
  ].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    size: Number(m[3]),
  }));
}

/** Every `<text>` with its start, size, anchor and words. */
function texts(svg: string): { x: number; y: number; size: number; middle: boolean; text: string }[] {
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"( text-anchor="middle")? font-size="(\d+)"[^>]*>([^<]*)<\/text>/g),
  ].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    middle: Boolean(m[3]),
    size: Number(m[4]),
    text: (m[5] ?? '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
  }));
}

describe('demo pictures', () => {
  it('name only icons the illustration set has', () => {
    const names = new Set([
      ...allPictureSpecs().flatMap((s) => [s.icon, ...(s.extra ? [s.extra] : [])]),
      ...Object.values(VALUE_ICONS),
      ...BRAND_EMBLEMS,
      ...ALL_CAMPAIGNS.flatMap((c) => c.icons),
    ]);
    expect([...names].filter((n) => !hasIllustration(n))).toEqual([]);
  });

  it('give every product line of the demo catalogues its own picture', () => {
    const lines = DEMO_STORES.flatMap((s) => s.categories).length;
    expect(lines).toBeGreaterThan(0);
    expect(pictureFor('Ração Premium Cães Adultos Frango 15kg')).toMatchObject({ pack: 'bag', icon: 'dog' });
    expect(pictureFor('Areia Sílica Cristais 4kg').icon).toBe('cat-face');
    expect(pictureFor('Cadeira Escandinava de Madeira Verde').icon).toBe('chair');
    expect(pictureFor('Um produto renomeado')).toBe(FALLBACK_PICTURE);
    expect(valueIcon('[{"name":"Sabor","value":"Frango"},{"name":"Peso","value":"1kg"}]')).toBe('poultry-leg');
    expect(valueIcon('not json')).toBeUndefined();
  });

  it('draw products without text, centred with a margin, at 800 and 240 px', () => {
    for (const spec of allPictureSpecs()) {
      for (const variant of [1, 2, 3]) {
        const svg = productPictureSvg({ spec, variant, label: 'Ração & cia', brand: 'NutriPet', size: 240 });
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240" viewBox="0 0 800 800" role="img" aria-label="Ração &#38; cia">/,
        );
        expect(svg).not.toContain('<text');
        for (const p of placements(svg)) {
          expect(p.x).toBeGreaterThanOrEqual(100);
          expect(p.y).toBeGreaterThanOrEqual(100);
          expect(p.x + p.size).toBeLessThanOrEqual(700);
          expect(p.y + p.size).toBeLessThanOrEqual(700);
        }
      }
    }
  });

  it.each(['web', 'mobile'] as const)('fit every campaign banner text inside the %s banner', (kind) => {
    const [width, height] = kind === 'web' ? [1600, 500] : [800, 600];
    for (const campaign of ALL_CAMPAIGNS) {
      const svg = bannerSvg(campaign, { primary: '#0098db', secondary: '#ff7a2b' }, kind);
      expect(svg).toContain(`aria-label="${campaign.headline}. ${campaign.sub}"`);
      const lines = texts(svg);
      expect(lines.map((l) => l.text).join(' ')).toContain(campaign.cta);
      for (const l of lines) {
        const w = textWidth(l.text, l.size);
        const left = l.middle ? l.x - w / 2 : l.x;
        expect(left, l.text).toBeGreaterThanOrEqual(40);
        // The web banner's illustrations start at x 1050; the mobile text has the whole width.
        expect(left + w, l.text).toBeLessThanOrEqual(kind === 'web' ? 1030 : width - 40);
        // Wide screens crop the web banner to about 16:4: its words stay 70 px clear of top and bottom.
        expect(l.y - l.size, l.text).toBeGreaterThanOrEqual(kind === 'web' ? 70 : 40);
        expect(l.y + l.size * 0.3, l.text).toBeLessThanOrEqual(kind === 'web' ? height - 70 : height - 30);
      }
    }
  });

  it('give each store three different campaigns, and a store without its own the generic ones', () => {
    for (const slug of ['petshop', 'loja']) {
      const headlines = new Set([1, 2, 3].map((n) => campaignFor(slug, 'X', n).headline));
      expect(headlines.size).toBe(3);
    }
    expect(campaignFor('nova', 'Loja Nova', 2).sub).toContain('Loja Nova');
  });

  it('draw every brand word-mark inside its 240 x 120 box', () => {
    const brands = DEMO_STORES.flatMap((s) => [...s.brands.listed, s.brands.unsequenced, s.brands.inactive]);
    for (const name of [...brands, 'Uma Marca com Nome Bem Comprido Demais']) {
      const svg = brandLogoSvg(name);
      const lines = texts(svg);
      expect(lines.map((l) => l.text).join(' ')).toBe(name);
      for (const l of lines) {
        expect(l.x + textWidth(l.text, l.size), `${name}: ${l.text}`).toBeLessThanOrEqual(240 - 12);
        expect(l.y - l.size, name).toBeGreaterThanOrEqual(8);
        expect(l.y, name).toBeLessThanOrEqual(112);
      }
    }
  });
});
