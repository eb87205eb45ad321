export {
  ProofOfWorkCheck,
  type ProofOfWorkCheckHandle,
  type ProofOfWorkCheckProps,
  type ProofOfWorkState,
} from './proof-of-work-check';
export { type ProofOfWork, type ProofOfWorkRequest, useProofOfWork } from './use-proof-of-work';
