import { CUSTOMER_MESSAGES as M } from '@shop/contracts/admin/customers';
import { addMessages } from '../../platform/messages.ts';

/** The operator console's customer messages (issue 18 §7). */
addMessages({
  [M.notFound]: { 'es-ES': 'Cliente no encontrado.', 'ar-SA': 'العميل غير موجود.' },
  [M.operatorNotBannable]: {
    'es-ES': 'No se puede bloquear una cuenta de operador.',
    'ar-SA': 'لا يمكن حظر حساب مشغّل.',
  },
  [M.alreadyBanned]: { 'es-ES': 'Este cliente ya está bloqueado.', 'ar-SA': 'هذا العميل محظور بالفعل.' },
  [M.notBanned]: { 'es-ES': 'Este cliente no está bloqueado.', 'ar-SA': 'هذا العميل غير محظور.' },
  [M.reasonRequired]: { 'es-ES': 'Indica el motivo.', 'ar-SA': 'اذكر السبب.' },
  [M.reasonTooLong]: {
    'es-ES': 'El motivo puede tener como máximo 500 caracteres.',
    'ar-SA': 'يجب ألا يتجاوز السبب 500 حرف.',
  },
  [M.banned]: {
    'es-ES': 'El cliente está bloqueado; sus sesiones han terminado.',
    'ar-SA': 'تم حظر العميل وإنهاء جلساته.',
  },
  [M.unbanned]: {
    'es-ES': 'El cliente puede volver a iniciar sesión.',
    'ar-SA': 'يمكن للعميل تسجيل الدخول مجددًا.',
  },
});
