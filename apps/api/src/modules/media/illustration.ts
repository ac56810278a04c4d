/*
 * Demo pictures are drawn from Fluent Emoji Flat (MIT, Microsoft; see docs/credits.md), shipped as an
 * Iconify JSON package, so the demo needs no image files and works offline.
 */
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';

/** The set's JSON shape, as @iconify/utils reads it. */
type IconifyJSON = Parameters<typeof getIconData>[0];

/** Shown when a name is not in the set, so a typo in data never turns a picture request into an error. */
export const FALLBACK_ICON = 'package';

let iconSet: IconifyJSON | undefined;
/** The set is a 9 MB JSON file: read it on the first picture asked for, not when the server starts. */
function icons(): IconifyJSON {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;
  return iconSet;
}

export function hasIllustration(iconName: string): boolean {
  return getIconData(icons(), iconName) !== null;
}

function iconBody(iconName: string, size: number): { body: string; viewBox: string } {
  const data = getIconData(icons(), iconName) ?? getIconData(icons(), FALLBACK_ICON);
  if (!data) throw new Error(`illustration set has no '${FALLBACK_ICON}' icon`);
  const rendered = iconToSVG(data, { width: size, height: size });
  return { body: rendered.body, viewBox: rendered.attributes.viewBox };
}

/** One icon as a standalone SVG document, `size` pixels square: `illustrationSvg('dog-face', 256)`. */
export function illustrationSvg(iconName: string, size: number): string {
  const { body, viewBox } = iconBody(iconName, size);
  return iconToHTML(replaceIDs(body), { width: String(size), height: String(size), viewBox });
}

export interface Placement {
  /** Top-left corner and side of the square the icon is drawn in, in the outer picture's units. */
  x: number;
  y: number;
  size: number;
  /** Mirror horizontally (a second angle of the same object). */
  flip?: boolean;
  /** Degrees, around the square's centre. */
  rotate?: number;
}

/**
 * One icon as an element to place inside a larger SVG. Ids inside the icon (gradients, masks) are made
 * unique, so several icons in one picture never share a definition.
 */
export function illustrationElement(iconName: string, at: Placement): string {
  const { body, viewBox } = iconBody(iconName, at.size);
  const r = (n: number) => Math.round(n * 100) / 100;
  const inner = `<svg x="0" y="0" width="${r(at.size)}" height="${r(at.size)}" viewBox="${viewBox}">${replaceIDs(body)}</svg>`;
  const c = r(at.size / 2);
  const transforms = [`translate(${r(at.x)} ${r(at.y)})`];
  if (at.rotate) transforms.push(`rotate(${at.rotate} ${c} ${c})`);
  if (at.flip) transforms.push(`translate(${r(at.size)} 0) scale(-1 1)`);
  return `<g transform="${transforms.join(' ')}">${inner}</g>`;
}
