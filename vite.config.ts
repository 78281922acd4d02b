import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The public address the site is served from (README, "Link previews"): previewers load only
 * absolute URLs, so index.html's og:url and og:image are built from this one setting.
 */
const SITE_URL = new URL(
  process.env['HOLOTABLE_SITE_URL'] || 'https://holotable.app/',
).href.replace(/\/?$/, '/');

export default defineConfig({
  plugins: [
    svelte(),
    {
      name: 'site-url',
      transformIndexHtml: (html) => html.replaceAll('%SITE_URL%', SITE_URL),
    },
    VitePWA({
      // The app registers the worker itself (src/app/offline.ts), only from the main page.
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Holotable — Star Wars skirmish combat odds',
        short_name: 'Holotable',
        description:
          'Exact and Monte Carlo damage distributions for Star Wars: Legion, Imperial Assault and Star Wars Miniatures attacks: compare loadouts, share and embed charts.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#070a0e',
        theme_color: '#070a0e',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Everything the app needs offline: both pages, the bundles, the worker, icons, presets.
        globPatterns: ['**/*.{html,js,css,svg,png,ico,json,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/embed\.html/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: { input: { main: 'index.html', embed: 'embed.html' } },
  },
  worker: { format: 'es' },
});
