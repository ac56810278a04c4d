// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** The feature-cycle violations `npm run lint` reports for the storefront under `baseDir`. */
async function featureCycles(baseDir: string) {
  const result = await cruise(['apps/web/src'], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    baseDir,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations
    .filter((v) => v.rule.name === 'no-feature-cycle')
    .map((v) => `${v.from} → ${v.to}`);
}

describe('storefront feature cycles', () => {
  it('no storefront feature imports another that imports it back, none exempted', async () => {
    expect(await featureCycles(root)).toEqual([]);
  });

  it('two features reaching each other through their public entries fail the lint', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycle-'));
    const feature = (name: string, other: string) => {
      fs.mkdirSync(path.join(dir, 'apps/web/src/features', name), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'apps/web/src/features', name, 'public.ts'),
        `import { ${other} } from '../${other}/public';\nexport const ${name} = () => ${other};\n`,
      );
    };
    // The pair that used to be exempted: the cart and the catalogue.
    feature('cart', 'catalog');
    feature('catalog', 'cart');
    try {
      expect(await featureCycles(dir)).toEqual([
        'apps/web/src/features/cart → apps/web/src/features/catalog',
        'apps/web/src/features/catalog → apps/web/src/features/cart',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
