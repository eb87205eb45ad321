import type { FastifyInstance } from 'fastify';
import type { AccountServices } from './account-services';
import { registerLogin } from './login-endpoints';
import { registerProfile } from './profile-endpoints';
import { registerRecovery } from './recovery-endpoints';
import { registerSignUp } from './sign-up-endpoint';

/**
 * Every account call: sign-up, login and logout, password recovery, phone verification, password
 * change and account details. Sessions must be registered first.
 */
export function registerAccounts(app: FastifyInstance, services: AccountServices): void {
  registerSignUp(app, services);
  registerLogin(app, services);
  registerRecovery(app, services);
  registerProfile(app, services);
}
