/** A challenge whose solution was accepted, kept until the challenge expires (migration 0018). */
export interface SpentChallengeTable {
  nonce: string;
  expires_at: Date;
}

/** The tables of the proof-of-work challenges. */
export interface ChallengeTables {
  spent_challenge: SpentChallengeTable;
}
