// `npm start` builds the storefront once; later starts reuse the build (`npm run build` rebuilds it).
// In production nothing is built at start (the build tools are dev dependencies): `npm run build` comes first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  if (process.env.NODE_ENV === 'production') {
    console.warn(
      'The storefront is not built (apps/web/dist): run `npm run build` first, or `/` answers only the API.',
    );
  } else {
    execSync('npm run build -w apps/web', { stdio: 'inherit' });
  }
}
