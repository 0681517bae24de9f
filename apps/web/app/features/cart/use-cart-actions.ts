import type { CartItem, CartResult } from '@shop/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { cartKeys } from '../../lib/session-api.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { deleteCartLine, updateCartLine } from './api.ts';

type LineAction = 'increase' | 'decrease' | 'delete';

/** The most of a line's variation its warehouse holds (the product's stock when the warehouse is not listed). */
export function lineStock(item: CartItem): number {
  return (
    item.variation.stocks.find((s) => s.warehouseId === item.warehouseId)?.stockQty ?? item.product.stockQty
  );
}

/**
 * Quantity counter and delete of a cart line (storefront spec §4): decrease at quantity 1 deletes
 * the line ('Product removed from cart!'); increase is offered only below the stock and checked
 * again by the server. The server's cart replaces the cached one.
 */
export function useCartLineActions() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({
      item,
      action,
    }: {
      item: CartItem;
      action: LineAction;
    }): Promise<ApiResult<CartResult>> => {
      if (action === 'delete' || (action === 'decrease' && item.qty <= 1))
        return deleteCartLine(api, item.id);
      return updateCartLine(api, item.id, action);
    },
    onSuccess: (result, { item, action }) => {
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      queryClient.setQueryData(cartKeys.all, result.data);
      if (action === 'delete' || (action === 'decrease' && item.qty <= 1)) {
        toast.success(t('product_removed_from_cart'));
      }
    },
    onError: () => toast.error(t('something_went_wrong')),
  });
  return {
    run: (item: CartItem, action: LineAction) => mutation.mutate({ item, action }),
    /** the line being changed, if any */
    pendingId: mutation.isPending ? (mutation.variables?.item.id ?? null) : null,
  };
}
