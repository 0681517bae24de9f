/** The static pages of the demo shop (type `default`), each with its Spanish and Arabic version. */

export interface PageSpec {
  slug: string;
  title: string;
  content: string;
  metaDescription: string;
  translations: Record<'es-ES' | 'ar-SA', { title: string; content: string }>;
}

export const PAGES: PageSpec[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    metaDescription: 'Who we are: a marketplace of independent shops delivering across Bangladesh.',
    content: `<h2>Who we are</h2>
<p>We are a marketplace that brings independent shops and trusted brands together in one place. Every seller on our platform is reviewed by our team before their first product goes live, so you can shop with confidence.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Fair prices</strong>: sellers set their own prices and compete openly, with no hidden fees at checkout.</li>
<li><strong>Fast delivery</strong>: warehouses in every division mean most orders arrive within two to three days.</li>
<li><strong>Real support</strong>: our customer care team answers every message, seven days a week.</li>
</ul>
<h2>Sell with us</h2>
<p>Running a shop? Open your seller account in minutes, list your products and reach customers all over the country. Our team will help you with your first listings.</p>`,
    translations: {
      'es-ES': {
        title: 'Quiénes somos',
        content: `<h2>Quiénes somos</h2>
<p>Somos un mercado que reúne tiendas independientes y marcas de confianza en un solo lugar. Nuestro equipo revisa a cada vendedor antes de publicar su primer producto, para que compres con total confianza.</p>
<h2>En qué creemos</h2>
<ul>
<li><strong>Precios justos</strong>: cada vendedor fija sus precios y compite abiertamente, sin cargos ocultos.</li>
<li><strong>Entrega rápida</strong>: con almacenes en todas las divisiones, la mayoría de los pedidos llega en dos o tres días.</li>
<li><strong>Atención real</strong>: nuestro equipo responde cada mensaje, los siete días de la semana.</li>
</ul>`,
      },
      'ar-SA': {
        title: 'من نحن',
        content: `<h2>من نحن</h2>
<p>نحن سوق إلكتروني يجمع المتاجر المستقلة والعلامات التجارية الموثوقة في مكان واحد. يراجع فريقنا كل بائع قبل نشر أول منتج له، لتتسوق بثقة تامة.</p>
<h2>ما نؤمن به</h2>
<ul>
<li><strong>أسعار عادلة</strong>: يحدد كل بائع أسعاره ويتنافس بشفافية، دون رسوم خفية عند الدفع.</li>
<li><strong>توصيل سريع</strong>: بفضل مستودعاتنا في كل المناطق تصل معظم الطلبات خلال يومين إلى ثلاثة أيام.</li>
<li><strong>دعم حقيقي</strong>: يرد فريق خدمة العملاء على كل رسالة طوال أيام الأسبوع.</li>
</ul>`,
      },
    },
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    metaDescription: 'The terms that apply when you browse and buy on our marketplace.',
    content: `<p>These terms apply to every purchase made on this marketplace. By placing an order you agree to them.</p>
<h2>1. Orders</h2>
<p>An order is a request to buy. It becomes a contract when the seller confirms it. Each shop in your cart becomes its own order with its own shipping charge.</p>
<h2>2. Prices and payment</h2>
<p>Prices are shown in the store currency and include VAT where the product says so. Campaign and coupon discounts apply only while they are valid. You can pay cash or card on delivery, or online by card or PayPal.</p>
<h2>3. Delivery</h2>
<p>Delivery times shown on a product are estimates from the seller. If an order cannot be delivered to your address, we cancel it and refund any payment in full.</p>
<h2>4. Accounts</h2>
<p>Keep your password secret. You are responsible for orders placed from your account. We may suspend accounts that abuse the platform, its sellers or other customers.</p>
<h2>5. Changes</h2>
<p>We may update these terms. The version published on the date of your order applies to it.</p>`,
    translations: {
      'es-ES': {
        title: 'Términos y condiciones',
        content:
          '<p>Estos términos se aplican a cada compra realizada en este mercado. Al hacer un pedido los aceptas.</p><h2>1. Pedidos</h2><p>Un pedido es una solicitud de compra que se convierte en contrato cuando el vendedor lo confirma.</p><h2>2. Precios y pago</h2><p>Puedes pagar en efectivo o con tarjeta a la entrega, o en línea con tarjeta o PayPal.</p>',
      },
      'ar-SA': {
        title: 'الشروط والأحكام',
        content:
          '<p>تسري هذه الشروط على كل عملية شراء في هذا السوق، وبتقديم طلبك فإنك توافق عليها.</p><h2>1. الطلبات</h2><p>الطلب هو رغبة في الشراء، ويصبح عقدًا عندما يؤكده البائع. كل متجر في سلتك يصبح طلبًا مستقلًا برسوم شحن خاصة به.</p><h2>2. الأسعار والدفع</h2><p>يمكنك الدفع نقدًا أو بالبطاقة عند الاستلام، أو عبر الإنترنت بالبطاقة أو PayPal.</p><h2>3. التوصيل</h2><p>مواعيد التوصيل المعروضة تقديرات من البائع. إذا تعذر التوصيل إلى عنوانك نلغي الطلب ونعيد المبلغ كاملًا.</p>',
      },
    },
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: 'How we collect, use and protect your personal data.',
    content: `<p>We respect your privacy. This policy explains which personal data we keep and why.</p>
<h2>What we collect</h2>
<ul>
<li>Your name, phone number and e-mail address when you create an account.</li>
<li>Delivery addresses you save, and the orders you place.</li>
<li>Reviews and messages you send to sellers.</li>
</ul>
<h2>How we use it</h2>
<p>We use your data to deliver your orders, to let sellers answer your messages and to keep your account secure. We never sell your data. Sellers only see what they need to fulfil your order.</p>
<h2>Your choices</h2>
<p>You can update your profile at any time, delete saved addresses and unsubscribe from our newsletter with one click. To close your account, contact customer support.</p>`,
    translations: {
      'es-ES': {
        title: 'Política de privacidad',
        content:
          '<p>Respetamos tu privacidad. Esta política explica qué datos personales guardamos y por qué.</p><h2>Qué recogemos</h2><ul><li>Tu nombre, teléfono y correo electrónico al crear una cuenta.</li><li>Las direcciones de entrega que guardas y los pedidos que haces.</li><li>Las reseñas y los mensajes que envías a los vendedores.</li></ul><h2>Cómo lo usamos</h2><p>Usamos tus datos para entregar tus pedidos, para que los vendedores respondan a tus mensajes y para proteger tu cuenta. Nunca vendemos tus datos.</p><h2>Tus opciones</h2><p>Puedes actualizar tu perfil cuando quieras, borrar direcciones guardadas y darte de baja del boletín con un clic.</p>',
      },
      'ar-SA': {
        title: 'سياسة الخصوصية',
        content:
          '<p>نحترم خصوصيتك. توضح هذه السياسة البيانات الشخصية التي نحتفظ بها وسبب ذلك.</p><h2>ما نجمعه</h2><ul><li>اسمك ورقم هاتفك وبريدك الإلكتروني عند إنشاء الحساب.</li><li>عناوين التوصيل التي تحفظها والطلبات التي تقدمها.</li><li>المراجعات والرسائل التي ترسلها إلى البائعين.</li></ul><h2>كيف نستخدمها</h2><p>نستخدم بياناتك لتوصيل طلباتك، ولتمكين البائعين من الرد على رسائلك، ولحماية حسابك. لا نبيع بياناتك أبدًا.</p><h2>خياراتك</h2><p>يمكنك تحديث ملفك الشخصي في أي وقت، وحذف العناوين المحفوظة، وإلغاء الاشتراك في النشرة البريدية بنقرة واحدة.</p>',
      },
    },
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    metaDescription: 'Returns and refunds: 7 days, simple and free for faulty items.',
    content: `<h2>7-day easy returns</h2>
<p>If you are not happy with an item, you can return it within <strong>7 days</strong> of delivery. The item must be unused, with its original packaging and tags.</p>
<h2>How to return</h2>
<ol>
<li>Open <em>My Orders</em> and choose the order.</li>
<li>Contact the seller through chat with the order number and the reason for the return.</li>
<li>Hand the parcel to our courier when they call; pickup is free for faulty or wrong items.</li>
</ol>
<h2>Refunds</h2>
<p>Once the seller receives the item, your refund is issued within 5 working days to your original payment method. Cash-on-delivery orders are refunded by mobile banking or bank transfer.</p>
<h2>Non-returnable items</h2>
<p>Fresh food, personal care items that have been opened, and gift cards cannot be returned unless they arrive damaged.</p>`,
    translations: {
      'es-ES': {
        title: 'Política de devoluciones',
        content:
          '<h2>Devoluciones fáciles en 7 días</h2><p>Si no estás satisfecho con un artículo, puedes devolverlo en un plazo de <strong>7 días</strong> desde la entrega, sin usar y con su embalaje original.</p><h2>Reembolsos</h2><p>El reembolso se emite en 5 días hábiles al método de pago original.</p>',
      },
      'ar-SA': {
        title: 'سياسة الإرجاع',
        content:
          '<h2>إرجاع سهل خلال 7 أيام</h2><p>إذا لم تكن راضيًا عن منتج، يمكنك إرجاعه خلال <strong>7 أيام</strong> من الاستلام بشرط ألا يكون مستخدمًا وفي عبوته الأصلية.</p><h2>استرداد المبلغ</h2><p>يُعاد المبلغ خلال 5 أيام عمل إلى وسيلة الدفع الأصلية.</p>',
      },
    },
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    metaDescription: 'Answers to common questions about orders, delivery, payment and returns.',
    content: `<h3>How long does delivery take?</h3>
<p>Inside Dhaka most orders arrive within 24 to 48 hours. Elsewhere in Bangladesh delivery takes 2 to 5 days. The estimate is shown on every product page.</p>
<h3>Which payment methods can I use?</h3>
<p>Cash on delivery, card on delivery, and online payment by card (Stripe) or PayPal.</p>
<h3>Why did my cart change when I changed my location?</h3>
<p>Each shop ships from warehouses that serve certain zones. When you change your delivery area, items are moved to a warehouse that serves it or removed if none does.</p>
<h3>How do coupons work?</h3>
<p>A coupon belongs to one shop. Apply it at checkout; it works when your order from that shop meets the coupon's minimum spend and conditions.</p>
<h3>Can I return an item?</h3>
<p>Yes, within 7 days of delivery. See our <a href="/pages/return-policy">Return Policy</a>.</p>`,
    translations: {
      'es-ES': {
        title: 'Preguntas frecuentes',
        content: `<h3>¿Cuánto tarda la entrega?</h3>
<p>En Daca la mayoría de los pedidos llegan en 24 a 48 horas. En el resto de Bangladés la entrega tarda de 2 a 5 días. La estimación se muestra en cada página de producto.</p>
<h3>¿Qué métodos de pago puedo usar?</h3>
<p>Efectivo a la entrega, tarjeta a la entrega y pago en línea con tarjeta (Stripe) o PayPal.</p>
<h3>¿Por qué cambió mi carrito al cambiar de ubicación?</h3>
<p>Cada tienda envía desde almacenes que atienden ciertas zonas. Al cambiar tu zona de entrega, los artículos pasan a un almacén que la atienda o se retiran si no hay ninguno.</p>
<h3>¿Cómo funcionan los cupones?</h3>
<p>Un cupón pertenece a una tienda. Aplícalo al pagar; funciona cuando tu pedido de esa tienda alcanza el gasto mínimo y cumple sus condiciones.</p>
<h3>¿Puedo devolver un artículo?</h3>
<p>Sí, en los 7 días siguientes a la entrega. Consulta nuestra <a href="/pages/return-policy">Política de devoluciones</a>.</p>`,
      },
      'ar-SA': {
        title: 'الأسئلة الشائعة',
        content: `<h3>كم يستغرق التوصيل؟</h3>
<p>داخل دكا تصل معظم الطلبات خلال 24 إلى 48 ساعة، وفي باقي بنغلاديش يستغرق التوصيل من يومين إلى خمسة أيام. يظهر الموعد التقديري في صفحة كل منتج.</p>
<h3>ما طرق الدفع المتاحة؟</h3>
<p>الدفع نقدًا عند الاستلام، أو بالبطاقة عند الاستلام، أو عبر الإنترنت بالبطاقة (Stripe) أو PayPal.</p>
<h3>لماذا تغيرت سلتي عندما غيرت موقعي؟</h3>
<p>يشحن كل متجر من مستودعات تخدم مناطق معينة. عند تغيير منطقة التوصيل تُنقل المنتجات إلى مستودع يخدمها أو تُزال إن لم يوجد.</p>
<h3>كيف تعمل القسائم؟</h3>
<p>تتبع كل قسيمة متجرًا واحدًا. طبّقها عند الدفع، وتعمل عندما يستوفي طلبك من ذلك المتجر الحد الأدنى للإنفاق وشروطها.</p>
<h3>هل يمكنني إرجاع منتج؟</h3>
<p>نعم، خلال 7 أيام من الاستلام. راجع <a href="/pages/return-policy">سياسة الإرجاع</a>.</p>`,
      },
    },
  },
];
