/*
 * A brand's word-mark, 240 x 120: its emblem and its name in its colour and lettering on white. The name is
 * sized from a generous width estimate (see text-fit.ts) and wraps to two lines before it would shrink too far.
 */
import { brandLook } from './brand-looks.js';
import { illustrationElement } from './illustration.js';
import { escapeXml } from './product-picture.js';
import { fitText } from './text-fit.js';

const FONTS = {
  sans: `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="800"`,
  serif: `font-family="Georgia, 'Times New Roman', 'DejaVu Serif', serif" font-weight="700" font-style="italic"`,
  rounded: `font-family="'Arial Rounded MT Bold', 'Nunito', system-ui, sans-serif" font-weight="800"`,
} as const;

export function brandLogoSvg(name: string): string {
  const look = brandLook(name);
  const emblemSize = look.emblem ? 44 : 0;
  const gap = look.emblem ? 10 : 0;
  const textWidth = 240 - 2 * 16 - emblemSize - gap;
  const fit = fitText(name, { width: textWidth, max: 34, maxLines: 2 });
  const lineHeight = Math.round(fit.fontSize * 1.1);
  const blockHeight = fit.lines.length * lineHeight;
  const textX = 16 + emblemSize + gap;
  const firstBaseline = 60 - blockHeight / 2 + fit.fontSize * 0.82;
  const text = fit.lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${Math.round(firstBaseline + i * lineHeight)}" font-size="${fit.fontSize}" fill="${look.colour}">${escapeXml(line)}</text>`,
    )
    .join('');
  const emblem = look.emblem
    ? illustrationElement(look.emblem, { x: 16, y: 60 - emblemSize / 2, size: emblemSize })
    : '';
  const underline = `<rect x="${textX}" y="${Math.round(60 + blockHeight / 2 + 6)}" width="36" height="4" rx="2" fill="${look.accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="120" fill="#fff"/>${emblem}<g ${FONTS[look.type]}>${text}</g>${underline}</svg>`;
}
