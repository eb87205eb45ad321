/**
 * A player's name as the public may see it: the first two and last characters with stars between
 * (`ahmet123` → `ah***3`); short names keep their first character only. Already masked names
 * (with a `*`) pass through.
 */
export function maskPlayerName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('*')) return trimmed;
  const characters = Array.from(trimmed);
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
}
