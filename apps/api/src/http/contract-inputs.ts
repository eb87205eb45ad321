import fc from 'fast-check';
import type * as z from 'zod';

/**
 * fast-check arbitraries read from a contract request schema, for the contract fuzz test:
 * values that fit the schema as far as fast-check can tell (the test checks with `safeParse`),
 * and values that nearly fit or are hostile — wrong types, boundaries, injection text, unicode,
 * prototype keys. A schema kind it does not know is an error, so a new kind of field in the
 * contract fails the test instead of going unfuzzed.
 */

type Schema = z.core.$ZodType;

/** Strings that have broken servers: injections, unicode edge cases, number-like text. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'demo1\u0000',
  '%00',
  "' OR '1'='1",
  "'; DROP TABLE player; --",
  '1 UNION SELECT password_hash FROM player',
  '%',
  '_',
  '\\',
  '\\x00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  ['$', '{7*7}'].join(''),
  '../../../etc/passwd',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  'İıŞşĞğÜüÖöÇç',
  'مرحبا بالعالم',
  '\ud800',
  '\udfff\ud800',
  '😀👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '1e999',
  '0x1A',
  '1,5',
  '١٢٣',
  '-1',
  '0.001',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: a=b',
  'a'.repeat(10_000),
  'ş'.repeat(5_000),
];

/** Numbers at and past every usual limit. */
export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.1,
  0.005,
  1.005,
  123.456789,
  0.1 + 0.2,
  -100,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Object keys meant to pollute a prototype or confuse a lookup. */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '$ne',
  '',
  'a'.repeat(1_000),
  'İ',
];

const anyHostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const anyHostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A value of any JSON type, hostile where it can be, nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false),
    anyHostileString,
    anyHostileNumber,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...hostileKeys), fc.string()), tie('value'), {
      maxKeys: 3,
    }),
    fc.constantFrom(
      { $ne: null },
      { $gt: '' },
      Array.from({ length: 10_000 }, () => 1),
      nested(500),
    ),
  ),
})).value;

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

interface Bag {
  minimum?: number | bigint;
  maximum?: number | bigint;
  exclusiveMinimum?: number | bigint;
  exclusiveMaximum?: number | bigint;
  multipleOf?: number;
  format?: string;
  patterns?: Set<RegExp>;
}

function bagOf(schema: Schema): Bag {
  return (schema._zod as unknown as { bag?: Bag }).bag ?? {};
}

function defOf(schema: Schema): z.core.$ZodTypes['_zod']['def'] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** A value the schema should accept (the fuzz test still asks the schema). */
export function fittingValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return fittingString(bagOf(schema));
    case 'number':
      return fittingNumber(bagOf(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'object':
      return objectOf(def.shape, fittingValue);
    case 'array': {
      const { minimum = 0, maximum = 5 } = bagOf(schema);
      return fc.array(fittingValue(def.element), {
        minLength: Number(minimum),
        maxLength: Math.min(Number(maximum), Number(minimum) + 5),
      });
    }
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 10 }),
        fittingValue(def.valueType),
        {
          maxKeys: 4,
        },
      );
    case 'union':
      return fc.oneof(...def.options.map((option) => fittingValue(option)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(fittingValue(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(fittingValue(def.innerType), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fittingValue(def.innerType);
    case 'pipe':
      return fittingValue(def.in);
    case 'lazy':
      return fittingValue(def.getter());
    default:
      throw new Error(`contract-inputs: no arbitrary for a zod "${def.type}" schema`);
  }
}

/** A value that nearly fits the schema, or a hostile one; often still valid, often not. */
export function hostileValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return fc.oneof(
        { weight: 4, arbitrary: objectOf(def.shape, fieldValue, true) },
        { weight: 1, arbitrary: hostileJson },
      );
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(hostileValue(def.innerType), fc.constantFrom(undefined, null));
    case 'pipe':
      return hostileValue(def.in);
    case 'lazy':
      return hostileValue(def.getter());
    case 'union':
      return fc.oneof(...def.options.map((option) => hostileValue(option)));
    default:
      return fc.oneof(
        { weight: 2, arbitrary: boundaryValue(schema) },
        { weight: 1, arbitrary: hostileJson },
      );
  }
}

/** Mostly a fitting value, sometimes a hostile one, sometimes missing. */
function fieldValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: fittingValue(schema) },
    { weight: 3, arbitrary: hostileValue(schema) },
    { weight: 1, arbitrary: fc.constant(missing) },
  );
}

