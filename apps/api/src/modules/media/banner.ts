/*
 * A campaign banner in the store's colours: a tag, the headline, a sub-line and a call-to-action pill on the
 * left (web, 1600 x 500) or below (mobile, 800 x 600), and a group of illustrations. The web banner is shown
 * cropped to about 16:4 on wide screens, so its content keeps 70 px clear at the top and bottom.
 */
import type { Campaign } from './banner-campaigns.js';
import { illustrationElement } from './illustration.js';
import { escapeXml } from './product-picture.js';
import { fitText, textWidth } from './text-fit.js';

export interface BannerColours {
  primary: string;
  secondary: string;
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

/** '#0098db' darkened by `amount` (0–1) toward black, so white text on it keeps its contrast. */
export function shade(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return hex;
  const n = parseInt(m[1], 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((s) => part(s).toString(16).padStart(2, '0')).join('')}`;
}

interface TextBlock {
  x: number;
  top: number;
  width: number;
  headlineMax: number;
  headlineLines: number;
  subSize: number;
}

/** The tag, headline, sub-line and pill stacked from `top`; answers the SVG and the height it took. */
function textBlock(c: Campaign, colours: BannerColours, b: TextBlock): { svg: string; height: number } {
  const tagSize = Math.round(b.subSize * 0.8);
  const tagText = c.tag.toUpperCase();
  const tagFit = fitText(tagText, { width: b.width - 40, max: tagSize, maxLines: 1 });
  const tagWidth = textWidth(tagFit.lines[0] ?? '', tagFit.fontSize) + 40;
  let y = b.top;
  let svg = `<rect x="${b.x}" y="${y}" width="${Math.round(tagWidth)}" height="${tagFit.fontSize + 20}" rx="${(tagFit.fontSize + 20) / 2}" fill="#fff" fill-opacity=".18"/>`;
  svg += `<text x="${b.x + 20}" y="${y + tagFit.fontSize + 4}" font-size="${tagFit.fontSize}" font-weight="700" letter-spacing="0" fill="#fff">${escapeXml(tagFit.lines[0] ?? '')}</text>`;
  y += tagFit.fontSize + 20 + 16;

  const head = fitText(c.headline, { width: b.width, max: b.headlineMax, maxLines: b.headlineLines });
  for (const line of head.lines) {
    y += head.fontSize;
    svg += `<text x="${b.x}" y="${y}" font-size="${head.fontSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`;
    y += Math.round(head.fontSize * 0.18);
  }
  y += 14;
  const sub = fitText(c.sub, { width: b.width, max: b.subSize, maxLines: 2 });
  for (const line of sub.lines) {
    y += sub.fontSize;
    svg += `<text x="${b.x}" y="${y}" font-size="${sub.fontSize}" font-weight="500" fill="#fff" fill-opacity=".94">${escapeXml(line)}</text>`;
    y += Math.round(sub.fontSize * 0.3);
  }
  y += 20;
  const ctaSize = b.subSize;
  const ctaWidth = Math.round(textWidth(c.cta, ctaSize) + ctaSize * 2.4);
  const ctaHeight = Math.round(ctaSize * 2.2);
  svg += `<rect x="${b.x}" y="${y}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="${colours.secondary}"/>`;
  svg += `<text x="${b.x + ctaWidth / 2}" y="${y + ctaHeight / 2 + ctaSize * 0.36}" text-anchor="middle" font-size="${ctaSize}" font-weight="800" fill="#1a1a1a">${escapeXml(c.cta)}</text>`;
  y += ctaHeight;
  return { svg, height: y - b.top };
}

function illustrationGroup(c: Campaign, cx: number, cy: number, r: number): string {
  const [main, left, right] = c.icons;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".16"/><circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="#fff" fill-opacity=".14"/>
${illustrationElement(main, { x: cx - r * 0.62, y: cy - r * 0.66, size: r * 1.24 })}
${illustrationElement(left, { x: cx - r * 1.08, y: cy + r * 0.12, size: r * 0.62, rotate: -10 })}
${illustrationElement(right, { x: cx + r * 0.5, y: cy - r * 0.92, size: r * 0.58, rotate: 12 })}`;
}

function background(width: number, height: number, colours: BannerColours): string {
  const dark = shade(colours.primary, 0.35);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${shade(colours.primary, 0.1)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.05}" cy="${height * 1.02}" r="${height * 0.36}" fill="${colours.secondary}" fill-opacity=".22"/>
<circle cx="${width * 0.98}" cy="${height * 0.04}" r="${height * 0.3}" fill="#fff" fill-opacity=".08"/>`;
}

export function bannerSvg(c: Campaign, colours: BannerColours, kind: 'web' | 'mobile'): string {
  const [width, height] = kind === 'web' ? [1600, 500] : [800, 600];
  let body: string;
  if (kind === 'web') {
    const block = { x: 110, top: 0, width: 840, headlineMax: 58, headlineLines: 2, subSize: 26 };
    const measured = textBlock(c, colours, block);
    const top = Math.max(70, Math.round((height - measured.height) / 2));
    body = textBlock(c, colours, { ...block, top }).svg + illustrationGroup(c, 1230, 250, 165);
  } else {
    const block = { x: 48, top: 0, width: 704, headlineMax: 56, headlineLines: 2, subSize: 28 };
    const measured = textBlock(c, colours, block);
    const top = Math.max(200, height - 40 - measured.height);
    body = illustrationGroup(c, 610, 140, 104) + textBlock(c, colours, { ...block, top }).svg;
  }
  const label = `${c.headline}. ${c.sub}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>${background(width, height, colours)}<g ${FONT}>${body}</g></svg>`;
}
