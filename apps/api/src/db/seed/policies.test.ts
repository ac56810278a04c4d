import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';

type Doc = { id: string; title: string; content: string };

describe('demo policy documents (config.links.docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const docsOf = async (host: string) => {
    const { body } = await gql<{ config: { config: { links: { docs: Doc[] } } } }>(
      t.app,
      '{ config { config } }',
      {},
      { host },
    );
    return body.data!.config.config.links.docs;
  };

  it('gives each demo store a privacy policy and terms of use naming it and its e-mail', async () => {
    for (const [host, name, email] of [
      ['petshop.localhost', 'Pet Feliz', 'contato@petfeliz.demo'],
      ['loja.localhost', 'Casa & Cia', 'contato@casaecia.demo'],
    ]) {
      const docs = await docsOf(host!);
      expect(docs.map((d) => [d.id, d.title])).toEqual([
        ['privacy', 'Política de privacidade'],
        ['terms', 'Termos de uso'],
      ]);
      const [privacy, terms] = docs as [Doc, Doc];
      expect(privacy.content).toContain(name);
      expect(privacy.content).toContain(email);
      expect(privacy.content).toMatch(/LGPD/);
      expect(terms.content).toContain(email);
      expect(terms.content).toMatch(/7 \(sete\) dias corridos.*art\. 49 do CDC/);
      // plain text for the storefront to render as paragraphs: no markup at all
      expect(`${privacy.content}${terms.content}`).not.toMatch(/[<>]/);
    }
  });
});
