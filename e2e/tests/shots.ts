import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a journey's screenshots of what it looks at go: `E2E_SHOTS` or `reports/shots/<area>`
 * (outside the sources, beside the test reports), made if missing.
 */
export function shotsDir(area: string): string {
  const dir = join(process.env.E2E_SHOTS ?? join(process.cwd(), '..', 'reports', 'shots'), area);
  mkdirSync(dir, { recursive: true });
  return dir;
}
