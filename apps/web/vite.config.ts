import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storeBuild } from './build/store-build.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), storeBuild()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  // In development the storefront runs on Vite and talks to the API on its own port.
  server: { proxy: { '/graphql': api, '/oauth': api, '/api': api, '/media': api } },
});
