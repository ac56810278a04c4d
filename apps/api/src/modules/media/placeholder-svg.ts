/*
 * The demo catalogue has no photographs, and the store must work offline, so its images are drawn here:
 * a deterministic SVG per name. Real stores upload files; these routes only serve the demo paths.
 */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a label into at most `maxLines` lines of about `width` characters. */
function wrap(label: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export function placeholderSvg(options: { seed: string; label: string; width: number; height: number; small?: boolean }): string {
  const { seed, label, width, height } = options;
  const hue = hash(seed) % 360;
  const fontSize = Math.round(Math.min(width, height) / (options.small ? 7 : 11));
  const lines = wrap(label, Math.max(8, Math.floor(width / (fontSize * 0.6))), 3);
  const startY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map((l, i) => `<text x="50%" y="${Math.round(startY + i * fontSize * 1.2)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 72%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue} 60% 60% / .35)"/>
<g font-family="system-ui, sans-serif" font-weight="600" font-size="${fontSize}" fill="hsl(${hue} 45% 22%)">${text}</g>
</svg>`;
}
