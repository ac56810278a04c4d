export type DocBlock = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A document's text as blocks: split at blank lines; a block starting '## ' is a heading, one whose lines all
 * start '- ' a list, anything else a paragraph. Text only: whatever markup it holds is shown as written.
 */
export function docBlocks(content: string): DocBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): DocBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3).trim() };
      if (lines.every((line) => line.startsWith('- ')))
        return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
