/**
 * A product image on its way to the image store (SPEC §5, §7): compressed in the browser, then
 * sent as multipart `file` + `upload_preset` to /api/upload-image, which answers like the cloud
 * image host. Its secure_url is what products keep: the server already gives the https form
 * whenever the site is reached over https (a plain-http local server keeps http, as it serves so).
 */
import { api, failureMessage } from '../../../lib/browser/api';
import { compressProductImage } from '../../../lib/browser/image-compression';
import { ADMIN_MESSAGES } from '../shared/admin-messages';

export interface UploadedImage {
  url: string;
  secure_url: string;
}

export class ImageUploadError extends Error {}

/** Compresses and uploads one picked file; throws ImageCompressionError or ImageUploadError with the text to show. */
export async function uploadProductImage(file: File): Promise<string> {
  const compressed = await compressProductImage(file);
  const form = new FormData();
  form.append('file', compressed, file.name.replace(/\.[^.]*$/, '') + '.webp');
  form.append('upload_preset', 'product');
  const result = await api<UploadedImage>('/api/upload-image', { form });
  if (!result.success || !result.data) {
    throw new ImageUploadError(failureMessage(result, ADMIN_MESSAGES.imageUploadFailed));
  }
  return result.data.secure_url;
}
