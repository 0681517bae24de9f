import {
  type AdminPaymentMethods,
  SETTINGS_MESSAGES as M,
  type PaymentMethodBody,
} from '@shop/contracts/admin/settings';
import { isPayOnDelivery, PAY_ON_DELIVERY_METHODS } from '@shop/contracts/checkout';
import type { Database } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { paymentMethodsOf } from '../../platform/payment-method-name.ts';
import { invalidateSettings, readSettings } from '../../platform/settings.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  lockPaymentSettings,
  storedPaymentSettings,
  writePaymentSettings,
} from './payment-settings-queries.ts';
import { PAYMENT_PROVIDERS } from './providers/index.ts';

/**
 * Payment methods on and off (issue 18 §5). The methods a shop can take are the ones paid at the
 * door (cash and card on delivery) and every online method with a provider in `providers/`; the
 * setting `paymentMethods` lists the ones switched on, in display order. Checkout refuses a method
 * not in it (order-placement.ts), and the page configuration lists only those. Cash on delivery
 * also drives `codAvailable`, the product page's "cash on delivery" box (decision 79), so the
 * product page never offers what checkout refuses.
 */

/** Every method this server can take: paid at the door, then the providers'. */
export function availablePaymentMethods(): string[] {
  return [...new Set([...PAY_ON_DELIVERY_METHODS, ...PAYMENT_PROVIDERS.keys()])];
}

function listOf(enabled: readonly string[]): AdminPaymentMethods {
  const all = availablePaymentMethods();
  const shown = paymentMethodsOf(all);
  return {
    methods: shown.map((m) => ({
      ...m,
      enabled: enabled.includes(m.value),
      onDelivery: isPayOnDelivery(m.value),
    })),
  };
}

export async function adminPaymentMethods(db: Database): Promise<AdminPaymentMethods> {
  return listOf((await readSettings(db)).paymentMethods);
}

export async function switchPaymentMethod(
  db: Database,
  actor: AuditActor,
  method: string,
  body: PaymentMethodBody,
): Promise<AdminPaymentMethods> {
  const all = availablePaymentMethods();
  if (!all.includes(method)) throw new NotFound(M.paymentUnknown);
  const result = await db.transaction(async (tx) => {
    await lockPaymentSettings(tx);
    const current = await storedPaymentSettings(tx);
    const usable = current.paymentMethods.filter((m) => all.includes(m));
    const next = body.enabled
      ? usable.includes(method)
        ? current.paymentMethods
        : [...current.paymentMethods, method]
      : current.paymentMethods.filter((m) => m !== method);
    if (!body.enabled && usable.includes(method) && usable.length === 1) {
      throw new AppError(409, M.lastPaymentMethod);
    }
    const codAvailable = method === 'cash_on_delivery' ? (body.enabled ? '1' : '0') : current.codAvailable;
    await writePaymentSettings(tx, { paymentMethods: next, codAvailable });
    if (JSON.stringify(next) !== JSON.stringify(current.paymentMethods)) {
      await recordAudit(tx, actor, {
        action: body.enabled ? 'paymentMethod.enable' : 'paymentMethod.disable',
        subject: { type: 'paymentMethod', id: method, label: paymentMethodsOf([method])[0]?.name ?? method },
        before: { enabled: current.paymentMethods.includes(method), paymentMethods: current.paymentMethods },
        after: { enabled: body.enabled, paymentMethods: next },
      });
    }
    return next;
  });
  invalidateSettings(db);
  return listOf(result);
}
