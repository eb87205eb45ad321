import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The URL prefix the images are served at. */
export const mediaPrefix = '/media/';

/**
 * The shipped images and a short hash of each file's content, so the API can hand out
 * `/media/<file>?v=<hash>` URLs that browsers cache for good and that change when a file does.
 */
export interface MediaLibrary {
  /** The folder the files are served from. */
  folder: string;
  /** `url` with its content version added when it names a shipped file; any other URL as is. */
  versioned(url: string): string;
  /** The content version of a file path under the folder (`banners/x.svg`), if it exists. */
  versionOf(path: string): string | undefined;
}

/** Reads the media folder once and hashes every file in it (a missing folder is an empty library). */
export async function openMediaLibrary(folder: string): Promise<MediaLibrary> {
  const versions = new Map<string, string>();
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    const hash = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
      .slice(0, 10);
    versions.set(relative(folder, path).split(sep).join('/'), hash);
  }
  return {
    folder,
    versionOf: (path) => versions.get(path),
    versioned(url) {
      if (!url.startsWith(mediaPrefix) || url.includes('?')) return url;
      const version = versions.get(url.slice(mediaPrefix.length));
      return version ? `${url}?v=${version}` : url;
    },
  };
}
