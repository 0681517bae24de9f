import { addMessages } from '../../platform/messages.ts';

/**
 * The English texts of the cart's answers (storefront spec §5 and §8, rules §2); `reply.ok` and the
 * error handler translate them through the message catalogue.
 */
export const CART_MESSAGES = {
  added: 'Product has been added to your cart',
  increased: 'Quantity has been increased',
  decreased: 'Quantity has been decreased',
  removed: 'Product removed from cart!',
  outOfStock: 'Out of stock',
  maximumAdded: 'Maximum quantity added to cart',
  onlyMoreAllowed: 'Only {count} more can be added to your cart',
  maxPurchaseReached: 'You have reached maximum order quantity at a time for this product',
  productNotFound: 'Product not found',
  warehouseNotFound: 'Warehouse not found',
  notDeliverable: 'This product is not available in your delivery area',
  lineNotFound: 'Cart item not found',
} as const;

addMessages({
  [CART_MESSAGES.added]: {
    'es-ES': 'El producto se ha añadido a tu carrito',
    'ar-SA': 'تمت إضافة المنتج إلى سلتك',
  },
  [CART_MESSAGES.increased]: { 'es-ES': 'Se ha aumentado la cantidad', 'ar-SA': 'تمت زيادة الكمية' },
  [CART_MESSAGES.decreased]: { 'es-ES': 'Se ha reducido la cantidad', 'ar-SA': 'تم تقليل الكمية' },
  [CART_MESSAGES.removed]: {
    'es-ES': '¡Producto eliminado del carrito!',
    'ar-SA': 'تمت إزالة المنتج من السلة!',
  },
  [CART_MESSAGES.outOfStock]: { 'es-ES': 'Agotado', 'ar-SA': 'نفد المخزون' },
  [CART_MESSAGES.maximumAdded]: {
    'es-ES': 'Se ha añadido la cantidad máxima al carrito',
    'ar-SA': 'تمت إضافة الحد الأقصى من الكمية إلى السلة',
  },
  [CART_MESSAGES.onlyMoreAllowed]: {
    'es-ES': 'Solo se pueden añadir {count} más a tu carrito',
    'ar-SA': 'يمكن إضافة {count} فقط إلى سلتك',
  },
  [CART_MESSAGES.maxPurchaseReached]: {
    'es-ES': 'Has alcanzado la cantidad máxima por pedido de este producto',
    'ar-SA': 'لقد بلغت الحد الأقصى لكمية الطلب من هذا المنتج في المرة الواحدة',
  },
  [CART_MESSAGES.productNotFound]: { 'es-ES': 'Producto no encontrado', 'ar-SA': 'المنتج غير موجود' },
  [CART_MESSAGES.warehouseNotFound]: { 'es-ES': 'Almacén no encontrado', 'ar-SA': 'المستودع غير موجود' },
  [CART_MESSAGES.notDeliverable]: {
    'es-ES': 'Este producto no está disponible en tu zona de entrega',
    'ar-SA': 'هذا المنتج غير متوفر في منطقة التوصيل الخاصة بك',
  },
  [CART_MESSAGES.lineNotFound]: {
    'es-ES': 'No se encontró el artículo del carrito',
    'ar-SA': 'لم يتم العثور على عنصر السلة',
  },
});
