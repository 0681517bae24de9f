// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { CouponDetailsPopup } from './coupon-details-popup.tsx';

const coupon = {
  id: 5,
  code: 'SAVE10',
  info: 'Ten percent off tees',
  shopId: 2,
  shopSlug: 'cotton-co',
  shopName: 'Cotton Co',
  discountType: 'percentage',
  discount: 10,
  isFreeShipping: false,
  startDate: '01 Jan, 2026',
  endDate: '31 Jan, 2026',
  startsAt: 1_767_225_600,
  endsAt: 1_769_817_600,
  minSpend: 50,
  maxDiscountAmount: 15,
  banner: '',
  conditions: [{ id: 1, coupon_id: 5, text: 'One use per customer' }],
  products: [
    {
      id: 9,
      name: 'Organic Cotton Tee',
      slug: 'organic-cotton-tee',
      inWishlist: false,
      thumbnailImg: '',
      basePrice: 18,
      regularPrice: 18,
      unit: 'pc',
      stockQty: 3,
      hasVariation: false,
      badges: [],
      tags: [],
      rating: { average: 0, total: 0 },
    },
  ],
  categories: [{ id: 7, name: 'T-Shirts', slug: 't-shirts', thumbnailImage: '' }],
};

function stub(status: number, result: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: status < 400,
          status,
          message: status < 400 ? '' : 'Coupon not found',
          result,
        }),
        {
          status,
        },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('CouponDetailsPopup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the discount, dates, minimum spend, cap, conditions, products and categories', async () => {
    const fetch = stub(200, coupon);
    renderWithShop(<CouponDetailsPopup code="SAVE10" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Coupon SAVE10' });
    expect(await screen.findByText('One use per customer')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/v1/coupons/details/SAVE10', expect.anything());
    expect(dialog.textContent).toContain('10%');
    expect(dialog.textContent).toContain('$50.00');
    expect(dialog.textContent).toContain('$15.00');
    expect(dialog.textContent).toContain('Jan 1, 2026');
    expect(screen.getByRole('link', { name: 'Organic Cotton Tee' }).getAttribute('href')).toBe(
      '/products/organic-cotton-tee',
    );
    expect(screen.getByRole('link', { name: 'T-Shirts' }).getAttribute('href')).toBe('/categories/t-shirts');
    expect(screen.getByRole('link', { name: 'See all products for this coupon' }).getAttribute('href')).toBe(
      '/products?couponCode=SAVE10',
    );
  });

  it('copies the code and says so', async () => {
    stub(200, coupon);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithShop(
      <>
        <CouponDetailsPopup code="SAVE10" onClose={() => {}} />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code SAVE10' }));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('SAVE10');
  });

  it('says "Coupon not found" and closes for an unknown code', async () => {
    stub(404, null);
    const onClose = vi.fn();
    renderWithShop(
      <>
        <CouponDetailsPopup code="NOPE" onClose={onClose} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Coupon not found')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
