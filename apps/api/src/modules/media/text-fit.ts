/*
 * Text in a demo picture is drawn with the viewer's own sans-serif font, whose widths we cannot read, so it is
 * measured with generous per-letter widths (wider than DejaVu Sans Bold, the widest common fallback) and
 * wrapped and sized to fit with room to spare: a banner's words are never cut at any size.
 */

/** Width of one character in ems for a bold sans-serif, rounded up. */
function charEm(c: string): number {
  if (c === ' ') return 0.36;
  if (/[iIlj.,:;!'|]/.test(c)) return 0.38;
  if (/[ftr()-]/.test(c)) return 0.5;
  if (/[mwMW@%]/.test(c)) return 1.04;
  if (/[A-Z]/.test(c)) return 0.8;
  if (/[0-9$]/.test(c)) return 0.72;
  return 0.7;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text.normalize('NFC')) em += charEm(c);
  return em * fontSize;
}

/** Splits `text` into lines no wider than `width` at `fontSize`; a single word wider than that stays whole. */
function wrapText(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest font size from `max` down at which `text` wraps into at most `maxLines` lines, each within
 * `width`: a long text gets smaller rather than cut.
 */
export function fitText(
  text: string,
  opts: { width: number; max: number; maxLines: number },
): { fontSize: number; lines: string[] } {
  for (let size = opts.max; size >= 8; size -= 2) {
    const lines = wrapText(text, size, opts.width);
    if (lines.length <= opts.maxLines && lines.every((l) => textWidth(l, size) <= opts.width))
      return { fontSize: size, lines };
  }
  return { fontSize: 8, lines: wrapText(text, 8, opts.width) };
}
