/**
 * A reference model of one player's wallet with bonus money (issue 22), for the model-based test:
 * plain bigint arithmetic written from the rules as the issue states them, sharing no code with
 * `bonus-wallet.ts`, so a slip there shows up as a difference here. Steps change a copy; a refused
 * step keeps the wallet as it was, as the refused transaction does.
 *
 * One simplification against the real wallet: a bonus expires here the moment the clock passes
 * its date; the real one may wait for the next step or the sweep. Expiry moves no cash, so the
 * test reads a due bonus still marked active as expired with an empty pocket.
 */

export type ModelGameKind = 'slots' | 'table' | 'live' | 'sportsbook' | 'unknown';
export type ModelBonusStatus = 'active' | 'completed' | 'expired' | 'forfeited';

export interface ModelRules {
  wagering: number;
  /** Percent of a stake that counts, by game kind. */
  contribution: { slots: number; table: number; live: number; sportsbook: number };
  /** Sportsbook slips count from these total odds, in hundredths (1.50 is 150). */
  minOddsHundredths: number;
  maxBetKurus: bigint;
  maxCashoutKurus: bigint;
  days: number;
}

export interface ModelBonus {
  id: number;
  status: ModelBonusStatus;
  requiredKurus: bigint;
  wageredKurus: bigint;
  convertedKurus: bigint;
  removedKurus: bigint;
  expiresAt: number;
  rules: ModelRules;
}

export interface ModelBet {
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountKurus: bigint;
  /** The bonus being wagered when it was taken, even when no bonus money went into it. */
  bonusId: number | null;
  bonusPartKurus: bigint;
  wageredKurus: bigint;
  rolledBack: boolean;
  /** A win above zero was paid: the bet can no longer be rolled back. */
  paid: boolean;
}

export interface ModelWallet {
  now: number;
  cashKurus: bigint;
  bonusKurus: bigint;
  heldKurus: bigint;
  bonuses: ModelBonus[];
  bets: ModelBet[];
}

const dayMs = 86_400_000;
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

export function emptyWallet(now: number): ModelWallet {
  return { now, cashKurus: 0n, bonusKurus: 0n, heldKurus: 0n, bonuses: [], bets: [] };
}

/** The bonus being wagered, if any. */
export function activeOf(wallet: ModelWallet): ModelBonus | undefined {
  return wallet.bonuses.find((bonus) => bonus.status === 'active');
}

/** Runs a step on a copy: the copy when the step went through, else the wallet unchanged. */
export function attempt<T extends string>(
  wallet: ModelWallet,
  step: (copy: ModelWallet) => T,
): { wallet: ModelWallet; outcome: T } {
  const copy = structuredClone(wallet);
  const outcome = step(copy);
  return { wallet: outcome === 'ok' ? copy : wallet, outcome };
}

/** Money of an ended bonus leaving the pocket: cash within a completed bonus's cap, else gone. */
function passOn(wallet: ModelWallet, bonus: ModelBonus, amount: bigint, cashable = true): void {
  const room = bonus.rules.maxCashoutKurus - bonus.convertedKurus;
  const cash =
    bonus.status === 'completed' && cashable ? smaller(amount, room > 0n ? room : 0n) : 0n;
  wallet.cashKurus += cash;
  bonus.convertedKurus += cash;
  bonus.removedKurus += amount - cash;
}

function end(wallet: ModelWallet, bonus: ModelBonus, status: ModelBonusStatus): void {
  bonus.status = status;
  const pocket = wallet.bonusKurus;
  wallet.bonusKurus = 0n;
  passOn(wallet, bonus, pocket);
}

/** Moves the clock; a bonus past its date is over. */
export function advance(wallet: ModelWallet, ms: number): void {
  wallet.now += ms;
  const active = activeOf(wallet);
  if (active && wallet.now >= active.expiresAt) end(wallet, active, 'expired');
}

export function deposit(wallet: ModelWallet, amount: bigint): 'ok' {
  wallet.cashKurus += amount;
  return 'ok';
}

export function grant(
  wallet: ModelWallet,
  { id, amount, rules }: { id: number; amount: bigint; rules: ModelRules },
): 'ok' | 'bonus_active' {
  if (activeOf(wallet)) return 'bonus_active';
  const bonus: ModelBonus = {
    id,
    status: 'active',
    requiredKurus: amount * BigInt(rules.wagering),
    wageredKurus: 0n,
    convertedKurus: 0n,
    removedKurus: 0n,
    expiresAt: wallet.now + rules.days * dayMs,
    rules,
  };
  wallet.bonuses.push(bonus);
  wallet.bonusKurus += amount;
  if (bonus.requiredKurus === 0n) end(wallet, bonus, 'completed');
  return 'ok';
}

