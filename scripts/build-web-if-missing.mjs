// `npm start` builds the storefront once; later starts reuse the build (`npm run build` rebuilds it).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}
