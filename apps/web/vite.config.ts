import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  // In development the storefront runs on Vite and talks to the API on its own port.
  server: { proxy: { '/graphql': api, '/oauth': api, '/api': api, '/media': api } },
});
