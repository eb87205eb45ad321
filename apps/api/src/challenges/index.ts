export type { ChallengeTables } from './challenge-tables';
export {
  type ChallengeDifficulty,
  type ChallengePurpose,
  challengeLifetimeMs,
  createProofOfWork,
  defaultChallengeDifficulty,
  type ProofOfWork,
} from './proof-of-work';
