import { SELLER_COUPON_MESSAGES as M } from '@shop/contracts/seller/coupons';
import { addMessages } from '../../platform/messages.ts';
import '../../platform/seller-discount-messages.ts';

/**
 * The seller center coupons' messages in the shipped languages (issue 17 §7); those shared with
 * the campaigns are in platform/seller-discount-messages.ts.
 */
addMessages({
  [M.created]: { 'es-ES': 'Cupón creado', 'ar-SA': 'تم إنشاء القسيمة' },
  [M.updated]: { 'es-ES': 'Cupón actualizado', 'ar-SA': 'تم تحديث القسيمة' },
  [M.deleted]: { 'es-ES': 'Cupón eliminado', 'ar-SA': 'تم حذف القسيمة' },
  [M.bannerSaved]: { 'es-ES': 'Banner guardado', 'ar-SA': 'تم حفظ اللافتة' },
  [M.bannerRemoved]: { 'es-ES': 'Banner eliminado', 'ar-SA': 'تمت إزالة اللافتة' },
  [M.codeRequired]: { 'es-ES': 'Introduce un código', 'ar-SA': 'يرجى إدخال رمز' },
  [M.codeFormat]: {
    'es-ES': 'Un código solo puede contener letras, dígitos, - y _',
    'ar-SA': 'يمكن أن يحتوي الرمز على أحرف وأرقام و- و_ فقط',
  },
  [M.codeTooLong]: {
    'es-ES': 'Un código puede tener como máximo 50 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الرمز 50 حرفًا',
  },
  [M.codeTaken]: {
    'es-ES': 'Ya tienes un cupón con este código',
    'ar-SA': 'لديك بالفعل قسيمة بهذا الرمز',
  },
  [M.nothingOff]: {
    'es-ES': 'Ofrece un descuento o el envío gratuito',
    'ar-SA': 'قدّم خصمًا أو شحنًا مجانيًا',
  },
  [M.dateInvalid]: {
    'es-ES': 'Introduce una fecha con el formato AAAA-MM-DD',
    'ar-SA': 'أدخل تاريخًا بالصيغة YYYY-MM-DD',
  },
  [M.datesOrder]: {
    'es-ES': 'La fecha de fin debe ser igual o posterior a la de inicio',
    'ar-SA': 'يجب أن يكون تاريخ الانتهاء في تاريخ البدء أو بعده',
  },
  [M.limitInvalid]: {
    'es-ES': 'Introduce un número entero de 1 o más, o déjalo vacío',
    'ar-SA': 'أدخل عددًا صحيحًا يساوي 1 أو أكثر، أو اتركه فارغًا',
  },
  [M.infoTooLong]: {
    'es-ES': 'La información puede tener como máximo 1000 caracteres',
    'ar-SA': 'يجب ألا تتجاوز المعلومات 1000 حرف',
  },
  [M.conditionTooLong]: {
    'es-ES': 'Una condición puede tener como máximo 300 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الشرط 300 حرف',
  },
  [M.tooManyConditions]: { 'es-ES': 'Como máximo 20 condiciones', 'ar-SA': '20 شرطًا كحد أقصى' },
  [M.tooManyProducts]: { 'es-ES': 'Como máximo 500 productos', 'ar-SA': '500 منتج كحد أقصى' },
  [M.tooManyCategories]: { 'es-ES': 'Como máximo 200 categorías', 'ar-SA': '200 فئة كحد أقصى' },
  [M.categoryNotFound]: {
    'es-ES': 'Algunas de las categorías elegidas no existen',
    'ar-SA': 'بعض الفئات المختارة غير موجودة',
  },
  [M.duplicateIds]: {
    'es-ES': 'Un producto o una categoría aparece dos veces',
    'ar-SA': 'منتج أو فئة مدرجة مرتين',
  },
});
