import type { LanguageCode } from './language.ts';

/**
 * Translations of the messages the API itself emits, keyed by the English text.
 * A message may hold `{name}` placeholders, filled after translation.
 * A message missing here is answered in English.
 */
const catalogue: Record<string, Partial<Record<LanguageCode, string>>> = {
  'Not found': { 'es-ES': 'No encontrado', 'ar-SA': 'غير موجود' },
  'Page not found': { 'es-ES': 'Página no encontrada', 'ar-SA': 'الصفحة غير موجودة' },
  'Something went wrong': { 'es-ES': 'Algo salió mal', 'ar-SA': 'حدث خطأ ما' },
  'Unauthenticated.': { 'es-ES': 'No autenticado.', 'ar-SA': 'غير مسجل الدخول.' },
  'This action is not allowed.': {
    'es-ES': 'Esta acción no está permitida.',
    'ar-SA': 'هذا الإجراء غير مسموح به.',
  },
  'Bad request': { 'es-ES': 'Solicitud incorrecta', 'ar-SA': 'طلب غير صالح' },
  'Too many requests. Please try again later.': {
    'es-ES': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
    'ar-SA': 'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  },
  'The {field} field is required.': {
    'es-ES': 'El campo {field} es obligatorio.',
    'ar-SA': 'الحقل {field} مطلوب.',
  },
  'The given data was invalid.': {
    'es-ES': 'Los datos proporcionados no son válidos.',
    'ar-SA': 'البيانات المقدمة غير صالحة.',
  },
  'Each file may be at most {size} MB.': {
    'es-ES': 'Cada archivo puede ocupar como máximo {size} MB.',
    'ar-SA': 'يجب ألا يتجاوز حجم كل ملف {size} ميغابايت.',
  },
  'Too many files.': { 'es-ES': 'Demasiados archivos.', 'ar-SA': 'عدد الملفات كبير جدًا.' },
  'Too many form fields.': {
    'es-ES': 'Demasiados campos en el formulario.',
    'ar-SA': 'عدد حقول النموذج كبير جدًا.',
  },
  'The request body is too large.': {
    'es-ES': 'El cuerpo de la solicitud es demasiado grande.',
    'ar-SA': 'حجم الطلب كبير جدًا.',
  },
  'The request body is not valid JSON.': {
    'es-ES': 'El cuerpo de la solicitud no es JSON válido.',
    'ar-SA': 'محتوى الطلب ليس JSON صالحًا.',
  },
  'Unsupported content type.': {
    'es-ES': 'Tipo de contenido no admitido.',
    'ar-SA': 'نوع المحتوى غير مدعوم.',
  },
  'The multipart form data is malformed.': {
    'es-ES': 'Los datos del formulario multiparte están mal formados.',
    'ar-SA': 'بيانات النموذج متعدد الأجزاء غير صالحة.',
  },
  'Invalid id': { 'es-ES': 'Identificador no válido', 'ar-SA': 'معرّف غير صالح' },
  'Invalid email': { 'es-ES': 'Correo electrónico no válido', 'ar-SA': 'بريد إلكتروني غير صالح' },
  'Not Available': { 'es-ES': 'No disponible', 'ar-SA': 'غير متوفر' },
  'Coupon not found': { 'es-ES': 'Cupón no encontrado', 'ar-SA': 'القسيمة غير موجودة' },
  'Campaign not found': { 'es-ES': 'Campaña no encontrada', 'ar-SA': 'الحملة غير موجودة' },
  'Invalid page': { 'es-ES': 'Página no válida', 'ar-SA': 'رقم صفحة غير صالح' },
  'Invalid limit': { 'es-ES': 'Tamaño de página no válido', 'ar-SA': 'حجم صفحة غير صالح' },
  'Unknown sort order': { 'es-ES': 'Orden desconocido', 'ar-SA': 'ترتيب غير معروف' },
  'The price must be a number.': {
    'es-ES': 'El precio debe ser un número.',
    'ar-SA': 'يجب أن يكون السعر رقمًا.',
  },
  'The search text is too long.': {
    'es-ES': 'El texto de búsqueda es demasiado largo.',
    'ar-SA': 'نص البحث طويل جدًا.',
  },
  'Too many ids': { 'es-ES': 'Demasiados identificadores', 'ar-SA': 'عدد المعرّفات كبير جدًا' },
  'Must be true or false': {
    'es-ES': 'Debe ser verdadero o falso',
    'ar-SA': 'يجب أن تكون القيمة صحيحة أو خاطئة',
  },
  'Unknown sitemap type': {
    'es-ES': 'Tipo de mapa del sitio desconocido',
    'ar-SA': 'نوع خريطة الموقع غير معروف',
  },
  'You have subscribed successfully.': {
    'es-ES': 'Te has suscrito correctamente.',
    'ar-SA': 'تم اشتراكك بنجاح.',
  },
  // Reviews (modules/reviews)
  'Review submitted successfully': {
    'es-ES': 'Reseña enviada correctamente',
    'ar-SA': 'تم إرسال المراجعة بنجاح',
  },
  'Impression updated': { 'es-ES': 'Impresión actualizada', 'ar-SA': 'تم تحديث الانطباع' },
  'You did not give any review yet': {
    'es-ES': 'Todavía no has escrito ninguna reseña',
    'ar-SA': 'لم تكتب أي مراجعة بعد',
  },
  'Product not found': { 'es-ES': 'Producto no encontrado', 'ar-SA': 'المنتج غير موجود' },
  'Order not found': { 'es-ES': 'Pedido no encontrado', 'ar-SA': 'الطلب غير موجود' },
  'Shop not found': { 'es-ES': 'Tienda no encontrada', 'ar-SA': 'المتجر غير موجود' },
  'Only delivered order can have reviews': {
    'es-ES': 'Solo los pedidos entregados pueden tener reseñas',
    'ar-SA': 'يمكن مراجعة الطلبات المسلَّمة فقط',
  },
  'This product is not part of the order': {
    'es-ES': 'Este producto no forma parte del pedido',
    'ar-SA': 'هذا المنتج ليس جزءًا من الطلب',
  },
  'Only jpg, jpeg, png and webp images of 4mb size are allowed': {
    'es-ES': 'Solo se permiten imágenes jpg, jpeg, png y webp de hasta 4 MB',
    'ar-SA': 'يُسمح فقط بصور jpg وjpeg وpng وwebp بحجم أقصاه 4 ميغابايت',
  },
  'Order ID is missing': { 'es-ES': 'Falta el ID del pedido', 'ar-SA': 'معرّف الطلب مفقود' },
  'Product ID is missing': { 'es-ES': 'Falta el ID del producto', 'ar-SA': 'معرّف المنتج مفقود' },
  'Shop ID is missing': { 'es-ES': 'Falta el ID de la tienda', 'ar-SA': 'معرّف المتجر مفقود' },
  'Please rate the product': { 'es-ES': 'Valora el producto', 'ar-SA': 'يرجى تقييم المنتج' },
  'Please write the review': { 'es-ES': 'Escribe la reseña', 'ar-SA': 'يرجى كتابة المراجعة' },
  'The impression must be positive, negative or neutral.': {
    'es-ES': 'La impresión debe ser positiva, negativa o neutral.',
    'ar-SA': 'يجب أن يكون الانطباع إيجابيًا أو سلبيًا أو محايدًا.',
  },
};

/** Translates an API message into `lang` and fills its `{name}` placeholders from `params`. */
export function translate(
  lang: LanguageCode,
  message: string,
  params: Record<string, string | number> = {},
): string {
  const text = catalogue[message]?.[lang] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
