import { SELLER_DISCOUNT_MESSAGES as M } from '@shop/contracts/seller/common';
import { addMessages } from './messages.ts';

/** The messages the seller center's coupons and campaigns share, in the shipped languages. */
addMessages({
  [M.typeInvalid]: { 'es-ES': 'Elige importe o porcentaje', 'ar-SA': 'اختر مبلغًا أو نسبة مئوية' },
  [M.valueInvalid]: {
    'es-ES': 'Introduce un número igual o mayor que 0',
    'ar-SA': 'أدخل رقمًا يساوي 0 أو أكثر',
  },
  [M.percentTooHigh]: {
    'es-ES': 'Un porcentaje puede ser como máximo 100',
    'ar-SA': 'يجب ألا تتجاوز النسبة المئوية 100',
  },
  [M.percentDecimals]: {
    'es-ES': 'Un porcentaje puede tener como máximo 2 decimales',
    'ar-SA': 'يمكن أن تحتوي النسبة المئوية على منزلتين عشريتين كحد أقصى',
  },
  [M.amountDecimals]: {
    'es-ES': 'El importe tiene más decimales que la moneda',
    'ar-SA': 'يحتوي المبلغ على منازل عشرية أكثر من العملة',
  },
  [M.amountTooLarge]: { 'es-ES': 'El importe es demasiado grande', 'ar-SA': 'المبلغ كبير جدًا' },
  [M.productNotFound]: {
    'es-ES': 'Algunos de los productos elegidos no son productos de tu tienda',
    'ar-SA': 'بعض المنتجات المختارة ليست من منتجات متجرك',
  },
  [M.imageRequired]: { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },
});
