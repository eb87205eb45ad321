import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json)$/;
const brotli = (data: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    brotliCompress(
      data,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
const gzipBest = (data: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    gzip(data, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each hashed text asset, which the API serves
 * as they are: the best compression once at build time, none of it per request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zar:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = join(outDir, 'assets');
      const files = (await readdir(assets)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(assets, file));
          const [br, gz] = await Promise.all([brotli(data), gzipBest(data)]);
          await writeFile(join(assets, `${file}.br`), br);
          await writeFile(join(assets, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/** apps/api's packages whose `browser` build the site's (jsdom) tests must not load. */
const nodeOnlyPackages: Record<string, string> = {
  ws: 'wrapper.mjs',
  '@node-rs/argon2': 'index.js',
};

/**
 * Tests only (src/test/real-api.ts runs apps/api in process, under the site's browser
 * resolution). PGlite finds its WebAssembly and data with `new URL(file, import.meta.url)`, which
 * Vite's browser transform turns into a page address Node cannot read: spelling it
 * `import.meta['url']` keeps the file's own path. `ws` and argon2 resolve to their Node builds.
 */
export function apiInProcess(): Plugin {
  const apiRequire = createRequire(resolve(import.meta.dirname, '../api/package.json'));
  return {
    name: 'zar:api-in-process',
    enforce: 'pre',
    resolveId(source) {
      const nodeBuild = nodeOnlyPackages[source];
      if (!nodeBuild) return null;
      return join(dirname(apiRequire.resolve(`${source}/package.json`)), nodeBuild);
    },
    transform(code, id) {
      if (!id.includes('@electric-sql/pglite')) return null;
      return code.replaceAll(/(new URL\([^()]*?,\s*)import\.meta\.url\)/g, "$1import.meta['url'])");
    },
  };
}
