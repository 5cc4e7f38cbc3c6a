/**
 * POST /api/upload-image: multipart `file` + `upload_preset`, answered like the cloud image host of
 * SPEC §7 (`url` and `secure_url` at the top level) so the browser code is the same either way.
 * Admin only, for both presets: the only other photo, the one chosen at sign-up, travels inside
 * /api/signup, so no one else ever needs to upload.
 */
import type { Config } from '@netlify/functions';
import { HttpError, isHttps, json, routes } from '../../src/server/http/http';
import { isUploadPreset, storeImage } from '../../src/server/images/images';
import { requireAdmin } from '../../src/server/accounts/sessions';

/** The largest preset plus room for the form's framing; anything bigger is refused unread. */
const MAX_FORM_BYTES = 1024 * 1024;
const TOO_LARGE = 'The upload is larger than 1 MB; images may be at most 100 KB (product) or 200 KB (profile).';

async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new HttpError(415, 'Send the image as multipart/form-data with the fields file and upload_preset.');
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw new HttpError(413, TOO_LARGE);
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_FORM_BYTES) throw new HttpError(413, TOO_LARGE);
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The request body is not valid multipart form data.');
  }
}

export default routes({
  '/api/upload-image': {
    POST: async (request) => {
      await requireAdmin(request);
      const form = await readForm(request);
      const preset = form.get('upload_preset');
      if (!isUploadPreset(preset)) throw new HttpError(400, 'upload_preset must be "product" or "profile".');
      const file = form.get('file');
      if (file === null) throw new HttpError(400, 'file is required.');
      if (typeof file === 'string') throw new HttpError(400, 'file must be an uploaded file, not text.');
      const image = await storeImage(new Uint8Array(await file.arrayBuffer()), preset, {
        origin: new URL(request.url).origin,
        https: isHttps(request),
        field: 'file',
      });
      const body = { success: true, error: false, message: 'Image uploaded.', data: image, ...image };
      return json(201, body);
    },
  },
});

export const config: Config = {
  path: ['/api/upload-image'],
};
