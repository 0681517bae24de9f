import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '@shop/contracts/seller/inventory';
import type { TFunction } from '../../../lib/translator.ts';

/** The reasons of a stock change with their labels, in the order the select lists them. */
export function reasonOptions(t: TFunction): { value: StockAdjustmentReason; label: string }[] {
  return STOCK_ADJUSTMENT_REASONS.map((value) => ({ value, label: reasonLabel(t, value) }));
}

export function reasonLabel(t: TFunction, reason: StockAdjustmentReason): string {
  switch (reason) {
    case 'received':
      return t('inventory.reasonReceived');
    case 'correction':
      return t('inventory.reasonCorrection');
    case 'damaged':
      return t('inventory.reasonDamaged');
    case 'returned':
      return t('inventory.reasonReturned');
    case 'other':
      return t('inventory.reasonOther');
  }
}
