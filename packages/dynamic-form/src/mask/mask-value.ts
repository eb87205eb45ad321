import { isDataLiteral, type MaskSlot, parseServerMask, slotPatterns } from './server-mask';

/**
 * Removes the mask's formatting literals (spaces, dashes, brackets, dots…) from a value, keeping
 * what the player typed and the mask's letter or digit literals ('TR' of an IBAN, '90' of a phone).
 * Idempotent: an already unmasked value comes back unchanged.
 */
export function unmaskValue(serverMask: string, value: string): string {
  const formatting = new Set(
    parseServerMask(serverMask).flatMap((slot) =>
      slot.kind === 'literal' && !isDataLiteral(slot.char) ? [slot.char] : [],
    ),
  );
  return Array.from(value)
    .filter((char) => !formatting.has(char))
    .join('');
}

/**
 * Whether a value holds nothing the player typed: empty, or only the mask's literals
 * ('TR' alone for an IBAN).
 */
export function isMaskedValueEmpty(serverMask: string, value: string): boolean {
  const bare = unmaskValue(serverMask, value).trim();
  const dataLiterals = parseServerMask(serverMask)
    .flatMap((slot) => (slot.kind === 'literal' && isDataLiteral(slot.char) ? [slot.char] : []))
    .join('');
  return bare === '' || bare === dataLiterals;
}

function escapeRegExp(char: string): string {
  // Only syntax characters: the 'u' flag rejects needless escapes such as \-.
  return char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function slotSource(slot: MaskSlot): string {
  if (slot.kind !== 'literal') return slotPatterns[slot.kind].source;
  const literal = escapeRegExp(slot.char);
  // Formatting literals may be missing: the value may be stored masked or unmasked.
  return isDataLiteral(slot.char) ? literal : `(?:${literal})?`;
}

/**
 * Whether a value (masked or unmasked) fills the server mask: every position before `?` filled,
 * and after it any leading part of the remainder.
 */
export function matchesMask(serverMask: string, value: string): boolean {
  const slots = parseServerMask(serverMask);
  const required = slots.filter((slot) => !slot.optional).map(slotSource);
  const optional = slots.filter((slot) => slot.optional).map(slotSource);
  // a(b(c)?)? accepts '', 'a', 'ab' and 'abc' of the optional remainder.
  const remainder = optional.reduceRight((inner, source) => `(?:${source}${inner})?`, '');
  return new RegExp(`^${required.join('')}${remainder}$`, 'u').test(value);
}
