import { describe, expect, it } from 'vitest';
import { docBlocks } from './doc-blocks';
import { policyLink, storeDoc } from './store-docs';

const privacy = { id: 'privacy', title: 'Política de privacidade', content: 'Olá.' };

describe('policyLink', () => {
  it("opens the store's own page when it has the document, else an http(s) address it gives, else nothing", () => {
    expect(policyLink({ docs: [privacy], privacy: 'https://example.com/p' }, 'privacy')).toEqual({ to: '/privacy' });
    expect(policyLink({ docs: [privacy], terms: 'https://example.com/termos' }, 'terms')).toEqual({
      href: 'https://example.com/termos',
    });
    expect(policyLink({ docs: [] }, 'terms')).toBeNull();
    expect(policyLink(undefined, 'terms')).toBeNull();
  });

  it('never links a script or a relative address the API would answer with a 404', () => {
    expect(policyLink({ terms: 'javascript:alert(1)' }, 'terms')).toBeNull();
    expect(policyLink({ terms: '/termos-de-uso' }, 'terms')).toBeNull();
  });

  it('ignores a malformed document', () => {
    expect(storeDoc({ docs: [{ id: 'privacy', title: 1 }, null, 'x'] }, 'privacy')).toBeUndefined();
  });
});

describe('docBlocks', () => {
  it('reads headings, lists and paragraphs, and keeps markup as text', () => {
    expect(docBlocks('Primeiro\nparágrafo.\n\n## Seção\n\n- um\n- dois\n\n<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', text: 'Primeiro parágrafo.' },
      { kind: 'heading', text: 'Seção' },
      { kind: 'list', items: ['um', 'dois'] },
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
