/** What one position of a server mask accepts. */
export type MaskSlot =
  | { kind: 'digit' | 'letter' | 'alphanumeric'; optional: boolean }
  | { kind: 'literal'; char: string; optional: boolean };

const slotKinds: Record<string, 'digit' | 'letter' | 'alphanumeric'> = {
  '9': 'digit',
  a: 'letter',
  '*': 'alphanumeric',
};

/** The server's optional-remainder marker: every position after it may stay empty. */
export const OPTIONAL_MARKER = '?';

/**
 * Reads a server mask (9 digit, a letter, * alphanumeric, ? optional remainder, anything else
 * literal) into slots. Only the first `?` counts; later ones are ignored, as the remainder is
 * optional already.
 */
export function parseServerMask(mask: string): MaskSlot[] {
  const slots: MaskSlot[] = [];
  let optional = false;
  for (const char of mask) {
    if (char === OPTIONAL_MARKER) {
      optional = true;
      continue;
    }
    const kind = slotKinds[char];
    slots.push(kind ? { kind, optional } : { kind: 'literal', char, optional });
  }
  return slots;
}

/** Whether a literal is data (kept in the value, e.g. the TR of an IBAN) rather than formatting. */
export function isDataLiteral(char: string): boolean {
  return /^[\p{L}\p{N}]$/u.test(char);
}

/** The characters each input slot accepts, shared by the IMask definitions and validation. */
export const slotPatterns = {
  digit: /\d/,
  letter: /\p{L}/u,
  alphanumeric: /[\p{L}\p{N}]/u,
} as const;
