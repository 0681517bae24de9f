import { INVENTORY_MESSAGES as M } from '@shop/contracts/seller/inventory';
import { addMessages } from '../../platform/messages.ts';

/** The inventory's messages in the shipped languages (issue 17 §4). */
addMessages({
  [M.warehouseNotFound]: { 'es-ES': 'Almacén no encontrado', 'ar-SA': 'المستودع غير موجود' },
  [M.variationNotFound]: {
    'es-ES': 'Variante de producto no encontrada',
    'ar-SA': 'متغير المنتج غير موجود',
  },
  [M.zoneNotFound]: { 'es-ES': 'Zona no encontrada', 'ar-SA': 'المنطقة غير موجودة' },
  [M.warehouseCreated]: { 'es-ES': 'Almacén creado', 'ar-SA': 'تم إنشاء المستودع' },
  [M.warehouseUpdated]: { 'es-ES': 'Almacén actualizado', 'ar-SA': 'تم تحديث المستودع' },
  [M.warehouseDeleted]: { 'es-ES': 'Almacén eliminado', 'ar-SA': 'تم حذف المستودع' },
  [M.nameRequired]: {
    'es-ES': 'El nombre del almacén es obligatorio',
    'ar-SA': 'اسم المستودع مطلوب',
  },
  [M.nameTooLong]: {
    'es-ES': 'El nombre del almacén puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز اسم المستودع 100 حرف',
  },
  [M.addressTooLong]: {
    'es-ES': 'La dirección puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 500 حرف',
  },
  [M.tooManyZones]: {
    'es-ES': 'Un almacén puede atender como máximo 500 zonas',
    'ar-SA': 'يمكن للمستودع أن يخدم 500 منطقة على الأكثر',
  },
  [M.zoneTaken]: {
    'es-ES': 'La zona {zone} ya la atiende tu almacén {warehouse}',
    'ar-SA': 'المنطقة {zone} يخدمها بالفعل مستودعك {warehouse}',
  },
  [M.defaultMustBeActive]: {
    'es-ES': 'El almacén predeterminado debe estar activo',
    'ar-SA': 'يجب أن يكون المستودع الافتراضي نشطًا',
  },
  [M.keepOneDefault]: {
    'es-ES': 'Tu tienda siempre tiene un almacén predeterminado: haz predeterminado otro almacén en su lugar',
    'ar-SA': 'لمتجرك دائمًا مستودع افتراضي واحد: اجعل مستودعًا آخر هو الافتراضي بدلًا من ذلك',
  },
  [M.deleteDefault]: {
    'es-ES': 'El almacén predeterminado no se puede eliminar: haz predeterminado otro almacén primero',
    'ar-SA': 'لا يمكن حذف المستودع الافتراضي: اجعل مستودعًا آخر هو الافتراضي أولًا',
  },
  [M.deleteHoldsStock]: {
    'es-ES':
      'Este almacén todavía tiene {units} unidades en existencias: muévelas o retíralas antes de eliminarlo',
    'ar-SA': 'لا يزال هذا المستودع يحتوي على {units} وحدة من المخزون: انقلها أو أزلها قبل حذف المستودع',
  },
  [M.deltaInvalid]: {
    'es-ES': 'El cambio debe ser un número entero distinto de 0',
    'ar-SA': 'يجب أن يكون التغيير عددًا صحيحًا غير الصفر',
  },
  [M.reasonInvalid]: {
    'es-ES': 'Elige un motivo para el cambio',
    'ar-SA': 'اختر سببًا للتغيير',
  },
  [M.noteTooLong]: {
    'es-ES': 'La nota puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 500 حرف',
  },
  [M.notEnough]: {
    'es-ES': 'No hay existencias suficientes: solo quedan {available} en este almacén',
    'ar-SA': 'المخزون غير كافٍ: تبقى {available} فقط في هذا المستودع',
  },
  [M.stockAdjusted]: { 'es-ES': 'Existencias actualizadas', 'ar-SA': 'تم تحديث المخزون' },
  [M.thresholdInvalid]: {
    'es-ES': 'El umbral de existencias bajas debe ser un número entero de 0 a 100000',
    'ar-SA': 'يجب أن يكون حد انخفاض المخزون عددًا صحيحًا من 0 إلى 100000',
  },
  [M.settingsSaved]: {
    'es-ES': 'Ajustes de inventario guardados',
    'ar-SA': 'تم حفظ إعدادات المخزون',
  },
});
