import { describe, expect, it } from 'vitest';
import { type Answer, readClaimAnswers, Violation } from './bank-workload';

const answer = (status: number, text: string): Answer => ({
  status,
  body: status === 200 ? { message: text } : null,
  text,
  location: null,
});
const granted = answer(200, 'Your Welcome Bonus of ₺100.00 has been added to your bonus balance');
const claimed = answer(
  400,
  'You have already claimed the Welcome Bonus; each bonus can be claimed once.',
);
const wagering = answer(400, 'Your Weekend Bonus is still being wagered; claim another after it.');
const noDeposit = answer(400, 'This bonus needs a deposit of at least ₺50.00 in the last 7 days.');

const claim = { id: 4, needsDeposit: false, claimedBefore: false, survivesOutages: true };

// How the bank test's model reads one bonus claim and its copies. Its crash run once reported
// "bonus 4 granted again" for a single grant in the ledger: refusals while another bonus was
// being wagered were taken for a grant whose answer a crash had lost.
describe('the bank model reads the answers to a bonus claim', () => {
  it('takes refusals for no grant, so a later claim may be granted', () => {
    expect(readClaimAnswers([wagering, wagering], claim)).toEqual({
      kind: 'refused',
      activeRefusals: 2,
    });
    expect(readClaimAnswers([noDeposit], { ...claim, needsDeposit: true }).kind).toBe('refused');
    expect(readClaimAnswers([granted], claim).kind).toBe('granted');
  });

  it('takes "already claimed" of an offer not seen granted for a grant a crash lost, with outages only', () => {
    expect(readClaimAnswers([claimed, wagering], claim).kind).toBe('lost-grant');
    expect(readClaimAnswers([null], claim).kind).toBe('unknown');
    expect(readClaimAnswers([claimed], { ...claim, survivesOutages: false }).kind).toBe('refused');
    expect(readClaimAnswers([claimed], { ...claim, claimedBefore: true }).kind).toBe('refused');
  });

  it('reports two grants, a grant of an offer granted before and an answer the API never gives', () => {
    expect(() => readClaimAnswers([granted, granted], claim)).toThrow(Violation);
    expect(() => readClaimAnswers([granted], { ...claim, claimedBefore: true })).toThrow(
      'bonus 4 granted again',
    );
    expect(() => readClaimAnswers([noDeposit], claim)).toThrow(Violation);
    expect(() => readClaimAnswers([answer(409, 'conflict')], claim)).toThrow(Violation);
  });
});
