/*
 * Packaging drawn around a product's illustration, in an 800 x 800 picture: the pack stands on the floor at
 * y = 650 and keeps inside x 200..600, y 130..650, so nothing reaches the picture's edge. Each shape returns
 * its outline in the brand colour, a soft shading and the square where the label illustration goes.
 */
import type { PackShape } from '../../db/seed/data/catalog-types.js';

export interface DrawnPack {
  svg: string;
  /** Where the main illustration sits on the label. */
  label: { x: number; y: number; size: number };
}

/** Shading over a pack: light from the left, shade on the right, so a flat shape reads as a round object. */
const SHADE = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;

function labelPanel(x: number, y: number, w: number, h: number, r: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#fff" fill-opacity=".94"/>`;
}

function bag(colour: string, accent: string): DrawnPack {
  const body = 'M236 190 Q400 172 564 190 L590 628 Q590 650 566 650 L234 650 Q210 650 210 628 Z';
  const svg = `<path d="${body}" fill="${colour}"/>
<path d="M236 190 Q400 172 564 190 L566 222 Q400 206 234 222 Z" fill="#000" fill-opacity=".16"/>
<path d="M226 150 L574 150 L566 196 Q400 180 234 196 Z" fill="${colour}"/><path d="M226 150 L574 150 L572 162 L228 162 Z" fill="#000" fill-opacity=".18"/>
<path d="M218 560 Q400 540 582 560 L588 628 Q588 650 566 650 L234 650 Q212 650 212 628 Z" fill="${accent}"/>
<path d="${body}" fill="url(#shade)"/>
${labelPanel(262, 262, 276, 262, 34)}`;
  return { svg, label: { x: 290, y: 280, size: 220 } };
}

function pouch(colour: string, accent: string): DrawnPack {
  const body = 'M250 250 L550 250 L560 620 Q560 650 530 650 L270 650 Q240 650 240 620 Z';
  const svg = `<path d="${body}" fill="${colour}"/>
<path d="M250 250 L550 250 L552 290 L248 290 Z" fill="#000" fill-opacity=".14"/>
<path d="M250 250 L262 262 L274 250 L286 262 L298 250 L310 262 L322 250 L334 262 L346 250 L358 262 L370 250 L382 262 L394 250 L406 262 L418 250 L430 262 L442 250 L454 262 L466 250 L478 262 L490 250 L502 262 L514 250 L526 262 L538 250 L550 262 L550 250 Z" fill="#000" fill-opacity=".12"/>
<path d="M244 580 L556 580 L558 620 Q558 650 530 650 L270 650 Q242 650 242 620 Z" fill="${accent}"/>
<path d="${body}" fill="url(#shade)"/>
${labelPanel(280, 320, 240, 236, 30)}`;
  return { svg, label: { x: 305, y: 340, size: 190 } };
}

function can(colour: string, accent: string): DrawnPack {
  const svg = `<rect x="240" y="330" width="320" height="300" fill="${colour}"/>
<ellipse cx="400" cy="630" rx="160" ry="26" fill="${colour}"/>
<rect x="240" y="600" width="320" height="30" fill="${accent}"/><ellipse cx="400" cy="630" rx="160" ry="26" fill="${accent}"/>
<rect x="240" y="330" width="320" height="300" fill="url(#shade)"/>
<ellipse cx="400" cy="330" rx="160" ry="30" fill="#c9ced6"/><ellipse cx="400" cy="330" rx="140" ry="22" fill="#e3e7ec"/>
<ellipse cx="400" cy="330" rx="60" ry="9" fill="#b8bec8"/>
<circle cx="400" cy="475" r="112" fill="#fff" fill-opacity=".94"/>`;
  return { svg, label: { x: 315, y: 390, size: 170 } };
}

function bottle(colour: string, accent: string): DrawnPack {
  const body =
    'M300 330 Q300 270 360 262 L360 226 L440 226 L440 262 Q500 270 500 330 L506 620 Q506 650 476 650 L324 650 Q294 650 294 620 Z';
  const svg = `<rect x="350" y="150" width="100" height="84" rx="14" fill="${accent}"/><rect x="350" y="206" width="100" height="12" fill="#000" fill-opacity=".15"/>
<path d="${body}" fill="${colour}"/>
<path d="${body}" fill="url(#shade)"/>
${labelPanel(316, 380, 168, 210, 24)}`;
  return { svg, label: { x: 330, y: 400, size: 140 } };
}

function box(colour: string, accent: string): DrawnPack {
  const svg = `<path d="M250 290 L290 250 L600 250 L560 290 Z" fill="${colour}"/><path d="M250 290 L290 250 L600 250 L560 290 Z" fill="#fff" fill-opacity=".3"/>
<path d="M560 290 L600 250 L600 610 L560 650 Z" fill="${colour}"/><path d="M560 290 L600 250 L600 610 L560 650 Z" fill="#000" fill-opacity=".22"/>
<rect x="250" y="290" width="310" height="360" fill="${colour}"/>
<rect x="250" y="590" width="310" height="60" fill="${accent}"/>
${labelPanel(280, 320, 250, 244, 26)}`;
  return { svg, label: { x: 305, y: 342, size: 200 } };
}

function jar(colour: string, accent: string): DrawnPack {
  const svg = `<rect x="290" y="250" width="220" height="70" rx="16" fill="${colour}"/><rect x="290" y="300" width="220" height="14" fill="#000" fill-opacity=".15"/>
<path d="M284 330 Q284 316 300 316 L500 316 Q516 316 516 330 L526 620 Q526 650 496 650 L304 650 Q274 650 274 620 Z" fill="#eef3f6"/>
<path d="M284 330 Q284 316 300 316 L500 316 Q516 316 516 330 L526 620 Q526 650 496 650 L304 650 Q274 650 274 620 Z" fill="url(#shade)"/>
<rect x="280" y="380" width="240" height="220" fill="${accent}"/>
<circle cx="400" cy="490" r="96" fill="#fff" fill-opacity=".94"/>`;
  return { svg, label: { x: 330, y: 420, size: 140 } };
}

const SHAPES: Record<PackShape, (colour: string, accent: string) => DrawnPack> = { bag, pouch, can, bottle, box, jar };

export function drawPack(shape: PackShape, colour: string, accent: string): DrawnPack {
  const drawn = SHAPES[shape](colour, accent);
  return { svg: `<defs>${SHADE}</defs>${drawn.svg}`, label: drawn.label };
}
