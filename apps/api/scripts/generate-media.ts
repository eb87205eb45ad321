/**
 * Writes every image the seed refers to under `apps/api/media/` (banners in three sizes, the
 * popup, category icons, game thumbnails, promotions, provider wordmarks, licence and 18+ badges).
 * Run with `node apps/api/scripts/generate-media.ts` (Node 24 strips the types); commit the output.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMediaFiles } from './media/catalogue.ts';

/** Where the generated files go. */
export const mediaFolder = fileURLToPath(new URL('../media/', import.meta.url));

async function listSvgFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

async function generate(): Promise<void> {
  const files = renderMediaFiles();
  const wanted = new Set(files.map((file) => file.path));
  for (const stale of await listSvgFiles(mediaFolder)) {
    if (!wanted.has(stale)) await rm(join(mediaFolder, stale));
  }
  for (const file of files) {
    const target = join(mediaFolder, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.svg);
  }
  process.stdout.write(`Wrote ${files.length} images to ${mediaFolder}\n`);
}

if (import.meta.main) await generate();
