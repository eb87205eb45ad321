import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of @zar/ui (ARCHITECTURE.md, "packages/ui"): primitives are generic building blocks,
// patterns compose them with no product knowledge, features know the product. A primitive or
// pattern imports neither the API contract (`@zar/api-client`, any entry) nor a route path module
// (the links configuration), and never a layer above its own; the shared folders (strings, styles,
// theme, format, testing) serve all three.
const srcDir = __dirname;
const manifest = JSON.parse(readFileSync(join(srcDir, '../package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const layers = ['primitives', 'patterns', 'features'] as const;
const shared = ['strings', 'styles', 'theme', 'format', 'testing', 'links'];
/** Modules that hold route paths: the links configuration and everything a feature owns. */
const routeModules = ['links'];

/**
 * Every feature takes plain prop types that the site maps from the contract, and forms take their
 * validation as a `rules` prop (issue 24): a feature's source (stories and tests aside) imports
 * nothing from `@zar/api-client/contract`, types or values, and no zod; enumeration values and
 * zod-free rules come from the `@zar/api-client` root.
 */
const plainPropFeatures = readdirSync(join(srcDir, 'features'));
/** Imports a feature's source may not have. */
const contractOrZod = ['@zar/api-client/contract', 'zod'];

/** Whether a file is a test or a story (they may use the contract to build their data). */
function isTestOrStory(file: string): boolean {
  return /\.(test|stories)\.tsx?$/.test(file);
}

/** Every TypeScript file under `folder`, as paths relative to src with forward slashes. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(srcDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => posix.join(folder, file.split(sep).join('/')));
}

/** The module specifiers a file imports: static, dynamic, re-exports and `vi.mock` targets. */
function importsOf(file: string): string[] {
  return importsOfCode(readFileSync(join(srcDir, file), 'utf8'));
}

/** The module specifiers a piece of source imports. */
function importsOfCode(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Why `file` (in `layer`) may not import `specifier`, or undefined when it may. */
function breach(file: string, layer: 'primitives' | 'patterns', specifier: string) {
  if (specifier.startsWith('@zar/api-client')) return 'the API contract';
  if (!specifier.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  const top = target.split('/')[0] ?? '';
  if (routeModules.includes(top)) return 'a route path module';
  if (top === 'features') return 'a feature';
  if (layer === 'primitives' && top === 'patterns') return 'a pattern';
  return undefined;
}

describe('the layers of @zar/ui', () => {
  it('has only layer and shared folders at the top of src', () => {
    const folders = readdirSync(srcDir, { withFileTypes: true })
      .filter((item) => item.isDirectory())
      .map((item) => item.name);
    expect(folders.filter((name) => ![...layers, ...shared].includes(name))).toEqual([]);
  });

  for (const layer of ['primitives', 'patterns'] as const) {
    it(`keeps ${layer} free of the API contract, route paths and higher layers`, () => {
      const breaches = sourceFiles(layer).flatMap((file) =>
        importsOf(file).flatMap((specifier) => {
          const reason = breach(file, layer, specifier);
          return reason ? [`${file} imports ${specifier} (${reason})`] : [];
        }),
      );
      expect(breaches).toEqual([]);
    });
  }

  it.each(plainPropFeatures)('keeps features/%s free of the API contract and zod', (folder) => {
    const breaches = sourceFiles(`features/${folder}`)
      .filter((file) => !isTestOrStory(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) =>
            contractOrZod.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
          )
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(breaches).toEqual([]);
  });

  it('reads a type import of the contract as an import of it', () => {
    // `import type` and `export … from` must be caught as the value imports are.
    const code = "import type { Game } from '@zar/api-client/contract';\nexport { x } from './x';";
    expect(importsOfCode(code)).toEqual(['@zar/api-client/contract', './x']);
  });

  it('finds the imports the rule reads', () => {
    // The check above is only as good as its import reader: prove it sees each form.
    expect(breach('primitives/a/a.ts', 'primitives', '@zar/api-client/contract')).toBe(
      'the API contract',
    );
    expect(breach('patterns/a/a.ts', 'patterns', '../../features/header')).toBe('a feature');
    expect(breach('patterns/a/a.ts', 'patterns', '../../links/ui-links')).toBe(
      'a route path module',
    );
    expect(breach('primitives/a/a.ts', 'primitives', '../../patterns/toaster')).toBe('a pattern');
    expect(breach('patterns/a/a.ts', 'patterns', '../../primitives/button')).toBeUndefined();
  });

  it('exports every component folder at its old subpath, @zar/ui/<name>', () => {
    const { exports } = manifest;
    for (const layer of layers) {
      for (const name of readdirSync(join(srcDir, layer))) {
        if (!existsSync(join(srcDir, layer, name, 'index.ts'))) continue;
        expect(exports[`./${name}`], name).toEqual({
          '@zar/source': `./src/${layer}/${name}/index.ts`,
          types: `./dist/${name}/index.d.ts`,
          import: `./dist/${name}/index.js`,
        });
      }
    }
  });
});
