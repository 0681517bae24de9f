import { formatMoney, fromMinor } from '@shop/contracts/money';
import type { CurrencySettings } from '@shop/contracts/page-config';
import type { LanguageCode } from '../../platform/language.ts';
import { type MessageKey, translate, translateText } from '../../platform/messages.ts';
import { paymentMethodName } from '../../platform/payment-method-name.ts';
import { bidiRuns, loadPdfKit, type PdfFonts, pdfFonts, startsRtl } from '../../platform/pdf.ts';
import { displayDate } from '../../platform/wire-dates.ts';
import { statusTitle } from './order-timeline.ts';
import type { ShopOrder } from './seller-order-queries.ts';

/**
 * The printable invoice and packing slip of a shop's order (issue 17 §5): the shop, the order code
 * and dates, the customer, the addresses, the items and (on the invoice) the amounts. Written in
 * the seller's language, mirrored for a right-to-left one; names and addresses keep their own
 * direction (platform/pdf.ts).
 */

export type OrderDocumentKind = 'invoice' | 'packing-slip';

export const DOCUMENT_LABELS = {
  invoice: 'Invoice',
  packingSlip: 'Packing slip',
  order: 'Order {code}',
  placedOn: 'Placed on {date}',
  printedOn: 'Printed on {date}',
  payment: 'Payment: {method} ({status})',
  paid: 'paid',
  unpaid: 'unpaid',
  status: 'Status: {status}',
  tracking: 'Tracking number: {trackingNumber}',
  shipTo: 'Ship to',
  billTo: 'Bill to',
  customer: 'Customer',
  item: 'Item',
  sku: 'SKU',
  qty: 'Qty',
  unitPrice: 'Unit price',
  total: 'Total',
  subtotal: 'Subtotal',
  discount: 'Discount',
  coupon: 'Coupon {code}',
  couponDiscount: 'Coupon discount',
  tax: 'Tax',
  shipping: 'Shipping',
  packed: 'Packed',
  customerNote: "Customer's note",
  thanks: 'Thank you for shopping with {shop}.',
  sameAsShipping: 'Same as the shipping address',
} as const;

export interface OrderDocumentInput {
  kind: OrderDocumentKind;
  order: ShopOrder;
  lang: LanguageCode;
  currency: CurrencySettings;
  codePrefix: string;
  now?: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const GRAY = '#555555';
const LIGHT = '#eeeeee';

type Align = 'start' | 'end' | 'center';
interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

/**
 * Without `features` pdfkit lays a text out word by word and puts the words side by side left to
 * right, so a right-to-left run would come out with its words in reverse order and its spaces at
 * the edge. Any features (none beyond the font's defaults here) make it lay the run out whole.
 */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

type Doc = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

/** Text in boxes given in reading order (`start` from the reading side), mirrored when right to left. */
class Writer {
  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {}

  /** The page x of a box `start` points from the reading side, `width` wide. */
  x(start: number, width: number): number {
    return this.rtl ? PAGE.margin + CONTENT - start - width : PAGE.margin + start;
  }

  private font(style: TextStyle) {
    this.doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size ?? 10);
    this.doc.fillColor(style.color ?? '#000000');
  }

  /** The width of a run laid out whole (see WHOLE_RUN). */
  private width(text: string): number {
    return this.doc.widthOfString(text, { features: WHOLE_RUN });
  }

  /** Greedy word wrap in logical order; a word wider than the box is cut. */
  private lines(text: string, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate) <= width) {
          line = candidate;
          continue;
        }
        if (line) out.push(line);
        line = word;
        while (this.width(line) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.width(line.slice(0, cut)) > width) cut--;
          out.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      if (line) out.push(line);
    }
    return out;
  }

  /** Draws `text` in the box; returns the height used. */
  text(text: string, start: number, y: number, width: number, style: TextStyle = {}): number {
    this.font(style);
    const size = style.size ?? 10;
    const lineHeight = size * 1.35;
    const base = startsRtl(text) ?? this.rtl;
    const align = style.align ?? 'start';
    const side = align === 'center' ? 'center' : (align === 'start') === !this.rtl ? 'left' : 'right';
    const left = this.x(start, width);
    let lineY = y;
    for (const line of this.lines(text, width)) {
      const runs = bidiRuns(line, base).map((r) => ({ ...r, width: this.width(r.text) }));
      const total = runs.reduce((s, r) => s + r.width, 0);
      let cx = side === 'left' ? left : side === 'right' ? left + width - total : left + (width - total) / 2;
      for (const run of runs) {
        this.doc.text(run.text, cx, lineY, { lineBreak: false, features: WHOLE_RUN });
        cx += run.width;
      }
      lineY += lineHeight;
    }
    return lineY - y;
  }

  /** The height `text` would take in the box. */
  height(text: string, width: number, style: TextStyle = {}): number {
    this.font(style);
    return this.lines(text, width).length * (style.size ?? 10) * 1.35;
  }

  rule(y: number, color = '#999999'): void {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  band(y: number, height: number): void {
    this.doc.rect(PAGE.margin, y, CONTENT, height).fill(LIGHT);
  }
}

