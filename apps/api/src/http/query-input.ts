import type * as z from 'zod';

/** A parsed query string: one value per key, or several when the key repeats. */
export type QueryValues = Record<string, string | string[] | undefined>;

type ValueKind = 'string' | 'number' | 'boolean' | 'bigint' | 'null' | 'undefined' | 'array';

interface Accepted {
  kinds: Set<ValueKind>;
  /** The element schemas, when an array is accepted. */
  elements: z.core.$ZodType[];
}

const numberText = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const integerText = /^-?\d+$/;

/**
 * Turns query text into the values a GET request schema expects: numbers, booleans and bigints
 * only where the schema wants them and not a string, a lone value into a one-item array where
 * it wants an array, and an empty value into "absent" where the field is optional.
 * Anything else is left for the schema to report.
 */
export function queryInput(schema: z.core.$ZodType, query: QueryValues): Record<string, unknown> {
  const shape = objectShape(schema);
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const field = shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
    input[key] = field ? fieldValue(accepted(field), value) : value;
  }
  return input;
}

function fieldValue(field: Accepted, value: string | string[] | undefined): unknown {
  if (value === undefined) return undefined;
  if (field.kinds.has('array')) {
    const element = mergeAccepted(field.elements.map((schema) => accepted(schema)));
    return (Array.isArray(value) ? value : [value]).map((text) => textValue(element, text));
  }
  return Array.isArray(value) ? value : textValue(field, value);
}

function textValue({ kinds }: Accepted, text: string): unknown {
  if (kinds.has('string')) return text;
  if (text === '' && kinds.has('undefined')) return undefined;
  if (kinds.has('number') && numberText.test(text)) return Number(text);
  if (kinds.has('bigint') && integerText.test(text)) return BigInt(text);
  if (kinds.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (kinds.has('null') && text === 'null') return null;
  return text;
}

function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return def.shape;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return objectShape(def.innerType);
    case 'pipe':
      return objectShape(def.in);
    case 'lazy':
      return objectShape(def.getter());
    default:
      return undefined;
  }
}

function accepted(schema: z.core.$ZodType, depth = 0): Accepted {
  const result: Accepted = { kinds: new Set(), elements: [] };
  // Recursive schemas (lazy) cannot describe a query string value past a few levels.
  if (depth > 8) return { kinds: new Set(['string']), elements: [] };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const add = (...kinds: ValueKind[]) => {
    for (const kind of kinds) result.kinds.add(kind);
    return result;
  };
  switch (def.type) {
    case 'string':
    case 'template_literal':
    case 'any':
    case 'unknown':
    case 'custom':
      return add('string');
    case 'number':
      return add('number');
    case 'boolean':
      return add('boolean');
    case 'bigint':
      return add('bigint');
    case 'null':
      return add('null');
    case 'undefined':
    case 'void':
      return add('undefined');
    case 'literal':
      return add(...def.values.map(literalKind));
    case 'enum':
      return add(...Object.values(def.entries).map(literalKind));
    case 'array':
      result.elements.push(def.element);
      return add('array');
    case 'optional':
    case 'default':
    case 'prefault':
      return mergeAccepted([
        accepted(def.innerType, depth + 1),
        { ...result, kinds: new Set(['undefined']) },
      ]);
    case 'nullable':
      return mergeAccepted([
        accepted(def.innerType, depth + 1),
        { ...result, kinds: new Set(['null']) },
      ]);
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return accepted(def.innerType, depth + 1);
    case 'pipe':
      return accepted(def.in, depth + 1);
    case 'lazy':
      return accepted(def.getter(), depth + 1);
    case 'union':
      return mergeAccepted(def.options.map((option) => accepted(option, depth + 1)));
    default:
      return result;
  }
}

function literalKind(value: unknown): ValueKind {
  switch (typeof value) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'bigint':
      return 'bigint';
    case 'undefined':
      return 'undefined';
    default:
      return value === null ? 'null' : 'string';
  }
}

function mergeAccepted(all: Accepted[]): Accepted {
  return {
    kinds: new Set(all.flatMap((item) => [...item.kinds])),
    elements: all.flatMap((item) => item.elements),
  };
}
