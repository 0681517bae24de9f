import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { toast } from '../../lib/toast.ts';
import { useAddToCart, useCart } from '../cart/use-cart.ts';
import type { ProductDetails } from './api.ts';
import {
  availability,
  clampQuantity,
  findVariation,
  initialSelection,
  type Selection,
  selectionImage,
  toggleValue,
  unchosenNames,
} from './variation-selection.ts';

/**
 * The purchase block's state (SPEC §4 "Product options", §5 "Add to cart"): the chosen values,
 * the variation they describe, the quantity within stock minus what the cart already holds, and
 * the Add To Cart / Buy Now actions with their messages.
 */
export function useProductPurchase(product: ProductDetails) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const { add, isPending } = useAddToCart();
  const combinations = product.variationCombinations;
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(combinations, product.variations),
  );
  const [quantity, setQuantity] = useState(1);
  const [productId, setProductId] = useState(product.id);

  // Another product (client navigation between product pages) starts from its own defaults;
  // the same product re-read for the shopper's zone keeps the shopper's choices.
  if (productId !== product.id) {
    setProductId(product.id);
    setSelection(initialSelection(combinations, product.variations));
    setQuantity(1);
  }

  const variation = useMemo(
    () => findVariation(product.variations, combinations, selection),
    [product.variations, combinations, selection],
  );
  const qtyInCart =
    variation && cart.data
      ? cart.data.carts
          .filter((line) => line.productVariationId === variation.id)
          .reduce((s, l) => s + l.qty, 0)
      : 0;
  const state = availability(variation, qtyInCart);
  const maxQty = state.state === 'available' ? state.maxQty : 1;

  // The quantity never exceeds what can still be added (variation changed, cart grew elsewhere).
  useEffect(() => {
    setQuantity((q) => clampQuantity(q, maxQty));
  }, [maxQty]);

  const image = selectionImage(variation, combinations, selection);
  /** Out of stock (badge shown, buttons disabled) when the chosen variation, or the product, has none. */
  const outOfStock = variation ? state.state === 'out_of_stock' : product.stockQty < 1;

  function choose(combinationId: number, valueId: number) {
    setSelection((current) => toggleValue(current, combinationId, valueId));
  }

  async function addToCart(): Promise<boolean> {
    if (state.state === 'unresolved') {
      const names = unchosenNames(combinations, selection);
      toast.error(
        names.length > 0
          ? t('please_select_names', { names: names.join(', ') })
          : t('this_combination_is_not_available'),
      );
      return false;
    }
    if (state.state === 'out_of_stock') {
      toast.error(t('out_of_stock'));
      return false;
    }
    if (state.state === 'max_in_cart') {
      toast.error(t('maximum_quantity_added_to_cart'));
      return false;
    }
    const added = await add({
      productVariationId: variation!.id,
      warehouseId: state.warehouseId,
      qty: quantity,
    });
    if (added) setQuantity(1);
    return added;
  }

  async function buyNow() {
    if (await addToCart()) navigate('/cart');
  }

  return {
    selection,
    choose,
    variation,
    image,
    quantity,
    setQuantity: (value: number) => setQuantity(clampQuantity(value, maxQty)),
    maxQty,
    availability: state,
    outOfStock,
    busy: isPending,
    addToCart,
    buyNow,
  };
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>;
