import { BonusRequestStatus } from '@zar/api-client';

/** The key under `bonuses.status` of each bonus request status. */
export const bonusStatusNames = {
  [BonusRequestStatus.Processing]: 'processing',
  [BonusRequestStatus.Completed]: 'completed',
  [BonusRequestStatus.Cancelled]: 'cancelled',
  [BonusRequestStatus.Expired]: 'expired',
} as const satisfies Record<BonusRequestStatus, string>;
