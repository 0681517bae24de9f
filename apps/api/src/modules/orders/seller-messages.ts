import { SELLER_ORDER_MESSAGES as M } from '@shop/contracts/seller/orders';
import { addMessages } from '../../platform/messages.ts';
import { ORDER_NOTICES as N } from './order-notices.ts';
import { SHOP_NOTE, TRACKING_NUMBER_NOTE } from './order-timeline.ts';
import { DOCUMENT_LABELS as D } from './seller-order-documents.ts';

/** The seller center's order messages, the shopper's notices and the documents' labels (issue 17 §5). */
addMessages({
  [M.trackingRequired]: {
    'es-ES': 'Introduce el número de seguimiento para enviar el pedido.',
    'ar-SA': 'أدخل رقم التتبع لشحن الطلب.',
  },
  [M.trackingInvalid]: {
    'es-ES': 'Un número de seguimiento tiene de 3 a 64 letras, dígitos, guiones, puntos o barras.',
    'ar-SA': 'يتكون رقم التتبع من 3 إلى 64 حرفًا أو رقمًا أو شرطة أو نقطة أو شرطة مائلة.',
  },
  [M.reasonRequired]: {
    'es-ES': 'Indica el motivo de la cancelación del pedido.',
    'ar-SA': 'اذكر سبب إلغاء الطلب.',
  },
  [M.noteRequired]: { 'es-ES': 'Escribe la nota.', 'ar-SA': 'اكتب الملاحظة.' },
  [M.noteTooLong]: {
    'es-ES': 'La nota puede tener como máximo 1000 caracteres.',
    'ar-SA': 'يجب ألا تتجاوز الملاحظة 1000 حرف.',
  },
  [M.markedPaid]: { 'es-ES': 'El pedido se ha marcado como pagado.', 'ar-SA': 'تم تعليم الطلب كمدفوع.' },
  [M.markedUnpaid]: {
    'es-ES': 'El pedido se ha marcado como no pagado.',
    'ar-SA': 'تم تعليم الطلب كغير مدفوع.',
  },
  [M.notPaid]: { 'es-ES': 'Este pedido no está pagado.', 'ar-SA': 'هذا الطلب غير مدفوع.' },
  [M.cancelledPaymentFinal]: {
    'es-ES': 'El estado del pago de un pedido cancelado no puede cambiar.',
    'ar-SA': 'لا يمكن تغيير حالة الدفع لطلب ملغى.',
  },
  [M.alreadyPaid]: { 'es-ES': 'Este pedido ya está pagado.', 'ar-SA': 'هذا الطلب مدفوع بالفعل.' },
  [M.notPayOnDelivery]: {
    'es-ES':
      'La tienda solo marca como pagado un pedido con pago contra entrega (efectivo o tarjeta); los pagos en línea los liquida la pasarela de pago.',
    'ar-SA':
      'يعلّم المتجر كمدفوع فقط الطلب المدفوع عند الاستلام (نقدًا أو بالبطاقة)؛ أما المدفوعات الإلكترونية فتسويها بوابة الدفع.',
  },
  [M.cancelledNotPayable]: {
    'es-ES': 'Un pedido cancelado no se puede marcar como pagado.',
    'ar-SA': 'لا يمكن تعليم طلب ملغى كمدفوع.',
  },
  [M.noteAdded]: {
    'es-ES': 'La nota se ha añadido al historial.',
    'ar-SA': 'تمت إضافة الملاحظة إلى سجل الطلب.',
  },
  [M.invalidDate]: {
    'es-ES': 'Introduce una fecha como AAAA-MM-DD.',
    'ar-SA': 'أدخل التاريخ بصيغة YYYY-MM-DD.',
  },
  [M.invalidRange]: {
    'es-ES': 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    'ar-SA': 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
  },
  [TRACKING_NUMBER_NOTE]: {
    'es-ES': 'Número de seguimiento: {trackingNumber}.',
    'ar-SA': 'رقم التتبع: {trackingNumber}.',
  },
  [SHOP_NOTE]: { 'es-ES': 'Nota', 'ar-SA': 'ملاحظة' },
  // the shopper's notices
  [N.confirmed]: { 'es-ES': 'Tu pedido {code} ha sido confirmado.', 'ar-SA': 'تم تأكيد طلبك {code}.' },
  [N.processing]: { 'es-ES': 'Estamos preparando tu pedido {code}.', 'ar-SA': 'جارٍ تجهيز طلبك {code}.' },
  [N.shipped]: {
    'es-ES': 'Tu pedido {code} ha sido enviado. Número de seguimiento: {trackingNumber}.',
    'ar-SA': 'تم شحن طلبك {code}. رقم التتبع: {trackingNumber}.',
  },
  [N.delivered]: {
    'es-ES': 'Tu pedido {code} ha sido entregado. Gracias por tu compra.',
    'ar-SA': 'تم توصيل طلبك {code}. شكرًا لتسوقك معنا.',
  },
  [N.cancelled]: { 'es-ES': 'Tu pedido {code} ha sido cancelado.', 'ar-SA': 'تم إلغاء طلبك {code}.' },
  [N.paid]: {
    'es-ES': 'Hemos recibido el pago de tu pedido {code}. Gracias.',
    'ar-SA': 'استلمنا دفعة طلبك {code}. شكرًا لك.',
  },
  [N.note]: {
    'es-ES': 'Hay un mensaje nuevo sobre tu pedido {code}.',
    'ar-SA': 'هناك رسالة جديدة بخصوص طلبك {code}.',
  },
  [N.shopSays]: { 'es-ES': 'La tienda dice: {note}', 'ar-SA': 'يقول المتجر: {note}' },
  [N.subject]: { 'es-ES': 'Tu pedido {code} - {appName}', 'ar-SA': 'طلبك {code} - {appName}' },
  [N.follow]: { 'es-ES': 'Sigue tu pedido: {url}', 'ar-SA': 'تابع طلبك: {url}' },
  // the invoice and the packing slip
  [D.invoice]: { 'es-ES': 'Factura', 'ar-SA': 'فاتورة' },
  [D.packingSlip]: { 'es-ES': 'Albarán', 'ar-SA': 'قائمة التعبئة' },
  [D.order]: { 'es-ES': 'Pedido {code}', 'ar-SA': 'الطلب {code}' },
  [D.placedOn]: { 'es-ES': 'Realizado el {date}', 'ar-SA': 'تاريخ الطلب {date}' },
  [D.printedOn]: { 'es-ES': 'Impreso el {date}', 'ar-SA': 'تاريخ الطباعة {date}' },
  [D.payment]: { 'es-ES': 'Pago: {method} ({status})', 'ar-SA': 'الدفع: {method} ({status})' },
  [D.paid]: { 'es-ES': 'pagado', 'ar-SA': 'مدفوع' },
  [D.unpaid]: { 'es-ES': 'pendiente', 'ar-SA': 'غير مدفوع' },
  [D.status]: { 'es-ES': 'Estado: {status}', 'ar-SA': 'الحالة: {status}' },
  [D.tracking]: {
    'es-ES': 'Número de seguimiento: {trackingNumber}',
    'ar-SA': 'رقم التتبع: {trackingNumber}',
  },
  [D.shipTo]: { 'es-ES': 'Enviar a', 'ar-SA': 'الشحن إلى' },
  [D.billTo]: { 'es-ES': 'Facturar a', 'ar-SA': 'الفوترة إلى' },
  [D.customer]: { 'es-ES': 'Cliente', 'ar-SA': 'العميل' },
  [D.item]: { 'es-ES': 'Artículo', 'ar-SA': 'المنتج' },
  [D.sku]: { 'es-ES': 'SKU', 'ar-SA': 'رمز المنتج' },
  [D.qty]: { 'es-ES': 'Cant.', 'ar-SA': 'الكمية' },
  [D.unitPrice]: { 'es-ES': 'Precio unitario', 'ar-SA': 'سعر الوحدة' },
  [D.total]: { 'es-ES': 'Total', 'ar-SA': 'الإجمالي' },
  [D.subtotal]: { 'es-ES': 'Subtotal', 'ar-SA': 'المجموع الفرعي' },
  [D.discount]: { 'es-ES': 'Descuento', 'ar-SA': 'الخصم' },
  [D.coupon]: { 'es-ES': 'Cupón {code}', 'ar-SA': 'القسيمة {code}' },
  [D.couponDiscount]: { 'es-ES': 'Descuento del cupón', 'ar-SA': 'خصم القسيمة' },
  [D.tax]: { 'es-ES': 'Impuestos', 'ar-SA': 'الضريبة' },
  [D.shipping]: { 'es-ES': 'Envío', 'ar-SA': 'الشحن' },
  [D.packed]: { 'es-ES': 'Empacado', 'ar-SA': 'تم التغليف' },
  [D.customerNote]: { 'es-ES': 'Nota del cliente', 'ar-SA': 'ملاحظة العميل' },
  [D.thanks]: { 'es-ES': 'Gracias por comprar en {shop}.', 'ar-SA': 'شكرًا لتسوقك من {shop}.' },
  [D.sameAsShipping]: { 'es-ES': 'La misma que la dirección de envío', 'ar-SA': 'نفس عنوان الشحن' },
  'Cash on Delivery': { 'es-ES': 'Contra reembolso', 'ar-SA': 'الدفع عند الاستلام' },
  'Card on Delivery': { 'es-ES': 'Tarjeta a la entrega', 'ar-SA': 'البطاقة عند الاستلام' },
});
