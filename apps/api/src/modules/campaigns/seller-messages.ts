import { SELLER_CAMPAIGN_MESSAGES as M } from '@shop/contracts/seller/campaigns';
import { addMessages } from '../../platform/messages.ts';
import '../../platform/seller-discount-messages.ts';

/**
 * The seller center campaigns' messages in the shipped languages (issue 17 §7); those shared with
 * the coupons are in platform/seller-discount-messages.ts.
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
  [M.variationNotFound]: {
    'es-ES': 'Algunas de las variantes elegidas no son variantes de su producto',
    'ar-SA': 'بعض المتغيرات المختارة ليست متغيرات لمنتجها',
  },
});
