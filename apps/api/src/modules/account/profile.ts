import { randomUUID } from 'node:crypto';
import {
  AVATAR_FORMATS,
  AVATAR_INVALID_MESSAGE,
  AVATAR_MAX_BYTES,
  type UpdateInfoBody,
  type UpdatePasswordBody,
} from '@shop/contracts/account';
import type { AuthUser } from '@shop/contracts/auth';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { Conflict, ValidationFailed } from '../../platform/errors.ts';
import { IMAGE_WIDTHS, imageFormatOf, saveImageVariants, variantKey } from '../../platform/images.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { publicPhone } from '../auth/auth-payload.ts';

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
 * POST /user/update-info: name, phone, e-mail and an optional avatar (stored as WebP variants).
 * A new phone number must be verified again: the account is marked unverified, and its next
 * sign-in sends a code to the new number (the current session stays signed in).
 */
export async function updateInfo(
  request: FastifyRequest,
  user: { id: number; phone: string; avatar: string | null },
  body: UpdateInfoBody,
): Promise<AuthUser> {
  const { db, storage } = request.server;
  const file = request.uploads.find((f) => f.field === 'avatar');
  const avatarInput = file ? await checkedAvatar(file) : null;

  const [phoneOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, body.phone), ne(users.id, user.id)))
    .limit(1);
  if (phoneOwner) throw new Conflict(PHONE_IN_USE);
  if (body.email) {
    const [emailOwner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, user.id)))
      .limit(1);
    if (emailOwner) throw new Conflict(EMAIL_IN_USE);
  }

  const avatar = avatarInput
    ? await saveImageVariants(storage, `${AVATAR_FOLDER}/${user.id}-${randomUUID()}`, avatarInput)
    : user.avatar;
  const phoneChanged = body.phone !== user.phone;
  try {
    const [row] = await db
      .update(users)
      .set({
        name: body.name,
        phone: body.phone,
        ...(body.email !== undefined ? { email: body.email } : {}),
        avatar,
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        avatar: users.avatar,
      });
    if (avatarInput && user.avatar !== avatar) await deleteOldAvatar(request, user.avatar);
    return { ...row!, phone: publicPhone(row!.phone) };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new Conflict(EMAIL_IN_USE);
    if (isUniqueViolation(error)) throw new Conflict(PHONE_IN_USE);
    throw error;
  }
}

/**
 * POST /user/update-password. The contract's clients send only the new password twice; a client
 * that sends `oldPassword` gets it checked. Every other session of the user is signed out.
 */
export async function updatePassword(
  request: FastifyRequest,
  userId: number,
  body: UpdatePasswordBody,
): Promise<void> {
  const { db } = request.server;
  if (body.oldPassword !== undefined) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!row || !(await verifyPassword(body.oldPassword, row.hash))) {
      throw new ValidationFailed({ oldPassword: [WRONG_CURRENT_PASSWORD] });
    }
  }
  const passwordHash = await hashPassword(body.password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        request.authTokenId === null ? undefined : ne(authTokens.id, request.authTokenId),
      ),
    );
}
