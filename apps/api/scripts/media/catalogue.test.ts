import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMediaDir } from '../../src/config';
import { renderMediaFiles } from './catalogue.ts';

describe('generated media', () => {
  it('matches the committed files of apps/api/media (run the generator after a change)', async () => {
    const files = renderMediaFiles();
    const entries = await readdir(defaultMediaDir, { withFileTypes: true, recursive: true });
    const committed = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
      .map((entry) => relative(defaultMediaDir, join(entry.parentPath, entry.name)))
      .sort();

    expect(committed).toEqual(files.map((file) => file.path).sort());
    for (const file of files) {
      expect(await readFile(join(defaultMediaDir, file.path), 'utf8'), file.path).toBe(file.svg);
    }
  });

  it('gives every image an explicit width and height and no external reference', () => {
    for (const file of renderMediaFiles()) {
      expect(file.svg, file.path).toMatch(
        /^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
      );
      expect(file.svg, file.path).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});
