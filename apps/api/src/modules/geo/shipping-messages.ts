import { SHIPPING_MESSAGES as M } from '@shop/contracts/admin/shipping';
import { addMessages } from '../../platform/messages.ts';

/** The console's shipping messages in the shipped languages (issue 18 §5). */
addMessages({
  [M.countryNotFound]: { 'es-ES': 'País no encontrado', 'ar-SA': 'الدولة غير موجودة' },
  [M.stateNotFound]: { 'es-ES': 'Provincia no encontrada', 'ar-SA': 'الولاية غير موجودة' },
  [M.cityNotFound]: { 'es-ES': 'Ciudad no encontrada', 'ar-SA': 'المدينة غير موجودة' },
  [M.areaNotFound]: { 'es-ES': 'Zona de reparto no encontrada', 'ar-SA': 'الحي غير موجود' },
  [M.zoneNotFound]: { 'es-ES': 'Zona no encontrada', 'ar-SA': 'المنطقة غير موجودة' },
  [M.nameRequired]: { 'es-ES': 'El nombre es obligatorio', 'ar-SA': 'الاسم مطلوب' },
  [M.nameTooLong]: {
    'es-ES': 'El nombre puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 100 حرف',
  },
  [M.codeInvalid]: {
    'es-ES': 'El código de país son dos letras mayúsculas (ISO 3166-1), como BD',
    'ar-SA': 'رمز الدولة حرفان كبيران (ISO 3166-1) مثل BD',
  },
  [M.codeTaken]: { 'es-ES': 'Otro país ya tiene este código', 'ar-SA': 'هذا الرمز مستخدم لدولة أخرى' },
  [M.nameTaken]: { 'es-ES': 'Ya hay uno con este nombre aquí', 'ar-SA': 'يوجد عنصر بهذا الاسم هنا' },
  [M.chargeInvalid]: {
    'es-ES': 'El importe debe ser de al menos 0',
    'ar-SA': 'يجب أن تكون الرسوم 0 على الأقل',
  },
  [M.chargeDecimals]: {
    'es-ES': 'El importe tiene más decimales de los que permite la moneda',
    'ar-SA': 'في الرسوم منازل عشرية أكثر مما تسمح به العملة',
  },
  [M.tooManyAreas]: {
    'es-ES': 'Una zona puede cubrir como máximo 2000 áreas',
    'ar-SA': 'يمكن للمنطقة أن تغطي 2000 حي على الأكثر',
  },
  [M.countryInUse]: {
    'es-ES': 'Este país aún tiene provincias o direcciones guardadas: desactívalo en su lugar',
    'ar-SA': 'لا تزال لهذه الدولة ولايات أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  [M.stateInUse]: {
    'es-ES': 'Esta provincia aún tiene ciudades o direcciones guardadas: desactívala en su lugar',
    'ar-SA': 'لا تزال لهذه الولاية مدن أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  [M.cityInUse]: {
    'es-ES': 'Esta ciudad aún tiene áreas o direcciones guardadas: desactívala en su lugar',
    'ar-SA': 'لا تزال لهذه المدينة أحياء أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  [M.areaInUse]: {
    'es-ES': 'Hay direcciones guardadas en esta área: desactívala en su lugar',
    'ar-SA': 'هناك عناوين محفوظة تستخدم هذا الحي: عطّله بدلًا من ذلك',
  },
  [M.zoneInUse]: {
    'es-ES': 'Almacenes de {count} tiendas reparten en esta zona: desactívala en su lugar',
    'ar-SA': 'مستودعات {count} متاجر توصل إلى هذه المنطقة: عطّلها بدلًا من ذلك',
  },
  [M.saved]: { 'es-ES': 'Guardado', 'ar-SA': 'تم الحفظ' },
  [M.created]: { 'es-ES': 'Creado', 'ar-SA': 'تم الإنشاء' },
  [M.deleted]: { 'es-ES': 'Eliminado', 'ar-SA': 'تم الحذف' },
  [M.zoneSaved]: { 'es-ES': 'Zona guardada', 'ar-SA': 'تم حفظ المنطقة' },
  [M.zoneCreated]: { 'es-ES': 'Zona creada', 'ar-SA': 'تم إنشاء المنطقة' },
  [M.zoneDeleted]: { 'es-ES': 'Zona eliminada', 'ar-SA': 'تم حذف المنطقة' },
});
