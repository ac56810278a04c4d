// Bundles the API for plain Node into dist/: server.js (`npm start` in production) and admin.js (`npm run admin`).
// @store/core is TypeScript source with extensionless imports, so it is bundled in; every package the API
// imports must be one of its "dependencies" and stays an import, found in node_modules at run time.
// Usage: node build.mjs [--outdir <dir>]   (the output must sit beside src/: config.ts finds the repo from it)
import { readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(here, 'dist') } } });
const outdir = path.resolve(values.outdir);
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const runtime = new Set(Object.keys(dependencies));
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Keeps runtime packages external and refuses one a production install (`npm ci --omit=dev`) would not have. */
const dependenciesOnly = {
  name: 'dependencies-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (isBuiltin(args.path)) return { external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@store/')) return undefined;
      if (runtime.has(name)) return { external: true };
      return {
        errors: [
          {
            text: `${name} is imported by the API but is not in apps/api "dependencies": a production install would not have it`,
          },
        ],
      };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), admin: path.join(here, 'src/cli/admin.ts') },
  outdir,
  // Chunks stay at the top of outdir: config.ts resolves the repo from its own file's folder.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesOnly],
}).catch(() => process.exit(1)); // esbuild has printed what failed and where
process.stdout.write(`API built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms\n`);
