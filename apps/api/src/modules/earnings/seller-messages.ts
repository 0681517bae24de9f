import { EARNINGS_MESSAGES as M } from '@shop/contracts/seller/earnings';
import { addMessages } from '../../platform/messages.ts';

/** The earnings and payout messages in the shipped languages (issue 17 §10). */
addMessages({
  [M.amountRequired]: { 'es-ES': 'Introduce el importe a cobrar.', 'ar-SA': 'أدخل المبلغ المطلوب صرفه.' },
  [M.amountPositive]: {
    'es-ES': 'El importe debe ser mayor que 0.',
    'ar-SA': 'يجب أن يكون المبلغ أكبر من 0.',
  },
  [M.amountTooLarge]: {
    'es-ES': 'El importe es mayor de lo que puedes solicitar: hay {available} disponible.',
    'ar-SA': 'المبلغ أكبر مما يمكنك طلبه: المتاح {available}.',
  },
  [M.amountPrecision]: {
    'es-ES': 'El importe tiene demasiados decimales.',
    'ar-SA': 'يحتوي المبلغ على منازل عشرية كثيرة.',
  },
  [M.amountHuge]: { 'es-ES': 'El importe es demasiado grande.', 'ar-SA': 'المبلغ كبير جدًا.' },
  [M.nothingAvailable]: {
    'es-ES': 'No hay saldo disponible para un pago.',
    'ar-SA': 'لا يوجد رصيد متاح للصرف.',
  },
  [M.noteTooLong]: {
    'es-ES': 'La nota puede tener como máximo 500 caracteres.',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 500 حرف.',
  },
  [M.payoutRequested]: {
    'es-ES': 'Se ha enviado tu solicitud de pago.',
    'ar-SA': 'تم إرسال طلب الصرف الخاص بك.',
  },
});
