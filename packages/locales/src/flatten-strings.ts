import type { StringTree } from './define-namespace';

/** One UI string as the API's translation list carries it (SPEC §3: key, value). */
export interface TranslationEntry {
  key: string;
  value: string;
}

/** A string tree as dotted keys, e.g. `{ menu: { sports: 'Spor' } }` → `menu.sports`. */
export function flattenStrings(tree: StringTree, prefix = ''): TranslationEntry[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ key: path, value }] : flattenStrings(value, path);
  });
}
