import type {
  CodePurpose,
  ResendCodeBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  VerifyBody,
} from '@shop/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { issueToken, revokeUserTokens } from '../../platform/auth.ts';
import { ValidationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { mergeGuestCart } from '../cart/index.ts';
import { maySignInToShop } from './account-roles.ts';
import { AuthError, banned, invalidCredentials, onlyCustomers, userNotFound } from './auth-errors.ts';
import { type AuthLimits, loginFailureKey } from './auth-limits.ts';
import { AUTH_TEXT } from './auth-messages.ts';
import { authMessageBody, authSuccessBody, type SignedInUser } from './auth-payload.ts';
import {
  emailTaken,
  insertCustomer,
  markPhoneVerified,
  replacePassword,
  type UserSignInRow,
  userByPhone,
} from './auth-queries.ts';
import { type CodeCheck, checkCode, issueCode, issueUnsentCode } from './one-time-codes.ts';

const DAY_MS = 86_400_000;
/** A token lasts a year; one day when the sign-in form's "remember me" was left unticked. */
export const TOKEN_LIFETIME_MS = { remember: 365 * DAY_MS, session: DAY_MS } as const;

function findUserByPhone(request: FastifyRequest, phone: string) {
  return userByPhone(request.server.db, phone);
}

let dummyHash: Promise<string> | undefined;
/** Compares against a throwaway hash so an unknown phone takes as long as a wrong password. */
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not the password of anyone');
  await verifyPassword(password, await dummyHash);
}

/** Refuses banned users and anyone who may not shop (the platform's admin account). */
function assertMayShop(user: UserSignInRow): void {
  if (user.isBanned) throw banned();
  if (!maySignInToShop(user.userType)) throw onlyCustomers();
}

/**
 * Checks an account's password under the wrong-password lock (decision 57): sign-in, seller signup
 * for an existing account, the password and phone changes. Keyed by the account's phone and the
 * client address (`request.ip`), so a stranger locks only themselves; the wide per-phone limit stops
 * guessing spread over many addresses. 429 while locked (even for the right password); false, and
 * counted, for a wrong one. `hash` null (no such account) costs the same check and is wrong.
 */
export async function checkPasswordLimited(
  request: FastifyRequest,
  limits: AuthLimits,
  phone: string,
  password: string,
  hash: string | null,
): Promise<boolean> {
  const pair = loginFailureKey(phone, request.ip);
  await limits.loginFailures.ensureLeft(request, pair);
  await limits.loginFailuresAnyAddress.ensureLeft(request, phone);
  if (hash !== null && (await verifyPassword(password, hash))) return true;
  if (hash === null) await burnPasswordCheck(password);
  await limits.loginFailures.hit(request, pair);
  await limits.loginFailuresAnyAddress.hit(request, phone);
  return false;
}

/**
 * Sends a new code by SMS when the phone's SMS budget allows it; returns false (nothing sent)
 * when it does not.
 */
async function sendCode(
  request: FastifyRequest,
  limits: AuthLimits,
  phone: string,
  purpose: CodePurpose,
  { mustSend }: { mustSend: boolean },
): Promise<boolean> {
  if (mustSend) await limits.sms.hit(request, phone);
  else if (!(await limits.sms.tryHit(request, phone))) return false;
  const { db, config, outbox } = request.server;
  const code = await issueCode(db, phone, purpose);
  const template = purpose === 'verify' ? AUTH_TEXT.verificationSms : AUTH_TEXT.resetSms;
  await outbox.sendSms(phone, translate(request.lang, template, { code, appName: config.appName }));
  return true;
}

/**
 * Sends a verification code to a phone that is not (yet) an account's: seller signup, a new phone
 * of a signed-in user. 429 when the phone's SMS budget is used up.
 */
export async function sendVerificationCode(
  request: FastifyRequest,
  limits: AuthLimits,
  phone: string,
): Promise<void> {
  await sendCode(request, limits, phone, 'verify', { mustSend: true });
}