function countedShare(rules: ModelRules, kind: ModelGameKind, oddsHundredths: number): number {
  if (kind === 'unknown') return 0;
  if (kind === 'sportsbook' && oddsHundredths < rules.minOddsHundredths) return 0;
  return rules.contribution[kind];
}

export function bet(
  wallet: ModelWallet,
  placed: Omit<ModelBet, 'bonusId' | 'bonusPartKurus' | 'wageredKurus' | 'rolledBack' | 'paid'> & {
    kind: ModelGameKind;
    oddsHundredths: number;
  },
): 'ok' | 'max_bet' | 'insufficient' {
  const { amountKurus: amount } = placed;
  const active = activeOf(wallet);
  if (active && amount > active.rules.maxBetKurus) return 'max_bet';
  if (amount > wallet.cashKurus + wallet.bonusKurus) return 'insufficient';
  const fromCash = smaller(amount, wallet.cashKurus);
  const fromBonus = amount - fromCash;
  wallet.cashKurus -= fromCash;
  wallet.bonusKurus -= fromBonus;
  const wagered = active
    ? (amount * BigInt(countedShare(active.rules, placed.kind, placed.oddsHundredths))) / 100n
    : 0n;
  wallet.bets.push({
    transactionId: placed.transactionId,
    roundId: placed.roundId,
    gameCode: placed.gameCode,
    amountKurus: amount,
    bonusId: active?.id ?? null,
    bonusPartKurus: fromBonus,
    wageredKurus: wagered,
    rolledBack: false,
    paid: false,
  });
  if (active && wagered > 0n) {
    active.wageredKurus += wagered;
    if (active.wageredKurus >= active.requiredKurus) end(wallet, active, 'completed');
  }
  return 'ok';
}

/**
 * Money of a bet that used bonus money coming back: a win (cash within the cap once its bonus
 * completed) or a refund (never cash: the bet may be what completed the bonus).
 */
function backFromBonusBet(
  wallet: ModelWallet,
  taken: ModelBet,
  amount: bigint,
  cashable: boolean,
): void {
  const bonus = wallet.bonuses.find((candidate) => candidate.id === taken.bonusId);
  if (!bonus) throw new Error(`the model lost bonus ${taken.bonusId}`);
  if (bonus.status === 'active') wallet.bonusKurus += amount;
  else passOn(wallet, bonus, amount, cashable);
}

export function win(wallet: ModelWallet, taken: ModelBet, amount: bigint): 'ok' | 'rolled_back' {
  const own = wallet.bets.find((candidate) => candidate.transactionId === taken.transactionId);
  if (!own) throw new Error('a win of a bet the model never took');
  if (own.rolledBack) return 'rolled_back';
  if (amount === 0n) return 'ok';
  own.paid = true;
  if (own.bonusPartKurus > 0n) backFromBonusBet(wallet, own, amount, true);
  else wallet.cashKurus += amount;
  return 'ok';
}

export function rollback(wallet: ModelWallet, taken: ModelBet): 'ok' | 'paid' {
  const own = wallet.bets.find((candidate) => candidate.transactionId === taken.transactionId);
  if (!own) throw new Error('a rollback of a bet the model never took');
  if (own.rolledBack) return 'ok';
  if (own.paid) return 'paid';
  own.rolledBack = true;
  wallet.cashKurus += own.amountKurus - own.bonusPartKurus;
  const bonus = wallet.bonuses.find((candidate) => candidate.id === own.bonusId);
  if (bonus?.status === 'active') {
    const left = bonus.wageredKurus - own.wageredKurus;
    bonus.wageredKurus = left > 0n ? left : 0n;
  }
  if (own.bonusPartKurus > 0n) backFromBonusBet(wallet, own, own.bonusPartKurus, false);
  return 'ok';
}

export function forfeit(wallet: ModelWallet): 'ok' | 'none' {
  const active = activeOf(wallet);
  if (!active) return 'none';
  end(wallet, active, 'forfeited');
  return 'ok';
}

export function withdraw(
  wallet: ModelWallet,
  { amount, forfeitBonus }: { amount: bigint; forfeitBonus: boolean },
): 'ok' | 'forfeit_required' | 'insufficient' {
  const active = activeOf(wallet);
  if (active && !forfeitBonus) return 'forfeit_required';
  if (active) end(wallet, active, 'forfeited');
  if (amount > wallet.cashKurus) return 'insufficient';
  wallet.cashKurus -= amount;
  wallet.heldKurus += amount;
  return 'ok';
}
