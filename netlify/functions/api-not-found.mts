/** Target of the /api/* rewrite in netlify.toml: what no other function claims is not a call we have. */
import { fail, handle } from '../../src/server/http/http';

export default (request: Request) =>
  handle(async () => fail(404, `There is no API call at ${new URL(request.url).pathname}.`));
