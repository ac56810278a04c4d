import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { viaCep } from '../../../test/fake-cep-services.js';
import type { DatabaseHandle } from '../../db/database.js';
import { cepRegion } from './cep-ranges.js';
import { createPostalCodeLookup, type PostalCodeLookup } from './lookup.js';

describe('cepRegion', () => {
  it('knows the state of every CEP from 01000-000 to 99999-999, and none below', () => {
    for (let prefix = 1000; prefix <= 99999; prefix++) {
      expect(cepRegion(`${String(prefix).padStart(5, '0')}000`)?.state, String(prefix)).toMatch(/^[A-Z]{2}$/);
    }
    expect(cepRegion('00999999')).toBeUndefined();
  });

  it('names the capital inside its band, and no city outside the bands it is sure of', () => {
    expect(cepRegion('01310100')).toEqual({ state: 'SP', city: 'São Paulo' });
    expect(cepRegion('13025000')).toEqual({ state: 'SP', city: 'Campinas' });
    expect(cepRegion('20040002')).toEqual({ state: 'RJ', city: 'Rio de Janeiro' });
    expect(cepRegion('69005070')).toEqual({ state: 'AM', city: 'Manaus' });
    expect(cepRegion('72900000')).toEqual({ state: 'GO', city: '' });
    expect(cepRegion('70040010')).toEqual({ state: 'DF', city: 'Brasília' });
    expect(cepRegion('90010000')).toEqual({ state: 'RS', city: 'Porto Alegre' });
    expect(cepRegion('95000000')).toEqual({ state: 'RS', city: '' });
  });
});

describe("the CEP lookup keeps the services' answers", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let database: DatabaseHandle;
  const start = 1_000_000;
  let now = start;
  const asked: string[] = [];
  // a ViaCEP-like service that knows every CEP
  const service = (async (url: string | URL | Request) => {
    asked.push(String(url).slice(-8));
    return Response.json(viaCep(String(url).slice(-8), 'Rio de Janeiro', 'RJ'));
  }) as typeof fetch;
  let lookup: PostalCodeLookup;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.destroy());
  beforeEach(() => {
    asked.length = 0;
    now = start;
    const config = { cepProviderUrls: ['https://cep.example/ws/{cep}'], cepTimeoutMs: 5_000 };
    lookup = createPostalCodeLookup(config, database.db, { fetch: service, now: () => now });
  });

  it('asks once for lookups of one CEP at the same time, and again once a day has passed', async () => {
    const answers = await Promise.all([lookup.lookup('20040002'), lookup.lookup('20040002')]);
    expect(answers.map((a) => a?.info.municipio.nome)).toEqual(['Rio de Janeiro', 'Rio de Janeiro']);
    now = start + DAY_MS - 1;
    await lookup.lookup('20040002');
    expect(asked).toEqual(['20040002']);
    now = start + DAY_MS + 1;
    await lookup.lookup('20040002');
    expect(asked).toEqual(['20040002', '20040002']);
  });

  it('keeps 5000 CEPs, forgetting the least recently used first', async () => {
    const cep = (n: number) => String(20_000_000 + n);
    for (let n = 0; n < 5000; n++) await lookup.lookup(cep(n));
    await lookup.lookup(cep(0));
    expect(asked).toHaveLength(5000);
    await lookup.lookup(cep(5000));
    await lookup.lookup(cep(0));
    expect(asked).toHaveLength(5001);
    await lookup.lookup(cep(1));
    expect(asked.slice(5000)).toEqual([cep(5000), cep(1)]);
  });
});
