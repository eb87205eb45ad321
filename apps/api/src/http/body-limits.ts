import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { ApiError } from './api-error';

/**
 * The body limit of a route that sets none, and the least any route gets: every request the API
 * takes fits in a few KiB. A longer body is a 413 before it is read (by its Content-Length) or as
 * soon as it has sent this much (without one), never parsed (issue 20: a 1 MiB body took 650 ms).
 */
export const defaultBodyLimitBytes = 4 * 1024;

/**
 * How deeply arrays and objects of a JSON body may nest. The deepest request of the contract
 * needs 2 levels (`body-limits.test.ts` checks every request schema against this limit), the
 * rest is room for new ones; a deeper body is a 400 before it is parsed.
 */
export const maxBodyDepth = 8;

/** The most a valid JSON text of a schema can take: bytes and nesting depth; Infinity when unbounded. */
export interface JsonBounds {
  bytes: number;
  depth: number;
}

// The longest JSON number a double gives, e.g. -1.2345678901234567e-308.
const numberBytes = 24;
// A character (code point) of a JSON string takes at most 12 bytes: a surrogate pair written as
// two \uXXXX escapes; in UTF-8 it takes at most 4.
const bytesPerCharacter = 12;
// String formats whose texts have a short fixed shape, without a `max` of their own.
const formatLengths: Record<string, number> = {
  uuid: 36,
  guid: 36,
  date: 10,
  time: 32,
  datetime: 64,
  duration: 64,
};

type Schema = z.core.$ZodType;

/** The bounds of a schema that lets any value through. */
const unbounded: JsonBounds = { bytes: Number.POSITIVE_INFINITY, depth: Number.POSITIVE_INFINITY };

function defOf(schema: Schema): z.core.$ZodTypes['_zod']['def'] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

interface CheckDef {
  check?: string;
  maximum?: number | bigint;
  length?: number;
  format?: string;
}

/** The longest a string or array may be by its checks (`max`, `length`), or undefined. */
function maxLengthOf(schema: Schema): number | undefined {
  let longest: number | undefined;
  const checks = (defOf(schema) as { checks?: Array<{ _zod: { def: CheckDef } }> }).checks ?? [];
  for (const { _zod } of checks) {
    const { check, maximum, length } = _zod.def;
    const bound =
      check === 'max_length' ? Number(maximum) : check === 'length_equals' ? length : undefined;
    if (bound !== undefined) longest = Math.min(longest ?? bound, bound);
  }
  return longest;
}

/** The format of a string schema (`uuid`, `datetime`…), or undefined. */
function formatOf(schema: Schema): string | undefined {
  return (defOf(schema) as CheckDef).format;
}

/**
 * The largest JSON text (bytes) and deepest nesting a value the schema accepts can have: strings
 * by their `max` (or format), arrays by their `max`, objects by their fields; a string or array
 * without a bound, or a record, has no largest text (Infinity bytes). A zod kind it does not know
 * throws, so a new kind of field in the contract is looked at rather than guessed.
 */
export function largestJson(schema: Schema, seen: Set<Schema> = new Set()): JsonBounds {
  if (seen.has(schema)) return unbounded;
  const def = defOf(schema);
  const inner = (of: Schema) => largestJson(of, new Set([...seen, schema]));
  switch (def.type) {
    case 'string': {
      const format = formatOf(schema);
      const length = maxLengthOf(schema) ?? (format ? formatLengths[format] : undefined);
      return {
        bytes: length === undefined ? Number.POSITIVE_INFINITY : 2 + length * bytesPerCharacter,
        depth: 0,
      };
    }
    case 'number':
      return { bytes: numberBytes, depth: 0 };
    case 'boolean':
      return { bytes: 5, depth: 0 };
    case 'null':
      return { bytes: 4, depth: 0 };
    case 'undefined':
    case 'never':
      return { bytes: 0, depth: 0 };
    case 'literal':
      return { bytes: Math.max(...def.values.map(jsonLength)), depth: 0 };
    case 'enum':
      return { bytes: Math.max(...Object.values(def.entries).map(jsonLength)), depth: 0 };
    case 'object': {
      let bytes = 2;
      let depth = 0;
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const value = inner(field);
        bytes += jsonLength(key) + 1 + value.bytes + 1;
        depth = Math.max(depth, value.depth);
      }
      return { bytes, depth: depth + 1 };
    }
    case 'array': {
      const item = inner(def.element);
      const maximum = maxLengthOf(schema);
      return {
        bytes: maximum === undefined ? Number.POSITIVE_INFINITY : 2 + maximum * (item.bytes + 1),
        depth: item.depth + 1,
      };
    }
    case 'record':
      return { bytes: Number.POSITIVE_INFINITY, depth: inner(def.valueType).depth + 1 };
    case 'union': {
      const options = def.options.map(inner);
      return {
        bytes: Math.max(...options.map((option) => option.bytes)),
        depth: Math.max(...options.map((option) => option.depth)),
      };
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return inner(def.innerType);
    case 'nullable': {
      const value = inner(def.innerType);
      return { bytes: Math.max(value.bytes, 4), depth: value.depth };
    }
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'any':
    case 'unknown':
    case 'catch':
    case 'transform':
      // Any value at all may pass.
      return unbounded;
    default:
      throw new Error(`body-limits: no bound for a zod "${def.type}" schema`);
  }
}

function jsonLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/**
 * The body limit of a route taking JSON of `schema`: its largest valid text, rounded up to whole
 * KiB, and never less than `defaultBodyLimitBytes`; the default when the schema sets no bound.
 */
export function bodyLimitOf(schema: Schema): number {
  const { bytes } = largestJson(schema);
  if (!Number.isFinite(bytes)) return defaultBodyLimitBytes;
  return Math.max(defaultBodyLimitBytes, Math.ceil(bytes / 1024) * 1024);
}

/**
 * True when arrays and objects in a JSON text nest deeper than `limit`. One pass over the text,
 * stopping at the first level too deep; brackets inside strings do not count. It does not check
 * that the text is JSON: the parser after it does.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** The 400 of a body nested deeper than `maxBodyDepth`. */
export function bodyTooDeep(): ApiError {
  return new ApiError({
    status: 400,
    code: 'body_too_deep',
    text: 'serverHttp:bodyTooDeep',
    params: { limit: String(maxBodyDepth) },
  });
}

/**
 * Replaces Fastify's JSON and plain-text parsers with ones that refuse a body nested deeper than
 * `maxBodyDepth` before `JSON.parse` sees it. The byte limit comes before both: Fastify reads at
 * most the route's `bodyLimit` (the app's `defaultBodyLimitBytes` unless the route sets its own).
 * Plain text is checked too because the demo games and sportsbook post their JSON as text/plain.
 * JSON is then parsed by Fastify's own parser, which refuses `__proto__` and `constructor.prototype`
 * keys.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxBodyDepth)) return done(bodyTooDeep(), undefined);
    parseJson(request, text, done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (nestsDeeperThan(body as string, maxBodyDepth)) return done(bodyTooDeep(), undefined);
    done(null, body);
  });
}