/**
 * Checks (and uses up) the code a form sent for `phone`. A wrong or expired code is a 422 on the
 * `code` field, not a 401: the form may belong to a signed-in user, and a 401 would sign them out.
 */
export async function consumeFormCode(
  request: FastifyRequest,
  limits: AuthLimits,
  phone: string,
  code: string,
): Promise<void> {
  await limits.codeChecks.hit(request, phone);
  const result = await checkCode(request.server.db, phone, code, { consume: true });
  if (result === 'mismatch') throw new ValidationFailed({ code: [AUTH_TEXT.codeMismatch] });
  if (result === 'expired') throw new ValidationFailed({ code: [AUTH_TEXT.codeExpired] });
  if (result === 'locked') throw new AuthError(429, 'too_many_attempts', AUTH_TEXT.codeLocked);
}

/** Moves the guest's cart (body, query or cookie id) into the user's (rule 5). */
async function mergeGuest(request: FastifyRequest, userId: number): Promise<void> {
  if (request.guestUserId !== null) await mergeGuestCart(request.server.db, request.guestUserId, userId);
}

async function signIn(request: FastifyRequest, user: SignedInUser, message: string, remember = true) {
  await mergeGuest(request, user.id);
  const expiresAt = new Date(
    Date.now() + (remember ? TOKEN_LIFETIME_MS.remember : TOKEN_LIFETIME_MS.session),
  );
  const accessToken = await issueToken(request.server.db, user.id, { expiresAt });
  return authSuccessBody(request, user, { accessToken, expiresAt }, message);
}

/** POST /auth/login */
export async function login(request: FastifyRequest, limits: AuthLimits, body: SignInBody) {
  await limits.ip.hit(request, `login:${request.ip}`);
  const user = await findUserByPhone(request, body.phone);
  const hash = user?.passwordHash ?? null;
  const passwordOk = await checkPasswordLimited(request, limits, body.phone, body.password, hash);
  if (!user || !passwordOk) throw invalidCredentials();
  assertMayShop(user);
  if (!user.phoneVerifiedAt) {
    await sendCode(request, limits, user.phone, 'verify', { mustSend: false });
    return { ...authMessageBody(request, 'verify', AUTH_TEXT.verifyAccount), phone: user.phone };
  }
  return signIn(request, user, AUTH_TEXT.loggedIn, body.remember ?? true);
}

/** POST /auth/signup: an unverified customer and a code by SMS; no token until verified. */
export async function signup(request: FastifyRequest, limits: AuthLimits, body: SignUpBody) {
  await limits.ip.hit(request, `signup:${request.ip}`);
  const { db } = request.server;
  if (await findUserByPhone(request, body.phone)) {
    throw new AuthError(409, 'user_exists_phone', AUTH_TEXT.userExists);
  }
  if (body.email) {
    if (await emailTaken(db, body.email)) throw new AuthError(409, 'user_exists_email', AUTH_TEXT.userExists);
  }
  await limits.sms.ensureLeft(request, body.phone);
  const passwordHash = await hashPassword(body.password);
  try {
    await insertCustomer(db, { name: body.name, phone: body.phone, email: body.email ?? null, passwordHash });
  } catch (error) {
    // the same phone or e-mail signed up a moment ago
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AuthError(409, 'user_exists_email', AUTH_TEXT.userExists);
    }
    if (isUniqueViolation(error)) throw new AuthError(409, 'user_exists_phone', AUTH_TEXT.userExists);
    throw error;
  }
  await sendCode(request, limits, body.phone, 'verify', { mustSend: true });
  return { ...authMessageBody(request, 'verify', AUTH_TEXT.codeSentToPhone), phone: body.phone };
}

/** Turns the outcome of a code check into the refusal the client shows. */
function assertCode(result: CodeCheck): void {
  if (result === 'mismatch') throw new AuthError(401, 'code_mismatch', AUTH_TEXT.codeMismatch);
  if (result === 'expired') throw new AuthError(410, 'code_expired', AUTH_TEXT.codeExpired);
  if (result === 'locked') throw new AuthError(429, 'too_many_attempts', AUTH_TEXT.codeLocked);
}

