import type { ContentTranslationLang } from '@shop/contracts/constants';
import type {
  CampaignProductOption,
  CreateCampaignBody,
  SellerCampaign,
} from '@shop/contracts/seller/campaigns';

/**
 * The campaign form's values: like the API's body, with the dates as the `datetime-local` inputs
 * hold them (the device's time, no offset) and numbers as typed. `toCampaignBody` turns them into
 * the body the contract's schema checks (the same schema the API runs).
 */
export interface CampaignFormState {
  name: string;
  shortDescription: string;
  startAt: string;
  endAt: string;
  isPublished: boolean;
  defaultDiscountType: 'amount' | 'percentage';
  defaultDiscountValue: string;
  /** the name and short description in the other languages ("" shows the base text there) */
  translations: Record<ContentTranslationLang, { name: string; shortDescription: string }>;
  products: {
    productId: number;
    variations: { variationId: number; discountType: 'amount' | 'percentage'; discountValue: string }[];
  }[];
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the device's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (device time) as ISO 8601 with its offset; anything else as it is. */
export function fromLocalInput(local: string): string {
  if (!LOCAL.test(local)) return local;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export function toCampaignBody(state: CampaignFormState): Record<string, unknown> {
  return { ...state, startAt: fromLocalInput(state.startAt), endAt: fromLocalInput(state.endAt) };
}

const HOUR = 3_600_000;
const NO_TEXT = { name: '', shortDescription: '' };

export function campaignFormState(campaign: SellerCampaign | null, now = Date.now()): CampaignFormState {
  if (!campaign) {
    const start = new Date(Math.ceil(now / HOUR) * HOUR);
    return {
      name: '',
      shortDescription: '',
      startAt: toLocalInput(start.toISOString()),
      endAt: toLocalInput(new Date(start.getTime() + 7 * 24 * HOUR).toISOString()),
      isPublished: false,
      defaultDiscountType: 'percentage',
      defaultDiscountValue: '10',
      translations: { 'es-ES': NO_TEXT, 'ar-SA': NO_TEXT },
      products: [],
    };
  }
  return {
    name: campaign.name,
    shortDescription: campaign.shortDescription,
    startAt: toLocalInput(campaign.startAt),
    endAt: toLocalInput(campaign.endAt),
    isPublished: campaign.isPublished,
    defaultDiscountType: campaign.defaultDiscountType,
    defaultDiscountValue: String(campaign.defaultDiscountValue),
    translations: {
      'es-ES': { ...campaign.translations['es-ES'] },
      'ar-SA': { ...campaign.translations['ar-SA'] },
    },
    products: campaign.products.map((p) => ({
      productId: p.id,
      variations: p.variations.map((v) => ({
        variationId: v.variationId,
        discountType: v.discountType,
        discountValue: String(v.discountValue),
      })),
    })),
  };
}

/** The products of a stored campaign in the shape of the picker's options (their names, SKUs, prices). */
export function productFacts(campaign: SellerCampaign | null): CampaignProductOption[] {
  return (
    campaign?.products.map((p) => ({
      id: p.id,
      name: p.name,
      thumbnail: p.thumbnail,
      isPublished: p.isPublished,
      variations: p.variations.map(({ variationId, sku, label, price }) => ({
        variationId,
        sku,
        label,
        price,
      })),
    })) ?? []
  );
}

/**
 * The price a variation sells at with a discount, as the storefront computes it: in minor units,
 * a percentage rounded half up, never below 0. Null when the discount is not a number yet.
 */
export function campaignPrice(
  price: number,
  type: 'amount' | 'percentage',
  value: string,
  decimals: number,
): number | null {
  const v = Number(value);
  if (value.trim() === '' || !Number.isFinite(v) || v < 0) return null;
  const scale = 10 ** decimals;
  const minor = Math.round(price * scale);
  const off =
    type === 'amount' ? Math.round(v * scale) : Math.floor((minor * Math.round(v * 100) + 5000) / 10000);
  return Math.max(0, minor - Math.min(off, minor)) / scale;
}

export type { CreateCampaignBody };
