import { ADMIN_SHOP_MESSAGES as M } from '@shop/contracts/admin/shops';
import { addMessages } from '../../platform/messages.ts';

/** What the owner's phone is told of the operator's decision (issue 18 §2), in the store's language. */
export const SHOP_NOTICES = {
  approve: 'Good news: your shop {shop} has been approved and is now open on {appName}.',
  reject: 'Your shop {shop} was not approved on {appName}. Reason: {reason}',
  suspend: 'Your shop {shop} has been suspended on {appName}. Reason: {reason}',
  reinstate: 'Your shop {shop} is open again on {appName}.',
} as const;

/** The operator's shop messages in the shipped languages. */
addMessages({
  [M.approved]: { 'es-ES': 'Tienda aprobada', 'ar-SA': 'تمت الموافقة على المتجر' },
  [M.rejected]: { 'es-ES': 'Tienda rechazada', 'ar-SA': 'تم رفض المتجر' },
  [M.suspended]: { 'es-ES': 'Tienda suspendida', 'ar-SA': 'تم إيقاف المتجر' },
  [M.reinstated]: { 'es-ES': 'Tienda reactivada', 'ar-SA': 'تمت إعادة تفعيل المتجر' },
  [M.commissionSaved]: { 'es-ES': 'Comisión guardada', 'ar-SA': 'تم حفظ العمولة' },
  [M.defaultCommissionSaved]: {
    'es-ES': 'Comisión predeterminada guardada',
    'ar-SA': 'تم حفظ العمولة الافتراضية',
  },
  [M.notFound]: { 'es-ES': 'Tienda no encontrada', 'ar-SA': 'المتجر غير موجود' },
  [M.ownShop]: {
    'es-ES': 'La tienda propia de la plataforma no se puede rechazar ni suspender',
    'ar-SA': 'لا يمكن رفض متجر المنصة نفسه أو إيقافه',
  },
  [M.alreadyApproved]: { 'es-ES': 'Esta tienda ya está aprobada.', 'ar-SA': 'هذا المتجر معتمد بالفعل.' },
  [M.suspendedApprove]: {
    'es-ES': 'Esta tienda está suspendida: reactívala en su lugar.',
    'ar-SA': 'هذا المتجر موقوف: أعد تفعيله بدلًا من ذلك.',
  },
  [M.alreadyRejected]: { 'es-ES': 'Esta tienda ya está rechazada.', 'ar-SA': 'هذا المتجر مرفوض بالفعل.' },
  [M.notApproved]: {
    'es-ES': 'Solo se puede suspender una tienda aprobada.',
    'ar-SA': 'لا يمكن إيقاف إلا متجر معتمد.',
  },
  [M.notSuspended]: {
    'es-ES': 'Solo se puede reactivar una tienda suspendida.',
    'ar-SA': 'لا يمكن إعادة تفعيل إلا متجر موقوف.',
  },
  [M.reasonRequired]: {
    'es-ES': 'Escribe el motivo que leerá el vendedor (al menos 3 caracteres).',
    'ar-SA': 'اكتب السبب الذي سيقرؤه البائع (3 أحرف على الأقل).',
  },
  [M.reasonTooLong]: {
    'es-ES': 'El motivo puede tener como máximo 500 caracteres.',
    'ar-SA': 'يجب ألا يتجاوز السبب 500 حرف.',
  },
  [M.rateInvalid]: { 'es-ES': 'Introduce un porcentaje de 0 a 100.', 'ar-SA': 'أدخل نسبة من 0 إلى 100.' },
  [M.rateDecimals]: {
    'es-ES': 'Un porcentaje puede tener como máximo 2 decimales.',
    'ar-SA': 'يمكن أن تحتوي النسبة على منزلتين عشريتين كحد أقصى.',
  },
  [SHOP_NOTICES.approve]: {
    'es-ES': 'Buenas noticias: tu tienda {shop} ha sido aprobada y ya está abierta en {appName}.',
    'ar-SA': 'أخبار سارة: تمت الموافقة على متجرك {shop} وهو مفتوح الآن على {appName}.',
  },
  [SHOP_NOTICES.reject]: {
    'es-ES': 'Tu tienda {shop} no ha sido aprobada en {appName}. Motivo: {reason}',
    'ar-SA': 'لم تتم الموافقة على متجرك {shop} على {appName}. السبب: {reason}',
  },
  [SHOP_NOTICES.suspend]: {
    'es-ES': 'Tu tienda {shop} ha sido suspendida en {appName}. Motivo: {reason}',
    'ar-SA': 'تم إيقاف متجرك {shop} على {appName}. السبب: {reason}',
  },
  [SHOP_NOTICES.reinstate]: {
    'es-ES': 'Tu tienda {shop} vuelve a estar abierta en {appName}.',
    'ar-SA': 'متجرك {shop} مفتوح من جديد على {appName}.',
  },
});
