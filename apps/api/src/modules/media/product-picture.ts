/*
 * A demo product photo: the product (its illustration, or its pack with the illustration on the label) centred
 * on a soft white-to-grey studio background with a floor shadow. Drawn on an 800 x 800 canvas whose content
 * keeps a margin of at least 100 px, and scaled to the asked size, so the 240 px thumbnail is never cut.
 * No text is drawn: the item's name is the picture's accessible label only.
 */
import type { PictureSpec } from '../../db/seed/data/catalog-types.js';
import { brandLook } from './brand-looks.js';
import { illustrationElement } from './illustration.js';
import { drawPack } from './packs.js';

export interface ProductPictureOptions {
  spec: PictureSpec;
  /** 1 is the main picture; 2 and up show another angle, colour or companion illustration. */
  variant: number;
  label: string;
  brand?: string;
  /** The flavour's or fragrance's illustration, shown instead of the spec's extra when known. */
  valueIcon?: string;
  size: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STUDIO = `<radialGradient id="studio" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#f6f7f9"/><stop offset="1" stop-color="#e4e7eb"/></radialGradient>
<radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="recolour"><feColorMatrix type="hueRotate" values="150"/></filter>`;

function floorShadow(width: number): string {
  return `<ellipse cx="400" cy="652" rx="${width}" ry="30" fill="url(#floor)"/>`;
}

function packPicture(o: ProductPictureOptions, shape: NonNullable<PictureSpec['pack']>): string {
  const look = brandLook(o.brand);
  const second = o.valueIcon ?? o.spec.extra;
  const pack = drawPack(shape, look.colour, look.accent);
  const onLabel = (icon: string) => illustrationElement(icon, pack.label);
  if (o.variant === 1) {
    const badge = second ? illustrationElement(second, { x: 500, y: 500, size: 130 }) : '';
    return `${floorShadow(250)}${pack.svg}${onLabel(o.spec.icon)}${badge}`;
  }
  if (o.variant === 2) {
    // The pack turned a little and set back, with what is inside in front of it.
    const front = second ? illustrationElement(second, { x: 430, y: 400, size: 240 }) : '';
    return `${floorShadow(270)}<g transform="translate(-70 40) rotate(-6 400 650) translate(400 650) scale(.9) translate(-400 -650)">${pack.svg}${onLabel(o.spec.icon)}</g>${front}`;
  }
  // The back of the pack: its companion illustration on the label.
  return `${floorShadow(240)}<g transform="translate(400 650) scale(-.92 .92) translate(-400 -650)">${pack.svg}</g>${illustrationElement(second ?? o.spec.icon, { ...pack.label, x: 800 - pack.label.x - pack.label.size })}`;
}

function objectPicture(o: ProductPictureOptions): string {
  const second = o.spec.extra;
  if (o.variant === 1) return `${floorShadow(230)}${illustrationElement(o.spec.icon, { x: 170, y: 150, size: 460 })}`;
  if (o.variant === 2) {
    const side = second ? illustrationElement(second, { x: 470, y: 430, size: 200 }) : '';
    return `${floorShadow(260)}${illustrationElement(o.spec.icon, { x: 130, y: 190, size: 420, flip: true })}${side}`;
  }
  // Another colour of the same product.
  return `${floorShadow(230)}<g filter="url(#recolour)">${illustrationElement(o.spec.icon, { x: 170, y: 150, size: 460 })}</g>`;
}

export function productPictureSvg(o: ProductPictureOptions): string {
  const content = o.spec.pack ? packPicture(o, o.spec.pack) : objectPicture(o);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.size}" height="${o.size}" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(o.label)}">
<defs>${STUDIO}</defs><rect width="800" height="800" fill="url(#studio)"/>${content}</svg>`;
}
