import { SETTINGS_MESSAGES as M } from '@shop/contracts/admin/settings';
import { addMessages } from '../../platform/messages.ts';

/** The store settings' messages in the shipped languages (issue 18 §5, §6). */
addMessages({
  [M.saved]: { 'es-ES': 'Ajustes de la tienda guardados', 'ar-SA': 'تم حفظ إعدادات المتجر' },
  [M.nameRequired]: { 'es-ES': 'El nombre de la tienda es obligatorio', 'ar-SA': 'اسم المتجر مطلوب' },
  [M.nameTooLong]: {
    'es-ES': 'El nombre de la tienda puede tener como máximo 80 caracteres',
    'ar-SA': 'يجب ألا يتجاوز اسم المتجر 80 حرفًا',
  },
  [M.colourInvalid]: {
    'es-ES': 'El color debe ser un color hexadecimal como #005bff',
    'ar-SA': 'يجب أن يكون اللون بصيغة سداسية عشرية مثل ‎#005bff',
  },
  [M.colourUnreadable]: {
    'es-ES':
      'El texto sobre este color sería difícil de leer (su contraste es menor de 4,5:1). Elige un color más oscuro o más claro.',
    'ar-SA': 'سيصعب قراءة النص على هذا اللون (تباينه أقل من 4.5:1). اختر لونًا أغمق أو أفتح.',
  },
  [M.currencyCodeInvalid]: {
    'es-ES': 'El código de moneda son tres letras mayúsculas (ISO 4217), como USD',
    'ar-SA': 'رمز العملة ثلاثة أحرف كبيرة (ISO 4217) مثل USD',
  },
  [M.currencyCodeLocked]: {
    'es-ES':
      'El código de moneda no puede cambiar cuando ya hay pedidos: sus importes se cobraron en la moneda actual',
    'ar-SA': 'لا يمكن تغيير رمز العملة بعد وجود طلبات: فقد حُسبت مبالغها بالعملة الحالية',
  },
  [M.currencySymbolInvalid]: {
    'es-ES': 'El símbolo de moneda tiene de 1 a 5 caracteres',
    'ar-SA': 'رمز العملة من حرف واحد إلى 5 أحرف',
  },
  [M.positionInvalid]: { 'es-ES': 'Elige dónde va el símbolo', 'ar-SA': 'اختر موضع الرمز' },
  [M.prefixInvalid]: {
    'es-ES': 'El prefijo del código de pedido tiene como máximo 10 letras, cifras o los signos # - _ /',
    'ar-SA': 'بادئة رمز الطلب 10 أحرف أو أرقام أو الرموز # - _ / على الأكثر',
  },
  [M.phoneInvalid]: {
    'es-ES': 'El teléfono puede tener como máximo 40 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الهاتف 40 حرفًا',
  },
  [M.emailInvalid]: {
    'es-ES': 'Introduce un correo electrónico válido',
    'ar-SA': 'أدخل بريدًا إلكترونيًا صالحًا',
  },
  [M.addressTooLong]: {
    'es-ES': 'La dirección puede tener como máximo 300 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 300 حرف',
  },
  [M.languageUnknown]: { 'es-ES': 'Idioma desconocido', 'ar-SA': 'لغة غير معروفة' },
  [M.languagesRequired]: { 'es-ES': 'Ofrece al menos un idioma', 'ar-SA': 'قدّم لغة واحدة على الأقل' },
  [M.defaultLanguageOff]: {
    'es-ES': 'El idioma predeterminado debe ser uno de los idiomas ofrecidos',
    'ar-SA': 'يجب أن تكون اللغة الافتراضية إحدى اللغات المعروضة',
  },
  [M.modeInvalid]: {
    'es-ES': 'Elige un solo vendedor o varios vendedores',
    'ar-SA': 'اختر بائعًا واحدًا أو عدة بائعين',
  },
  [M.logoSaved]: { 'es-ES': 'Logotipo guardado', 'ar-SA': 'تم حفظ الشعار' },
  [M.faviconSaved]: { 'es-ES': 'Favicon guardado', 'ar-SA': 'تم حفظ أيقونة الموقع' },
  [M.imageRemoved]: { 'es-ES': 'Imagen eliminada', 'ar-SA': 'تمت إزالة الصورة' },
  [M.imageRequired]: { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },
  [M.badImage]: {
    'es-ES': 'La imagen debe ser un archivo JPEG, PNG o WebP de 4 MB como máximo',
    'ar-SA': 'يجب أن تكون الصورة ملف JPEG أو PNG أو WebP لا يتجاوز 4 ميغابايت',
  },
});