async function existingUser(request: FastifyRequest, phone: string) {
  const user = await findUserByPhone(request, phone);
  if (!user) throw userNotFound();
  return user;
}

/** POST /auth/verify: the code marks the phone verified and signs in. */
export async function verify(request: FastifyRequest, limits: AuthLimits, body: VerifyBody) {
  await limits.ip.hit(request, `verify:${request.ip}`);
  await limits.codeChecks.hit(request, body.phone);
  // the code before the account: an unknown phone is answered like a known one with a wrong code
  const user = await findUserByPhone(request, body.phone);
  assertCode(await checkCode(request.server.db, body.phone, body.code, { consume: true }));
  if (!user) throw userNotFound();
  assertMayShop(user);
  if (!user.phoneVerifiedAt) {
    await markPhoneVerified(request.server.db, user.id);
  }
  return signIn(request, user, AUTH_TEXT.verified);
}

/**
 * POST /auth/resend-code: a new code by SMS (forgot password step 1, or a new verification code).
 * Known, unknown and banned phones get the same answer and count against the same SMS limit, so
 * the call does not tell who has an account; only an account's phone is sent the code. An unknown
 * phone still gets a code stored (never sent) when it has no live one, so the next steps answer it
 * as they answer a known phone with a wrong code; a live code (a seller signup's, a phone change's)
 * is left alone.
 */
export async function resendCode(request: FastifyRequest, limits: AuthLimits, body: ResendCodeBody) {
  await limits.ip.hit(request, `resend:${request.ip}`);
  const user = await findUserByPhone(request, body.phone);
  if (user && !user.isBanned) {
    const purpose = body.purpose ?? (user.phoneVerifiedAt ? 'reset' : 'verify');
    await sendCode(request, limits, user.phone, purpose, { mustSend: true });
  } else {
    await limits.sms.hit(request, body.phone);
    await issueUnsentCode(request.server.db, body.phone, body.purpose ?? 'reset');
  }
  return authMessageBody(request, 'verification_code_sent', AUTH_TEXT.codeSentToPhone);
}

/** POST /auth/verify/code (forgot password step 2): checks the code without using it up. */
export async function verifyCodeOnly(request: FastifyRequest, limits: AuthLimits, body: VerifyBody) {
  await limits.ip.hit(request, `verify-code:${request.ip}`);
  await limits.codeChecks.hit(request, body.phone);
  assertCode(await checkCode(request.server.db, body.phone, body.code, { consume: false }));
  await existingUser(request, body.phone);
  return authMessageBody(request, 'code_matched', AUTH_TEXT.codeMatched);
}

/**
 * POST /auth/password/reset (step 3): the code is used up, the password replaced, the phone counts
 * as verified (the code proved it) and every existing token is revoked.
 */
export async function resetPassword(request: FastifyRequest, limits: AuthLimits, body: ResetPasswordBody) {
  await limits.ip.hit(request, `reset:${request.ip}`);
  await limits.codeChecks.hit(request, body.phone);
  const { db } = request.server;
  const user = await findUserByPhone(request, body.phone);
  assertCode(await checkCode(db, body.phone, body.code, { consume: true }));
  if (!user) throw userNotFound();
  if (user.isBanned) throw banned();
  const passwordHash = await hashPassword(body.password);
  await replacePassword(db, user.id, passwordHash, user.phoneVerifiedAt ?? new Date());
  await revokeUserTokens(db, user.id);
  return authMessageBody(request, 'password_reset', AUTH_TEXT.passwordReset);
}

/** POST /auth/user: the signed-in answer for the bearer's user, with `access_token: ''`. */
export async function currentUserBody(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw new Error('currentUserBody needs a signed-in request');
  await mergeGuest(request, user.id);
  return authSuccessBody(request, user, { accessToken: '', expiresAt: null }, '');
}
