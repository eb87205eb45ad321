import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { inMemoryDataDir } from '../config';
import { migrateToLatest } from './migrations';
import { openDatabase } from './open-database';

/** The two PGlite data folders a test run starts its databases from. */
export type PgliteImageKind = 'empty' | 'migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's PGlite images are (`test-database-images.ts`), by kind. */
    zarPgliteImages: Record<PgliteImageKind, string>;
  }
}

const gzipType = 'application/x-gzip';

/**
 * A test project's global setup (vitest `globalSetup`): one new PGlite, saved as it is and again
 * once migrated, for every test file of the run to start its databases from (`openTestDatabase`).
 * PGlite's initdb costs about 3 s of a 2-core host's CPU, and a unit run opened some hundred
 * databases; loading a copy takes under 1 s. Made from this checkout's migrations at every run,
 * so a copy never lags a migration; removed when the run ends.
 */
export default async function setupPgliteImages(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'zar-pglite-images-'));
  const images: Record<PgliteImageKind, string> = {
    empty: join(folder, 'empty.tar.gz'),
    migrated: join(folder, 'migrated.tar.gz'),
  };
  const database = await openDatabase({ dataDir: inMemoryDataDir });
  try {
    const save = async (path: string) => {
      const image = await database.dumpDataDir?.();
      if (!image) throw new Error('PGlite gave no copy of its data folder');
      await writeFile(path, Buffer.from(await image.arrayBuffer()));
    };
    await save(images.empty);
    await migrateToLatest(database);
    await save(images.migrated);
  } finally {
    await database.close();
  }
  project.provide('zarPgliteImages', images);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

const loaded = new Map<PgliteImageKind, Promise<Blob>>();

/**
 * This run's copy of a new (`empty`) or migrated PGlite data folder, read once per test file; or
 * undefined where the test project has no such setup (its databases are then created anew).
 */
export async function pgliteImage(kind: PgliteImageKind): Promise<Blob | undefined> {
  const path = inject('zarPgliteImages')?.[kind];
  if (!path) return undefined;
  let image = loaded.get(kind);
  if (!image) {
    image = readFile(path).then((bytes) => new Blob([bytes], { type: gzipType }));
    loaded.set(kind, image);
  }
  return image;
}
