// Runs one API entry (server or admin): with NODE_ENV=production the bundle `npm run build` made, on plain Node,
// so an install without dev dependencies starts; otherwise the TypeScript source through tsx, for development.
// Usage: node scripts/run-api.mjs <server|admin> [arguments…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const api = path.resolve(import.meta.dirname, '../apps/api');
const SOURCES = { server: 'src/server.ts', admin: 'src/cli/admin.ts' };
const [entry, ...args] = process.argv.slice(2);
if (!(entry in SOURCES)) {
  console.error(`usage: node scripts/run-api.mjs <${Object.keys(SOURCES).join('|')}> [arguments…]`);
  process.exit(2);
}

if (process.env.NODE_ENV === 'production') {
  const built = path.join(api, 'dist', `${entry}.js`);
  if (!existsSync(built)) {
    console.error('The API is not built: run `npm run build` before starting with NODE_ENV=production.');
    process.exit(1);
  }
  process.setSourceMapsEnabled(true);
  // The entry reads its arguments from process.argv, as if started directly.
  process.argv = [process.argv[0], built, ...args];
  await import(pathToFileURL(built).href);
} else {
  const tsx = path.resolve(api, '../../node_modules/.bin/tsx');
  if (!existsSync(tsx)) {
    console.error(
      'tsx is not installed (an install without dev dependencies): set NODE_ENV=production to run the built API.',
    );
    process.exit(1);
  }
  const child = spawn(tsx, [SOURCES[entry], ...args], { cwd: api, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
