import { SELLER_SESSION_MESSAGES as M } from '@shop/contracts/seller/session';
import { addMessages } from '../../platform/messages.ts';

/** The seller session's messages in the shipped languages (decision 62). */
addMessages({
  [M.noShop]: {
    'es-ES': 'Esta cuenta no tiene tienda. Registra tu tienda primero.',
    'ar-SA': 'لا يوجد متجر لهذا الحساب. سجّل متجرك أولاً.',
  },
  [M.notVerified]: {
    'es-ES': 'Verifica primero tu número de teléfono: inicia sesión en la tienda para recibir un código.',
    'ar-SA': 'تحقق من رقم هاتفك أولاً: سجّل الدخول في المتجر للحصول على رمز.',
  },
  [M.onlyOwnShop]: {
    'es-ES': 'En el modo de tienda única solo el propietario de la tienda puede iniciar sesión aquí.',
    'ar-SA': 'في وضع المتجر الواحد يمكن لمالك المتجر فقط تسجيل الدخول هنا.',
  },
});
