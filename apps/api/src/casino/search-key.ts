/**
 * Folds text for game search the way a Turkish speaker expects: Turkish lower case (İ → i,
 * I → ı), then dotted and dotless i alike and every accent dropped (ş → s, ğ → g, ü → u …), so
 * 'istanbul', 'İSTANBUL' and 'Istanbul' all find 'İstanbul Rulet', and 'isik' or 'IŞIK' find
 * 'Işık'. Names and queries are folded the same way.
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A folded query as a `LIKE` pattern that matches it anywhere, `%`, `_` and `\` escaped. */
export function containsPattern(query: string): string {
  return `%${searchKey(query).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
