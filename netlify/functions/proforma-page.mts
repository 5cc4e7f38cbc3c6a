/**
 * The buyer's link to a proforma invoice (docs/spec.md §24.2), open to anyone who has it: GET
 * /proforma/<token> its page (no script, no forms), GET /proforma/<token>/pdf its PDF, a 404 page
 * for a link that names none (src/server/orders/proforma-document.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { currentUser } from '../../src/server/accounts/sessions';
import { handle, requireMethod } from '../../src/server/http/http';
import { documentPdfName } from '../../src/server/quotes/document-mail';
import { proformaNotFoundPage, proformaPage, proformaPdf, proformaQuote } from '../../src/server/orders/proforma-document';
import { proformaByToken } from '../../src/server/orders/proformas';
import { logDocumentDownload } from '../../src/server/privacy/access-log';
import { QUOTE_HEADERS } from '../../src/server/quotes/quote-page';

export default (request: Request, context: Context): Promise<Response> =>
  handle(async () => {
    requireMethod(request, 'GET');
    const token = context.params.token ?? '';
    const proforma = await proformaByToken(token);
    if (!proforma) return proformaNotFoundPage();
    const quote = await proformaQuote(proforma);
    if (!new URL(request.url).pathname.replace(/\/$/, '').endsWith('/pdf')) return proformaPage(proforma, quote, token);
    // The desk's download is on record before the PDF leaves (docs/spec.md §26.6).
    await logDocumentDownload(await currentUser(request), { kind: 'proforma', id: proforma._id, number: proforma.number, leadId: quote.enquiryId });
    return new Response(new Uint8Array(await proformaPdf(proforma, quote)), {
      headers: { ...QUOTE_HEADERS, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${documentPdfName(proforma.number)}"` },
    });
  }, request);

export const config: Config = { path: ['/proforma/:token', '/proforma/:token/pdf'] };
