import { CONTENT_MESSAGES as M } from '@shop/contracts/admin/content';
import { addMessages } from '../../platform/messages.ts';

/** The operator console's storefront-content messages in the shipped languages (issue 18 §4). */
addMessages({
  [M.blocksInvalid]: {
    'es-ES': 'Indica cada bloque de la portada una vez',
    'ar-SA': 'اذكر كل قسم من أقسام الصفحة الرئيسية مرة واحدة',
  },
  [M.blocksSaved]: { 'es-ES': 'Bloques de la portada guardados', 'ar-SA': 'تم حفظ أقسام الصفحة الرئيسية' },
  [M.featuredSaved]: {
    'es-ES': 'Categorías y productos destacados guardados',
    'ar-SA': 'تم حفظ الفئات والمنتجات المميزة',
  },
  [M.aboutSaved]: { 'es-ES': 'Bloque «Sobre nosotros» guardado', 'ar-SA': 'تم حفظ قسم «من نحن»' },
  [M.tooManyPicks]: { 'es-ES': 'Se pueden destacar 30 como máximo', 'ar-SA': 'يمكن تمييز 30 على الأكثر' },
  [M.categoryNotFound]: { 'es-ES': 'Categoría no encontrada', 'ar-SA': 'الفئة غير موجودة' },
  [M.productNotFound]: { 'es-ES': 'Producto no encontrado', 'ar-SA': 'المنتج غير موجود' },
  [M.titleTooLong]: {
    'es-ES': 'El título puede tener como máximo 200 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 200 حرف',
  },
  [M.textTooLong]: {
    'es-ES': 'El texto puede tener como máximo 5000 caracteres',
    'ar-SA': 'يجب ألا يتجاوز النص 5000 حرف',
  },
  [M.imageInvalid]: { 'es-ES': 'Usa una imagen subida aquí', 'ar-SA': 'استخدم صورة مرفوعة هنا' },
  [M.imageRequired]: { 'es-ES': 'Elige una imagen para subir', 'ar-SA': 'اختر صورة لرفعها' },
  [M.imageUploaded]: { 'es-ES': 'Imagen subida', 'ar-SA': 'تم رفع الصورة' },
  [M.linkInvalid]: {
    'es-ES': 'Un enlace es una ruta de esta tienda (que empieza por /) o una dirección http(s)',
    'ar-SA': 'الرابط مسار في هذا المتجر (يبدأ بـ /) أو عنوان http(s)',
  },
  [M.dateInvalid]: { 'es-ES': 'Introduce una fecha y hora válidas', 'ar-SA': 'أدخل تاريخًا ووقتًا صالحين' },
  [M.endBeforeStart]: {
    'es-ES': 'El final debe ser posterior al inicio',
    'ar-SA': 'يجب أن تكون النهاية بعد البداية',
  },
  [M.tooManyBanners]: {
    'es-ES': 'Una posición puede tener como máximo 12 banners',
    'ar-SA': 'يمكن أن يحتوي الموضع على 12 لافتة على الأكثر',
  },
  [M.bannerImageRequired]: { 'es-ES': 'Cada banner necesita una imagen', 'ar-SA': 'تحتاج كل لافتة إلى صورة' },
  [M.bannersSaved]: { 'es-ES': 'Banners guardados', 'ar-SA': 'تم حفظ اللافتات' },
  [M.ctaTooLong]: {
    'es-ES': 'La llamada a la acción puede tener como máximo 40 caracteres',
    'ar-SA': 'يجب ألا يتجاوز نص زر الدعوة 40 حرفًا',
  },
  [M.titlesSaved]: { 'es-ES': 'Títulos de los bloques guardados', 'ar-SA': 'تم حفظ عناوين الأقسام' },
  [M.pageNotFound]: { 'es-ES': 'Página no encontrada', 'ar-SA': 'الصفحة غير موجودة' },
  [M.pageTitleRequired]: { 'es-ES': 'Introduce el título', 'ar-SA': 'أدخل العنوان' },
  [M.slugInvalid]: {
    'es-ES': 'Usa letras minúsculas, números y guiones',
    'ar-SA': 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات',
  },
  [M.slugTaken]: { 'es-ES': 'Otra página tiene esta dirección', 'ar-SA': 'هناك صفحة أخرى بهذا العنوان' },
  [M.contentTooLong]: { 'es-ES': 'El contenido es demasiado largo', 'ar-SA': 'المحتوى طويل جدًا' },
  [M.metaTooLong]: { 'es-ES': 'Como máximo 300 caracteres', 'ar-SA': '300 حرف على الأكثر' },
  [M.pageCreated]: { 'es-ES': 'Página creada', 'ar-SA': 'تم إنشاء الصفحة' },
  [M.pageSaved]: { 'es-ES': 'Página guardada', 'ar-SA': 'تم حفظ الصفحة' },
  [M.emailInvalid]: { 'es-ES': 'Correo electrónico no válido', 'ar-SA': 'بريد إلكتروني غير صالح' },
  [M.supportTooLong]: { 'es-ES': 'Como máximo 100 caracteres', 'ar-SA': '100 حرف على الأكثر' },
  [M.footerSaved]: { 'es-ES': 'Pie de página guardado', 'ar-SA': 'تم حفظ تذييل الصفحة' },
  [M.tooManyLinks]: { 'es-ES': 'Como máximo 20 enlaces', 'ar-SA': '20 رابطًا على الأكثر' },
  [M.linkTitleRequired]: { 'es-ES': 'Introduce el texto del enlace', 'ar-SA': 'أدخل نص الرابط' },
});
