import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { toast } from '../../lib/toast.ts';
import { useAddToCart, useCart } from '../cart/index.ts';
import type { ProductDetails } from './api.ts';
import {
  availability,
  clampQuantity,
  findVariation,
  initialSelection,
  type Selection,
  selectionImage,
  selectionParam,
  toggleValue,
  unchosenNames,
} from './variation-selection.ts';

export interface ProductPurchaseOptions {
  /**
   * The selection the page's address holds (`selectionFromSearch`), or null for the default one.
   * The product page passes it so the server renders the choice and back/forward restores it.
   */
  addressSelection?: Selection | null;
  /** Called with each new selection a shopper makes (the product page puts it in the address). */
  onSelectionChange?: (selection: Selection) => void;
}

/**
 * The purchase block's state (storefront spec §4 "Product options", §5 "Add to cart"): the chosen
 * values, the variation they describe, the quantity within stock minus what the cart already holds,
 * and the Add To Cart / Buy Now actions with their messages.
 */
export function useProductPurchase(product: ProductDetails, options: ProductPurchaseOptions = {}) {
  const { addressSelection = null, onSelectionChange } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const { add, isPending } = useAddToCart();
  const combinations = product.variationCombinations;
  const [selection, setSelection] = useState<Selection>(
    () => addressSelection ?? initialSelection(combinations, product.variations),
  );
  const [quantity, setQuantity] = useState(1);
  const [productId, setProductId] = useState(product.id);
  const addressKey = addressSelection === null ? null : selectionParam(addressSelection, combinations);
  const [seenAddressKey, setSeenAddressKey] = useState(addressKey);

  // Another product (client navigation between product pages) starts from its own defaults (or
  // its address's choice); the same product re-read for the shopper's zone keeps the choices.
  if (productId !== product.id) {
    setProductId(product.id);
    setSeenAddressKey(addressKey);
    setSelection(addressSelection ?? initialSelection(combinations, product.variations));
    setQuantity(1);
  } else if (addressKey !== seenAddressKey) {
    // the address changed under the page (back/forward, a shared link followed in the app); the
    // shopper's own choices reach the address already equal to the state, so this changes nothing
    setSeenAddressKey(addressKey);
    if (addressSelection !== null && addressKey !== selectionParam(selection, combinations)) {
      setSelection(addressSelection);
    }
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
    const next = toggleValue(selection, combinationId, valueId);
    setSelection(next);
    onSelectionChange?.(next);
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
