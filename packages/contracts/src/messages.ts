/**
 * Every message the API answers with, in every language the shop ships (issue 21 §4). A message's
 * key is its English text, which the API answers word for word in en-US (docs/spec quotes them);
 * `MessageKey` is the union of the keys, so the API's `translate` and its errors take only a key
 * of this table: a misspelled or missing message is a type error, and so is a message without
 * its Spanish or Arabic text (`satisfies`). A message may hold `{name}` placeholders, filled
 * after translation. The modules' message constants (e.g. `SELLER_PRODUCT_MESSAGES`) name keys
 * of this table.
 */

/** The languages a message is translated into; en-US is the key itself. */
export const MESSAGE_LANGUAGES = ['es-ES', 'ar-SA'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGES = {
  // the API as a whole: errors, validation, pages, shared answers
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
  'The text contains a character that is not allowed.': {
    'es-ES': 'El texto contiene un carácter no permitido.',
    'ar-SA': 'يحتوي النص على حرف غير مسموح به.',
  },
  'The price is too large.': { 'es-ES': 'El precio es demasiado alto.', 'ar-SA': 'السعر كبير جدًا.' },
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
  'Shop approved': { 'es-ES': 'Tienda aprobada', 'ar-SA': 'تمت الموافقة على المتجر' },
  'Shop withdrawn': { 'es-ES': 'Tienda retirada', 'ar-SA': 'تم سحب المتجر' },
  "The platform's own shop cannot be withdrawn": {
    'es-ES': 'La tienda propia de la plataforma no se puede retirar',
    'ar-SA': 'لا يمكن سحب متجر المنصة نفسه',
  },
  'Email is required': {
    'es-ES': 'El correo electrónico es obligatorio',
    'ar-SA': 'البريد الإلكتروني مطلوب',
  },
  'Shop Name is required': { 'es-ES': 'El nombre de la tienda es obligatorio', 'ar-SA': 'اسم المتجر مطلوب' },
  'Shop Name may be at most 100 characters': {
    'es-ES': 'El nombre de la tienda puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز اسم المتجر 100 حرف',
  },
  'Confirm Password is required': {
    'es-ES': 'La confirmación de la contraseña es obligatoria',
    'ar-SA': 'تأكيد كلمة المرور مطلوب',
  },
  'Your registration has been successful, please wait for approval': {
    'es-ES': 'Tu registro se ha completado correctamente, espera la aprobación',
    'ar-SA': 'تم تسجيلك بنجاح، يرجى انتظار الموافقة',
  },
  'Shop Registration': { 'es-ES': 'Registro de tienda', 'ar-SA': 'تسجيل المتجر' },
  'Conversation ID is missing': { 'es-ES': 'Falta el ID de la conversación', 'ar-SA': 'معرّف المحادثة مفقود' },
  'Please write a message': { 'es-ES': 'Escribe un mensaje', 'ar-SA': 'يرجى كتابة رسالة' },
  'A message may be at most 2000 characters': {
    'es-ES': 'Un mensaje puede tener como máximo 2000 caracteres',
    'ar-SA': 'يجب ألا تتجاوز الرسالة 2000 حرف',
  },
  'Conversation not found': { 'es-ES': 'Conversación no encontrada', 'ar-SA': 'المحادثة غير موجودة' },
  'You cannot chat with your own shop': {
    'es-ES': 'No puedes chatear con tu propia tienda',
    'ar-SA': 'لا يمكنك الدردشة مع متجرك',
  },
  'Continue your chat here.': { 'es-ES': 'Continúa tu chat aquí.', 'ar-SA': 'تابع محادثتك هنا.' },
  'Message sent': { 'es-ES': 'Mensaje enviado', 'ar-SA': 'تم إرسال الرسالة' },
  'This shop has no seller account to reply as': {
    'es-ES': 'Esta tienda no tiene una cuenta de vendedor con la que responder',
    'ar-SA': 'لا يملك هذا المتجر حساب بائع للرد به',
  },
  'Hello! Thank you for contacting {shop}. How can we help you today? We usually answer within a few hours.':
    {
      'es-ES':
        '¡Hola! Gracias por contactar con {shop}. ¿En qué podemos ayudarte hoy? Solemos responder en unas pocas horas.',
      'ar-SA': 'مرحبًا! شكرًا لتواصلك مع {shop}. كيف يمكننا مساعدتك اليوم؟ نرد عادةً خلال بضع ساعات.',
    },
  'Hello {name}, thank you for registering {shop} on {appName}. Your shop is waiting for approval: we will let you know when it is open.':
    {
      'es-ES':
        'Hola {name}, gracias por registrar {shop} en {appName}. Tu tienda está pendiente de aprobación: te avisaremos cuando esté abierta.',
      'ar-SA':
        'مرحبًا {name}، شكرًا لتسجيل {shop} في {appName}. متجرك بانتظار الموافقة: سنخبرك عندما يصبح مفتوحًا.',
    },
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
  'Login successful': { 'es-ES': 'Inicio de sesión correcto', 'ar-SA': 'تم تسجيل الدخول بنجاح' },
  'Your account has been verified': {
    'es-ES': 'Tu cuenta ha sido verificada',
    'ar-SA': 'تم التحقق من حسابك',
  },
  'You have been logged out': { 'es-ES': 'Has cerrado sesión', 'ar-SA': 'تم تسجيل خروجك' },
  'Please verify your account': { 'es-ES': 'Verifica tu cuenta', 'ar-SA': 'يرجى التحقق من حسابك' },
  'A verification code has been sent to your phone': {
    'es-ES': 'Se ha enviado un código de verificación a tu teléfono',
    'ar-SA': 'تم إرسال رمز التحقق إلى هاتفك',
  },
  'Your code has been matched.': { 'es-ES': 'Tu código es correcto.', 'ar-SA': 'الرمز صحيح.' },
  'Your password has been updated.': {
    'es-ES': 'Tu contraseña se ha actualizado.',
    'ar-SA': 'تم تحديث كلمة المرور.',
  },
  'Invalid login information': {
    'es-ES': 'Datos de inicio de sesión no válidos',
    'ar-SA': 'بيانات تسجيل الدخول غير صحيحة',
  },
  'You are banned & can not login': {
    'es-ES': 'Tu cuenta está bloqueada y no puedes iniciar sesión',
    'ar-SA': 'حسابك محظور ولا يمكنك تسجيل الدخول',
  },
  'Only customers can login here': {
    'es-ES': 'Aquí solo pueden iniciar sesión los clientes',
    'ar-SA': 'تسجيل الدخول هنا للعملاء فقط',
  },
  'User already exists': { 'es-ES': 'El usuario ya existe', 'ar-SA': 'المستخدم موجود بالفعل' },
  'User not found': { 'es-ES': 'Usuario no encontrado', 'ar-SA': 'المستخدم غير موجود' },
  'Code does not match': { 'es-ES': 'El código no coincide', 'ar-SA': 'الرمز غير مطابق' },
  'The code has expired. Please request a new one.': {
    'es-ES': 'El código ha caducado. Solicita uno nuevo.',
    'ar-SA': 'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
  },
  'Too many wrong codes. Please request a new one.': {
    'es-ES': 'Demasiados códigos incorrectos. Solicita uno nuevo.',
    'ar-SA': 'عدد كبير من الرموز الخاطئة. يرجى طلب رمز جديد.',
  },
  'Too many attempts. Please try again in {minutes} min.': {
    'es-ES': 'Demasiados intentos. Inténtalo de nuevo en {minutes} min.',
    'ar-SA': 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  },
  'Your verification code is {code}. {appName}': {
    'es-ES': 'Tu código de verificación es {code}. {appName}',
    'ar-SA': 'رمز التحقق الخاص بك هو {code}. {appName}',
  },
  'Your password reset code is {code}. {appName}': {
    'es-ES': 'Tu código para restablecer la contraseña es {code}. {appName}',
    'ar-SA': 'رمز إعادة تعيين كلمة المرور هو {code}. {appName}',
  },
  'Phone is required': { 'es-ES': 'El teléfono es obligatorio', 'ar-SA': 'رقم الهاتف مطلوب' },
  'Provide a valid phone number': {
    'es-ES': 'Introduce un número de teléfono válido',
    'ar-SA': 'أدخل رقم هاتف صالحًا',
  },
  'Password is required': { 'es-ES': 'La contraseña es obligatoria', 'ar-SA': 'كلمة المرور مطلوبة' },
  'Password must be at least 6 characters': {
    'es-ES': 'La contraseña debe tener al menos 6 caracteres',
    'ar-SA': 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  },
  'Password may be at most 128 characters': {
    'es-ES': 'La contraseña puede tener como máximo 128 caracteres',
    'ar-SA': 'يجب ألا تتجاوز كلمة المرور 128 حرفًا',
  },
  'Confirm your password': { 'es-ES': 'Confirma tu contraseña', 'ar-SA': 'أكّد كلمة المرور' },
  'Passwords must match': {
    'es-ES': 'Las contraseñas deben coincidir',
    'ar-SA': 'يجب أن تتطابق كلمتا المرور',
  },
  'Name is required': { 'es-ES': 'El nombre es obligatorio', 'ar-SA': 'الاسم مطلوب' },
  'Name may be at most 100 characters': {
    'es-ES': 'El nombre puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 100 حرف',
  },
  'Provide a valid email': {
    'es-ES': 'Introduce un correo electrónico válido',
    'ar-SA': 'أدخل بريدًا إلكترونيًا صالحًا',
  },
  'You must agree to the terms and conditions': {
    'es-ES': 'Debes aceptar los términos y condiciones',
    'ar-SA': 'يجب أن توافق على الشروط والأحكام',
  },
  'Code is required': { 'es-ES': 'El código es obligatorio', 'ar-SA': 'الرمز مطلوب' },
  'The code must be 6 digits': {
    'es-ES': 'El código debe tener 6 dígitos',
    'ar-SA': 'يجب أن يتكون الرمز من 6 أرقام',
  },
  'Only sign-in by phone is supported': {
    'es-ES': 'Solo se admite el inicio de sesión con teléfono',
    'ar-SA': 'تسجيل الدخول متاح برقم الهاتف فقط',
  },
  'Country is required': { 'es-ES': 'El país es obligatorio', 'ar-SA': 'الدولة مطلوبة' },
  'State is required': { 'es-ES': 'La provincia es obligatoria', 'ar-SA': 'المنطقة مطلوبة' },
  'Select a city': { 'es-ES': 'Selecciona una ciudad', 'ar-SA': 'اختر مدينة' },
  'Select an area': { 'es-ES': 'Selecciona una zona', 'ar-SA': 'اختر حيًا' },
  'Address is required': { 'es-ES': 'La dirección es obligatoria', 'ar-SA': 'العنوان مطلوب' },
  'Address may be at most 500 characters': {
    'es-ES': 'La dirección puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 500 حرف',
  },
  'Save as is required': { 'es-ES': 'Indica cómo guardarla', 'ar-SA': 'يرجى اختيار نوع العنوان' },
  'This field is too long': { 'es-ES': 'Este campo es demasiado largo', 'ar-SA': 'هذا الحقل طويل جدًا' },
  'Address saved successfully!': {
    'es-ES': '¡Dirección guardada correctamente!',
    'ar-SA': 'تم حفظ العنوان بنجاح!',
  },
  'Address updated successfully!': {
    'es-ES': '¡Dirección actualizada correctamente!',
    'ar-SA': 'تم تحديث العنوان بنجاح!',
  },
  'Address deleted successfully!': {
    'es-ES': '¡Dirección eliminada correctamente!',
    'ar-SA': 'تم حذف العنوان بنجاح!',
  },
  'Address not found': { 'es-ES': 'Dirección no encontrada', 'ar-SA': 'العنوان غير موجود' },
  'The selected country is not available': {
    'es-ES': 'El país seleccionado no está disponible',
    'ar-SA': 'الدولة المختارة غير متاحة',
  },
  'The selected state is not in this country': {
    'es-ES': 'La provincia seleccionada no pertenece a este país',
    'ar-SA': 'المنطقة المختارة ليست في هذه الدولة',
  },
  'The selected city is not in this state': {
    'es-ES': 'La ciudad seleccionada no pertenece a esta provincia',
    'ar-SA': 'المدينة المختارة ليست في هذه المنطقة',
  },
  'The selected area is not in this city': {
    'es-ES': 'La zona seleccionada no pertenece a esta ciudad',
    'ar-SA': 'الحي المختار ليس في هذه المدينة',
  },
  'Profile updated successfully': {
    'es-ES': 'Perfil actualizado correctamente',
    'ar-SA': 'تم تحديث الملف الشخصي بنجاح',
  },
  'Password updated successfully': {
    'es-ES': 'Contraseña actualizada correctamente',
    'ar-SA': 'تم تحديث كلمة المرور بنجاح',
  },
  'This phone number is already in use': {
    'es-ES': 'Este número de teléfono ya está en uso',
    'ar-SA': 'رقم الهاتف هذا مستخدم بالفعل',
  },
  'This email is already in use': {
    'es-ES': 'Este correo electrónico ya está en uso',
    'ar-SA': 'هذا البريد الإلكتروني مستخدم بالفعل',
  },
  'Enter your current password': {
    'es-ES': 'Introduce tu contraseña actual',
    'ar-SA': 'أدخل كلمة المرور الحالية',
  },
  'Enter the code we sent to your new phone number to change it': {
    'es-ES': 'Introduce el código que enviamos a tu nuevo número de teléfono para cambiarlo',
    'ar-SA': 'أدخل الرمز الذي أرسلناه إلى رقم هاتفك الجديد لتغييره',
  },
  'Your phone number has been changed': {
    'es-ES': 'Tu número de teléfono ha sido cambiado',
    'ar-SA': 'تم تغيير رقم هاتفك',
  },
  'This phone already has an account. Enter its password to add a shop to it, or reset the password first.': {
    'es-ES':
      'Este teléfono ya tiene una cuenta. Introduce su contraseña para añadirle una tienda, o restablece primero la contraseña.',
    'ar-SA': 'لهذا الهاتف حساب بالفعل. أدخل كلمة مروره لإضافة متجر إليه، أو أعد تعيين كلمة المرور أولًا.',
  },
  'This account already has a shop': {
    'es-ES': 'Esta cuenta ya tiene una tienda',
    'ar-SA': 'هذا الحساب لديه متجر بالفعل',
  },
  'The current password is incorrect': {
    'es-ES': 'La contraseña actual no es correcta',
    'ar-SA': 'كلمة المرور الحالية غير صحيحة',
  },
  'The avatar must be a JPG, PNG or WebP image of at most 2 MB': {
    'es-ES': 'La foto de perfil debe ser una imagen JPG, PNG o WebP de 2 MB como máximo',
    'ar-SA': 'يجب أن تكون الصورة الشخصية بصيغة JPG أو PNG أو WebP وبحجم لا يتجاوز 2 ميغابايت',
  },
  'Select a delivery zone': { 'es-ES': 'Selecciona una zona de entrega', 'ar-SA': 'اختر منطقة توصيل' },
  'Zone not found': { 'es-ES': 'Zona no encontrada', 'ar-SA': 'منطقة التوصيل غير موجودة' },
  'Cart updated successfully': {
    'es-ES': 'Carrito actualizado correctamente',
    'ar-SA': 'تم تحديث السلة بنجاح',
  },
  'Product added to your wishlist': {
    'es-ES': 'Producto añadido a tu lista de deseos',
    'ar-SA': 'تمت إضافة المنتج إلى قائمة أمنياتك',
  },
  'Product removed from your wishlist': {
    'es-ES': 'Producto eliminado de tu lista de deseos',
    'ar-SA': 'تمت إزالة المنتج من قائمة أمنياتك',
  },
  'Social login is not available': {
    'es-ES': 'El inicio de sesión social no está disponible',
    'ar-SA': 'تسجيل الدخول عبر الشبكات الاجتماعية غير متاح',
  },
  'Please enter a coupon code': {
    'es-ES': 'Introduce un código de cupón',
    'ar-SA': 'يرجى إدخال رمز القسيمة',
  },
  'Coupon not found!': { 'es-ES': '¡Cupón no encontrado!', 'ar-SA': 'القسيمة غير موجودة!' },
  'The coupon is invalid for this shop.': {
    'es-ES': 'El cupón no es válido para esta tienda.',
    'ar-SA': 'القسيمة غير صالحة لهذا المتجر.',
  },
  'Coupon is not active': { 'es-ES': 'El cupón no está activo', 'ar-SA': 'القسيمة غير مفعّلة' },
  'Coupon is not valid yet': { 'es-ES': 'El cupón todavía no es válido', 'ar-SA': 'القسيمة غير صالحة بعد' },
  'Coupon is expired': { 'es-ES': 'El cupón ha caducado', 'ar-SA': 'انتهت صلاحية القسيمة' },
  'Add product to your cart first': {
    'es-ES': 'Primero añade productos a tu carrito',
    'ar-SA': 'أضف منتجًا إلى سلتك أولًا',
  },
  'Please shop for at least {amount}': {
    'es-ES': 'Compra al menos {amount}',
    'ar-SA': 'يرجى التسوق بما لا يقل عن {amount}',
  },
  'Coupon is only applicable for selected products or categories': {
    'es-ES': 'El cupón solo es válido para productos o categorías seleccionados',
    'ar-SA': 'القسيمة صالحة فقط لمنتجات أو فئات محددة',
  },
  'Coupon usage limit reached': {
    'es-ES': 'Se alcanzó el límite de uso del cupón',
    'ar-SA': 'تم بلوغ حد استخدام القسيمة',
  },
  'Coupon applied successfully': {
    'es-ES': 'Cupón aplicado correctamente',
    'ar-SA': 'تم تطبيق القسيمة بنجاح',
  },
  'Please select shipping address': {
    'es-ES': 'Selecciona una dirección de envío',
    'ar-SA': 'يرجى اختيار عنوان الشحن',
  },
  'We could not find your address in our system': {
    'es-ES': 'No encontramos tu dirección en nuestro sistema',
    'ar-SA': 'لم نتمكن من العثور على عنوانك في نظامنا',
  },
  'Sorry, delivery is not available in this shipping address': {
    'es-ES': 'Lo sentimos, no hay entrega disponible en esta dirección',
    'ar-SA': 'عذرًا، التوصيل غير متاح إلى عنوان الشحن هذا',
  },
  'Your cart is empty. Please select a product': {
    'es-ES': 'Tu carrito está vacío. Selecciona un producto',
    'ar-SA': 'سلتك فارغة. يرجى اختيار منتج',
  },
  '{name} has limited or no stock': {
    'es-ES': '{name} tiene existencias limitadas o agotadas',
    'ar-SA': '{name} مخزونه محدود أو غير متوفر',
  },
  'Some of the selected cart items are not in your cart': {
    'es-ES': 'Algunos de los artículos seleccionados no están en tu carrito',
    'ar-SA': 'بعض العناصر المحددة ليست في سلتك',
  },
  'Your cart has changed. Please review it and try again.': {
    'es-ES': 'Tu carrito ha cambiado. Revísalo e inténtalo de nuevo.',
    'ar-SA': 'تغيّرت سلتك. يرجى مراجعتها والمحاولة مرة أخرى.',
  },
  'This payment method is not available': {
    'es-ES': 'Este método de pago no está disponible',
    'ar-SA': 'طريقة الدفع هذه غير متاحة',
  },
  'The shop does not take {method} at the moment. Please choose another payment method.': {
    'es-ES': 'La tienda no acepta {method} en este momento. Elige otro método de pago.',
    'ar-SA': 'لا يقبل المتجر {method} حاليًا. يرجى اختيار طريقة دفع أخرى.',
  },
  'Payment on delivery is not available for {names}. Please choose another payment method.': {
    'es-ES': 'El pago en la entrega no está disponible para {names}. Elige otro método de pago.',
    'ar-SA': 'الدفع عند الاستلام غير متاح لـ {names}. يرجى اختيار طريقة دفع أخرى.',
  },
  '{shop} takes orders of {amount} or more. Add {missing} more from this shop.': {
    'es-ES': '{shop} acepta pedidos a partir de {amount}. Añade {missing} más de esta tienda.',
    'ar-SA': 'يقبل {shop} الطلبات بقيمة {amount} أو أكثر. أضف {missing} أخرى من هذا المتجر.',
  },
  '{names} is no longer sold here. Please remove it from your cart.': {
    'es-ES': '{names} ya no se vende aquí. Quítalo de tu carrito.',
    'ar-SA': '{names} لم يعد معروضًا للبيع هنا. يرجى إزالته من سلتك.',
  },
  'Please select a payment method': {
    'es-ES': 'Selecciona un método de pago',
    'ar-SA': 'يرجى اختيار طريقة الدفع',
  },
  'Your order has been placed successfully': {
    'es-ES': 'Tu pedido se ha realizado correctamente',
    'ar-SA': 'تم تقديم طلبك بنجاح',
  },
  'The idempotency key must be 1 to 200 visible characters': {
    'es-ES': 'La clave de idempotencia debe tener de 1 a 200 caracteres visibles',
    'ar-SA': 'يجب أن يتكون مفتاح عدم التكرار من 1 إلى 200 حرف مرئي',
  },
  'Hello {name},': { 'es-ES': 'Hola, {name}:', 'ar-SA': 'مرحبًا {name}،' },
  'Thank you for your order {code}. We will let you know when it ships.': {
    'es-ES': 'Gracias por tu pedido {code}. Te avisaremos cuando se envíe.',
    'ar-SA': 'شكرًا لطلبك {code}. سنخبرك عند شحنه.',
  },
  Order: { 'es-ES': 'Pedido', 'ar-SA': 'الطلب' },
  Orders: { 'es-ES': 'Pedidos', 'ar-SA': 'الطلبات' },
  Checkout: { 'es-ES': 'Compra', 'ar-SA': 'عملية الشراء' },
  Total: { 'es-ES': 'Total', 'ar-SA': 'الإجمالي' },
  'Payment method': { 'es-ES': 'Método de pago', 'ar-SA': 'طريقة الدفع' },
  'Order Placed - {appName}': {
    'es-ES': 'Pedido realizado - {appName}',
    'ar-SA': 'تم تقديم الطلب - {appName}',
  },
  'Your order has been placed successfully. Your invoice number: {code}. {appName}': {
    'es-ES': 'Tu pedido se ha realizado correctamente. Tu número de factura: {code}. {appName}',
    'ar-SA': 'تم تقديم طلبك بنجاح. رقم فاتورتك: {code}. {appName}',
  },
  'Order Placed': { 'es-ES': 'Pedido realizado', 'ar-SA': 'تم تقديم الطلب' },
  'Order has been placed.': { 'es-ES': 'El pedido se ha realizado.', 'ar-SA': 'تم تقديم الطلب.' },
  'Delivery status updated to {status}.': {
    'es-ES': 'Estado de entrega actualizado a {status}.',
    'ar-SA': 'تم تحديث حالة التوصيل إلى {status}.',
  },
  Confirmed: { 'es-ES': 'Confirmado', 'ar-SA': 'مؤكد' },
  Processing: { 'es-ES': 'En preparación', 'ar-SA': 'قيد التجهيز' },
  Shipped: { 'es-ES': 'Enviado', 'ar-SA': 'تم الشحن' },
  Delivered: { 'es-ES': 'Entregado', 'ar-SA': 'تم التوصيل' },
  Cancelled: { 'es-ES': 'Cancelado', 'ar-SA': 'ملغى' },
  Paid: { 'es-ES': 'Pagado', 'ar-SA': 'مدفوع' },
  'Payment status updated to Paid.': {
    'es-ES': 'Estado del pago actualizado a Pagado.',
    'ar-SA': 'تم تحديث حالة الدفع إلى مدفوع.',
  },
  Unpaid: { 'es-ES': 'No pagado', 'ar-SA': 'غير مدفوع' },
  'Payment status updated to Unpaid.': {
    'es-ES': 'Estado del pago actualizado a No pagado.',
    'ar-SA': 'تم تحديث حالة الدفع إلى غير مدفوع.',
  },
  'Payment failed or was cancelled. The order has been cancelled.': {
    'es-ES': 'El pago falló o se canceló. El pedido ha sido cancelado.',
    'ar-SA': 'فشل الدفع أو أُلغي. تم إلغاء الطلب.',
  },
  'Order not found with this code': {
    'es-ES': 'No se encontró ningún pedido con este código',
    'ar-SA': 'لم يتم العثور على طلب بهذا الرمز',
  },
  'The order is already {status} and cannot change': {
    'es-ES': 'El pedido ya está {status} y no puede cambiar',
    'ar-SA': 'الطلب بالفعل {status} ولا يمكن تغييره',
  },
  'The order cannot go back from {from} to {to}': {
    'es-ES': 'El pedido no puede volver de {from} a {to}',
    'ar-SA': 'لا يمكن إرجاع الطلب من {from} إلى {to}',
  },
  'The order is already {status}': {
    'es-ES': 'El pedido ya está {status}',
    'ar-SA': 'الطلب بالفعل {status}',
  },
  'Unknown delivery status': { 'es-ES': 'Estado de entrega desconocido', 'ar-SA': 'حالة توصيل غير معروفة' },
  'This product is not available in your delivery area': {
    'es-ES': 'Este producto no está disponible en tu zona de entrega',
    'ar-SA': 'هذا المنتج غير متوفر في منطقة التوصيل الخاصة بك',
  },
  Payment: { 'es-ES': 'Pago', 'ar-SA': 'الدفع' },
  'This payment link is not valid or has expired.': {
    'es-ES': 'Este enlace de pago no es válido o ha caducado.',
    'ar-SA': 'رابط الدفع هذا غير صالح أو انتهت صلاحيته.',
  },
  'This order has been cancelled and can no longer be paid.': {
    'es-ES': 'Este pedido se ha cancelado y ya no se puede pagar.',
    'ar-SA': 'تم إلغاء هذا الطلب ولم يعد من الممكن دفعه.',
  },
  'Go To Cart': { 'es-ES': 'Ir al carrito', 'ar-SA': 'الذهاب إلى السلة' },
  'Demo card payment': { 'es-ES': 'Pago con tarjeta de demostración', 'ar-SA': 'الدفع ببطاقة تجريبية' },
  'Amount to pay': { 'es-ES': 'Importe a pagar', 'ar-SA': 'المبلغ المستحق' },
  'This is a demo gateway: no card is charged.': {
    'es-ES': 'Es una pasarela de demostración: no se cobra ninguna tarjeta.',
    'ar-SA': 'هذه بوابة تجريبية: لن يتم خصم أي مبلغ من أي بطاقة.',
  },
  Pay: { 'es-ES': 'Pagar', 'ar-SA': 'ادفع' },
  Cancel: { 'es-ES': 'Cancelar', 'ar-SA': 'إلغاء' },
  'Order placed': { 'es-ES': 'Pedido realizado', 'ar-SA': 'تم تقديم الطلب' },
  'Service Unavailable': { 'es-ES': 'Servicio no disponible', 'ar-SA': 'الخدمة غير متاحة' },
  'The quantity must be a whole number.': {
    'es-ES': 'La cantidad debe ser un número entero.',
    'ar-SA': 'يجب أن تكون الكمية عددًا صحيحًا.',
  },
  'The quantity must be at least 1.': {
    'es-ES': 'La cantidad debe ser al menos 1.',
    'ar-SA': 'يجب ألا تقل الكمية عن 1.',
  },
  'The quantity is too large.': { 'es-ES': 'La cantidad es demasiado grande.', 'ar-SA': 'الكمية كبيرة جدًا.' },
  'The action must be increase, decrease or delete.': {
    'es-ES': 'La acción debe ser aumentar, reducir o eliminar.',
    'ar-SA': 'يجب أن يكون الإجراء زيادة أو تقليلًا أو حذفًا.',
  },
  'Unknown home block': { 'es-ES': 'Bloque de inicio desconocido', 'ar-SA': 'قسم الصفحة الرئيسية غير معروف' },
  'Unknown banner position': { 'es-ES': 'Posición de banner desconocida', 'ar-SA': 'موضع البانر غير معروف' },
  'Choose 7, 30 or 90 days': { 'es-ES': 'Elige 7, 30 o 90 días', 'ar-SA': 'اختر 7 أو 30 أو 90 يومًا' },
  'The marketplace unpublished "{name}": {reason}': {
    'es-ES': 'El marketplace ha despublicado «{name}»: {reason}',
    'ar-SA': 'ألغت المنصة نشر «{name}»: {reason}',
  },
  'The marketplace published "{name}" again': {
    'es-ES': 'El marketplace ha vuelto a publicar «{name}»',
    'ar-SA': 'أعادت المنصة نشر «{name}»',
  },
  'Cash on Delivery': { 'es-ES': 'Contra reembolso', 'ar-SA': 'الدفع عند الاستلام' },
  'Card on Delivery': { 'es-ES': 'Tarjeta a la entrega', 'ar-SA': 'الدفع بالبطاقة عند الاستلام' },
  'Demo Card': { 'es-ES': 'Tarjeta de demostración', 'ar-SA': 'بطاقة تجريبية' },
  // modules/cart/cart-messages
  'Product has been added to your cart': {
    'es-ES': 'El producto se ha añadido a tu carrito',
    'ar-SA': 'تمت إضافة المنتج إلى سلتك',
  },
  'Quantity has been increased': { 'es-ES': 'Se ha aumentado la cantidad', 'ar-SA': 'تمت زيادة الكمية' },
  'Quantity has been decreased': { 'es-ES': 'Se ha reducido la cantidad', 'ar-SA': 'تم تقليل الكمية' },
  'Product removed from cart!': {
    'es-ES': '¡Producto eliminado del carrito!',
    'ar-SA': 'تمت إزالة المنتج من السلة!',
  },
  'Out of stock': { 'es-ES': 'Agotado', 'ar-SA': 'نفد المخزون' },
  'Maximum quantity added to cart': {
    'es-ES': 'Se ha añadido la cantidad máxima al carrito',
    'ar-SA': 'تمت إضافة الحد الأقصى من الكمية إلى السلة',
  },
  'Only {count} more can be added to your cart': {
    'es-ES': 'Solo se pueden añadir {count} más a tu carrito',
    'ar-SA': 'يمكن إضافة {count} فقط إلى سلتك',
  },
  'You have reached maximum order quantity at a time for this product': {
    'es-ES': 'Has alcanzado la cantidad máxima por pedido de este producto',
    'ar-SA': 'لقد بلغت الحد الأقصى لكمية الطلب من هذا المنتج في المرة الواحدة',
  },
  'Warehouse not found': { 'es-ES': 'Almacén no encontrado', 'ar-SA': 'المستودع غير موجود' },
  'Cart item not found': {
    'es-ES': 'No se encontró el artículo del carrito',
    'ar-SA': 'لم يتم العثور على عنصر السلة',
  },

  // modules/auth/admin-routes
  'This account is not an operator of the marketplace.': {
    'es-ES': 'Esta cuenta no es de un operador del marketplace.',
    'ar-SA': 'هذا الحساب ليس لمشغّل في السوق.',
  },
  'This link has expired or was already used. Ask for a new one.': {
    'es-ES': 'Este enlace ha caducado o ya se usó. Pide uno nuevo.',
    'ar-SA': 'انتهت صلاحية هذا الرابط أو استُخدم من قبل. اطلب رابطًا جديدًا.',
  },
  'Your password is set. Welcome to the operator console.': {
    'es-ES': 'Tu contraseña está lista. Bienvenido a la consola de operación.',
    'ar-SA': 'تم تعيين كلمة المرور. مرحبًا بك في لوحة التشغيل.',
  },
  'Operator account ready: send the link to set its password': {
    'es-ES': 'Cuenta de operador lista: envía el enlace para fijar su contraseña',
    'ar-SA': 'حساب المشغّل جاهز: أرسل الرابط لتعيين كلمة المرور',
  },
  'This phone belongs to a customer or seller account; an operator needs a phone of its own.': {
    'es-ES':
      'Este teléfono pertenece a una cuenta de cliente o vendedor; un operador necesita un teléfono propio.',
    'ar-SA': 'هذا الهاتف لحساب عميل أو بائع؛ يحتاج المشغّل إلى هاتف خاص به.',
  },
  'Operator access removed': { 'es-ES': 'Acceso de operador retirado', 'ar-SA': 'تمت إزالة صلاحية المشغّل' },
  'Operator not found': { 'es-ES': 'Operador no encontrado', 'ar-SA': 'المشغّل غير موجود' },
  'You cannot remove your own operator access': {
    'es-ES': 'No puedes retirar tu propio acceso de operador',
    'ar-SA': 'لا يمكنك إزالة صلاحية المشغّل الخاصة بك',
  },
  'The marketplace needs at least one operator': {
    'es-ES': 'El marketplace necesita al menos un operador',
    'ar-SA': 'يحتاج السوق إلى مشغّل واحد على الأقل',
  },
  'Enter a name': { 'es-ES': 'Escribe un nombre', 'ar-SA': 'أدخل اسمًا' },

  // platform/seller-discount-messages
  'Choose amount or percentage': {
    'es-ES': 'Elige importe o porcentaje',
    'ar-SA': 'اختر مبلغًا أو نسبة مئوية',
  },
  'Enter a number of 0 or more': {
    'es-ES': 'Introduce un número igual o mayor que 0',
    'ar-SA': 'أدخل رقمًا يساوي 0 أو أكثر',
  },
  'A percentage may be at most 100': {
    'es-ES': 'Un porcentaje puede ser como máximo 100',
    'ar-SA': 'يجب ألا تتجاوز النسبة المئوية 100',
  },
  'A percentage may have at most 2 decimals': {
    'es-ES': 'Un porcentaje puede tener como máximo 2 decimales',
    'ar-SA': 'يمكن أن تحتوي النسبة المئوية على منزلتين عشريتين كحد أقصى',
  },
  'The amount has more decimals than the currency': {
    'es-ES': 'El importe tiene más decimales que la moneda',
    'ar-SA': 'يحتوي المبلغ على منازل عشرية أكثر من العملة',
  },
  'The amount is too large': { 'es-ES': 'El importe es demasiado grande', 'ar-SA': 'المبلغ كبير جدًا' },
  'Some of the chosen products are not products of your shop': {
    'es-ES': 'Algunos de los productos elegidos no son productos de tu tienda',
    'ar-SA': 'بعض المنتجات المختارة ليست من منتجات متجرك',
  },
  'Choose an image': { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },

  // modules/campaigns/seller-messages
  'Campaign created': { 'es-ES': 'Campaña creada', 'ar-SA': 'تم إنشاء الحملة' },
  'Campaign updated': { 'es-ES': 'Campaña actualizada', 'ar-SA': 'تم تحديث الحملة' },
  'Campaign deleted': { 'es-ES': 'Campaña eliminada', 'ar-SA': 'تم حذف الحملة' },
  'Image saved': { 'es-ES': 'Imagen guardada', 'ar-SA': 'تم حفظ الصورة' },
  'Image removed': { 'es-ES': 'Imagen eliminada', 'ar-SA': 'تمت إزالة الصورة' },
  'Please enter a name': { 'es-ES': 'Introduce un nombre', 'ar-SA': 'يرجى إدخال اسم' },
  'A name may be at most 150 characters': {
    'es-ES': 'Un nombre puede tener como máximo 150 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 150 حرفًا',
  },
  'The short description may be at most 500 characters': {
    'es-ES': 'La descripción breve puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الوصف المختصر 500 حرف',
  },
  'Enter a date and time': { 'es-ES': 'Introduce una fecha y una hora', 'ar-SA': 'أدخل تاريخًا ووقتًا' },
  'The end must be after the start': {
    'es-ES': 'El fin debe ser posterior al inicio',
    'ar-SA': 'يجب أن تكون النهاية بعد البداية',
  },
  'The discount of {sku} is larger than its price': {
    'es-ES': 'El descuento de {sku} es mayor que su precio',
    'ar-SA': 'خصم {sku} أكبر من سعره',
  },
  'At most 200 products': { 'es-ES': 'Como máximo 200 productos', 'ar-SA': '200 منتج كحد أقصى' },
  'At most 100 variations per product': {
    'es-ES': 'Como máximo 100 variantes por producto',
    'ar-SA': '100 متغير كحد أقصى لكل منتج',
  },
  'Choose at least one variation, or leave the list out for all of them': {
    'es-ES': 'Elige al menos una variante, o no envíes la lista para incluirlas todas',
    'ar-SA': 'اختر متغيرًا واحدًا على الأقل، أو اترك القائمة لتشمل جميعها',
  },
  'A product is listed twice': { 'es-ES': 'Un producto aparece dos veces', 'ar-SA': 'منتج مدرج مرتين' },
  'A variation is listed twice': { 'es-ES': 'Una variante aparece dos veces', 'ar-SA': 'متغير مدرج مرتين' },
  'Some of the chosen variations are not variations of their product': {
    'es-ES': 'Algunas de las variantes elegidas no son variantes de su producto',
    'ar-SA': 'بعض المتغيرات المختارة ليست متغيرات لمنتجها',
  },

  // modules/campaigns/admin-routes
  'The campaign has been created.': { 'es-ES': 'Se ha creado la campaña.', 'ar-SA': 'تم إنشاء الحملة.' },
  'The campaign has been saved.': { 'es-ES': 'Se ha guardado la campaña.', 'ar-SA': 'تم حفظ الحملة.' },
  'The campaign has been deleted.': { 'es-ES': 'Se ha eliminado la campaña.', 'ar-SA': 'تم حذف الحملة.' },

  // modules/catalog/admin-messages
  '{name} created': { 'es-ES': '{name} creado', 'ar-SA': 'تم إنشاء {name}' },
  '{name} saved': { 'es-ES': '{name} guardado', 'ar-SA': 'تم حفظ {name}' },
  '{name} deleted': { 'es-ES': '{name} eliminado', 'ar-SA': 'تم حذف {name}' },
  '{name} moved': { 'es-ES': '{name} movido', 'ar-SA': 'تم نقل {name}' },
  '{name} is shown on the storefront': {
    'es-ES': '{name} se muestra en la tienda',
    'ar-SA': 'أصبح {name} ظاهرًا في المتجر',
  },
  '{name} is hidden from the storefront': {
    'es-ES': '{name} está oculto en la tienda',
    'ar-SA': 'أصبح {name} مخفيًا من المتجر',
  },
  'Picture saved': { 'es-ES': 'Imagen guardada', 'ar-SA': 'تم حفظ الصورة' },
  'Picture removed': { 'es-ES': 'Imagen eliminada', 'ar-SA': 'تمت إزالة الصورة' },
  'Choose a picture': { 'es-ES': 'Elige una imagen', 'ar-SA': 'اختر صورة' },
  'Only jpg, jpeg, png and webp images of 4 MB at most are allowed': {
    'es-ES': 'Solo se admiten imágenes jpg, jpeg, png y webp de 4 MB como máximo',
    'ar-SA': 'يُسمح فقط بصور jpg وjpeg وpng وwebp بحجم 4 ميغابايت كحد أقصى',
  },
  'The name may be at most 100 characters': {
    'es-ES': 'El nombre puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 100 حرف',
  },
  'A slug holds lower-case letters a–z, digits and single hyphens': {
    'es-ES': 'Un slug contiene letras minúsculas a–z, dígitos y guiones sueltos',
    'ar-SA': 'يتكون المعرّف من أحرف لاتينية صغيرة a–z وأرقام وشرطات مفردة',
  },
  'The slug may be at most 100 characters': {
    'es-ES': 'El slug puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز المعرّف 100 حرف',
  },
  'This slug is already used': { 'es-ES': 'Este slug ya está en uso', 'ar-SA': 'هذا المعرّف مستخدم بالفعل' },
  'This name is already used': { 'es-ES': 'Este nombre ya está en uso', 'ar-SA': 'هذا الاسم مستخدم بالفعل' },
  'Enter a colour as #rrggbb': {
    'es-ES': 'Introduce un color como #rrggbb',
    'ar-SA': 'أدخل اللون بالصيغة ‎#rrggbb',
  },
  'Category not found': { 'es-ES': 'Categoría no encontrada', 'ar-SA': 'الفئة غير موجودة' },
  'The parent category does not exist': {
    'es-ES': 'La categoría superior no existe',
    'ar-SA': 'الفئة الأم غير موجودة',
  },
  'A category cannot move under itself or one of its subcategories': {
    'es-ES': 'Una categoría no puede moverse dentro de sí misma ni de una de sus subcategorías',
    'ar-SA': 'لا يمكن نقل فئة إلى داخل نفسها أو إلى إحدى فئاتها الفرعية',
  },
  'This category has {count} products; move them to another category before deleting it': {
    'es-ES': 'Esta categoría tiene {count} productos; muévelos a otra categoría antes de eliminarla',
    'ar-SA': 'تحتوي هذه الفئة على {count} من المنتجات؛ انقلها إلى فئة أخرى قبل حذفها',
  },
  'This category has subcategories; move or delete them first': {
    'es-ES': 'Esta categoría tiene subcategorías; muévelas o elimínalas primero',
    'ar-SA': 'لهذه الفئة فئات فرعية؛ انقلها أو احذفها أولًا',
  },
  'This category is already the first of its level': {
    'es-ES': 'Esta categoría ya es la primera de su nivel',
    'ar-SA': 'هذه الفئة هي الأولى في مستواها بالفعل',
  },
  'This category is already the last of its level': {
    'es-ES': 'Esta categoría ya es la última de su nivel',
    'ar-SA': 'هذه الفئة هي الأخيرة في مستواها بالفعل',
  },
  'Brand not found': { 'es-ES': 'Marca no encontrada', 'ar-SA': 'العلامة التجارية غير موجودة' },
  'This brand has {count} products; take it off them before deleting it': {
    'es-ES': 'Esta marca tiene {count} productos; quítala de ellos antes de eliminarla',
    'ar-SA': 'لهذه العلامة التجارية {count} من المنتجات؛ أزلها منها قبل حذفها',
  },
  'Attribute not found': { 'es-ES': 'Atributo no encontrado', 'ar-SA': 'السمة غير موجودة' },
  'This attribute is used by {count} product variations; hide it instead, or remove it from those products first':
    {
      'es-ES':
        'Este atributo lo usan {count} variantes de productos; ocúltalo, o quítalo antes de esos productos',
      'ar-SA':
        'تستخدم {count} من متغيرات المنتجات هذه السمة؛ أخفها بدلًا من ذلك، أو أزلها من تلك المنتجات أولًا',
    },
  'Value not found': { 'es-ES': 'Valor no encontrado', 'ar-SA': 'القيمة غير موجودة' },
  'This value is used by {count} product variations; hide it instead, or remove it from those products first':
    {
      'es-ES':
        'Este valor lo usan {count} variantes de productos; ocúltalo, o quítalo antes de esos productos',
      'ar-SA':
        'تستخدم {count} من متغيرات المنتجات هذه القيمة؛ أخفها بدلًا من ذلك، أو أزلها من تلك المنتجات أولًا',
    },
  'Unit not found': { 'es-ES': 'Unidad no encontrada', 'ar-SA': 'الوحدة غير موجودة' },
  'This unit is used by {count} products; choose another unit for them before deleting it': {
    'es-ES': 'Esta unidad la usan {count} productos; elige otra unidad para ellos antes de eliminarla',
    'ar-SA': 'تستخدم {count} من المنتجات هذه الوحدة؛ اختر لها وحدة أخرى قبل حذفها',
  },
  'Badge not found': { 'es-ES': 'Distintivo no encontrado', 'ar-SA': 'الشارة غير موجودة' },
  'This badge is on {count} products; take it off them before deleting it': {
    'es-ES': 'Este distintivo está en {count} productos; quítalo de ellos antes de eliminarlo',
    'ar-SA': 'هذه الشارة موجودة على {count} من المنتجات؛ أزلها منها قبل حذفها',
  },
  'Tag not found': { 'es-ES': 'Etiqueta no encontrada', 'ar-SA': 'الوسم غير موجود' },
  'This tag is on {count} products; take it off them before deleting it': {
    'es-ES': 'Esta etiqueta está en {count} productos; quítala de ellos antes de eliminarla',
    'ar-SA': 'هذا الوسم موجود على {count} من المنتجات؛ أزله منها قبل حذفه',
  },
  'A translation may be at most 100 characters': {
    'es-ES': 'Una traducción puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا تتجاوز الترجمة 100 حرف',
  },
  'A tag is 1 to 50 characters': {
    'es-ES': 'Una etiqueta tiene de 1 a 50 caracteres',
    'ar-SA': 'يتكون الوسم من 1 إلى 50 حرفًا',
  },
  'Choose up or down': { 'es-ES': 'Elige arriba o abajo', 'ar-SA': 'اختر أعلى أو أسفل' },
  'Product unpublished; the seller has been told why': {
    'es-ES': 'Producto despublicado; se ha explicado el motivo al vendedor',
    'ar-SA': 'تم إلغاء نشر المنتج؛ وأُبلغ البائع بالسبب',
  },
  'Product published again; the seller has been told': {
    'es-ES': 'Producto publicado de nuevo; se ha avisado al vendedor',
    'ar-SA': 'تم نشر المنتج مجددًا؛ وأُبلغ البائع',
  },
  'Say why the product is unpublished (the seller reads it)': {
    'es-ES': 'Indica por qué se despublica el producto (el vendedor lo leerá)',
    'ar-SA': 'اذكر سبب إلغاء نشر المنتج (سيقرؤه البائع)',
  },
  'The reason may be at most 500 characters': {
    'es-ES': 'El motivo puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز السبب 500 حرف',
  },
  'The marketplace has already unpublished this product': {
    'es-ES': 'El marketplace ya ha despublicado este producto',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج بالفعل',
  },
  'The marketplace has not unpublished this product': {
    'es-ES': 'El marketplace no ha despublicado este producto',
    'ar-SA': 'لم تُلغِ المنصة نشر هذا المنتج',
  },
  'The seller deleted this product': {
    'es-ES': 'El vendedor eliminó este producto',
    'ar-SA': 'حذف البائع هذا المنتج',
  },
  'The marketplace unpublished this product ({reason}); only the marketplace can publish it again': {
    'es-ES':
      'El marketplace despublicó este producto ({reason}); solo el marketplace puede volver a publicarlo',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج ({reason})؛ ولا يمكن إعادة نشره إلا من قِبل المنصة',
  },
  'The marketplace unpublished this product; only the marketplace can publish it again': {
    'es-ES': 'El marketplace despublicó este producto; solo el marketplace puede volver a publicarlo',
    'ar-SA': 'ألغت المنصة نشر هذا المنتج؛ ولا يمكن إعادة نشره إلا من قِبل المنصة',
  },
  'Invalid shop': { 'es-ES': 'Tienda no válida', 'ar-SA': 'متجر غير صالح' },
  'Invalid category': { 'es-ES': 'Categoría no válida', 'ar-SA': 'فئة غير صالحة' },
  'Unknown state': { 'es-ES': 'Estado desconocido', 'ar-SA': 'حالة غير معروفة' },

  // modules/catalog/seller-messages
  'Product created': { 'es-ES': 'Producto creado', 'ar-SA': 'تم إنشاء المنتج' },
  'Product updated': { 'es-ES': 'Producto actualizado', 'ar-SA': 'تم تحديث المنتج' },
  'Product deleted': { 'es-ES': 'Producto eliminado', 'ar-SA': 'تم حذف المنتج' },
  'Product duplicated': { 'es-ES': 'Producto duplicado', 'ar-SA': 'تم نسخ المنتج' },
  'Product published': { 'es-ES': 'Producto publicado', 'ar-SA': 'تم نشر المنتج' },
  'Product unpublished': { 'es-ES': 'Producto retirado de la tienda', 'ar-SA': 'تم إلغاء نشر المنتج' },
  'Images uploaded': { 'es-ES': 'Imágenes subidas', 'ar-SA': 'تم رفع الصور' },
  'The name may be at most 200 characters': {
    'es-ES': 'El nombre puede tener como máximo 200 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الاسم 200 حرف',
  },
  'Choose at least one category': {
    'es-ES': 'Elige al menos una categoría',
    'ar-SA': 'اختر فئة واحدة على الأقل',
  },
  'Unknown category': { 'es-ES': 'Categoría desconocida', 'ar-SA': 'فئة غير معروفة' },
  'Unknown brand': { 'es-ES': 'Marca desconocida', 'ar-SA': 'علامة تجارية غير معروفة' },
  'Unknown unit': { 'es-ES': 'Unidad desconocida', 'ar-SA': 'وحدة غير معروفة' },
  'Unknown tax': { 'es-ES': 'Impuesto desconocido', 'ar-SA': 'ضريبة غير معروفة' },
  'Unknown attribute or value': {
    'es-ES': 'Atributo o valor desconocido',
    'ar-SA': 'سمة أو قيمة غير معروفة',
  },
  'Unknown warehouse': { 'es-ES': 'Almacén desconocido', 'ar-SA': 'مستودع غير معروف' },
  'SKU is required': { 'es-ES': 'El SKU es obligatorio', 'ar-SA': 'رمز SKU مطلوب' },
  'The SKU {sku} is already used by another product': {
    'es-ES': 'El SKU {sku} ya lo usa otro producto',
    'ar-SA': 'رمز SKU {sku} مستخدم بالفعل لمنتج آخر',
  },
  'The SKU {sku} belongs to a deleted product': {
    'es-ES': 'El SKU {sku} pertenece a un producto eliminado',
    'ar-SA': 'رمز SKU {sku} يخص منتجًا محذوفًا',
  },
  'Each variation needs its own SKU': {
    'es-ES': 'Cada variante necesita su propio SKU',
    'ar-SA': 'يحتاج كل متغير إلى رمز SKU خاص به',
  },
  'Enter a price of 0 or more': {
    'es-ES': 'Introduce un precio de 0 o más',
    'ar-SA': 'أدخل سعرًا يساوي 0 أو أكثر',
  },
  'The discount cannot be more than the price': {
    'es-ES': 'El descuento no puede ser mayor que el precio',
    'ar-SA': 'لا يمكن أن يتجاوز الخصم السعر',
  },
  'A percentage is at most 100': {
    'es-ES': 'Un porcentaje es como máximo 100',
    'ar-SA': 'النسبة المئوية 100 على الأكثر',
  },
  'The discount must end after it starts': {
    'es-ES': 'El descuento debe terminar después de empezar',
    'ar-SA': 'يجب أن ينتهي الخصم بعد بدايته',
  },
  'Enter a valid date': { 'es-ES': 'Introduce una fecha válida', 'ar-SA': 'أدخل تاريخًا صالحًا' },
  'Enter a whole number of 0 or more': {
    'es-ES': 'Introduce un número entero de 0 o más',
    'ar-SA': 'أدخل عددًا صحيحًا يساوي 0 أو أكثر',
  },
  'The minimum quantity is at least 1': {
    'es-ES': 'La cantidad mínima es al menos 1',
    'ar-SA': 'الحد الأدنى للكمية 1 على الأقل',
  },
  'The maximum quantity must be at least the minimum': {
    'es-ES': 'La cantidad máxima debe ser al menos la mínima',
    'ar-SA': 'يجب أن تكون الكمية القصوى مساوية للحد الأدنى على الأقل',
  },
  'The variations do not match the chosen attributes and values': {
    'es-ES': 'Las variantes no coinciden con los atributos y valores elegidos',
    'ar-SA': 'المتغيرات لا تطابق السمات والقيم المختارة',
  },
  'The variation {sku} has orders and cannot be removed; set its stock to 0 instead': {
    'es-ES': 'La variante {sku} tiene pedidos y no se puede quitar; pon su stock a 0',
    'ar-SA': 'المتغير {sku} له طلبات ولا يمكن إزالته؛ اجعل مخزونه 0 بدلاً من ذلك',
  },
  'At most 200 variations per product': {
    'es-ES': 'Como máximo 200 variantes por producto',
    'ar-SA': '200 متغير على الأكثر لكل منتج',
  },
  'This image is not one of your uploads': {
    'es-ES': 'Esta imagen no es una de tus subidas',
    'ar-SA': 'هذه الصورة ليست من الصور التي رفعتها',
  },
  'The thumbnail must be one of the images': {
    'es-ES': 'La miniatura debe ser una de las imágenes',
    'ar-SA': 'يجب أن تكون الصورة المصغرة إحدى الصور',
  },
  'Choose at least one image to upload': {
    'es-ES': 'Elige al menos una imagen para subir',
    'ar-SA': 'اختر صورة واحدة على الأقل لرفعها',
  },
  'The text is too long': { 'es-ES': 'El texto es demasiado largo', 'ar-SA': 'النص طويل جدًا' },
  '{created} created, {updated} updated, {failed} with errors': {
    'es-ES': '{created} creados, {updated} actualizados, {failed} con errores',
    'ar-SA': 'تم إنشاء {created} وتحديث {updated} و{failed} بها أخطاء',
  },
  'A new SKU needs a name': {
    'es-ES': 'Un SKU nuevo necesita un nombre',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى اسم',
  },
  'A new SKU needs a price': {
    'es-ES': 'Un SKU nuevo necesita un precio',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى سعر',
  },
  'A new SKU needs at least one category': {
    'es-ES': 'Un SKU nuevo necesita al menos una categoría',
    'ar-SA': 'يحتاج رمز SKU الجديد إلى فئة واحدة على الأقل',
  },
  'This SKU is already in an earlier row': {
    'es-ES': 'Este SKU ya está en una fila anterior',
    'ar-SA': 'رمز SKU هذا موجود بالفعل في صف سابق',
  },
  'Unknown category: {slug}': { 'es-ES': 'Categoría desconocida: {slug}', 'ar-SA': 'فئة غير معروفة: {slug}' },
  'The discount type is amount or percentage': {
    'es-ES': 'El tipo de descuento es amount o percentage',
    'ar-SA': 'نوع الخصم هو amount أو percentage',
  },
  'Published is yes or no': { 'es-ES': 'Publicado es yes o no', 'ar-SA': 'قيمة النشر هي yes أو no' },
  'Cash on delivery is yes or no': {
    'es-ES': 'Contra reembolso es yes o no',
    'ar-SA': 'قيمة الدفع عند الاستلام هي yes أو no',
  },
  '{name} (copy)': { 'es-ES': '{name} (copia)', 'ar-SA': '{name} (نسخة)' },

  // modules/chat/seller-messages
  'Invalid message id': { 'es-ES': 'Identificador de mensaje no válido', 'ar-SA': 'معرّف رسالة غير صالح' },
  'This conversation is your own as a customer': {
    'es-ES': 'Esta conversación es tuya como cliente',
    'ar-SA': 'هذه المحادثة خاصة بك كعميل',
  },

  // modules/content/content-messages
  'List every home block once': {
    'es-ES': 'Indica cada bloque de la portada una vez',
    'ar-SA': 'اذكر كل قسم من أقسام الصفحة الرئيسية مرة واحدة',
  },
  'Home blocks saved': {
    'es-ES': 'Bloques de la portada guardados',
    'ar-SA': 'تم حفظ أقسام الصفحة الرئيسية',
  },
  'Featured categories and products saved': {
    'es-ES': 'Categorías y productos destacados guardados',
    'ar-SA': 'تم حفظ الفئات والمنتجات المميزة',
  },
  'About block saved': { 'es-ES': 'Bloque «Sobre nosotros» guardado', 'ar-SA': 'تم حفظ قسم «من نحن»' },
  'At most 30 may be featured': {
    'es-ES': 'Se pueden destacar 30 como máximo',
    'ar-SA': 'يمكن تمييز 30 على الأكثر',
  },
  'The title may be at most 200 characters': {
    'es-ES': 'El título puede tener como máximo 200 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 200 حرف',
  },
  'The text may be at most 5000 characters': {
    'es-ES': 'El texto puede tener como máximo 5000 caracteres',
    'ar-SA': 'يجب ألا يتجاوز النص 5000 حرف',
  },
  'Use a picture uploaded here': { 'es-ES': 'Usa una imagen subida aquí', 'ar-SA': 'استخدم صورة مرفوعة هنا' },
  'Choose an image to upload': { 'es-ES': 'Elige una imagen para subir', 'ar-SA': 'اختر صورة لرفعها' },
  'Picture uploaded': { 'es-ES': 'Imagen subida', 'ar-SA': 'تم رفع الصورة' },
  'A link is a path of this shop (starting with /) or an http(s) address': {
    'es-ES': 'Un enlace es una ruta de esta tienda (que empieza por /) o una dirección http(s)',
    'ar-SA': 'الرابط مسار في هذا المتجر (يبدأ بـ /) أو عنوان http(s)',
  },
  'Enter a valid date and time': {
    'es-ES': 'Introduce una fecha y hora válidas',
    'ar-SA': 'أدخل تاريخًا ووقتًا صالحين',
  },
  'A position may hold at most 12 banners': {
    'es-ES': 'Una posición puede tener como máximo 12 banners',
    'ar-SA': 'يمكن أن يحتوي الموضع على 12 لافتة على الأكثر',
  },
  'Every banner needs a picture': {
    'es-ES': 'Cada banner necesita una imagen',
    'ar-SA': 'تحتاج كل لافتة إلى صورة',
  },
  'Banners saved': { 'es-ES': 'Banners guardados', 'ar-SA': 'تم حفظ اللافتات' },
  'The call to action may be at most 40 characters': {
    'es-ES': 'La llamada a la acción puede tener como máximo 40 caracteres',
    'ar-SA': 'يجب ألا يتجاوز نص زر الدعوة 40 حرفًا',
  },
  'Block titles saved': { 'es-ES': 'Títulos de los bloques guardados', 'ar-SA': 'تم حفظ عناوين الأقسام' },
  'Enter the title': { 'es-ES': 'Introduce el título', 'ar-SA': 'أدخل العنوان' },
  'Use lower-case letters, digits and dashes': {
    'es-ES': 'Usa letras minúsculas, números y guiones',
    'ar-SA': 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات',
  },
  'Another page has this address': {
    'es-ES': 'Otra página tiene esta dirección',
    'ar-SA': 'هناك صفحة أخرى بهذا العنوان',
  },
  'The content is too long': { 'es-ES': 'El contenido es demasiado largo', 'ar-SA': 'المحتوى طويل جدًا' },
  'At most 300 characters': { 'es-ES': 'Como máximo 300 caracteres', 'ar-SA': '300 حرف على الأكثر' },
  'Page created': { 'es-ES': 'Página creada', 'ar-SA': 'تم إنشاء الصفحة' },
  'Page saved': { 'es-ES': 'Página guardada', 'ar-SA': 'تم حفظ الصفحة' },
  'At most 100 characters': { 'es-ES': 'Como máximo 100 caracteres', 'ar-SA': '100 حرف على الأكثر' },
  'Footer saved': { 'es-ES': 'Pie de página guardado', 'ar-SA': 'تم حفظ تذييل الصفحة' },
  'At most 20 links': { 'es-ES': 'Como máximo 20 enlaces', 'ar-SA': '20 رابطًا على الأكثر' },
  'Enter the link text': { 'es-ES': 'Introduce el texto del enlace', 'ar-SA': 'أدخل نص الرابط' },

  // modules/content/settings-messages
  'Store settings saved': { 'es-ES': 'Ajustes de la tienda guardados', 'ar-SA': 'تم حفظ إعدادات المتجر' },
  'The store name is required': {
    'es-ES': 'El nombre de la tienda es obligatorio',
    'ar-SA': 'اسم المتجر مطلوب',
  },
  'The store name may be at most 80 characters': {
    'es-ES': 'El nombre de la tienda puede tener como máximo 80 caracteres',
    'ar-SA': 'يجب ألا يتجاوز اسم المتجر 80 حرفًا',
  },
  'The colour must be a hex colour such as #005bff': {
    'es-ES': 'El color debe ser un color hexadecimal como #005bff',
    'ar-SA': 'يجب أن يكون اللون بصيغة سداسية عشرية مثل ‎#005bff',
  },
  'Text on this colour would be hard to read (its contrast is below 4.5:1). Choose a darker or lighter colour.':
    {
      'es-ES':
        'El texto sobre este color sería difícil de leer (su contraste es menor de 4,5:1). Elige un color más oscuro o más claro.',
      'ar-SA': 'سيصعب قراءة النص على هذا اللون (تباينه أقل من 4.5:1). اختر لونًا أغمق أو أفتح.',
    },
  'The currency code is three capital letters (ISO 4217), such as USD': {
    'es-ES': 'El código de moneda son tres letras mayúsculas (ISO 4217), como USD',
    'ar-SA': 'رمز العملة ثلاثة أحرف كبيرة (ISO 4217) مثل USD',
  },
  'The currency code cannot change once orders exist: their amounts were taken in the current currency': {
    'es-ES':
      'El código de moneda no puede cambiar cuando ya hay pedidos: sus importes se cobraron en la moneda actual',
    'ar-SA': 'لا يمكن تغيير رمز العملة بعد وجود طلبات: فقد حُسبت مبالغها بالعملة الحالية',
  },
  'The currency symbol is 1 to 5 characters': {
    'es-ES': 'El símbolo de moneda tiene de 1 a 5 caracteres',
    'ar-SA': 'رمز العملة من حرف واحد إلى 5 أحرف',
  },
  'Choose where the symbol goes': { 'es-ES': 'Elige dónde va el símbolo', 'ar-SA': 'اختر موضع الرمز' },
  'The order code prefix is at most 10 letters, digits or the signs # - _ /': {
    'es-ES': 'El prefijo del código de pedido tiene como máximo 10 letras, cifras o los signos # - _ /',
    'ar-SA': 'بادئة رمز الطلب 10 أحرف أو أرقام أو الرموز # - _ / على الأكثر',
  },
  'The phone may be at most 40 characters': {
    'es-ES': 'El teléfono puede tener como máximo 40 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الهاتف 40 حرفًا',
  },
  'Enter a valid e-mail address': {
    'es-ES': 'Introduce un correo electrónico válido',
    'ar-SA': 'أدخل بريدًا إلكترونيًا صالحًا',
  },
  'The address may be at most 300 characters': {
    'es-ES': 'La dirección puede tener como máximo 300 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 300 حرف',
  },
  'Unknown language': { 'es-ES': 'Idioma desconocido', 'ar-SA': 'لغة غير معروفة' },
  'Offer at least one language': { 'es-ES': 'Ofrece al menos un idioma', 'ar-SA': 'قدّم لغة واحدة على الأقل' },
  'The default language must be one of the languages offered': {
    'es-ES': 'El idioma predeterminado debe ser uno de los idiomas ofrecidos',
    'ar-SA': 'يجب أن تكون اللغة الافتراضية إحدى اللغات المعروضة',
  },
  'Choose single vendor or multi vendor': {
    'es-ES': 'Elige un solo vendedor o varios vendedores',
    'ar-SA': 'اختر بائعًا واحدًا أو عدة بائعين',
  },
  'Logo saved': { 'es-ES': 'Logotipo guardado', 'ar-SA': 'تم حفظ الشعار' },
  'Favicon saved': { 'es-ES': 'Favicon guardado', 'ar-SA': 'تم حفظ أيقونة الموقع' },
  'The image must be a JPEG, PNG or WebP file of at most 4 MB': {
    'es-ES': 'La imagen debe ser un archivo JPEG, PNG o WebP de 4 MB como máximo',
    'ar-SA': 'يجب أن تكون الصورة ملف JPEG أو PNG أو WebP لا يتجاوز 4 ميغابايت',
  },

  // modules/coupons/seller-messages
  'Coupon created': { 'es-ES': 'Cupón creado', 'ar-SA': 'تم إنشاء القسيمة' },
  'Coupon updated': { 'es-ES': 'Cupón actualizado', 'ar-SA': 'تم تحديث القسيمة' },
  'Coupon deleted': { 'es-ES': 'Cupón eliminado', 'ar-SA': 'تم حذف القسيمة' },
  'Banner saved': { 'es-ES': 'Banner guardado', 'ar-SA': 'تم حفظ اللافتة' },
  'Banner removed': { 'es-ES': 'Banner eliminado', 'ar-SA': 'تمت إزالة اللافتة' },
  'Please enter a code': { 'es-ES': 'Introduce un código', 'ar-SA': 'يرجى إدخال رمز' },
  'A code may hold letters, digits, - and _ only': {
    'es-ES': 'Un código solo puede contener letras, dígitos, - y _',
    'ar-SA': 'يمكن أن يحتوي الرمز على أحرف وأرقام و- و_ فقط',
  },
  'A code may be at most 50 characters': {
    'es-ES': 'Un código puede tener como máximo 50 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الرمز 50 حرفًا',
  },
  'You already have a coupon with this code': {
    'es-ES': 'Ya tienes un cupón con este código',
    'ar-SA': 'لديك بالفعل قسيمة بهذا الرمز',
  },
  'Give a discount or free shipping': {
    'es-ES': 'Ofrece un descuento o el envío gratuito',
    'ar-SA': 'قدّم خصمًا أو شحنًا مجانيًا',
  },
  'Enter a date as YYYY-MM-DD': {
    'es-ES': 'Introduce una fecha con el formato AAAA-MM-DD',
    'ar-SA': 'أدخل تاريخًا بالصيغة YYYY-MM-DD',
  },
  'The end date must be on or after the start date': {
    'es-ES': 'La fecha de fin debe ser igual o posterior a la de inicio',
    'ar-SA': 'يجب أن يكون تاريخ الانتهاء في تاريخ البدء أو بعده',
  },
  'Enter a whole number of 1 or more, or leave it empty': {
    'es-ES': 'Introduce un número entero de 1 o más, o déjalo vacío',
    'ar-SA': 'أدخل عددًا صحيحًا يساوي 1 أو أكثر، أو اتركه فارغًا',
  },
  'The information may be at most 1000 characters': {
    'es-ES': 'La información puede tener como máximo 1000 caracteres',
    'ar-SA': 'يجب ألا تتجاوز المعلومات 1000 حرف',
  },
  'A condition may be at most 300 characters': {
    'es-ES': 'Una condición puede tener como máximo 300 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الشرط 300 حرف',
  },
  'At most 20 conditions': { 'es-ES': 'Como máximo 20 condiciones', 'ar-SA': '20 شرطًا كحد أقصى' },
  'At most 500 products': { 'es-ES': 'Como máximo 500 productos', 'ar-SA': '500 منتج كحد أقصى' },
  'At most 200 categories': { 'es-ES': 'Como máximo 200 categorías', 'ar-SA': '200 فئة كحد أقصى' },
  'Some of the chosen categories do not exist': {
    'es-ES': 'Algunas de las categorías elegidas no existen',
    'ar-SA': 'بعض الفئات المختارة غير موجودة',
  },
  'A product or category is listed twice': {
    'es-ES': 'Un producto o una categoría aparece dos veces',
    'ar-SA': 'منتج أو فئة مدرجة مرتين',
  },

  // modules/coupons/admin-routes
  'The marketplace coupon has been created.': {
    'es-ES': 'Se ha creado el cupón del marketplace.',
    'ar-SA': 'تم إنشاء قسيمة السوق.',
  },
  'The marketplace coupon has been saved.': {
    'es-ES': 'Se ha guardado el cupón del marketplace.',
    'ar-SA': 'تم حفظ قسيمة السوق.',
  },
  'The marketplace coupon has been deleted.': {
    'es-ES': 'Se ha eliminado el cupón del marketplace.',
    'ar-SA': 'تم حذف قسيمة السوق.',
  },

  // modules/customers/admin-messages
  'Customer not found.': { 'es-ES': 'Cliente no encontrado.', 'ar-SA': 'العميل غير موجود.' },
  'An operator account cannot be banned.': {
    'es-ES': 'No se puede bloquear una cuenta de operador.',
    'ar-SA': 'لا يمكن حظر حساب مشغّل.',
  },
  'This customer is already banned.': {
    'es-ES': 'Este cliente ya está bloqueado.',
    'ar-SA': 'هذا العميل محظور بالفعل.',
  },
  'This customer is not banned.': {
    'es-ES': 'Este cliente no está bloqueado.',
    'ar-SA': 'هذا العميل غير محظور.',
  },
  'Give the reason.': { 'es-ES': 'Indica el motivo.', 'ar-SA': 'اذكر السبب.' },
  'The reason may have at most 500 characters.': {
    'es-ES': 'El motivo puede tener como máximo 500 caracteres.',
    'ar-SA': 'يجب ألا يتجاوز السبب 500 حرف.',
  },
  'The customer is banned; their sessions have ended.': {
    'es-ES': 'El cliente está bloqueado; sus sesiones han terminado.',
    'ar-SA': 'تم حظر العميل وإنهاء جلساته.',
  },
  'The customer may sign in again.': {
    'es-ES': 'El cliente puede volver a iniciar sesión.',
    'ar-SA': 'يمكن للعميل تسجيل الدخول مجددًا.',
  },

  // modules/earnings/admin-messages
  'Payout marked as paid': { 'es-ES': 'Pago marcado como realizado', 'ar-SA': 'تم تسجيل الدفعة كمدفوعة' },
  'Payout rejected': { 'es-ES': 'Pago rechazado', 'ar-SA': 'تم رفض طلب الصرف' },
  'Payout request not found': { 'es-ES': 'Solicitud de pago no encontrada', 'ar-SA': 'طلب الصرف غير موجود' },
  'This request was already answered.': {
    'es-ES': 'Esta solicitud ya fue respondida.',
    'ar-SA': 'تم الرد على هذا الطلب بالفعل.',
  },
  "The shop's balance ({balance}) is now below this request: reject it so the seller can ask again.": {
    'es-ES':
      'El saldo de la tienda ({balance}) es ahora inferior a esta solicitud: recházala para que el vendedor pueda pedir de nuevo.',
    'ar-SA': 'رصيد المتجر ({balance}) أصبح أقل من هذا الطلب: ارفضه ليتمكن البائع من الطلب من جديد.',
  },
  'Enter the transfer reference (at least 3 characters).': {
    'es-ES': 'Introduce la referencia de la transferencia (al menos 3 caracteres).',
    'ar-SA': 'أدخل مرجع التحويل (3 أحرف على الأقل).',
  },
  'The reference may have at most 120 characters.': {
    'es-ES': 'La referencia puede tener como máximo 120 caracteres.',
    'ar-SA': 'يجب ألا يتجاوز المرجع 120 حرفًا.',
  },

  // modules/earnings/seller-messages
  'Enter the amount to be paid out.': {
    'es-ES': 'Introduce el importe a cobrar.',
    'ar-SA': 'أدخل المبلغ المطلوب صرفه.',
  },
  'The amount must be more than 0.': {
    'es-ES': 'El importe debe ser mayor que 0.',
    'ar-SA': 'يجب أن يكون المبلغ أكبر من 0.',
  },
  'The amount is more than you can request: {available} is available.': {
    'es-ES': 'El importe es mayor de lo que puedes solicitar: hay {available} disponible.',
    'ar-SA': 'المبلغ أكبر مما يمكنك طلبه: المتاح {available}.',
  },
  'The amount has too many decimals.': {
    'es-ES': 'El importe tiene demasiados decimales.',
    'ar-SA': 'يحتوي المبلغ على منازل عشرية كثيرة.',
  },
  'The amount is too large.': { 'es-ES': 'El importe es demasiado grande.', 'ar-SA': 'المبلغ كبير جدًا.' },
  'There is no balance available for a payout.': {
    'es-ES': 'No hay saldo disponible para un pago.',
    'ar-SA': 'لا يوجد رصيد متاح للصرف.',
  },
  'The note may have at most 500 characters.': {
    'es-ES': 'La nota puede tener como máximo 500 caracteres.',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 500 حرف.',
  },
  'Your payout request has been sent.': {
    'es-ES': 'Se ha enviado tu solicitud de pago.',
    'ar-SA': 'تم إرسال طلب الصرف الخاص بك.',
  },

  // modules/geo/shipping-messages
  'Country not found': { 'es-ES': 'País no encontrado', 'ar-SA': 'الدولة غير موجودة' },
  'State not found': { 'es-ES': 'Provincia no encontrada', 'ar-SA': 'الولاية غير موجودة' },
  'City not found': { 'es-ES': 'Ciudad no encontrada', 'ar-SA': 'المدينة غير موجودة' },
  'Area not found': { 'es-ES': 'Zona de reparto no encontrada', 'ar-SA': 'الحي غير موجود' },
  'The name is required': { 'es-ES': 'El nombre es obligatorio', 'ar-SA': 'الاسم مطلوب' },
  'The country code is two capital letters (ISO 3166-1), such as BD': {
    'es-ES': 'El código de país son dos letras mayúsculas (ISO 3166-1), como BD',
    'ar-SA': 'رمز الدولة حرفان كبيران (ISO 3166-1) مثل BD',
  },
  'Another country already has this code': {
    'es-ES': 'Otro país ya tiene este código',
    'ar-SA': 'هذا الرمز مستخدم لدولة أخرى',
  },
  'There is already one with this name here': {
    'es-ES': 'Ya hay uno con este nombre aquí',
    'ar-SA': 'يوجد عنصر بهذا الاسم هنا',
  },
  'The charge must be an amount of at least 0': {
    'es-ES': 'El importe debe ser de al menos 0',
    'ar-SA': 'يجب أن تكون الرسوم 0 على الأقل',
  },
  'The charge has more decimals than the currency allows': {
    'es-ES': 'El importe tiene más decimales de los que permite la moneda',
    'ar-SA': 'في الرسوم منازل عشرية أكثر مما تسمح به العملة',
  },
  'A zone may cover at most 2000 areas': {
    'es-ES': 'Una zona puede cubrir como máximo 2000 áreas',
    'ar-SA': 'يمكن للمنطقة أن تغطي 2000 حي على الأكثر',
  },
  'This country still has states or saved addresses: switch it off instead': {
    'es-ES': 'Este país aún tiene provincias o direcciones guardadas: desactívalo en su lugar',
    'ar-SA': 'لا تزال لهذه الدولة ولايات أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  'This state still has cities or saved addresses: switch it off instead': {
    'es-ES': 'Esta provincia aún tiene ciudades o direcciones guardadas: desactívala en su lugar',
    'ar-SA': 'لا تزال لهذه الولاية مدن أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  'This city still has areas or saved addresses: switch it off instead': {
    'es-ES': 'Esta ciudad aún tiene áreas o direcciones guardadas: desactívala en su lugar',
    'ar-SA': 'لا تزال لهذه المدينة أحياء أو عناوين محفوظة: عطّلها بدلًا من ذلك',
  },
  'Saved addresses use this area: switch it off instead': {
    'es-ES': 'Hay direcciones guardadas en esta área: desactívala en su lugar',
    'ar-SA': 'هناك عناوين محفوظة تستخدم هذا الحي: عطّله بدلًا من ذلك',
  },
  'Warehouses of {count} shops deliver to this zone: switch it off instead': {
    'es-ES': 'Almacenes de {count} tiendas reparten en esta zona: desactívala en su lugar',
    'ar-SA': 'مستودعات {count} متاجر توصل إلى هذه المنطقة: عطّلها بدلًا من ذلك',
  },
  Saved: { 'es-ES': 'Guardado', 'ar-SA': 'تم الحفظ' },
  Created: { 'es-ES': 'Creado', 'ar-SA': 'تم الإنشاء' },
  Deleted: { 'es-ES': 'Eliminado', 'ar-SA': 'تم الحذف' },
  'Zone saved': { 'es-ES': 'Zona guardada', 'ar-SA': 'تم حفظ المنطقة' },
  'Zone created': { 'es-ES': 'Zona creada', 'ar-SA': 'تم إنشاء المنطقة' },
  'Zone deleted': { 'es-ES': 'Zona eliminada', 'ar-SA': 'تم حذف المنطقة' },

  // modules/inventory/seller-messages
  'Product variation not found': {
    'es-ES': 'Variante de producto no encontrada',
    'ar-SA': 'متغير المنتج غير موجود',
  },
  'Warehouse created': { 'es-ES': 'Almacén creado', 'ar-SA': 'تم إنشاء المستودع' },
  'Warehouse updated': { 'es-ES': 'Almacén actualizado', 'ar-SA': 'تم تحديث المستودع' },
  'Warehouse deleted': { 'es-ES': 'Almacén eliminado', 'ar-SA': 'تم حذف المستودع' },
  'Warehouse name is required': {
    'es-ES': 'El nombre del almacén es obligatorio',
    'ar-SA': 'اسم المستودع مطلوب',
  },
  'The warehouse name may be at most 100 characters': {
    'es-ES': 'El nombre del almacén puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز اسم المستودع 100 حرف',
  },
  'The address may be at most 500 characters': {
    'es-ES': 'La dirección puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 500 حرف',
  },
  'A warehouse may serve at most 500 zones': {
    'es-ES': 'Un almacén puede atender como máximo 500 zonas',
    'ar-SA': 'يمكن للمستودع أن يخدم 500 منطقة على الأكثر',
  },
  'The zone {zone} is already served by your warehouse {warehouse}': {
    'es-ES': 'La zona {zone} ya la atiende tu almacén {warehouse}',
    'ar-SA': 'المنطقة {zone} يخدمها بالفعل مستودعك {warehouse}',
  },
  'The default warehouse must be active': {
    'es-ES': 'El almacén predeterminado debe estar activo',
    'ar-SA': 'يجب أن يكون المستودع الافتراضي نشطًا',
  },
  'Your shop always has one default warehouse: make another warehouse the default instead': {
    'es-ES': 'Tu tienda siempre tiene un almacén predeterminado: haz predeterminado otro almacén en su lugar',
    'ar-SA': 'لمتجرك دائمًا مستودع افتراضي واحد: اجعل مستودعًا آخر هو الافتراضي بدلًا من ذلك',
  },
  'The default warehouse cannot be deleted: make another warehouse the default first': {
    'es-ES': 'El almacén predeterminado no se puede eliminar: haz predeterminado otro almacén primero',
    'ar-SA': 'لا يمكن حذف المستودع الافتراضي: اجعل مستودعًا آخر هو الافتراضي أولًا',
  },
  'This warehouse still holds {units} units of stock: move or remove them before deleting the warehouse': {
    'es-ES':
      'Este almacén todavía tiene {units} unidades en existencias: muévelas o retíralas antes de eliminarlo',
    'ar-SA': 'لا يزال هذا المستودع يحتوي على {units} وحدة من المخزون: انقلها أو أزلها قبل حذف المستودع',
  },
  'The change must be a whole number other than 0': {
    'es-ES': 'El cambio debe ser un número entero distinto de 0',
    'ar-SA': 'يجب أن يكون التغيير عددًا صحيحًا غير الصفر',
  },
  'Choose a reason for the change': {
    'es-ES': 'Elige un motivo para el cambio',
    'ar-SA': 'اختر سببًا للتغيير',
  },
  'The note may be at most 500 characters': {
    'es-ES': 'La nota puede tener como máximo 500 caracteres',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 500 حرف',
  },
  'Not enough stock: only {available} left in this warehouse': {
    'es-ES': 'No hay existencias suficientes: solo quedan {available} en este almacén',
    'ar-SA': 'المخزون غير كافٍ: تبقى {available} فقط في هذا المستودع',
  },
  'Stock updated': { 'es-ES': 'Existencias actualizadas', 'ar-SA': 'تم تحديث المخزون' },
  'The low-stock threshold must be a whole number from 0 to 100000': {
    'es-ES': 'El umbral de existencias bajas debe ser un número entero de 0 a 100000',
    'ar-SA': 'يجب أن يكون حد انخفاض المخزون عددًا صحيحًا من 0 إلى 100000',
  },
  'Inventory settings saved': {
    'es-ES': 'Ajustes de inventario guardados',
    'ar-SA': 'تم حفظ إعدادات المخزون',
  },

  // modules/orders/seller-messages
  'Enter the tracking number to ship the order.': {
    'es-ES': 'Introduce el número de seguimiento para enviar el pedido.',
    'ar-SA': 'أدخل رقم التتبع لشحن الطلب.',
  },
  'A tracking number has 3 to 64 letters, digits, dashes, dots or slashes.': {
    'es-ES': 'Un número de seguimiento tiene de 3 a 64 letras, dígitos, guiones, puntos o barras.',
    'ar-SA': 'يتكون رقم التتبع من 3 إلى 64 حرفًا أو رقمًا أو شرطة أو نقطة أو شرطة مائلة.',
  },
  'Give the reason for cancelling the order.': {
    'es-ES': 'Indica el motivo de la cancelación del pedido.',
    'ar-SA': 'اذكر سبب إلغاء الطلب.',
  },
  'Write the note.': { 'es-ES': 'Escribe la nota.', 'ar-SA': 'اكتب الملاحظة.' },
  'The note may have at most 1000 characters.': {
    'es-ES': 'La nota puede tener como máximo 1000 caracteres.',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 1000 حرف.',
  },
  'The order is marked as paid.': {
    'es-ES': 'El pedido se ha marcado como pagado.',
    'ar-SA': 'تم تعليم الطلب كمدفوع.',
  },
  'The order is marked as unpaid.': {
    'es-ES': 'El pedido se ha marcado como no pagado.',
    'ar-SA': 'تم تعليم الطلب كغير مدفوع.',
  },
  'This order is not paid.': { 'es-ES': 'Este pedido no está pagado.', 'ar-SA': 'هذا الطلب غير مدفوع.' },
  "A cancelled order's payment status cannot change.": {
    'es-ES': 'El estado del pago de un pedido cancelado no puede cambiar.',
    'ar-SA': 'لا يمكن تغيير حالة الدفع لطلب ملغى.',
  },
  'This order is already paid.': {
    'es-ES': 'Este pedido ya está pagado.',
    'ar-SA': 'هذا الطلب مدفوع بالفعل.',
  },
  'Only a cash or card on delivery order is marked paid by the shop; online payments are settled by the payment gateway.':
    {
      'es-ES':
        'La tienda solo marca como pagado un pedido con pago contra entrega (efectivo o tarjeta); los pagos en línea los liquida la pasarela de pago.',
      'ar-SA':
        'يعلّم المتجر كمدفوع فقط الطلب المدفوع عند الاستلام (نقدًا أو بالبطاقة)؛ أما المدفوعات الإلكترونية فتسويها بوابة الدفع.',
    },
  'A cancelled order cannot be marked paid.': {
    'es-ES': 'Un pedido cancelado no se puede marcar como pagado.',
    'ar-SA': 'لا يمكن تعليم طلب ملغى كمدفوع.',
  },
  'The note has been added to the timeline.': {
    'es-ES': 'La nota se ha añadido al historial.',
    'ar-SA': 'تمت إضافة الملاحظة إلى سجل الطلب.',
  },
  'Enter a date as YYYY-MM-DD.': {
    'es-ES': 'Introduce una fecha como AAAA-MM-DD.',
    'ar-SA': 'أدخل التاريخ بصيغة YYYY-MM-DD.',
  },
  'The start date must not be after the end date.': {
    'es-ES': 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    'ar-SA': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
  },
  'Tracking number: {trackingNumber}.': {
    'es-ES': 'Número de seguimiento: {trackingNumber}.',
    'ar-SA': 'رقم التتبع: {trackingNumber}.',
  },
  Note: { 'es-ES': 'Nota', 'ar-SA': 'ملاحظة' },
  'Your order {code} has been confirmed.': {
    'es-ES': 'Tu pedido {code} ha sido confirmado.',
    'ar-SA': 'تم تأكيد طلبك {code}.',
  },
  'Your order {code} is being prepared.': {
    'es-ES': 'Estamos preparando tu pedido {code}.',
    'ar-SA': 'جارٍ تجهيز طلبك {code}.',
  },
  'Your order {code} has been shipped. Tracking number: {trackingNumber}.': {
    'es-ES': 'Tu pedido {code} ha sido enviado. Número de seguimiento: {trackingNumber}.',
    'ar-SA': 'تم شحن طلبك {code}. رقم التتبع: {trackingNumber}.',
  },
  'Your order {code} has been delivered. Thank you for shopping with us.': {
    'es-ES': 'Tu pedido {code} ha sido entregado. Gracias por tu compra.',
    'ar-SA': 'تم توصيل طلبك {code}. شكرًا لتسوقك معنا.',
  },
  'Your order {code} has been cancelled.': {
    'es-ES': 'Tu pedido {code} ha sido cancelado.',
    'ar-SA': 'تم إلغاء طلبك {code}.',
  },
  'We have received the payment for your order {code}. Thank you.': {
    'es-ES': 'Hemos recibido el pago de tu pedido {code}. Gracias.',
    'ar-SA': 'استلمنا دفعة طلبك {code}. شكرًا لك.',
  },
  'There is a new message about your order {code}.': {
    'es-ES': 'Hay un mensaje nuevo sobre tu pedido {code}.',
    'ar-SA': 'هناك رسالة جديدة بخصوص طلبك {code}.',
  },
  'The shop says: {note}': { 'es-ES': 'La tienda dice: {note}', 'ar-SA': 'يقول المتجر: {note}' },
  'Your order {code} - {appName}': {
    'es-ES': 'Tu pedido {code} - {appName}',
    'ar-SA': 'طلبك {code} - {appName}',
  },
  'Follow your order: {url}': { 'es-ES': 'Sigue tu pedido: {url}', 'ar-SA': 'تابع طلبك: {url}' },
  Invoice: { 'es-ES': 'Factura', 'ar-SA': 'فاتورة' },
  'Packing slip': { 'es-ES': 'Albarán', 'ar-SA': 'قائمة التعبئة' },
  'Order {code}': { 'es-ES': 'Pedido {code}', 'ar-SA': 'الطلب {code}' },
  'Placed on {date}': { 'es-ES': 'Realizado el {date}', 'ar-SA': 'تاريخ الطلب {date}' },
  'Printed on {date}': { 'es-ES': 'Impreso el {date}', 'ar-SA': 'تاريخ الطباعة {date}' },
  'Payment: {method} ({status})': {
    'es-ES': 'Pago: {method} ({status})',
    'ar-SA': 'الدفع: {method} ({status})',
  },
  paid: { 'es-ES': 'pagado', 'ar-SA': 'مدفوع' },
  unpaid: { 'es-ES': 'pendiente', 'ar-SA': 'غير مدفوع' },
  'Status: {status}': { 'es-ES': 'Estado: {status}', 'ar-SA': 'الحالة: {status}' },
  'Tracking number: {trackingNumber}': {
    'es-ES': 'Número de seguimiento: {trackingNumber}',
    'ar-SA': 'رقم التتبع: {trackingNumber}',
  },
  'Ship to': { 'es-ES': 'Enviar a', 'ar-SA': 'الشحن إلى' },
  'Bill to': { 'es-ES': 'Facturar a', 'ar-SA': 'الفوترة إلى' },
  Customer: { 'es-ES': 'Cliente', 'ar-SA': 'العميل' },
  Item: { 'es-ES': 'Artículo', 'ar-SA': 'المنتج' },
  SKU: { 'es-ES': 'SKU', 'ar-SA': 'رمز المنتج' },
  Qty: { 'es-ES': 'Cant.', 'ar-SA': 'الكمية' },
  'Unit price': { 'es-ES': 'Precio unitario', 'ar-SA': 'سعر الوحدة' },
  Subtotal: { 'es-ES': 'Subtotal', 'ar-SA': 'المجموع الفرعي' },
  Discount: { 'es-ES': 'Descuento', 'ar-SA': 'الخصم' },
  'Coupon {code}': { 'es-ES': 'Cupón {code}', 'ar-SA': 'القسيمة {code}' },
  'Coupon discount': { 'es-ES': 'Descuento del cupón', 'ar-SA': 'خصم القسيمة' },
  Tax: { 'es-ES': 'Impuestos', 'ar-SA': 'الضريبة' },
  Shipping: { 'es-ES': 'Envío', 'ar-SA': 'الشحن' },
  Packed: { 'es-ES': 'Empacado', 'ar-SA': 'تم التغليف' },
  "Customer's note": { 'es-ES': 'Nota del cliente', 'ar-SA': 'ملاحظة العميل' },
  'Thank you for shopping with {shop}.': {
    'es-ES': 'Gracias por comprar en {shop}.',
    'ar-SA': 'شكرًا لتسوقك من {shop}.',
  },
  'Same as the shipping address': {
    'es-ES': 'La misma que la dirección de envío',
    'ar-SA': 'نفس عنوان الشحن',
  },

  // modules/payments/payment-messages
  'Payment methods saved': { 'es-ES': 'Métodos de pago guardados', 'ar-SA': 'تم حفظ طرق الدفع' },
  'Unknown payment method': { 'es-ES': 'Método de pago desconocido', 'ar-SA': 'طريقة دفع غير معروفة' },
  'At least one payment method must stay on: customers could not pay otherwise': {
    'es-ES': 'Al menos un método de pago debe seguir activo: si no, los clientes no podrían pagar',
    'ar-SA': 'يجب أن تبقى طريقة دفع واحدة مفعّلة على الأقل، وإلا فلن يتمكن العملاء من الدفع',
  },

  // modules/reviews/seller-messages
  'The rating is a whole number from 1 to 5': {
    'es-ES': 'La valoración es un número entero del 1 al 5',
    'ar-SA': 'التقييم عدد صحيح من 1 إلى 5',
  },

  // modules/sellers/seller-messages
  'This account has no shop. Register your shop first.': {
    'es-ES': 'Esta cuenta no tiene tienda. Registra tu tienda primero.',
    'ar-SA': 'لا يوجد متجر لهذا الحساب. سجّل متجرك أولاً.',
  },
  'Verify your phone number first: sign in at the storefront to get a code.': {
    'es-ES': 'Verifica primero tu número de teléfono: inicia sesión en la tienda para recibir un código.',
    'ar-SA': 'تحقق من رقم هاتفك أولاً: سجّل الدخول في المتجر للحصول على رمز.',
  },
  'In single shop mode only the owner of the shop can sign in here.': {
    'es-ES': 'En el modo de tienda única solo el propietario de la tienda puede iniciar sesión aquí.',
    'ar-SA': 'في وضع المتجر الواحد يمكن لمالك المتجر فقط تسجيل الدخول هنا.',
  },

  // modules/shops/admin-shop-messages
  'Shop rejected': { 'es-ES': 'Tienda rechazada', 'ar-SA': 'تم رفض المتجر' },
  'Shop suspended': { 'es-ES': 'Tienda suspendida', 'ar-SA': 'تم إيقاف المتجر' },
  'Shop reinstated': { 'es-ES': 'Tienda reactivada', 'ar-SA': 'تمت إعادة تفعيل المتجر' },
  'Commission saved': { 'es-ES': 'Comisión guardada', 'ar-SA': 'تم حفظ العمولة' },
  'Default commission saved': {
    'es-ES': 'Comisión predeterminada guardada',
    'ar-SA': 'تم حفظ العمولة الافتراضية',
  },
  "The platform's own shop cannot be rejected or suspended": {
    'es-ES': 'La tienda propia de la plataforma no se puede rechazar ni suspender',
    'ar-SA': 'لا يمكن رفض متجر المنصة نفسه أو إيقافه',
  },
  'This shop is already approved.': {
    'es-ES': 'Esta tienda ya está aprobada.',
    'ar-SA': 'هذا المتجر معتمد بالفعل.',
  },
  'This shop is suspended: reinstate it instead.': {
    'es-ES': 'Esta tienda está suspendida: reactívala en su lugar.',
    'ar-SA': 'هذا المتجر موقوف: أعد تفعيله بدلًا من ذلك.',
  },
  'This shop is already rejected.': {
    'es-ES': 'Esta tienda ya está rechazada.',
    'ar-SA': 'هذا المتجر مرفوض بالفعل.',
  },
  'Only an approved shop can be suspended.': {
    'es-ES': 'Solo se puede suspender una tienda aprobada.',
    'ar-SA': 'لا يمكن إيقاف إلا متجر معتمد.',
  },
  'Only a suspended shop can be reinstated.': {
    'es-ES': 'Solo se puede reactivar una tienda suspendida.',
    'ar-SA': 'لا يمكن إعادة تفعيل إلا متجر موقوف.',
  },
  'Write the reason the seller will read (at least 3 characters).': {
    'es-ES': 'Escribe el motivo que leerá el vendedor (al menos 3 caracteres).',
    'ar-SA': 'اكتب السبب الذي سيقرؤه البائع (3 أحرف على الأقل).',
  },
  'Enter a percentage from 0 to 100.': {
    'es-ES': 'Introduce un porcentaje de 0 a 100.',
    'ar-SA': 'أدخل نسبة من 0 إلى 100.',
  },
  'A percentage may have at most 2 decimals.': {
    'es-ES': 'Un porcentaje puede tener como máximo 2 decimales.',
    'ar-SA': 'يمكن أن تحتوي النسبة على منزلتين عشريتين كحد أقصى.',
  },
  'Good news: your shop {shop} has been approved and is now open on {appName}.': {
    'es-ES': 'Buenas noticias: tu tienda {shop} ha sido aprobada y ya está abierta en {appName}.',
    'ar-SA': 'أخبار سارة: تمت الموافقة على متجرك {shop} وهو مفتوح الآن على {appName}.',
  },
  'Your shop {shop} was not approved on {appName}. Reason: {reason}': {
    'es-ES': 'Tu tienda {shop} no ha sido aprobada en {appName}. Motivo: {reason}',
    'ar-SA': 'لم تتم الموافقة على متجرك {shop} على {appName}. السبب: {reason}',
  },
  'Your shop {shop} has been suspended on {appName}. Reason: {reason}': {
    'es-ES': 'Tu tienda {shop} ha sido suspendida en {appName}. Motivo: {reason}',
    'ar-SA': 'تم إيقاف متجرك {shop} على {appName}. السبب: {reason}',
  },
  'Your shop {shop} is open again on {appName}.': {
    'es-ES': 'Tu tienda {shop} vuelve a estar abierta en {appName}.',
    'ar-SA': 'متجرك {shop} مفتوح من جديد على {appName}.',
  },

  // modules/shops/seller-messages
  'The tagline may be at most 150 characters': {
    'es-ES': 'El eslogan puede tener como máximo 150 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الشعار النصي 150 حرفًا',
  },
  'The description may be at most 5000 characters': {
    'es-ES': 'La descripción puede tener como máximo 5000 caracteres',
    'ar-SA': 'يجب ألا يتجاوز الوصف 5000 حرف',
  },
  'Enter an amount of 0 or more': {
    'es-ES': 'Introduce un importe de 0 o más',
    'ar-SA': 'أدخل مبلغًا يساوي 0 أو أكثر',
  },
  'Shop profile saved': { 'es-ES': 'Perfil de la tienda guardado', 'ar-SA': 'تم حفظ ملف المتجر' },
  'Logo updated': { 'es-ES': 'Logotipo actualizado', 'ar-SA': 'تم تحديث الشعار' },
  'Banner updated': { 'es-ES': 'Banner actualizado', 'ar-SA': 'تم تحديث اللافتة' },
  'Banner uploaded': { 'es-ES': 'Banner subido', 'ar-SA': 'تم رفع اللافتة' },
  'Shop sections saved': { 'es-ES': 'Secciones de la tienda guardadas', 'ar-SA': 'تم حفظ أقسام المتجر' },
  'Section not found': { 'es-ES': 'Sección no encontrada', 'ar-SA': 'القسم غير موجود' },
  'A shop page may have at most 20 sections': {
    'es-ES': 'La página de una tienda puede tener como máximo 20 secciones',
    'ar-SA': 'يمكن أن تحتوي صفحة المتجر على 20 قسمًا على الأكثر',
  },
  'A section may list at most 30 products': {
    'es-ES': 'Una sección puede mostrar como máximo 30 productos',
    'ar-SA': 'يمكن أن يعرض القسم 30 منتجًا على الأكثر',
  },
  'A banner group may hold at most 10 banners': {
    'es-ES': 'Un grupo de banners puede tener como máximo 10 banners',
    'ar-SA': 'يمكن أن تضم مجموعة اللافتات 10 لافتات على الأكثر',
  },
  'A title may be at most 100 characters': {
    'es-ES': 'Un título puede tener como máximo 100 caracteres',
    'ar-SA': 'يجب ألا يتجاوز العنوان 100 حرف',
  },
  'Use a banner uploaded for your shop': {
    'es-ES': 'Usa un banner subido para tu tienda',
    'ar-SA': 'استخدم لافتة مرفوعة لمتجرك',
  },
  'Unknown section type': { 'es-ES': 'Tipo de sección desconocido', 'ar-SA': 'نوع قسم غير معروف' },
} as const satisfies Record<string, Readonly<Record<MessageLanguage, string>>>;

export type MessageKey = keyof typeof MESSAGES;

/** Whether `text` is a message of the table (for text that arrives untyped, e.g. an error's). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}
