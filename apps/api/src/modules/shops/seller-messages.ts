import { SHOP_PROFILE_MESSAGES as M } from '@shop/contracts/seller/shop';
import { addMessages } from '../../platform/messages.ts';

/** The shop profile's and sections' messages in the shipped languages (issue 17 §8). */
addMessages({
  [M.taglineTooLong]: {
    'es-ES': 'El eslogan puede tener como máximo 150 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الشعار النصي 150 حرفًا',
  },
  [M.descriptionTooLong]: {
    'es-ES': 'La descripción puede tener como máximo 5000 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الوصف 5000 حرف',
  },
  [M.addressTooLong]: {
    'es-ES': 'La dirección puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 500 حرف',
  },
  [M.amountInvalid]: {
    'es-ES': 'Introduce un importe de 0 o más',
    'ar-SA': 'أدخل مبلغًا يساوي 0 أو أكثر',
  },
  [M.amountTooLarge]: { 'es-ES': 'El importe es demasiado alto', 'ar-SA': 'المبلغ كبير جدًا' },
  [M.amountPrecision]: {
    'es-ES': 'El importe tiene más decimales que la moneda',
    'ar-SA': 'يحتوي المبلغ على منازل عشرية أكثر من العملة',
  },
  [M.saved]: { 'es-ES': 'Perfil de la tienda guardado', 'ar-SA': 'تم حفظ ملف المتجر' },
  [M.imageRequired]: { 'es-ES': 'Elige una imagen para subir', 'ar-SA': 'اختر صورة لرفعها' },
  [M.logoSaved]: { 'es-ES': 'Logotipo actualizado', 'ar-SA': 'تم تحديث الشعار' },
  [M.bannerSaved]: { 'es-ES': 'Banner actualizado', 'ar-SA': 'تم تحديث اللافتة' },
  [M.bannerUploaded]: { 'es-ES': 'Banner subido', 'ar-SA': 'تم رفع اللافتة' },
  [M.sectionsSaved]: {
    'es-ES': 'Secciones de la tienda guardadas',
    'ar-SA': 'تم حفظ أقسام المتجر',
  },
  [M.sectionNotFound]: { 'es-ES': 'Sección no encontrada', 'ar-SA': 'القسم غير موجود' },
  [M.tooManySections]: {
    'es-ES': 'La página de una tienda puede tener como máximo 20 secciones',
    'ar-SA': 'يمكن أن تحتوي صفحة المتجر على 20 قسمًا على الأكثر',
  },
  [M.tooManyProducts]: {
    'es-ES': 'Una sección puede mostrar como máximo 30 productos',
    'ar-SA': 'يمكن أن يعرض القسم 30 منتجًا على الأكثر',
  },
  [M.tooManyBanners]: {
    'es-ES': 'Un grupo de banners puede tener como máximo 10 banners',
    'ar-SA': 'يمكن أن تضم مجموعة اللافتات 10 لافتات على الأكثر',
  },
  [M.titleTooLong]: {
    'es-ES': 'Un título puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 100 حرف',
  },
  [M.linkInvalid]: {
    'es-ES': 'Un enlace es una ruta de esta tienda (que empieza por /) o una dirección http(s)',
    'ar-SA': 'الرابط مسار في هذا المتجر (يبدأ بـ /) أو عنوان http(s)',
  },
  [M.bannerNotYours]: {
    'es-ES': 'Usa un banner subido para tu tienda',
    'ar-SA': 'استخدم لافتة مرفوعة لمتجرك',
  },
  [M.languageInvalid]: { 'es-ES': 'Idioma desconocido', 'ar-SA': 'لغة غير معروفة' },
  [M.sectionTypeInvalid]: { 'es-ES': 'Tipo de sección desconocido', 'ar-SA': 'نوع قسم غير معروف' },
});
