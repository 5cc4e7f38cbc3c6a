/**
 * The categories' specification schemas (docs/spec.md §25.2): anyone reads them (the product
 * dialog, the category pages' filters and the compare page show them); an ADMIN saves a
 * category's whole schema, and the site is republished, since its pages show the values.
 */
import type { Config } from '@netlify/functions';
import { categorySchema } from '../../src/lib/validation/catalogue';
import { schemaProblems, specFieldsSchema } from '../../src/lib/validation/specifications';
import { requireAdmin } from '../../src/server/accounts/sessions';
import { saveSpecFields, specFields } from '../../src/server/catalogue/specifications';
import { fail, ok, readJsonObject, routes } from '../../src/server/http/http';
import { requestRebuild } from '../../src/server/publishing/rebuild';

export default routes({
  '/api/spec-fields': {
    GET: async (request) => {
      const category = new URL(request.url).searchParams.get('category');
      if (category === null) return ok(await specFields(), 'Every category\'s specifications');
      const parsed = categorySchema.safeParse({ category });
      if (!parsed.success) return fail(400, parsed.error.issues[0].message);
      return ok(await specFields(parsed.data.category), 'The category\'s specifications');
    },
    POST: async (request) => {
      await requireAdmin(request);
      const body = await readJsonObject(request);
      const parsed = specFieldsSchema.safeParse(body);
      if (!parsed.success) return fail(400, schemaProblems(parsed.error, body)[0].message);
      const fields = await saveSpecFields(parsed.data);
      await requestRebuild(); // the pages show the specifications' names, units and order
      return ok(fields, 'Specifications saved');
    },
  },
});

export const config: Config = {
  path: ['/api/spec-fields'],
};
