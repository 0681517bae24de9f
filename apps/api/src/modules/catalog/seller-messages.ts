import { SELLER_PRODUCT_MESSAGES as M } from '@shop/contracts/seller/products';
import { addMessages } from '../../platform/messages.ts';

/** The seller center's product messages in the shipped languages (issue 17 §2–3). */
addMessages({
  [M.created]: { 'es-ES': 'Producto creado', 'ar-SA': 'تم إنشاء المنتج' },
  [M.updated]: { 'es-ES': 'Producto actualizado', 'ar-SA': 'تم تحديث المنتج' },
  [M.deleted]: { 'es-ES': 'Producto eliminado', 'ar-SA': 'تم حذف المنتج' },
  [M.duplicated]: { 'es-ES': 'Producto duplicado', 'ar-SA': 'تم نسخ المنتج' },
  [M.published]: { 'es-ES': 'Producto publicado', 'ar-SA': 'تم نشر المنتج' },
  [M.unpublished]: { 'es-ES': 'Producto retirado de la tienda', 'ar-SA': 'تم إلغاء نشر المنتج' },
  [M.notFound]: { 'es-ES': 'Producto no encontrado', 'ar-SA': 'المنتج غير موجود' },
  [M.imagesUploaded]: { 'es-ES': 'Imágenes subidas', 'ar-SA': 'تم رفع الصور' },
  [M.nameRequired]: { 'es-ES': 'El nombre es obligatorio', 'ar-SA': 'الاسم مطلوب' },
  [M.nameTooLong]: {
    'es-ES': 'El nombre puede tener como máximo 200 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 200 حرف',
  },
  [M.categoryRequired]: { 'es-ES': 'Elige al menos una categoría', 'ar-SA': 'اختر فئة واحدة على الأقل' },
  [M.unknownCategory]: { 'es-ES': 'Categoría desconocida', 'ar-SA': 'فئة غير معروفة' },
  [M.unknownBrand]: { 'es-ES': 'Marca desconocida', 'ar-SA': 'علامة تجارية غير معروفة' },
  [M.unknownUnit]: { 'es-ES': 'Unidad desconocida', 'ar-SA': 'وحدة غير معروفة' },
  [M.unknownTax]: { 'es-ES': 'Impuesto desconocido', 'ar-SA': 'ضريبة غير معروفة' },
  [M.unknownAttribute]: { 'es-ES': 'Atributo o valor desconocido', 'ar-SA': 'سمة أو قيمة غير معروفة' },
  [M.unknownWarehouse]: { 'es-ES': 'Almacén desconocido', 'ar-SA': 'مستودع غير معروف' },
  [M.skuRequired]: { 'es-ES': 'El SKU es obligatorio', 'ar-SA': 'رمز SKU مطلوب' },
  [M.skuTaken]: {
    'es-ES': 'El SKU {sku} ya lo usa otro producto',
    'ar-SA': 'رمز SKU {sku} مستخدم بالفعل لمنتج آخر',
  },
  [M.skuOfDeleted]: {
    'es-ES': 'El SKU {sku} pertenece a un producto eliminado',
    'ar-SA': 'رمز SKU {sku} يخص منتجًا محذوفًا',
  },
  [M.skuRepeated]: {
    'es-ES': 'Cada variante necesita su propio SKU',
    'ar-SA': 'يحتاج كل متغير إلى رمز SKU خاص به',
  },
  [M.priceInvalid]: { 'es-ES': 'Introduce un precio de 0 o más', 'ar-SA': 'أدخل سعرًا يساوي 0 أو أكثر' },
  [M.discountTooLarge]: {
    'es-ES': 'El descuento no puede ser mayor que el precio',
    'ar-SA': 'لا يمكن أن يتجاوز الخصم السعر',
  },
  [M.percentageTooLarge]: {
    'es-ES': 'Un porcentaje es como máximo 100',
    'ar-SA': 'النسبة المئوية 100 على الأكثر',
  },
  [M.discountDates]: {
    'es-ES': 'El descuento debe terminar después de empezar',
    'ar-SA': 'يجب أن ينتهي الخصم بعد بدايته',
  },
  [M.dateInvalid]: { 'es-ES': 'Introduce una fecha válida', 'ar-SA': 'أدخل تاريخًا صالحًا' },
  [M.quantityInvalid]: {
    'es-ES': 'Introduce un número entero de 0 o más',
    'ar-SA': 'أدخل عددًا صحيحًا يساوي 0 أو أكثر',
  },
  [M.minQtyInvalid]: {
    'es-ES': 'La cantidad mínima es al menos 1',
    'ar-SA': 'الحد الأدنى للكمية 1 على الأقل',
  },
  [M.maxBelowMin]: {
    'es-ES': 'La cantidad máxima debe ser al menos la mínima',
    'ar-SA': 'يجب أن تكون الكمية القصوى مساوية للحد الأدنى على الأقل',
  },
  [M.variationsMismatch]: {
    'es-ES': 'Las variantes no coinciden con los atributos y valores elegidos',
    'ar-SA': 'المتغيرات لا تطابق السمات والقيم المختارة',
  },
  [M.variationHasOrders]: {
    'es-ES': 'La variante {sku} tiene pedidos y no se puede quitar; pon su stock a 0',
    'ar-SA': 'المتغير {sku} له طلبات ولا يمكن إزالته؛ اجعل مخزونه 0 بدلاً من ذلك',
  },
  [M.tooManyVariations]: {
    'es-ES': 'Como máximo 200 variantes por producto',
    'ar-SA': '200 متغير على الأكثر لكل منتج',
  },
  [M.imageNotYours]: {
    'es-ES': 'Esta imagen no es una de tus subidas',
    'ar-SA': 'هذه الصورة ليست من الصور التي رفعتها',
  },
  [M.thumbnailNotInImages]: {
    'es-ES': 'La miniatura debe ser una de las imágenes',
    'ar-SA': 'يجب أن تكون الصورة المصغرة إحدى الصور',
  },
  [M.badImage]: {
    'es-ES': 'Solo se permiten imágenes jpg, jpeg, png y webp de 4 MB como máximo',
    'ar-SA': 'يُسمح فقط بصور jpg وjpeg وpng وwebp بحجم 4 ميغابايت على الأكثر',
  },
  [M.noImages]: {
    'es-ES': 'Elige al menos una imagen para subir',
    'ar-SA': 'اختر صورة واحدة على الأقل لرفعها',
  },
  [M.textTooLong]: { 'es-ES': 'El texto es demasiado largo', 'ar-SA': 'النص طويل جدًا' },
  [M.tagInvalid]: { 'es-ES': 'Una etiqueta tiene de 1 a 50 caracteres', 'ar-SA': 'الوسم من 1 إلى 50 حرفًا' },
  [M.importDone]: {
    'es-ES': '{created} creados, {updated} actualizados, {failed} con errores',
    'ar-SA': 'تم إنشاء {created} وتحديث {updated} و{failed} بها أخطاء',
  },
  [M.importNameRequired]: {
    'es-ES': 'Un SKU nuevo necesita un nombre',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى اسم',
  },
  [M.importPriceRequired]: {
    'es-ES': 'Un SKU nuevo necesita un precio',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى سعر',
  },
  [M.importCategoryRequired]: {
    'es-ES': 'Un SKU nuevo necesita al menos una categoría',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى فئة واحدة على الأقل',
  },
  [M.importRepeatedSku]: {
    'es-ES': 'Este SKU ya está en una fila anterior',
    'ar-SA': 'رمز SKU هذا موجود بالفعل في صف سابق',
  },
  [M.importUnknownCategory]: { 'es-ES': 'Categoría desconocida: {slug}', 'ar-SA': 'فئة غير معروفة: {slug}' },
  [M.discountTypeInvalid]: {
    'es-ES': 'El tipo de descuento es amount o percentage',
    'ar-SA': 'نوع الخصم هو amount أو percentage',
  },
  [M.publishedInvalid]: { 'es-ES': 'Publicado es yes o no', 'ar-SA': 'قيمة النشر هي yes أو no' },
  [M.cashOnDeliveryInvalid]: {
    'es-ES': 'Contra reembolso es yes o no',
    'ar-SA': 'قيمة الدفع عند الاستلام هي yes أو no',
  },
  [M.copyName]: { 'es-ES': '{name} (copia)', 'ar-SA': '{name} (نسخة)' },
});
