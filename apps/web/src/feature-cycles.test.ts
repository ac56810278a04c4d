// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** What `npm run lint` finds in the storefront under `baseDir`. */
async function cruiseStorefront(baseDir: string) {
  const result = await cruise(['apps/web/src'], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    baseDir,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output;
}

/** The violations of `rule` that `npm run lint` reports for the storefront under `baseDir`. */
async function violations(baseDir: string, rule: 'no-feature-cycle' | 'no-file-cycle') {
  const { summary } = await cruiseStorefront(baseDir);
  return summary.violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);
}
const featureCycles = (baseDir: string) => violations(baseDir, 'no-feature-cycle');

/**
 * The files that reach themselves through imports that run. The rule follows one path back from each import and lets
 * it pass when that path has a type-only import; this search walks every path, so no such pass hides a cycle.
 */
function filesInRuntimeCycles(
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[],
) {
  const imports = new Map(
    modules.map((m) => [
      m.source,
      m.dependencies.filter((d) => !d.dependencyTypes.includes('type-only')).map((d) => d.resolved),
    ]),
  );
  const reachesItself = (file: string) => {
    const seen = new Set<string>();
    const next = [file];
    for (let at = next.pop(); at !== undefined; at = next.pop()) {
      for (const to of imports.get(at) ?? []) {
        if (to === file) return true;
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    return false;
  };
  return [...imports.keys()].filter(reachesItself).sort();
}

/** Writes the storefront files `files` (path under apps/web/src → source) into a new directory. */
function storefront(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cycle-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'apps/web/src', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'apps/web/src', file), source);
  }
  return dir;
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

describe('storefront file cycles', () => {
  it('no storefront file imports one that imports it back when the code runs', async () => {
    const { modules, summary } = await cruiseStorefront(root);
    expect(summary.violations.filter((v) => v.rule.name === 'no-file-cycle')).toEqual([]);
    expect(filesInRuntimeCycles(modules)).toEqual([]);
  });

  it('two files importing each other fail the lint, unless one of the imports is for types only', async () => {
    // The cycle app/ had: the router built its layouts, which took PageSuspense and useRouteDef from the router.
    const dir = storefront({
      'app/router.tsx':
        "import { MainLayout } from './layout/main-layout';\nexport const PageSuspense = () => MainLayout;\n",
      'app/layout/main-layout.tsx':
        "import { PageSuspense } from '../router';\nexport const MainLayout = () => PageSuspense;\n",
      'lib/services.ts':
        "import { createGuestCart } from './stores/guest-cart';\nexport const createServices = () => ({ cart: createGuestCart() });\n",
      'lib/stores/guest-cart.ts':
        "import type { createServices } from '../services';\nexport const createGuestCart = (): ReturnType<typeof createServices> | null => null;\n",
    });
    try {
      const { modules } = await cruiseStorefront(dir);
      expect(filesInRuntimeCycles(modules)).toEqual([
        'apps/web/src/app/layout/main-layout.tsx',
        'apps/web/src/app/router.tsx',
      ]);
      // One line for the cycle, as `npm run lint` prints it; the services and the guest cart's type pass.
      expect(await violations(dir, 'no-file-cycle')).toEqual([
        'apps/web/src/app/layout/main-layout.tsx → apps/web/src/app/router.tsx',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
