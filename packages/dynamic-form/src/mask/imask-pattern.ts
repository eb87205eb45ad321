import { IMask } from 'react-imask';
import { isDataLiteral, OPTIONAL_MARKER, parseServerMask, slotPatterns } from './server-mask';

/** An IMask pattern mask: pass both as `mask` and `definitions` to IMask or react-imask. */
export interface ImaskPattern {
  mask: string;
  definitions: Record<string, RegExp>;
}

const definitions = {
  '9': slotPatterns.digit,
  a: slotPatterns.letter,
  '*': slotPatterns.alphanumeric,
};

// Characters IMask reads as syntax or as its default definitions ('0' digit) must be escaped
// when the server means them literally.
const imaskSyntax = new Set(['0', '[', ']', '{', '}', '`', '\\']);

function literalToImask(char: string): string {
  return imaskSyntax.has(char) ? `\\${char}` : char;
}

/**
 * Converts a server mask into an IMask pattern. The optional remainder becomes one `[]` group;
 * letter and digit literals are wrapped in `{}` so IMask keeps them in the unmasked value
 * (the TR of an IBAN), while spaces and punctuation stay formatting only.
 */
export function toImaskPattern(serverMask: string): ImaskPattern {
  let required = '';
  let optional = '';
  let dataRun = '';
  let runOptional = false;

  const append = (text: string, isOptional: boolean) => {
    if (isOptional) optional += text;
    else required += text;
  };
  const flushDataRun = () => {
    if (dataRun) append(`{${dataRun}}`, runOptional);
    dataRun = '';
  };

  for (const slot of parseServerMask(serverMask)) {
    if (slot.kind === 'literal' && isDataLiteral(slot.char)) {
      if (dataRun && runOptional !== slot.optional) flushDataRun();
      dataRun += literalToImask(slot.char);
      runOptional = slot.optional;
      continue;
    }
    flushDataRun();
    if (slot.kind === 'literal') append(literalToImask(slot.char), slot.optional);
    else append(slot.kind === 'digit' ? '9' : slot.kind === 'letter' ? 'a' : '*', slot.optional);
  }
  flushDataRun();

  return { mask: optional ? `${required}[${optional}]` : required, definitions };
}

/** The placeholder a masked field shows: the server mask itself, without the optional marker. */
export function placeholderOf(mask: string | null | undefined): string | undefined {
  if (!mask) return undefined;
  return mask.split(OPTIONAL_MARKER).join('');
}

/**
 * Formats text as the mask does while the player types, e.g. a pasted IBAN without spaces or in
 * lower case: 'tr330006…' → 'TR33 0006 …'. Characters a slot does not take are skipped.
 */
export function conformToImask(pattern: ImaskPattern, text: string): string {
  const masked = IMask.createMask(pattern);
  masked.resolve(text.trim());
  return masked.value;
}
