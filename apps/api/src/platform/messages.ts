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
  // Marketplace operator (modules/shops)
  'Shop approved': { 'es-ES': 'Tienda aprobada', 'ar-SA': 'تمت الموافقة على المتجر' },
  'Shop withdrawn': { 'es-ES': 'Tienda retirada', 'ar-SA': 'تم سحب المتجر' },
  "The platform's own shop cannot be withdrawn": {
    'es-ES': 'La tienda propia de la plataforma no se puede retirar',
    'ar-SA': 'لا يمكن سحب متجر المنصة نفسه',
  },
  // Seller signup (modules/sellers)
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
  // Chat (modules/chat)
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
  // Accounts (modules/auth, account, wishlist; packages/contracts auth and account)
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
  // Checkout, coupons and orders (modules/checkout, modules/orders)
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
  // Payment pages (modules/payments)
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
  // Answered while the server shuts down (platform/lifecycle)
  'Service Unavailable': { 'es-ES': 'Servicio no disponible', 'ar-SA': 'الخدمة غير متاحة' },
  // The contracts' schema messages (packages/contracts)
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
  // Payment method names (content/page-config: paymentMethodName)
  'Cash on Delivery': { 'es-ES': 'Contra reembolso', 'ar-SA': 'الدفع عند الاستلام' },
  'Card on Delivery': { 'es-ES': 'Tarjeta a la entrega', 'ar-SA': 'الدفع بالبطاقة عند الاستلام' },
  'Demo Card': { 'es-ES': 'Tarjeta de demostración', 'ar-SA': 'بطاقة تجريبية' },
};

/**
 * Adds a module's own messages to the catalogue (the seller center's modules keep theirs beside
 * their routes, in `seller-messages.ts`, and call this when they are imported). A message already
 * here keeps its translations.
 */
export function addMessages(entries: Record<string, Partial<Record<LanguageCode, string>>>): void {
  for (const [message, translations] of Object.entries(entries)) catalogue[message] ??= translations;
}

/** Every message with its translations (the catalogue's coverage test reads them). */
export function catalogueEntries(): Array<[string, Partial<Record<LanguageCode, string>>]> {
  return Object.entries(catalogue);
}

/** Translates an API message into `lang` and fills its `{name}` placeholders from `params`. */
export function translate(
  lang: LanguageCode,
  message: string,
  params: Record<string, string | number> = {},
): string {
  const text = catalogue[message]?.[lang] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
