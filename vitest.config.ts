import { defineConfig } from 'vitest/config';

// One run over every package and app that has unit tests; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/site', 'apps/api'],
  },
});
