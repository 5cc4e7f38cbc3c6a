/**
 * A payment's receipt for the buyer (docs/spec.md §24.3), open to anyone who has its link: GET
 * /receipt/<token>/pdf the PDF (stamped VOID once the payment is voided), a 404 page for a link
 * that names none (src/server/orders/receipt-pdf.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { currentUser } from '../../src/server/accounts/sessions';
import { linkNotFoundPage } from '../../src/server/http/form-page';
import { handle, requireMethod } from '../../src/server/http/http';
import { documentPdfName } from '../../src/server/quotes/document-mail';
import { paymentByToken } from '../../src/server/orders/payment-row';
import { paymentReceipt } from '../../src/server/orders/receipt-pdf';
import { logDocumentDownload } from '../../src/server/privacy/access-log';
import { QUOTE_HEADERS } from '../../src/server/quotes/quote-page';

const RECEIPT_NOT_FOUND = 'This receipt link is not valid. Please ask our sales team for the receipt again.';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET');
    const payment = await paymentByToken(context.params.token ?? '');
    if (!payment) return linkNotFoundPage('Receipt not found', RECEIPT_NOT_FOUND, QUOTE_HEADERS);
    const { quote, pdf } = await paymentReceipt(payment);
    // The desk's download is on record before the PDF leaves (docs/spec.md §26.6).
    await logDocumentDownload(await currentUser(request), { kind: 'receipt', id: payment._id, number: payment.receiptNumber, leadId: quote.enquiryId });
    return new Response(new Uint8Array(pdf), {
      headers: { ...QUOTE_HEADERS, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${documentPdfName(payment.receiptNumber)}"` },
    });
  }, request);

export const config: Config = { path: ['/receipt/:token/pdf'] };
