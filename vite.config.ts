import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress.ts';
import { stylesheetFirst } from './scripts/vite-stylesheet-first.ts';

const repo = fileURLToPath(new URL('.', import.meta.url));
// WEB_DIST is where the server serves the app from; both default to dist/web. The server's
// renderer of public pages goes beside it (web-ssr), where nothing serves it as a file.
const webDist = resolve(repo, process.env['WEB_DIST'] ?? 'dist/web');

/**
 * Builds apps/web into dist/web (the service worker is compiled from sw/ with injectManifest)
 * and, as the ssr environment, the server's page renderer (ADR 008) into dist/web-ssr.
 */
export default defineConfig({
  root: 'apps/web',
  builder: {},
  build: {
    outDir: webDist,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React DOM and the router change less often than the app, and apart they keep every chunk
        // of the first route under the 80 KB (gzipped) budget.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Self-contained, so the server can load it from any WEB_DIST, wherever node_modules is.
      resolve: { noExternal: true },
      build: {
        outDir: resolve(webDist, '..', 'web-ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': resolve(repo, 'apps/web/src/entry-server.tsx') } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst(),
    ...clientOnly(
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '../../sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: {
          id: '/',
          name: 'Feastforge',
          short_name: 'Feastforge',
          description: 'Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen',
          lang: 'en',
          categories: ['food', 'lifestyle'],
          theme_color: '#2a1d3d',
          background_color: '#1b1326',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
          screenshots: [
            {
              src: '/screenshots/tome-narrow.png',
              sizes: '720x1440',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Your tome of recipes on a phone, ready offline',
            },
            {
              src: '/screenshots/home-wide.png',
              sizes: '1440x900',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Conjure epic fantasy recipes that actually work in your kitchen',
            },
          ],
          shortcuts: [
            {
              name: 'Create Recipe',
              url: '/wizard',
              icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
            },
            {
              name: 'My Tome',
              url: '/my-recipes',
              icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
            },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // Store screenshots are for the install dialog, not for offline use. The admin dashboard's
          // chart (chart.js) is for admins, who are online: no cook's device installs it.
          globIgnores: ['screenshots/**', 'assets/activity-chart-*.js'],
          // A classic script, so the worker also runs where module service workers are not supported.
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
    ),
    precompress(),
  ],
});

/** The web app manifest and service worker belong to the browser build, not the renderer. */
function clientOnly(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) =>
    plugin && typeof plugin === 'object' && 'name' in plugin
      ? { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }
      : plugin,
  );
}
