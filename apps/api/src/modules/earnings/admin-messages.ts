import { ADMIN_PAYOUT_MESSAGES as M } from '@shop/contracts/admin/payouts';
import { addMessages } from '../../platform/messages.ts';

/** The operator's payout messages in the shipped languages (issue 18 §2). */
addMessages({
  [M.paid]: { 'es-ES': 'Pago marcado como realizado', 'ar-SA': 'تم تسجيل الدفعة كمدفوعة' },
  [M.rejected]: { 'es-ES': 'Pago rechazado', 'ar-SA': 'تم رفض طلب الصرف' },
  [M.notFound]: { 'es-ES': 'Solicitud de pago no encontrada', 'ar-SA': 'طلب الصرف غير موجود' },
  [M.settled]: { 'es-ES': 'Esta solicitud ya fue respondida.', 'ar-SA': 'تم الرد على هذا الطلب بالفعل.' },
  [M.balanceTooLow]: {
    'es-ES':
      'El saldo de la tienda ({balance}) es ahora inferior a esta solicitud: recházala para que el vendedor pueda pedir de nuevo.',
    'ar-SA': 'رصيد المتجر ({balance}) أصبح أقل من هذا الطلب: ارفضه ليتمكن البائع من الطلب من جديد.',
  },
  [M.referenceRequired]: {
    'es-ES': 'Introduce la referencia de la transferencia (al menos 3 caracteres).',
    'ar-SA': 'أدخل مرجع التحويل (3 أحرف على الأقل).',
  },
  [M.referenceTooLong]: {
    'es-ES': 'La referencia puede tener como máximo 120 caracteres.',
    'ar-SA': 'يجب ألا يتجاوز المرجع 120 حرفًا.',
  },
});