const missing = Symbol('missing');

function objectOf(
  shape: Record<string, Schema>,
  field: (schema: Schema) => fc.Arbitrary<unknown>,
  extraKeys = false,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(shape).map(([key, schema]) =>
    field(schema).map((value) => [key, value] as const),
  );
  const extras = extraKeys
    ? fc.array(fc.tuple(fc.constantFrom(...hostileKeys), hostileJson), { maxLength: 2 })
    : fc.constant([]);
  return fc.tuple(fc.tuple(...fields), extras).map(([known, extra]) => {
    const object: Record<string, unknown> = {};
    // defineProperty makes `__proto__` an own key that JSON.stringify writes, as an attacker would.
    for (const [key, value] of [...extra, ...known]) {
      if (value === missing || value === undefined) continue;
      Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });
}

function fittingString(bag: Bag): fc.Arbitrary<string> {
  const min = Number(bag.minimum ?? 0);
  const max = Number(bag.maximum ?? min + 30);
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (bag.format === 'email') return fc.emailAddress();
  if (bag.format === 'datetime') return isoDates.map((date) => date.toISOString());
  if (bag.format === 'date') return isoDates.map((date) => date.toISOString().slice(0, 10));
  if (pattern) {
    return fc.stringMatching(pattern).filter((text) => text.length >= min && text.length <= max);
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 30) });
}

const isoDates = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

function fittingNumber(bag: Bag): fc.Arbitrary<number> {
  const integer = bag.format === 'safeint' || bag.format === 'int32';
  const low = Number(bag.minimum ?? bag.exclusiveMinimum ?? -1_000_000);
  const high = Number(bag.maximum ?? bag.exclusiveMaximum ?? 1_000_000);
  if (integer) {
    return fc.integer({ min: Math.max(low, -1_000_000), max: Math.min(high, 1_000_000) });
  }
  if (bag.multipleOf) {
    const step = bag.multipleOf;
    return fc
      .integer({
        min: Math.ceil(Math.max(low, -1e6) / step),
        max: Math.floor(Math.min(high, 1e6) / step),
      })
      .map((units) => Number((units * step).toFixed(10)));
  }
  return fc.double({ min: Math.max(low, -1e6), max: Math.min(high, 1e6), noNaN: true });
}

/** Values at and just past a field's limits, and values of its kind that do not fit. */
function boundaryValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string': {
      const lengths = [bag.minimum, bag.maximum]
        .filter((limit) => limit !== undefined)
        .flatMap((limit) => [Number(limit) - 1, Number(limit), Number(limit) + 1])
        .filter((length) => length >= 0);
      return fc.oneof(
        fc
          .constantFrom(0, 1, 100_001, ...lengths)
          .chain((length) =>
            fc.constantFrom('a', '9', 'İ', '😀', '\u0000').map((unit) => unit.repeat(length)),
          ),
        anyHostileString,
      );
    }
    case 'number': {
      const limits = [bag.minimum, bag.maximum, bag.exclusiveMinimum, bag.exclusiveMaximum]
        .filter((limit) => limit !== undefined)
        .flatMap((limit) => [
          Number(limit) - 1,
          Number(limit),
          Number(limit) + 1,
          Number(limit) + 0.5,
        ]);
      return fc.oneof(
        fc.constantFrom(...hostileNumbers, ...limits),
        fc.constantFrom('1', '0', 'NaN', '-0', '1e308', ' 5 ', '5abc'),
      );
    }
    case 'boolean':
      return fc.constantFrom('true', 'false', 0, 1, 'yes', 'True', null);
    case 'literal':
    case 'enum': {
      const values = def.type === 'literal' ? def.values : Object.values(def.entries);
      return fc.constantFrom(
        ...values.flatMap((value) => [
          String(value),
          typeof value === 'string' ? value.toUpperCase() : Number(value) + 1,
          typeof value === 'string' ? `${value} ` : -Number(value),
        ]),
        '',
        99,
      );
    }
    case 'array': {
      const max = Number(bagOf(schema).maximum ?? 10);
      return fc.oneof(
        fc.constant([]),
        fc.array(hostileValue(def.element), { maxLength: 3 }),
        fittingValue(def.element).map((item) => Array.from({ length: max + 1 }, () => item)),
      );
    }
    case 'record':
      return fc.dictionary(fc.constantFrom(...hostileKeys), hostileJson, { maxKeys: 3 });
    default:
      return hostileJson;
  }
}
