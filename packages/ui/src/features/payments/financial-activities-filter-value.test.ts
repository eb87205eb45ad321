import {
  financialActivityFilter,
  TransactionKind,
  TransactionStatus,
} from '@zar/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  allFinancialActivities,
  isDateRangeValid,
  toFinancialActivityFilter,
} from './financial-activities-filter-value';

describe('isDateRangeValid', () => {
  it('accepts open ends and a To day on or after the From day', () => {
    expect(isDateRangeValid({})).toBe(true);
    expect(isDateRangeValid({ fromDate: '2026-11-20' })).toBe(true);
    expect(isDateRangeValid({ toDate: '2026-11-20' })).toBe(true);
    expect(isDateRangeValid({ fromDate: '2026-11-20', toDate: '2026-11-20' })).toBe(true);
    expect(isDateRangeValid({ fromDate: '2026-09-30', toDate: '2026-10-01' })).toBe(true);
  });

  it('rejects a To day before the From day', () => {
    expect(isDateRangeValid({ fromDate: '2026-11-20', toDate: '2026-11-19' })).toBe(false);
  });
});

describe('toFinancialActivityFilter', () => {
  it('turns whole days into local midnights, the last one exclusive, and the page into skip/take', () => {
    const request = toFinancialActivityFilter(
      {
        kind: TransactionKind.Deposit,
        status: TransactionStatus.Confirmed,
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
      },
      3,
      20,
    );
    expect(request).toEqual({
      kind: TransactionKind.Deposit,
      status: TransactionStatus.Confirmed,
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
      skip: 40,
      take: 20,
    });
    expect(financialActivityFilter.safeParse(request).success).toBe(true);
  });

  it('leaves out what is not filtered', () => {
    expect(toFinancialActivityFilter(allFinancialActivities, 1, 10)).toEqual({
      kind: TransactionKind.All,
      status: undefined,
      from: undefined,
      to: undefined,
      skip: 0,
      take: 10,
    });
  });
});
