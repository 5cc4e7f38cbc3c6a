/**
 * Forms posted by browsers without script (or before a page's script has woken): the enquiry,
 * login and sign-up forms are real HTML forms that post to their function, which answers with a
 * page or a redirect instead of JSON. This reads such a post; the JSON calls are not affected.
 */
import { MULTIPART, URLENCODED } from './form-page';
import { HttpError, MAX_JSON_BYTES } from './http';

/** A multipart form may carry a file (the sign-up photo): up to Netlify's own request limit. */
export const MAX_MULTIPART_BYTES = 6 * 1024 * 1024;

export const isFormPost = (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  return URLENCODED.test(type) || MULTIPART.test(type);
};

export interface PostedForm {
  /** The text fields (the last of a repeated name wins). */
  fields: Record<string, string>;
  /** The chosen files by field name; a file input left empty is not here. */
  files: Record<string, File>;
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `The form is larger than ${maxBytes / (1024 * 1024)} MB.`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  return text;
}

/** Reads a form post: 413 when too large, 400 when malformed or holding a NUL character. */
export async function readForm(request: Request): Promise<PostedForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  if (MULTIPART.test(request.headers.get('content-type') ?? '')) {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_MULTIPART_BYTES) {
      throw new HttpError(413, `The form is larger than ${MAX_MULTIPART_BYTES / (1024 * 1024)} MB.`);
    }
    let data: FormData;
    try {
      data = await request.formData();
    } catch {
      throw new HttpError(400, 'The form could not be read. Please try again.');
    }
    for (const [name, value] of data) {
      if (typeof value === 'string') fields[name] = value;
      else if (value.size > 0 || value.name) files[name] = value;
    }
  } else {
    Object.assign(fields, Object.fromEntries(new URLSearchParams(await readText(request, MAX_JSON_BYTES))));
  }
  // PostgreSQL text cannot hold a NUL character.
  if (Object.values(fields).some((value) => value.includes('\u0000'))) {
    throw new HttpError(400, 'The form must not contain NUL characters.');
  }
  return { fields, files };
}
