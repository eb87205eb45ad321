import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { inMemoryDataDir } from '../config';
import { migrateToLatest } from './migrations';
import { openDatabase } from './open-database';

// Loaded by vitest as a global setup, outside the test workers: it must not import `vitest`
// itself (only its types); the workers read the copies through `pgliteImage` (test-database.ts).

/** The two PGlite data folders a test run starts its databases from. */
export type PgliteImageKind = 'empty' | 'migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's PGlite images are (`test-database-images.ts`), by kind. */
    zarPgliteImages: Record<PgliteImageKind, string>;
  }
}

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
