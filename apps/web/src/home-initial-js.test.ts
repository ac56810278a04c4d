// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipKb, initialChunks, ROUTE_JS_BUDGET_KB, routeChunks } from '../build/store-build.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
/**
 * The home route's initial JavaScript (gzip), measured after the locale split, the move from i18next to core's own
 * `t`, from the data router to the declarative one, the entry's static imports grouped into one chunk and the texts
 * and controls of later screens moved out of the first load (docs/decisions/0025-home-javascript-budget.md, 0026):
 * it may not grow. Issue 14 asks for 120. The same figure as `npm run build` and `npm run bench:web` print.
 * Measured 118.14 (rounded 118.1) with the same code compressing to ±0.03 KB from build to build: the route table
 * names every chunk by a hash of its content, and a change anywhere makes other hashes, which gzip packs differently.
 * The figure leaves room for that, not for code. Issue 23 added 0.2 KB that the first page needs before any chunk
 * loads: the banners' links and the route that sends a courier to their deliveries' own layout (measured 118.4), and
 * 0.4 KB for spec 2's back button on the first page opened: the history step a modal adds and the notices shown
 * inside the open modal (measured 118.8), and 0.2 KB for the page titles' order and for reads that wait for the
 * connection offline instead of failing (measured 119.0, with the checkout's frame moved out of the first load).
 * Still under issue 14's 120.
 */
const HOME_INITIAL_JS_KB = 119.1;

type Bundle = Parameters<typeof initialChunks>[0];

/** A production build of the storefront kept in memory, made once for every test of this file. */
async function buildInMemory(): Promise<Bundle> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-initial-js-'));
  // The test runner's NODE_ENV would bring React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, outDir, emptyOutDir: false },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    return Object.fromEntries(output.output.map((file) => [file.fileName, file])) as unknown as Bundle;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

let bundle: Bundle;
beforeAll(async () => {
  bundle = await buildInMemory();
}, 120_000);

describe("home route's initial JavaScript", () => {
  it('holds no core rule only later screens use, no English text, and stays within its measured size', () => {
    const chunks = initialChunks(bundle) as unknown as Rollup.OutputChunk[];
    const modules = chunks.flatMap((chunk) =>
      chunk.moduleIds.map((id) => path.relative(path.resolve(webRoot, '../..'), id)),
    );
    // Card and registration rules belong to checkout and account screens: importing @store/core must not bring them.
    for (const rule of ['card-number', 'card-brand', 'card-expiry', 'registration', 'cpf-cnpj']) {
      expect(modules).not.toContain(`packages/core/src/validators/${rule}.ts`);
    }
    // Maps load only with the screens that show one (features/maps/public.ts imports Leaflet lazily).
    expect(modules.filter((id) => /node_modules\/(leaflet|react-leaflet|@react-leaflet)\//.test(id))).toEqual([]);
    // One language in the first load: English (core's and the storefront's) comes only for English readers.
    expect(modules.filter((id) => /\/en\/|\.en\.ts$|i18n\/en\.ts$|texts-en\.ts$/.test(id))).toEqual([]);
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('Algo deu errado. Tente novamente mais tarde.');
    expect(code).not.toContain('Something went wrong');
    // Later screens' texts come with them (lib/i18n/later-texts.ts, ui-messages-account.ts and the like): core's
    // agenda and form rules, the account and checkout labels, the cart's.
    for (const later of [
      'Agendamento não encontrado',
      'Informe um email válido',
      'Esqueci minha senha',
      'Etapas do pedido',
      'Limpar carrinho',
    ]) {
      expect(code).not.toContain(later);
    }
    expect(Number(gzipKb(chunks).toFixed(1))).toBeLessThanOrEqual(HOME_INITIAL_JS_KB);
  });
});

describe("every other route's JavaScript", () => {
  it(`adds at most ${ROUTE_JS_BUDGET_KB} KB gzip to the entry's, page by page`, () => {
    const routes = routeChunks(bundle);
    // The route table's pages, each its own chunk (a page folded into the entry would not be lazy any more).
    expect(routes.map((r) => r.page)).toEqual(
      expect.arrayContaining([
        'features/catalog/search-page.tsx',
        'features/catalog/item-page.tsx',
        'features/cart/cart-page.tsx',
        'features/checkout/checkout-page.tsx',
      ]),
    );
    const over = routes
      .map((r) => ({ page: r.page, kb: Number(gzipKb(r.chunks).toFixed(1)) }))
      .filter((r) => r.kb > ROUTE_JS_BUDGET_KB);
    expect(over).toEqual([]);
  });
});
