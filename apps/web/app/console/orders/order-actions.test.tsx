// @vitest-environment jsdom
import type { SellerOrderDetail, SellerOrderStatusBody } from '@shop/contracts/seller/orders';
import { useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { ConsoleTranslations } from '../lib/console-i18n.tsx';
import { OrderActions } from './order-actions.tsx';

/** The writes as a console gives them: each a request (the tests see whether one was sent). */
function Harness({ detail, documents }: { detail: SellerOrderDetail; documents: boolean }) {
  const send = async () => {
    await fetch('/api/v1/orders/10012/status', { method: 'POST' });
    return 'ok';
  };
  const changeStatus = useMutation({ mutationFn: (_body: SellerOrderStatusBody) => send() });
  const markPaid = useMutation({ mutationFn: send });
  const markUnpaid = useMutation({ mutationFn: send });
  return (
    <OrderActions
      order={detail}
      changeStatus={changeStatus}
      markPaid={markPaid}
      markUnpaid={markUnpaid}
      download={documents ? async () => ({ ok: true }) : undefined}
    />
  );
}

function order(overrides: Partial<SellerOrderDetail> = {}): SellerOrderDetail {
  return {
    code: 10012,
    codeToShow: '#10012',
    groupCode: 20001,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    deliveryStatus: 'order_placed',
    paymentStatus: 'unpaid',
    paymentMethod: 'cash_on_delivery',
    paymentMethodToShow: 'Cash on Delivery',
    payOnDelivery: true,
    trackingNumber: null,
    customer: { name: 'Rita', phone: '5550001', alternativePhone: '', email: '' },
    shippingAddress: { type: 'home', address: 'House 1', direction: '' },
    billingAddress: null,
    customerNote: '',
    items: [],
    amounts: {
      subtotal: 10,
      tax: 0,
      discount: 0,
      couponDiscount: 0,
      couponCode: null,
      shipping: 0,
      total: 10,
      commission: null,
    },
    timeline: [],
    actions: { nextStatus: 'confirmed', canCancel: true, canMarkPaid: true, canMarkUnpaid: false },
    ...overrides,
  };
}

function renderActions(detail: SellerOrderDetail, path = '/seller/orders/10012', documents = true) {
  return renderWithShop(
    <ConsoleTranslations messages={messages}>
      <Harness detail={detail} documents={documents} />
    </ConsoleTranslations>,
    { path },
  );
}

describe('order actions', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the next step, marking a cash order paid and cancelling for a new order', () => {
    renderActions(order());
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invoice (PDF)' })).toBeTruthy();
  });

  it('offers only the documents for a delivered, paid order', () => {
    renderActions(
      order({
        deliveryStatus: 'delivered',
        paymentStatus: 'paid',
        actions: { nextStatus: null, canCancel: false, canMarkPaid: false, canMarkUnpaid: false },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Invoice (PDF)',
      'Packing slip (PDF)',
    ]);
  });

  it('lets the seller correct a paid cash order back to unpaid, after asking', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    renderActions(
      order({
        deliveryStatus: 'delivered',
        paymentStatus: 'paid',
        actions: { nextStatus: null, canCancel: false, canMarkPaid: false, canMarkUnpaid: true },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unpaid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #10012 as unpaid?' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as unpaid' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  });

  it('asks for the tracking number before shipping, and sends nothing without it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderActions(
      order({
        deliveryStatus: 'processing',
        actions: { nextStatus: 'shipped', canCancel: true, canMarkPaid: true, canMarkUnpaid: false },
      }),
      '/seller/orders/10012?dialog=ship',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #10012' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(screen.getByText('Enter the tracking number to ship the order.')).toBeTruthy(),
    );
    expect(screen.getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();
  });

  it('asks for the reason before cancelling', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderActions(order(), '/seller/orders/10012?dialog=cancel');
    await screen.findByRole('dialog', { name: 'Cancel order #10012' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByText('Give the reason for cancelling the order.')).toBeTruthy());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves out the documents where the console has none (the operator console)', () => {
    renderActions(order(), '/admin/orders/10012', false);
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it('does not open a dialog the order does not allow', () => {
    renderActions(
      order({
        deliveryStatus: 'cancelled',
        actions: { nextStatus: null, canCancel: false, canMarkPaid: false, canMarkUnpaid: false },
      }),
      '/seller/orders/10012?dialog=cancel',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
