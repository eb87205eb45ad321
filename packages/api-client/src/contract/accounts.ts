import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { money } from './money';
import {
  changePasswordRules,
  changePasswordWithCodeRequest,
  checkResetCodeRequest,
  loginRequest,
  phoneVerificationRules,
  registerRequest,
  sendResetPasswordRequest,
} from './rules';

/** A country of the sign-up form; Türkiye is id 235. */
export const country = z.object({ id: z.number().int(), name: z.string() });
export type Country = z.infer<typeof country>;

/** Data of the sign-up form. */
export const registerFormData = z.object({ countries: z.array(country) });
export type RegisterFormData = z.infer<typeof registerFormData>;

/** The logged-in player's session, as login and register return it and the site stores it. */
export const sessionData = z.object({
  token: z.string().min(1),
  username: z.string(),
  usercode: z.string(),
  betsyCid: z.string().nullable(),
  betsyUrl: z.string().nullable(),
  betsyToken: z.string().nullable(),
  betcoToken: z.string().nullable(),
  betcoUrl: z.string().nullable(),
  phone: z.string(),
  smsVerified: z.boolean(),
  balance: money,
});
export type SessionData = z.infer<typeof sessionData>;

/** GET auth/form: the countries of the sign-up form. */
export const registerForm = defineEndpoint({
  method: 'GET',
  path: 'auth/form',
  request: z.object({}),
  response: envelope(registerFormData),
  auth: false,
  effect: 'read',
  cache: { staleTime: Number.POSITIVE_INFINITY },
});

/**
 * POST auth/login. Past the attempt limits of the account or the address, it answers
 * `challengeRequiredStatus` with a challenge; the same call with its solution as `altcha` goes on.
 */
export const login = defineEndpoint({
  method: 'POST',
  path: 'auth/login',
  request: loginRequest,
  response: envelope(sessionData),
  auth: false,
  effect: 'write',
});

/**
 * POST auth/register: creates the player and logs them in. Past the sign-up limits of the address
 * or the device (fingerprint), it asks for a solved challenge like login.
 */
export const register = defineEndpoint({
  method: 'POST',
  path: 'auth/register',
  request: registerRequest,
  response: envelope(sessionData),
  auth: false,
  effect: 'write',
});

/** GET auth/logout: revokes the session token. */
export const logout = defineEndpoint({
  method: 'GET',
  path: 'auth/logout',
  request: z.object({}),
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});

/**
 * POST auth/sendresetpassword: sends a reset code to the player's phone and e-mail. The code works
 * only from the browser (fingerprint) that asked for it. This call, checkresetcode and
 * changepasswordwithcode ask for a solved challenge past their attempt limits, like login.
 */
export const sendResetPassword = defineEndpoint({
  method: 'POST',
  path: 'auth/sendresetpassword',
  request: sendResetPasswordRequest,
  response: emptyEnvelope,
  auth: false,
  effect: 'write',
});

/** POST auth/checkresetcode: checks the reset code before the new password is asked. */
export const checkResetCode = defineEndpoint({
  method: 'POST',
  path: 'auth/checkresetcode',
  request: checkResetCodeRequest,
  response: emptyEnvelope,
  auth: false,
  effect: 'write',
});

/** POST auth/changepasswordwithcode: sets the new password with a valid reset code. */
export const changePasswordWithCode = defineEndpoint({
  method: 'POST',
  path: 'auth/changepasswordwithcode',
  request: changePasswordWithCodeRequest,
  response: emptyEnvelope,
  auth: false,
  effect: 'write',
});

/** POST customer/updatephone: step 1 sends an SMS code to the phone, step 2 verifies it. */
export const updatePhone = defineEndpoint({
  method: 'POST',
  path: 'customer/updatephone',
  request: phoneVerificationRules,
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});

/** The logged-in player's details for /dashboard/account. */
export const accountDetailsData = z.object({
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  smsVerified: z.boolean(),
  country: country,
  /** YYYY-MM-DD. */
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The TC number with all but its first 3 and last 2 digits hidden, e.g. `123******46`. */
  personalNo: z.string(),
  /** When the player signed up (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
});
export type AccountDetails = z.infer<typeof accountDetailsData>;

/** One login of the player, for /dashboard/session-history. */
export const sessionRecord = z.object({
  id: z.number().int(),
  /** When the player logged in (ISO 8601, UTC). */
  startedAt: z.iso.datetime(),
  /** The last call made with this session (ISO 8601, UTC). */
  lastSeenAt: z.iso.datetime(),
  ip: z.string(),
  /** Browser and operating system read from the user agent, e.g. `Chrome / Windows`; null when unknown. */
  device: z.string().nullable(),
  /** True while the session can still be used (not logged out, revoked or expired). */
  active: z.boolean(),
  /** True for the session making this call. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** A page of the session history, newest first. */
export const sessionHistoryPage = z.object({
  skip: z.number().int().nonnegative().default(0),
  take: z.number().int().min(1).max(100).default(20),
});
export type SessionHistoryPage = z.input<typeof sessionHistoryPage>;

/** GET customer/account: the logged-in player's details. */
export const accountDetails = defineEndpoint({
  method: 'GET',
  path: 'customer/account',
  request: z.object({}),
  response: envelope(accountDetailsData),
  auth: true,
  effect: 'read',
});

/** POST customer/sessions: the player's logins, newest first. */
export const sessionHistory = defineEndpoint({
  method: 'POST',
  path: 'customer/sessions',
  request: sessionHistoryPage,
  response: envelope(z.array(sessionRecord)),
  auth: true,
  effect: 'read',
});

/** POST customer/changepassword. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: 'customer/changepassword',
  request: changePasswordRules,
  response: emptyEnvelope,
  auth: true,
  effect: 'write',
});
