/**
 * A payment's receipt as an A4 PDF (docs/spec.md §24.3): the buyer's download at
 * /receipt/<token>/pdf and the attachment of its mail. What it prints is worked out first
 * (receiptDocument), then laid out with the parts every document shares (../pdf/pdf-kit.ts). The
 * seller and buyer are those of the order's quotation; the order's figures are those of the moment
 * the payment was recorded (./payment-row.ts, paymentStanding), so a receipt reads the same each time.
 */
import { businessDayStart, formatBusinessDate } from '../../lib/business-time';
import { amountInWords } from '../../lib/quotes/amount-in-words';
import { printedRupees } from '../../lib/quotes/printed';
import type { Quote } from '../../lib/quotes/types';
import {
  contentWidth,
  INK,
  keepRoom,
  letterhead,
  MARGIN,
  MUTED,
  pageFooters,
  partyBlock,
  section,
  startPdf,
  type Doc,
} from '../pdf/pdf-kit';
import { NOT_A_TAX_INVOICE, stateWithCode, type Field, type Party } from '../quotes/quote-document';
import { quoteById } from '../quotes/quotes';
import { paymentStanding, type Standing, type StoredPayment } from './payment-row';

export interface ReceiptDocument {
  /** "Receipt RCPT/2026-27/0001". */
  title: string;
  number: string;
  /** Receipt No., Date, Order, Quotation. */
  facts: Field[];
  seller: Party;
  buyer: Party;
  /** "Received with thanks ₹… by …": the receipt in one sentence. */
  statement: string;
  /** Amount received, in words, mode, reference, note. */
  payment: Field[];
  /** The order's total, what has been paid with this payment, the balance after it. */
  order: Field[];
  /** "Voided on 28 Nov 2026: Cheque returned unpaid"; null while the payment counts. */
  voided: string | null;
  footer: string;
}

export const RECEIPT_FOOTER = `This is a computer-generated receipt. ${NOT_A_TAX_INVOICE}`;

const printedDay = (day: string) => formatBusinessDate(businessDayStart(day));
const field = (label: string, value: string | null): Field[] => (value ? [{ label, value }] : []);

export function receiptDocument(payment: StoredPayment, quote: Quote, standing: Standing): ReceiptDocument {
  const { seller, buyer } = quote;
  const amount = printedRupees(payment.amountPaise);
  const by = payment.reference ? `${payment.mode}, reference ${payment.reference}` : payment.mode;
  return {
    title: `Receipt ${payment.receiptNumber}`,
    number: payment.receiptNumber,
    facts: [
      { label: 'Receipt No.', value: payment.receiptNumber },
      { label: 'Date', value: printedDay(payment.paidOn) },
      { label: 'Order', value: payment.orderNumber },
      { label: 'Quotation', value: quote.number },
    ],
    seller: {
      heading: 'From',
      name: seller.name,
      address: seller.address,
      details: [
        ...field('GSTIN', seller.gstin),
        ...field('PAN', seller.pan),
        ...field('State', stateWithCode(seller.state)),
        ...field('Phone', seller.phone),
        ...field('Email', seller.email),
      ],
    },
    buyer: {
      heading: 'Received from',
      name: buyer.name,
      address: buyer.address,
      details: [...field('State', stateWithCode(buyer.state)), ...field('GSTIN', buyer.gstin)],
    },
    statement: `Received with thanks ${amount} by ${by} on ${printedDay(payment.paidOn)}, against order ${payment.orderNumber} (quotation ${quote.number}).`,
    payment: [
      { label: 'Amount received', value: amount },
      { label: 'Amount in words', value: amountInWords(payment.amountPaise) },
      { label: 'Mode', value: payment.mode },
      ...field('Reference', payment.reference),
      ...field('Note', payment.note),
    ],
    order: [
      { label: 'Order total', value: printedRupees(standing.totalPaise) },
      { label: 'Paid so far', value: printedRupees(standing.paidPaise) },
      { label: 'Balance after this payment', value: printedRupees(standing.balancePaise) },
    ],
    voided: payment.voidedAt ? `Voided on ${formatBusinessDate(new Date(payment.voidedAt))}: ${payment.voidReason}` : null,
    footer: RECEIPT_FOOTER,
  };
}

function heading(doc: Doc, document: ReceiptDocument): void {
  letterhead(doc, document.seller, 'RECEIPT', document.facts);
  doc.y = partyBlock(doc, document.buyer, MARGIN, doc.y + 8, contentWidth(doc), 11) + 8;
}

/** "VOID" across every page, light and at an angle over the text, which stays readable. */
function voidStamps(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    doc.save();
    doc.rotate(-35, { origin: [width / 2, height / 2] });
    doc.font('bold').fontSize(120).fillColor('#dc2626').fillOpacity(0.25);
    doc.text('VOID', 0, height / 2 - 70, { width, align: 'center', lineBreak: false });
    doc.restore();
  }
}

/** The receipt's PDF file. */
export async function receiptPdf(payment: StoredPayment, quote: Quote, standing: Standing): Promise<Buffer> {
  const document = receiptDocument(payment, quote, standing);
  const { doc, done } = startPdf({ title: document.title, author: document.seller.name, subject: `${document.title} for ${document.buyer.name}` });
  heading(doc, document);
  if (document.voided) {
    doc.font('bold').fontSize(10).fillColor('#b91c1c').text(document.voided, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.fillColor(INK).moveDown(0.5);
  }
  doc.font('regular').fontSize(10).fillColor(INK).text(document.statement, MARGIN, doc.y, { width: contentWidth(doc) });
  section(doc, 'Payment', document.payment);
  section(doc, 'The order', document.order);
  doc.moveDown(1.2);
  keepRoom(doc, 14);
  doc.font('regular').fontSize(8).fillColor(MUTED).text(document.footer, MARGIN, doc.y, { width: contentWidth(doc), align: 'center' });
  pageFooters(doc, document.number);
  if (document.voided) voidStamps(doc);
  doc.end();
  return done;
}

/** A payment's receipt: its order's quotation (the parties), what the order stood at, and the PDF. */
export async function paymentReceipt(payment: StoredPayment): Promise<{ quote: Quote; standing: Standing; pdf: Buffer }> {
  const quote = await quoteById(payment.quoteId);
  // orders.quote_id is a foreign key without delete: an order's quotation is always there.
  if (!quote) throw new Error(`The quotation of receipt ${payment.receiptNumber} is missing.`);
  const standing = await paymentStanding(payment);
  return { quote, standing, pdf: await receiptPdf(payment, quote, standing) };
}
