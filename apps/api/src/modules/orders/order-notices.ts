import type { DeliveryStatus } from '@shop/contracts/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { type MessageKey, translate } from '../../platform/messages.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { publicPhone } from '../auth/index.ts';
import { shopperContact } from './seller-order-queries.ts';

/**
 * What the shopper is told when the shop changes their order (issue 17 §5), in the shopper's
 * words: an SMS to the account's verified phone only (decision 58) and an e-mail when the order
 * (or else the account) has an address, both through the outbox. The shopper's language is not
 * stored, so the texts are in the store's default language (DEFAULT_LANGUAGE).
 */
export const ORDER_NOTICES = {
  confirmed: 'Your order {code} has been confirmed.',
  processing: 'Your order {code} is being prepared.',
  shipped: 'Your order {code} has been shipped. Tracking number: {trackingNumber}.',
  delivered: 'Your order {code} has been delivered. Thank you for shopping with us.',
  cancelled: 'Your order {code} has been cancelled.',
  paid: 'We have received the payment for your order {code}. Thank you.',
  note: 'There is a new message about your order {code}.',
  shopSays: 'The shop says: {note}',
  subject: 'Your order {code} - {appName}',
  greeting: 'Hello {name},',
  follow: 'Follow your order: {url}',
} as const;

export type OrderNotice =
  | {
      kind: 'status';
      status: Exclude<DeliveryStatus, 'order_placed'>;
      trackingNumber?: string | null;
      note?: string | null;
    }
  | { kind: 'paid' }
  | { kind: 'note'; note: string };

export interface NoticeDeps {
  db: Database;
  config: Config;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The phone an order confirmation SMS goes to: the account's, once verified; else none. */
export function confirmationPhone(user: Pick<AuthUser, 'phone' | 'phoneVerifiedAt'>): string | null {
  return user.phoneVerifiedAt && publicPhone(user.phone) !== '' ? user.phone : null;
}

/** The notice's sentences: the news, then the shop's own words if any. */
export function noticeLines(notice: OrderNotice, code: number, lang: Config['defaultLanguage']): string[] {
  const t = (text: MessageKey, params: Record<string, string | number>) => translate(lang, text, params);
  switch (notice.kind) {
    case 'status': {
      const lines = [t(ORDER_NOTICES[notice.status], { code, trackingNumber: notice.trackingNumber ?? '' })];
      if (notice.note) lines.push(t(ORDER_NOTICES.shopSays, { note: notice.note }));
      return lines;
    }
    case 'paid':
      return [t(ORDER_NOTICES.paid, { code })];
    case 'note':
      return [t(ORDER_NOTICES.note, { code }), t(ORDER_NOTICES.shopSays, { note: notice.note })];
  }
}

/**
 * Tells the shopper after the change was committed. A failed notice is logged and never turns the
 * shop's change into a failure.
 */
export async function notifyShopper(deps: NoticeDeps, orderId: number, notice: OrderNotice): Promise<void> {
  try {
    const contact = await shopperContact(deps.db, orderId);
    if (!contact) return;
    const lang = deps.config.defaultLanguage;
    const appName = deps.config.appName;
    const lines = noticeLines(notice, contact.code, lang);
    const email = contact.email ?? contact.accountEmail;
    if (email) {
      await deps.outbox.sendEmail({
        to: email,
        subject: translate(lang, ORDER_NOTICES.subject, { code: contact.code, appName }),
        text: [
          translate(lang, ORDER_NOTICES.greeting, { name: contact.name }),
          '',
          ...lines,
          '',
          translate(lang, ORDER_NOTICES.follow, { url: `${deps.config.publicUrl}/orders/${contact.code}` }),
          '',
          appName,
        ].join('\n'),
      });
    }
    const phone =
      contact.phone !== null
        ? confirmationPhone({ phone: contact.phone, phoneVerifiedAt: contact.phoneVerifiedAt })
        : null;
    if (phone) await deps.outbox.sendSms(phone, `${lines.join(' ')} ${appName}`);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'the shopper could not be told about an order change');
  }
}
