// @vitest-environment jsdom
import { sellerProductBody } from '@shop/contracts/seller/products';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import consoleEnUS from '../../../console/i18n/en-US.json' with { type: 'json' };
import { ConsoleTranslations } from '../../../console/lib/console-i18n.tsx';
import { renderWithShop } from '../../../testing/render-with-shop.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import productsEnUS from '../i18n/en-US.json' with { type: 'json' };
import { emptyProductForm, type ProductFormValues } from './form-values.ts';
import { optionsFixture } from './options-fixture.ts';
import { ProductForm } from './product-form.tsx';

function renderForm(onSubmit: (values: ProductFormValues) => Promise<void>) {
  return renderWithShop(
    <ConsoleTranslations messages={{ ...consoleEnUS, ...productsEnUS }}>
      <ProductForm
        options={optionsFixture}
        defaultValues={emptyProductForm(optionsFixture)}
        onSubmit={onSubmit}
        submitLabel="Create product"
      />
    </ConsoleTranslations>,
  );
}

const valueChip = (group: string, value: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: value });

describe('product form', () => {
  beforeEach(() => {
    // the publish section asks for the session; no seller token here
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthenticated."}', { status: 401 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names what is missing and does not save', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one category')).toBeTruthy();
    expect(screen.getByText('SKU is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes a variation per combination of the chosen values and saves the contract’s body', async () => {
    const onSubmit = vi.fn(async (_values: ProductFormValues) => {});
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zebra Tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the subcategories of Fashion' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'T-shirts' }));
    fireEvent.click(valueChip('Color', 'Red'));
    fireEvent.click(valueChip('Color', 'Blue'));
    fireEvent.click(valueChip('Size', 'M'));
    const cards = screen.getAllByRole('group', { name: / \/ / });
    expect(cards.map((card) => card.querySelector('legend')?.textContent)).toEqual(['Red / M', 'Blue / M']);
    expect((within(cards[0]!).getByLabelText('SKU') as HTMLInputElement).value).toBe('ZEBRA-TEE-RED-M');
    fireEvent.change(screen.getByLabelText('Price for every variation'), { target: { value: '19.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    fireEvent.change(within(cards[1]!).getByLabelText('Stock in Main'), { target: { value: '6' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect(sellerProductBody.safeParse(body).success).toBe(true);
    expect(body.categoryIds).toEqual([2]);
    expect(body.attributes).toEqual([
      { attributeId: 1, valueIds: [3, 4] },
      { attributeId: 2, valueIds: [7] },
    ]);
    expect(body.variations.map((v) => [v.code, v.price, v.stock[0]!.qty])).toEqual([
      ['1:3/2:7/', 19.5, 0],
      ['1:4/2:7/', 19.5, 6],
    ]);
  });

  it('offers cash on delivery by default and saves the seller’s choice', async () => {
    const onSubmit = vi.fn(async (_values: ProductFormValues) => {});
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mug' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'MUG-1' } });
    const cod = screen.getByRole('checkbox', { name: 'Cash on delivery available' }) as HTMLInputElement;
    expect(cod.checked).toBe(true);
    // the hint says the marketplace setting must allow it too
    expect(document.getElementById(cod.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /marketplace/,
    );
    fireEvent.click(cod);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].cashOnDelivery).toBe(false);
  });

  it('edits the name and description in Spanish and Arabic on a tab list, and saves them', async () => {
    const onSubmit = vi.fn(async (_values: ProductFormValues) => {});
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mug' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'MUG-1' } });
    const tabs = screen.getByRole('tablist', { name: 'Languages of the name and description' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Español', 'العربية']);
    fireEvent.change(screen.getByLabelText('Name (Español)'), { target: { value: 'Taza' } });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'العربية' }));
    expect(within(tabs).getByRole('tab', { name: 'العربية' }).getAttribute('aria-selected')).toBe('true');
    const arabic = screen.getByLabelText('Name (العربية)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'كوب' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].translations).toEqual({
      'es-ES': { name: 'Taza', description: '' },
      'ar-SA': { name: 'كوب', description: '' },
    });
  });

  it('marks the language whose field is wrong and does not save', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Name (العربية)'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('tab', { name: /العربية.*has errors/ })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s message on the field it names', async () => {
    const onSubmit = vi.fn(async () => {
      throw new SellerApiError(422, 'The SKU MUG-1 is already used by another product', {
        'variations.0.sku': ['The SKU MUG-1 is already used by another product'],
      });
    });
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mug' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'MUG-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    });
    const sku = screen.getByLabelText('SKU');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(sku.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The SKU MUG-1 is already used by another product',
    );
  });
});
