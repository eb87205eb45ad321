import type { ProofOfWorkChallenge } from '@zar/api-client';

/**
 * Small real challenges for stories (40–61 keys of 100 PBKDF2 iterations: solved in a blink), made
 * with altcha-lib like the API's; their signatures are of a key only stories know. The widget
 * solves them in the browser as it solves the API's.
 */
export const loginChallenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    data: {
      purpose: 'story',
    },
    keyLength: 32,
    keyPrefix: '0495f99a1cf8db9cd845f10913de6f4b',
    nonce: '72246d5cde50e7133d9f2b46dd28a0ec',
    salt: '335c83f0becbfd58748636b8b5cbea40',
  },
  signature: '770d51f5e9ccfd9ca8eb35c753b8425dc93dd46587cf08e075e03954416e2829',
};

export const registrationChallenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    data: {
      purpose: 'story',
    },
    keyLength: 32,
    keyPrefix: '331dc4718776617a91df2e7d89a2044d',
    nonce: '8adcfa190c2db79b51ce8f5f4b3742d8',
    salt: '911f8ddc11ad42e03bbd179142d8f1b2',
  },
  signature: '8c62d6e3c596271c061f52b58553925bed073814f61d5ee309a12dd4ea7b6d17',
};

export const recoveryChallenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    data: {
      purpose: 'story',
    },
    keyLength: 32,
    keyPrefix: 'cf7bcc4a0d7f3f7149c583b016dd5bb2',
    nonce: '0ea6275beb4f78b6be8b1331b8db11a7',
    salt: '4f56a0f48501bdceb0718991b124eccc',
  },
  signature: 'fd180b51a759b83cf2f7347f16d5774a03cbe43c0aef6396048bdb849edcdf39',
};

export const checkChallenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    data: {
      purpose: 'story',
    },
    keyLength: 32,
    keyPrefix: '0c7144c7b38a4767d161cd476a5b3549',
    nonce: '01d2de843c71502a3dad88212f286d1d',
    salt: 'bac14644ec81789ca2074424fdb4867d',
  },
  signature: '1715ade6e9de7fe8da69a97bec46871439b2060f6a644f61c0126cec9cd7557c',
};
