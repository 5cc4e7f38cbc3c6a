/**
 * The seller's settings the admin keeps in the admin panel (docs/spec.md §22.10): GET
 * /api/seller-settings reads them, POST sets or removes the signature or seal image printed on
 * quotations and proforma invoices. Admin only (401 signed out, 403 for anyone else).
 */
import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { HttpError, isHttps, ok, readJsonObject, routes } from '../../src/server/http/http';
import { sellerSettings, setSignatureImage } from '../../src/server/quotes/seller-settings';

export default routes({
  '/api/seller-settings': {
    GET: async (request) => {
      await requireAdmin(request);
      return ok(await sellerSettings(), 'Seller settings');
    },
    POST: async (request) => {
      const admin = await requireAdmin(request);
      const body = await readJsonObject(request);
      const image = body.signatureImage;
      if (image !== null && typeof image !== 'string') {
        throw new HttpError(400, 'signatureImage is required: an image data URL (data:image/png;base64,...), or null to remove it.');
      }
      const settings = await setSignatureImage(image, admin._id, { origin: new URL(request.url).origin, https: isHttps(request) });
      return ok(settings, image === null ? 'Signature removed' : 'Signature saved');
    },
  },
});

export const config: Config = { path: ['/api/seller-settings'] };
