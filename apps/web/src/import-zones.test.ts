// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The import-zone messages ESLint gives for `source` written in the storefront file `file`. */
async function zoneErrors(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, {
    filePath: path.join(root, 'apps/web/src', file),
  });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('storefront import zones', () => {
  it('a feature reaches another only through its public entry, and its own files freely', async () => {
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../cart/use-cart';")).toEqual([
      expect.stringContaining('public entry'),
    ]);
    expect(
      await zoneErrors('features/catalog/x.ts', "import { value } from '../../features/cart/cart-view';"),
    ).toHaveLength(1);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../cart/public';")).toEqual([]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from './item-card';")).toEqual([]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../../lib/i18n/use-t';")).toEqual([]);
    expect(
      await zoneErrors('features/catalog/x.ts', "import { value } from '../../components/order-summary';"),
    ).toEqual([]);
  });

  it('a feature never imports app/, not for a type, not lazily', async () => {
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../../app/routes';")).toEqual([
      expect.stringContaining('never import it'),
    ]);
    expect(await zoneErrors('features/pets/species/x.ts', "import type { value } from '../../../app/theme';")).toEqual([
      expect.stringContaining('never import it'),
    ]);
    expect(await zoneErrors('features/cart/x.ts', "export { value } from '../../app/app';")).toHaveLength(1);
    expect(await zoneErrors('features/cart/x.ts', "const value = () => import('../../app/routes');")).toEqual([
      expect.stringContaining('lazily or not'),
    ]);
    expect(await zoneErrors('features/cart/x.ts', "import { value } from '../../lib/services';")).toEqual([]);
  });

  it('app/ and the entry use a feature through its public entry, and load only its pages lazily', async () => {
    expect(await zoneErrors('app/layout/x.tsx', "import { value } from '../../features/cart/use-cart';")).toEqual([
      expect.stringContaining('public entry'),
    ]);
    expect(
      await zoneErrors('app/x.ts', "import { value } from '../features/catalog/catalog-queries.ts';"),
    ).toHaveLength(1);
    expect(await zoneErrors('main.tsx', "import { value } from './features/cart/cart-view';")).toHaveLength(1);
    expect(await zoneErrors('app/layout/x.tsx', "import { value } from '../../features/cart/public';")).toEqual([]);
    expect(await zoneErrors('app/x.ts', "import { value } from '../features/catalog/public-queries.ts';")).toEqual([]);
    expect(await zoneErrors('app/x.tsx', "const value = () => import('../features/catalog/category-drawer');")).toEqual(
      [expect.stringContaining('lazily')],
    );
    expect(await zoneErrors('app/x.tsx', "const value = () => import('../features/catalog/home-page');")).toEqual([]);
    expect(await zoneErrors('main.tsx', "const value = () => import('./features/catalog/home-page');")).toEqual([]);
  });

  it('components/ and lib/ never import a feature', async () => {
    expect(await zoneErrors('components/x.tsx', "import { value } from '../features/cart/public';")).toHaveLength(1);
    expect(await zoneErrors('lib/i18n/x.ts', "import { value } from '../../features/cart/use-cart';")).toHaveLength(1);
    expect(await zoneErrors('lib/x.ts', "import { value } from './storage';")).toEqual([]);
    expect(await zoneErrors('lib/x.ts', "const value = () => import('../features/maps/public');")).toEqual([
      expect.stringContaining('lazily or not'),
    ]);
  });

  it('components/ and lib/ never import app/, not for a type, not lazily', async () => {
    expect(await zoneErrors('components/x.tsx', "import { value } from '../app/routes';")).toEqual([
      expect.stringContaining('never import it'),
    ]);
    expect(await zoneErrors('lib/stores/x.ts', "import type { value } from '../../app/theme';")).toHaveLength(1);
    expect(await zoneErrors('lib/x.ts', "const value = () => import('../app/routes');")).toHaveLength(1);
    expect(await zoneErrors('components/x.tsx', "import { value } from '../lib/services';")).toEqual([]);
  });
});
