import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { queryInput } from './query-input';

describe('queryInput', () => {
  const schema = z.object({
    amount: z.number(),
    limit: z.number().int().default(20),
    active: z.boolean().optional(),
    code: z.string(),
    balance: z.bigint(),
    platform: z.union([z.literal(1), z.literal(2)]),
    flag: z.boolean().nullable(),
    tags: z.array(z.string()),
    counts: z.array(z.number()).optional(),
    when: z.string().transform((text) => new Date(text)),
  });

  it('converts only where the schema wants a number, boolean, bigint or array', () => {
    expect(
      queryInput(schema, {
        amount: '12.50',
        limit: '5',
        active: 'true',
        code: '0042',
        balance: '9007199254740993',
        platform: '2',
        flag: 'null',
        tags: 'slot',
        counts: ['1', '2'],
        when: '2026-01-01',
        extra: 'kept',
      }),
    ).toEqual({
      amount: 12.5,
      limit: 5,
      active: true,
      code: '0042',
      balance: 9_007_199_254_740_993n,
      platform: 2,
      flag: null,
      tags: ['slot'],
      counts: [1, 2],
      when: '2026-01-01',
      extra: 'kept',
    });
  });

  it('leaves text the schema will reject as it is, and empty optional values absent', () => {
    expect(queryInput(schema, { amount: 'ten', active: 'yes', limit: '' })).toEqual({
      amount: 'ten',
      active: 'yes',
      limit: undefined,
    });
  });

  it('keeps text for a field that accepts text as well as numbers', () => {
    const either = z.object({ id: z.union([z.string(), z.number()]) });
    expect(queryInput(either, { id: '7' })).toEqual({ id: '7' });
  });

  it('passes a query through untouched for a schema that is not an object', () => {
    expect(queryInput(z.any(), { page: '1' })).toEqual({ page: '1' });
  });
});
