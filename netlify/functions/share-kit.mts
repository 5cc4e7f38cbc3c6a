/**
 * GET /api/share-kit/qr?productId=&format=png|svg&campaign= (ADMIN, SALES): the QR code of a
 * machine's print link for leaflets and stands (docs/spec.md §25.7).
 */
import type { Config } from '@netlify/functions';
import { requireDesk } from '../../src/server/accounts/sessions';
import { shareKitQr } from '../../src/server/catalogue/share-kit';
import { routes } from '../../src/server/http/http';

export default routes({
  '/api/share-kit/qr': {
    GET: async (request) => {
      await requireDesk(request);
      const qr = await shareKitQr(new URL(request.url).searchParams);
      return new Response(qr.body, {
        headers: {
          'content-type': qr.contentType,
          // Shown in the kit and saved by its download links under this name.
          'content-disposition': `inline; filename="${qr.fileName}"`,
          'cache-control': 'private, no-store',
          // An SVG opened on its own is a document: it may run nothing and load nothing.
          'content-security-policy': "default-src 'none'",
        },
      });
    },
  },
});

export const config: Config = { path: '/api/share-kit/qr' };
