import { SETTINGS_MESSAGES as M } from '@shop/contracts/admin/settings';
import { addMessages } from '../../platform/messages.ts';

/** The console's payment-method messages in the shipped languages (issue 18 §5). */
addMessages({
  [M.paymentsSaved]: { 'es-ES': 'Métodos de pago guardados', 'ar-SA': 'تم حفظ طرق الدفع' },
  [M.paymentUnknown]: { 'es-ES': 'Método de pago desconocido', 'ar-SA': 'طريقة دفع غير معروفة' },
  [M.lastPaymentMethod]: {
    'es-ES': 'Al menos un método de pago debe seguir activo: si no, los clientes no podrían pagar',
    'ar-SA': 'يجب أن تبقى طريقة دفع واحدة مفعّلة على الأقل، وإلا فلن يتمكن العملاء من الدفع',
  },
});