interface Column {
  key: string;
  label: string;
  start: number;
  width: number;
  align: Align;
}

/** The document as PDF bytes; `unicode` false when it had to fall back to pdfkit's Latin-1 font. */
export async function renderOrderDocument(
  input: OrderDocumentInput,
): Promise<{ pdf: Buffer; unicode: boolean }> {
  const { order, lang, kind } = input;
  const now = input.now ?? new Date();
  const t = (text: MessageKey, params?: Record<string, string | number>) => translate(lang, text, params);
  const money = (minor: number) =>
    formatMoney(fromMinor(minor, input.currency.decimals), input.currency, `${lang}-u-nu-latn`);
  const code = `${input.codePrefix}${order.code}`;
  const title = kind === 'invoice' ? t(DOCUMENT_LABELS.invoice) : t(DOCUMENT_LABELS.packingSlip);
  const fonts: PdfFonts = await pdfFonts();
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    lang,
    info: { Title: `${title} ${code}`, Author: order.shop.name, Subject: `${order.code}`, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const w = new Writer(doc, lang === 'ar-SA');
  const half = CONTENT / 2 - 10;
  const bottom = PAGE.height - PAGE.margin - 30;

  // header: the shop on the reading side, the document on the other
  let left = PAGE.margin;
  left += w.text(order.shop.name, 0, left, half, { size: 16, bold: true });
  for (const line of [order.shop.address, order.shop.phone, order.shop.email]) {
    if (line) left += w.text(line, 0, left, half, { size: 9, color: GRAY });
  }
  let right = PAGE.margin;
  right += w.text(title, CONTENT - half, right, half, { size: 18, bold: true, align: 'end' });
  const meta = [
    t(DOCUMENT_LABELS.order, { code }),
    t(DOCUMENT_LABELS.placedOn, { date: displayDate(order.createdAt, lang) }),
    t(DOCUMENT_LABELS.status, { status: translateText(lang, statusTitle(order.deliveryStatus)) }),
  ];
  if (kind === 'invoice') {
    meta.push(
      t(DOCUMENT_LABELS.payment, {
        method: translateText(lang, paymentMethodName(order.paymentMethod)),
        status: t(order.paymentStatus === 'paid' ? DOCUMENT_LABELS.paid : DOCUMENT_LABELS.unpaid),
      }),
    );
  }
  if (order.trackingNumber) meta.push(t(DOCUMENT_LABELS.tracking, { trackingNumber: order.trackingNumber }));
  for (const line of meta) right += w.text(line, CONTENT - half, right, half, { size: 9, align: 'end' });
  let y = Math.max(left, right) + 12;
  w.rule(y);
  y += 12;

  // addresses
  const contact = [order.customerName, order.phone, order.alternativePhone, order.email].filter(
    (v): v is string => Boolean(v),
  );
  const shipTo = [...contact, order.shippingAddress, order.shippingDirection ?? ''].filter(Boolean);
  const sameBilling =
    !order.billingAddress ||
    (order.billingAddressId !== null && order.billingAddressId === order.shippingAddressId);
  const billTo = sameBilling
    ? [order.customerName, t(DOCUMENT_LABELS.sameAsShipping)]
    : [order.customerName, order.billingAddress ?? ''];
  let a = y;
  a += w.text(t(DOCUMENT_LABELS.shipTo), 0, a, half, { size: 10, bold: true });
  for (const line of shipTo) a += w.text(line, 0, a, half, { size: 9 });
  let b = y;
  if (kind === 'invoice') {
    b += w.text(t(DOCUMENT_LABELS.billTo), CONTENT - half, b, half, { size: 10, bold: true });
    for (const line of billTo) b += w.text(line, CONTENT - half, b, half, { size: 9 });
  }
  y = Math.max(a, b) + 14;

  // items
  const columns: Column[] =
    kind === 'invoice'
      ? [
          { key: 'item', label: t(DOCUMENT_LABELS.item), start: 0, width: 255, align: 'start' },
          { key: 'qty', label: t(DOCUMENT_LABELS.qty), start: 260, width: 45, align: 'end' },
          { key: 'unit', label: t(DOCUMENT_LABELS.unitPrice), start: 310, width: 95, align: 'end' },
          { key: 'total', label: t(DOCUMENT_LABELS.total), start: 410, width: CONTENT - 410, align: 'end' },
        ]
      : [
          { key: 'item', label: t(DOCUMENT_LABELS.item), start: 0, width: 255, align: 'start' },
          { key: 'sku', label: t(DOCUMENT_LABELS.sku), start: 260, width: 120, align: 'start' },
          { key: 'qty', label: t(DOCUMENT_LABELS.qty), start: 385, width: 45, align: 'end' },
          { key: 'packed', label: t(DOCUMENT_LABELS.packed), start: 435, width: CONTENT - 435, align: 'end' },
        ];
  const header = () => {
    w.band(y, 18);
    for (const c of columns)
      w.text(c.label, c.start, y + 4, c.width, { size: 9, bold: true, align: c.align });
    y += 24;
  };
  header();
  for (const item of order.items) {
    const detail = [
      item.variationName,
      kind === 'invoice' && item.sku ? `${t(DOCUMENT_LABELS.sku)}: ${item.sku}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    const itemWidth = columns[0]!.width;
    const rowHeight =
      w.height(item.productName, itemWidth, { size: 10 }) +
      (detail ? w.height(detail, itemWidth, { size: 8 }) : 0) +
      8;
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    let cell = y;
    cell += w.text(item.productName, 0, cell, itemWidth, { size: 10 });
    if (detail) w.text(detail, 0, cell, itemWidth, { size: 8, color: GRAY });
    for (const c of columns.slice(1)) {
      const value =
        c.key === 'qty'
          ? String(item.qty)
          : c.key === 'unit'
            ? money(item.unitPrice)
            : c.key === 'total'
              ? money(item.totalPrice)
              : c.key === 'sku'
                ? (item.sku ?? '')
                : '';
      if (c.key === 'packed') {
        const box = w.x(c.start + c.width - 12, 12);
        doc.rect(box, y, 10, 10).lineWidth(0.7).strokeColor('#000000').stroke();
      } else {
        w.text(value, c.start, y, c.width, { size: 10, align: c.align });
      }
    }
    y += rowHeight;
    w.rule(y - 4, '#dddddd');
  }

  // amounts
  if (kind === 'invoice') {
    y += 6;
    const rows: [string, string, boolean][] = [[t(DOCUMENT_LABELS.subtotal), money(order.amount), false]];
    if (order.discountAmount > 0)
      rows.push([t(DOCUMENT_LABELS.discount), `-${money(order.discountAmount)}`, false]);
    if (order.couponDiscountAmount > 0) {
      const label = order.couponCode
        ? t(DOCUMENT_LABELS.coupon, { code: order.couponCode })
        : t(DOCUMENT_LABELS.couponDiscount);
      rows.push([label, `-${money(order.couponDiscountAmount)}`, false]);
    }
    rows.push([t(DOCUMENT_LABELS.tax), money(order.taxAmount), false]);
    rows.push([t(DOCUMENT_LABELS.shipping), money(order.shippingChargeAmount), false]);
    rows.push([t(DOCUMENT_LABELS.total), money(order.totalAmount), true]);
    if (y + rows.length * 16 > bottom) {
      doc.addPage();
      y = PAGE.margin;
    }
    for (const [label, value, bold] of rows) {
      if (bold) w.rule(y - 2);
      w.text(label, 260, y + (bold ? 2 : 0), 145, { size: 10, bold, align: 'end' });
      w.text(value, 410, y + (bold ? 2 : 0), CONTENT - 410, { size: 10, bold, align: 'end' });
      y += bold ? 20 : 16;
    }
  }

  if (order.customerNote) {
    y += 10;
    const height = w.height(order.customerNote, CONTENT, { size: 9 }) + 16;
    if (y + height > bottom) {
      doc.addPage();
      y = PAGE.margin;
    }
    y += w.text(t(DOCUMENT_LABELS.customerNote), 0, y, CONTENT, { size: 10, bold: true });
    y += w.text(order.customerNote, 0, y, CONTENT, { size: 9 });
  }

  // footer on the last page
  const footerY = PAGE.height - PAGE.margin - 16;
  w.text(t(DOCUMENT_LABELS.thanks, { shop: order.shop.name }), 0, footerY - 12, CONTENT, {
    size: 9,
    color: GRAY,
    align: 'center',
  });
  w.text(t(DOCUMENT_LABELS.printedOn, { date: displayDate(now, lang) }), 0, footerY, CONTENT, {
    size: 8,
    color: GRAY,
    align: 'center',
  });
  doc.end();
  return { pdf: await done, unicode: fonts.unicode };
}
