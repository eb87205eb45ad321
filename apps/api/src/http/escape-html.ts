/**
 * Text for an HTML text node or a quoted attribute (either quote): the server's pages write their
 * markup as strings, so every value from a player, a provider or a translation goes through here.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
