import { CATALOGUE_MESSAGES as C } from '@shop/contracts/admin/catalogue';
import { ADMIN_PRODUCT_MESSAGES as P } from '@shop/contracts/admin/products';
import { addMessages } from '../../platform/messages.ts';

/** The operator console's catalogue and product messages in the shipped languages (issue 18 §3). */
addMessages({
  [C.created]: { 'es-ES': '{name} creado', 'ar-SA': 'تم إنشاء {name}' },
  [C.saved]: { 'es-ES': '{name} guardado', 'ar-SA': 'تم حفظ {name}' },
  [C.deleted]: { 'es-ES': '{name} eliminado', 'ar-SA': 'تم حذف {name}' },
  [C.moved]: { 'es-ES': '{name} movido', 'ar-SA': 'تم نقل {name}' },
  [C.shown]: { 'es-ES': '{name} se muestra en la tienda', 'ar-SA': 'أصبح {name} ظاهرًا في المتجر' },
  [C.hidden]: { 'es-ES': '{name} está oculto en la tienda', 'ar-SA': 'أصبح {name} مخفيًا من المتجر' },
  [C.imageSaved]: { 'es-ES': 'Imagen guardada', 'ar-SA': 'تم حفظ الصورة' },
  [C.imageRemoved]: { 'es-ES': 'Imagen eliminada', 'ar-SA': 'تمت إزالة الصورة' },
  [C.imageRequired]: { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },
  [C.badImage]: {
    'es-ES': 'Solo se admiten imágenes jpg, jpeg, png y webp de 4 MB como máximo',
    'ar-SA': 'يُسمح فقط بصور jpg وjpeg وpng وwebp بحجم 4 ميغابايت كحد أقصى',
  },
  [C.nameRequired]: { 'es-ES': 'Introduce un nombre', 'ar-SA': 'أدخل اسمًا' },
  [C.nameTooLong]: {
    'es-ES': 'El nombre puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 100 حرف',
  },
  [C.slugFormat]: {
    'es-ES': 'Un slug contiene letras minúsculas a–z, dígitos y guiones sueltos',
    'ar-SA': 'يتكون المعرّف من أحرف لاتينية صغيرة a–z وأرقام وشرطات مفردة',
  },
  [C.slugTooLong]: {
    'es-ES': 'El slug puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز المعرّف 100 حرف',
  },
  [C.slugTaken]: { 'es-ES': 'Este slug ya está en uso', 'ar-SA': 'هذا المعرّف مستخدم بالفعل' },
  [C.nameTaken]: { 'es-ES': 'Este nombre ya está en uso', 'ar-SA': 'هذا الاسم مستخدم بالفعل' },
  [C.colorFormat]: { 'es-ES': 'Introduce un color como #rrggbb', 'ar-SA': 'أدخل اللون بالصيغة ‎#rrggbb' },
  [C.categoryNotFound]: { 'es-ES': 'Categoría no encontrada', 'ar-SA': 'الفئة غير موجودة' },
  [C.parentNotFound]: { 'es-ES': 'La categoría superior no existe', 'ar-SA': 'الفئة الأم غير موجودة' },
  [C.parentIsDescendant]: {
    'es-ES': 'Una categoría no puede moverse dentro de sí misma ni de una de sus subcategorías',
    'ar-SA': 'لا يمكن نقل فئة إلى داخل نفسها أو إلى إحدى فئاتها الفرعية',
  },
  [C.categoryInUse]: {
    'es-ES': 'Esta categoría tiene {count} productos; muévelos a otra categoría antes de eliminarla',
    'ar-SA': 'تحتوي هذه الفئة على {count} من المنتجات؛ انقلها إلى فئة أخرى قبل حذفها',
  },
  [C.categoryHasChildren]: {
    'es-ES': 'Esta categoría tiene subcategorías; muévelas o elimínalas primero',
    'ar-SA': 'لهذه الفئة فئات فرعية؛ انقلها أو احذفها أولًا',
  },
  [C.alreadyFirst]: {
    'es-ES': 'Esta categoría ya es la primera de su nivel',
    'ar-SA': 'هذه الفئة هي الأولى في مستواها بالفعل',
  },
  [C.alreadyLast]: {
    'es-ES': 'Esta categoría ya es la última de su nivel',
    'ar-SA': 'هذه الفئة هي الأخيرة في مستواها بالفعل',
  },
  [C.brandNotFound]: { 'es-ES': 'Marca no encontrada', 'ar-SA': 'العلامة التجارية غير موجودة' },
  [C.brandInUse]: {
    'es-ES': 'Esta marca tiene {count} productos; quítala de ellos antes de eliminarla',
    'ar-SA': 'لهذه العلامة التجارية {count} من المنتجات؛ أزلها منها قبل حذفها',
  },
  [C.attributeNotFound]: { 'es-ES': 'Atributo no encontrado', 'ar-SA': 'السمة غير موجودة' },
  [C.attributeInUse]: {
    'es-ES':
      'Este atributo lo usan {count} variantes de productos; ocúltalo, o quítalo antes de esos productos',
    'ar-SA': 'تستخدم {count} من متغيرات المنتجات هذه السمة؛ أخفها بدلًا من ذلك، أو أزلها من تلك المنتجات أولًا',
  },
  [C.valueNotFound]: { 'es-ES': 'Valor no encontrado', 'ar-SA': 'القيمة غير موجودة' },
  [C.valueInUse]: {
    'es-ES': 'Este valor lo usan {count} variantes de productos; ocúltalo, o quítalo antes de esos productos',
    'ar-SA':
      'تستخدم {count} من متغيرات المنتجات هذه القيمة؛ أخفها بدلًا من ذلك، أو أزلها من تلك المنتجات أولًا',
  },
  [C.unitNotFound]: { 'es-ES': 'Unidad no encontrada', 'ar-SA': 'الوحدة غير موجودة' },
  [C.unitInUse]: {
    'es-ES': 'Esta unidad la usan {count} productos; elige otra unidad para ellos antes de eliminarla',
    'ar-SA': 'تستخدم {count} من المنتجات هذه الوحدة؛ اختر لها وحدة أخرى قبل حذفها',
  },
  [C.badgeNotFound]: { 'es-ES': 'Distintivo no encontrado', 'ar-SA': 'الشارة غير موجودة' },
  [C.badgeInUse]: {
    'es-ES': 'Este distintivo está en {count} productos; quítalo de ellos antes de eliminarlo',
    'ar-SA': 'هذه الشارة موجودة على {count} من المنتجات؛ أزلها منها قبل حذفها',
  },
  [C.tagNotFound]: { 'es-ES': 'Etiqueta no encontrada', 'ar-SA': 'الوسم غير موجود' },
  [C.tagInUse]: {
    'es-ES': 'Esta etiqueta está en {count} productos; quítala de ellos antes de eliminarla',
    'ar-SA': 'هذا الوسم موجود على {count} من المنتجات؛ أزله منها قبل حذفه',
  },
  [C.translationTooLong]: {
    'es-ES': 'Una traducción puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا تتجاوز الترجمة 100 حرف',
  },
  'A tag is 1 to 50 characters': {
    'es-ES': 'Una etiqueta tiene de 1 a 50 caracteres',
    'ar-SA': 'يتكون الوسم من 1 إلى 50 حرفًا',
  },
  'Choose up or down': { 'es-ES': 'Elige arriba o abajo', 'ar-SA': 'اختر أعلى أو أسفل' },
  [P.notFound]: { 'es-ES': 'Producto no encontrado', 'ar-SA': 'المنتج غير موجود' },
  [P.unpublished]: {
    'es-ES': 'Producto despublicado; se ha explicado el motivo al vendedor',
    'ar-SA': 'تم إلغاء نشر المنتج؛ وأُبلغ البائع بالسبب',
  },
  [P.published]: {
    'es-ES': 'Producto publicado de nuevo; se ha avisado al vendedor',
    'ar-SA': 'تم نشر المنتج مجددًا؛ وأُبلغ البائع',
  },
  [P.reasonRequired]: {
    'es-ES': 'Indica por qué se despublica el producto (el vendedor lo leerá)',
    'ar-SA': 'اذكر سبب إلغاء نشر المنتج (سيقرؤه البائع)',
  },
  [P.reasonTooLong]: {
    'es-ES': 'El motivo puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز السبب 500 حرف',
  },
  [P.alreadyUnpublished]: {
    'es-ES': 'El marketplace ya ha despublicado este producto',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج بالفعل',
  },
  [P.notHeld]: {
    'es-ES': 'El marketplace no ha despublicado este producto',
    'ar-SA': 'لم تُلغِ المنصة نشر هذا المنتج',
  },
  [P.deleted]: { 'es-ES': 'El vendedor eliminó este producto', 'ar-SA': 'حذف البائع هذا المنتج' },
  [P.heldBySeller]: {
    'es-ES':
      'El marketplace despublicó este producto ({reason}); solo el marketplace puede volver a publicarlo',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج ({reason})؛ ولا يمكن إعادة نشره إلا من قِبل المنصة',
  },
  [P.heldField]: {
    'es-ES': 'El marketplace despublicó este producto; solo el marketplace puede volver a publicarlo',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج؛ ولا يمكن إعادة نشره إلا من قِبل المنصة',
  },
  'Invalid shop': { 'es-ES': 'Tienda no válida', 'ar-SA': 'متجر غير صالح' },
  'Invalid category': { 'es-ES': 'Categoría no válida', 'ar-SA': 'فئة غير صالحة' },
  'Unknown state': { 'es-ES': 'Estado desconocido', 'ar-SA': 'حالة غير معروفة' },
});
