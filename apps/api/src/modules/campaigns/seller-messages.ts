import { SELLER_CAMPAIGN_MESSAGES as M } from '@shop/contracts/seller/campaigns';
import { addMessages } from '../../platform/messages.ts';

/**
 * The seller center campaigns' messages in the shipped languages (issue 17 §7). Those shared with
 * the coupons (amounts, percentages, pictures) are translated in coupons/seller-messages.ts too;
 * the catalogue keeps the first translation of a message.
 */
addMessages({
  [M.created]: { 'es-ES': 'Campaña creada', 'ar-SA': 'تم إنشاء الحملة' },
  [M.updated]: { 'es-ES': 'Campaña actualizada', 'ar-SA': 'تم تحديث الحملة' },
  [M.deleted]: { 'es-ES': 'Campaña eliminada', 'ar-SA': 'تم حذف الحملة' },
  [M.imageSaved]: { 'es-ES': 'Imagen guardada', 'ar-SA': 'تم حفظ الصورة' },
  [M.imageRemoved]: { 'es-ES': 'Imagen eliminada', 'ar-SA': 'تمت إزالة الصورة' },
  [M.nameRequired]: { 'es-ES': 'Introduce un nombre', 'ar-SA': 'يرجى إدخال اسم' },
  [M.nameTooLong]: {
    'es-ES': 'Un nombre puede tener como máximo 150 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 150 حرفًا',
  },
  [M.descriptionTooLong]: {
    'es-ES': 'La descripción breve puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الوصف المختصر 500 حرف',
  },
  [M.dateInvalid]: { 'es-ES': 'Introduce una fecha y una hora', 'ar-SA': 'أدخل تاريخًا ووقتًا' },
  [M.datesOrder]: {
    'es-ES': 'El fin debe ser posterior al inicio',
    'ar-SA': 'يجب أن تكون النهاية بعد البداية',
  },
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
  [M.discountAbovePrice]: {
    'es-ES': 'El descuento de {sku} es mayor que su precio',
    'ar-SA': 'خصم {sku} أكبر من سعره',
  },
  [M.tooManyProducts]: { 'es-ES': 'Como máximo 200 productos', 'ar-SA': '200 منتج كحد أقصى' },
  [M.tooManyVariations]: {
    'es-ES': 'Como máximo 100 variantes por producto',
    'ar-SA': '100 متغير كحد أقصى لكل منتج',
  },
  [M.noVariations]: {
    'es-ES': 'Elige al menos una variante, o no envíes la lista para incluirlas todas',
    'ar-SA': 'اختر متغيرًا واحدًا على الأقل، أو اترك القائمة لتشمل جميعها',
  },
  [M.duplicateProduct]: { 'es-ES': 'Un producto aparece dos veces', 'ar-SA': 'منتج مدرج مرتين' },
  [M.duplicateVariation]: { 'es-ES': 'Una variante aparece dos veces', 'ar-SA': 'متغير مدرج مرتين' },
  [M.productNotFound]: {
    'es-ES': 'Algunos de los productos elegidos no son productos de tu tienda',
    'ar-SA': 'بعض المنتجات المختارة ليست من منتجات متجرك',
  },
  [M.variationNotFound]: {
    'es-ES': 'Algunas de las variantes elegidas no son variantes de su producto',
    'ar-SA': 'بعض المتغيرات المختارة ليست متغيرات لمنتجها',
  },
  [M.imageRequired]: { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },
});
