import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { englishOnDemand, storeBuild } from './build/store-build.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    englishOnDemand(),
    storeBuild(),
    // The service worker is ours (src/sw): it keeps anonymous GraphQL answers per operation, which no generated
    // worker can. The manifest is not the build's either: the API makes one per store (its name, colours, icons).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered from the app bundle (components/update-prompt.tsx): no inline script under the CSP.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // index.html is a template the API fills per store: the worker keeps the served page instead.
        globPatterns: ['**/*.{js,css,svg,woff2}'],
        globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // Every browser the es2022 target runs on but Safari 16 knows modulepreload; there it only means no early download.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Everything the entry imports statically goes into one chunk with it, not into the seven small shared chunks the
    // bundler would cut where lazy pages share a module: 2.7 KB less gzip for home (docs/decisions/0025).
    // Past home, the later texts and the small shared pieces (loading overlay, icons, quantity, empty lists, checkout
    // labels) come as one chunk, not seven: Lighthouse's simulated phone network pays for every extra request a page
    // waits on (cart page 93 -> 95, median of 3; docs/decisions/0026).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'later',
              test: /src[\\/](lib[\\/]i18n[\\/](later-texts|ui-messages-later|ui-messages-checkout)\.ts|components[\\/](loading-overlay|screen-icons|quantity-input|empty-state)\.tsx)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // In development the storefront runs on Vite and talks to the API on its own port.
  server: {
    proxy: {
      '/graphql': api,
      '/oauth': api,
      '/api': api,
      '/media': api,
      '/manifest.webmanifest': api,
      '/manifest': api,
    },
  },
});
