import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AVATAR_FORMATS,
  AVATAR_INVALID_MESSAGE,
  AVATAR_MAX_BYTES,
  type UpdateInfoBody,
  type UpdateInfoResult,
  type UpdatePasswordBody,
  type VerifyPhoneBody,
} from '@shop/contracts/account';
import type { AuthUser } from '@shop/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { Conflict, ValidationFailed } from '../../platform/errors.ts';
import { IMAGE_WIDTHS, imageFormatOf, saveImageVariants, variantKey } from '../../platform/images.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  type AuthLimits,
  checkPasswordLimited,
  consumeFormCode,
  phoneChangeKey,
  publicPhone,
  sendVerificationCode,
} from '../auth/index.ts';
import {
  emailTakenByOther,
  type ProfileRow,
  passwordHashOf,
  phoneTakenByOther,
  setPasswordRevokingOthers,
  setVerifiedPhone,
  updateProfileRow,
} from './profile-queries.ts';

export const PHONE_IN_USE = 'This phone number is already in use';
export const EMAIL_IN_USE = 'This email is already in use';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect';

const AVATAR_FOLDER = 'avatars';

/**
 * The avatar's image format read from its content (sharp), never from its name or declared type;
 * 422 for anything but a JPEG, PNG or WebP of at most 2 MB.
 */
async function checkedAvatar(file: UploadedFile): Promise<Buffer> {
  const invalid = () => new ValidationFailed({ avatar: [AVATAR_INVALID_MESSAGE] });
  if (file.buffer.length === 0 || file.buffer.length > AVATAR_MAX_BYTES) throw invalid();
  const format = await imageFormatOf(file.buffer);
  if (!format || !(AVATAR_FORMATS as readonly string[]).includes(format)) throw invalid();
  return file.buffer;
}

/** Removes the stored widths of an avatar this module wrote earlier. */
async function deleteOldAvatar(request: FastifyRequest, url: string | null): Promise<void> {
  if (!url) return;
  const { storage } = request.server;
  const folderUrl = storage.url(`${AVATAR_FOLDER}/x`).slice(0, -1);
  if (!url.startsWith(folderUrl)) return;
  const keyBase = `${AVATAR_FOLDER}/${url.slice(folderUrl.length).replace(/-\d+\.webp$/, '')}`;
  try {
    await Promise.all(IMAGE_WIDTHS.map((w) => storage.delete(variantKey(keyBase, w))));
  } catch (error) {
    request.log.warn({ err: error, url }, 'could not delete an old avatar');
  }
}

/**
 * POST /user/update-info: name, e-mail and an optional avatar (stored as WebP variants) change at
 * once. A different phone does not: a code is sent to it, the answer says so
 * (`phoneVerificationRequired`, `pendingPhone`), and the account keeps its phone until
 * POST /user/verify-phone proves the new one (decision 55). The code is sent before anything is
 * saved: a refusal (the new phone's SMS limit, the account's 5 phone changes an hour) or a failed
 * send leaves the profile as it was.
 */
export async function updateInfo(
  request: FastifyRequest,
  limits: AuthLimits,
  user: { id: number; phone: string; avatar: string | null },
  body: UpdateInfoBody,
): Promise<{ user: UpdateInfoResult; message: string }> {
  const { db, storage } = request.server;
  const file = request.uploads.find((f) => f.field === 'avatar');
  const avatarInput = file ? await checkedAvatar(file) : null;

  const phoneChanged = body.phone !== user.phone;
  if (phoneChanged && (await phoneTakenByOther(db, body.phone, user.id))) throw new Conflict(PHONE_IN_USE);
  if (body.email && (await emailTakenByOther(db, body.email, user.id))) throw new Conflict(EMAIL_IN_USE);
  if (phoneChanged) {
    await limits.sms.ensureLeft(request, body.phone);
    await limits.phoneChanges.hit(request, phoneChangeKey(user.id));
    await sendVerificationCode(request, limits, body.phone);
  }

  const avatar = avatarInput
    ? await saveImageVariants(storage, `${AVATAR_FOLDER}/${user.id}-${randomUUID()}`, avatarInput)
    : user.avatar;
  let row: ProfileRow;
  try {
    row = await updateProfileRow(db, user.id, { name: body.name, email: body.email, avatar });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new Conflict(EMAIL_IN_USE);
    throw error;
  }
  if (avatarInput && user.avatar !== avatar) await deleteOldAvatar(request, user.avatar);
  return {
    user: {
      ...row,
      phone: publicPhone(row.phone),
      phoneVerificationRequired: phoneChanged,
      pendingPhone: phoneChanged ? body.phone : null,
    },
    message: phoneChanged ? ACCOUNT_MESSAGES.phoneCodeSent : ACCOUNT_MESSAGES.profileUpdated,
  };
}

/**
 * The account's current password (`field` names it in a 422), checked under the wrong-password
 * lock of sign-in, keyed by the account's phone and the client address: a token alone cannot guess
 * it without end. Missing or wrong → 422 on `field`; locked → 429.
 */
async function assertCurrentPassword(
  request: FastifyRequest,
  limits: AuthLimits,
  user: { id: number; phone: string },
  password: string | undefined,
  field: 'oldPassword' | 'password',
): Promise<void> {
  if (!password) throw new ValidationFailed({ [field]: [ACCOUNT_MESSAGES.currentPasswordRequired] });
  const hash = await passwordHashOf(request.server.db, user.id);
  if (!(await checkPasswordLimited(request, limits, user.phone, password, hash))) {
    throw new ValidationFailed({ [field]: [WRONG_CURRENT_PASSWORD] });
  }
}

/**
 * POST /user/verify-phone: with the account's current password, the code sent by update-info to the
 * new phone makes it the account's (verified); a stolen session alone cannot move the account to
 * another phone and then reset its password by SMS. Missing or wrong password → 422 on `password`
 * (an account with no phone yet, made by social login, has no password its owner knows and needs
 * none); wrong or expired code → 422 on `code`. Either way the phone stays as it was.
 */
export async function verifyPhone(
  request: FastifyRequest,
  limits: AuthLimits,
  user: { id: number; phone: string },
  body: VerifyPhoneBody,
): Promise<AuthUser> {
  const { db } = request.server;
  if (await phoneTakenByOther(db, body.phone, user.id)) throw new Conflict(PHONE_IN_USE);
  if (publicPhone(user.phone) !== '') {
    await assertCurrentPassword(request, limits, user, body.password, 'password');
  }
  await consumeFormCode(request, limits, body.phone, body.code);
  try {
    const row = await setVerifiedPhone(db, user.id, body.phone);
    return { ...row, phone: publicPhone(row.phone) };
  } catch (error) {
    // another account took the number between the check and the write
    if (isUniqueViolation(error)) throw new Conflict(PHONE_IN_USE);
    throw error;
  }
}

/**
 * POST /user/update-password: the current password (`oldPassword`, required by the schema) must be
 * right, else 422 on `oldPassword`; 5 wrong ones lock it like sign-in. Every other session of the
 * user is signed out; the one that made the change stays.
 */
export async function updatePassword(
  request: FastifyRequest,
  limits: AuthLimits,
  user: { id: number; phone: string },
  body: UpdatePasswordBody,
): Promise<void> {
  await assertCurrentPassword(request, limits, user, body.oldPassword, 'oldPassword');
  const passwordHash = await hashPassword(body.password);
  await setPasswordRevokingOthers(request.server.db, user.id, passwordHash, request.authTokenId);
}
