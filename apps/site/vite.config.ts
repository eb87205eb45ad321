import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { apiInProcess, precompressAssets } from './vite-plugins';

/**
 * Outside the tests, the browser's. The tests leave out `module`: Node gets these conditions too,
 * and the in-process API (src/test/real-api.ts) brings prom-client, whose `require` of
 * @opentelemetry/api would then load an ES build Node cannot run (as in apps/api's tests).
 */
const clientConditions = process.env.VITEST
  ? defaultClientConditions.filter((name) => name !== 'module')
  : defaultClientConditions;
const serverConditions = process.env.VITEST
  ? defaultServerConditions.filter((name) => name !== 'module')
  : defaultServerConditions;

/** The reference player API (apps/api); the site calls ./api/ and ./hub/, and shows its /media files. */
const apiOrigin = 'http://127.0.0.1:8080';
const apiProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/hub': { target: apiOrigin, changeOrigin: true, ws: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

/**
 * The browser build's chunks: pages are route-lazy chunks; the libraries every page needs get
 * stable, cacheable chunks.
 */
const browserChunks = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: 'i18n',
      test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
      priority: 10,
    },
    // Loaded on demand by @zar/ui's notify and Toaster, never on the first load.
    {
      name: 'toasts',
      test: /node_modules[\\/](react-hot-toast|goober)[\\/]/,
      priority: 10,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  // The Inter latin subset sets the text above the fold (issue #10: Lighthouse).
  // No font is preloaded: on a slow line a preload takes the bandwidth the JavaScript needs to
  // paint the largest image (issue #10: LCP 3.2 → 2.6 s simulated); the text shows at once in
  // the metric-matched fallback faces and swaps without moving.
  plugins: [
    react(),
    isSsrBuild ? null : precompressAssets(),
    process.env.VITEST ? apiInProcess() : null,
  ],
  // Read @zar/* packages from their TypeScript sources: no package build while developing.
  resolve: { conditions: ['@zar/source', ...clientConditions] },
  ssr: {
    resolve: { conditions: ['@zar/source', ...serverConditions] },
    // The server render (dist/.server, loaded by apps/api) carries its libraries: it runs from
    // wherever the site was built to (SITE_DIR), with no node_modules beside it.
    noExternal: true,
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2023',
    // Fonts stay files: the Content-Security-Policy's `font-src 'self'` refuses data: fonts, and a
    // file is cached once for every page.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // bench/ reads the manifest to weigh what a visitor's first load pulls in.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The site, and the small script a server-rendered page starts it with after its largest
      // images have painted (apps/api server-render.ts).
      input: isSsrBuild ? undefined : ['index.html', 'src/hydrate-after-paint.ts'],
      output: {
        // The server render is one file: apps/api imports it under a query that changes with each
        // build, so a page's chunk importing back from it would get a copy of its own, whose
        // module state (firstScreenRender's request values) the render never sets.
        codeSplitting: isSsrBuild ? false : browserChunks,
      },
      onLog(level, log, handler) {
        // lucide-react marks its modules "use client"; that is meaningless in a client bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The real API's databases (src/test/real-api.ts) start from the run's PGlite copies.
    globalSetup: ['../api/src/db/test-database-images.ts'],
  },
}));
