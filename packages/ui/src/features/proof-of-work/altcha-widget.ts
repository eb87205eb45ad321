/// <reference path="./vite-worker.d.ts" />
/**
 * The ALTCHA widget (altcha 3.x), loaded only when the API asks for a challenge: its `external`
 * build, which brings no inline workers or styles of its own, so it runs under the site's
 * Content-Security-Policy as it is (`worker-src 'self'`, no `blob:`, no wasm: PBKDF2 runs on
 * WebCrypto). Its worker is a file of the site, its stylesheet a file next to this chunk.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The one algorithm the API's challenges use (`apps/api/src/challenges`). */
export const challengeAlgorithm = 'PBKDF2/SHA-256';

globalThis.$altcha.algorithms.set(challengeAlgorithm, () => new Pbkdf2Worker());

/** The widget's texts in `language`, over its built-in English ones for what this site never shows. */
export function setWidgetStrings(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings });
}
