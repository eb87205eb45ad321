import { defineConfig } from 'tsup';

export default defineConfig({
  // tr and en are entries of their own, so a site can load English on demand; tr-player holds
  // the Turkish strings a visitor's first load leaves out; money is the one formatter of amounts;
  // server holds the API's own strings, which no site bundle imports.
  entry: [
    'src/index.ts',
    'src/tr.ts',
    'src/tr-player.ts',
    'src/en.ts',
    'src/money.ts',
    'src/server.ts',
  ],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
