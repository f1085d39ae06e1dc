import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Builds apps/web into dist/web; the service worker is compiled from sw/ with injectManifest. */
export default defineConfig({
  root: 'apps/web',
  // WEB_DIST is where the server serves the app from; both default to dist/web.
  build: {
    outDir: resolve(fileURLToPath(new URL('.', import.meta.url)), process.env['WEB_DIST'] ?? 'dist/web'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Feastforge',
        short_name: 'Feastforge',
        description: 'Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen',
        theme_color: '#2a1d3d',
        background_color: '#1b1326',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // A classic script, so the worker also runs where module service workers are not supported.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
});
