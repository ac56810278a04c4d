// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The import-zone messages ESLint gives for `source` written in the storefront file `file`. */
async function zoneErrors(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('storefront import zones', () => {
  it("a feature reaches another only through its public entry, and its own files freely", async () => {
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../cart/use-cart';")).toEqual([
      expect.stringContaining('public entry'),
    ]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../../features/cart/cart-view';")).toHaveLength(1);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../cart/public';")).toEqual([]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from './item-card';")).toEqual([]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../../lib/i18n/use-t';")).toEqual([]);
    expect(await zoneErrors('features/catalog/x.ts', "import { value } from '../../components/order-summary';")).toEqual([]);
  });

  it('components/ and lib/ never import a feature', async () => {
    expect(await zoneErrors('components/x.tsx', "import { value } from '../features/cart/public';")).toHaveLength(1);
    expect(await zoneErrors('lib/i18n/x.ts', "import { value } from '../../features/cart/use-cart';")).toHaveLength(1);
    expect(await zoneErrors('lib/x.ts', "import { value } from './storage';")).toEqual([]);
  });
});
