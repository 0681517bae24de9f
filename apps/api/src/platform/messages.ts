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
  'You have subscribed successfully.': {
    'es-ES': 'Te has suscrito correctamente.',
    'ar-SA': 'تم اشتراكك بنجاح.',
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
