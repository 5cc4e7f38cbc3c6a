/**
 * The catalogue's rules: the product form (SPEC §5.3, §5.5), a product or category named in a
 * call, the category filter and the search text (SPEC §5.6).
 */
import { CATEGORY_VALUES } from '../categories';
import { MAX_SPEC_FIELDS } from '../specifications';
import { HSN_PATTERN, requiredText } from './common';
import { z } from './zod';

export const MAX_LINKS = 20;

/** One entry of a list of links, before the rule of what it may point at. */
const link = (field: string) =>
  z
    .string({ error: `${field} must be a list of links.` })
    .trim()
    .max(2048, `${field} links must be at most 2048 characters.`);

const httpUrl = (field: string) => link(field).refine(isHttpUrl, `${field} must contain only http or https links.`);

/**
 * A path on this site, as the demo catalogue and seed.sql store their images (`/demo/products/…`).
 * One leading slash only, and no backslash or white space: `//host` and `/\host` would name
 * another site to a browser.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

/** An image address: an http(s) link (uploads, Supabase Storage) or a path on this site. */
const imageAddress = (field: string) =>
  link(field).refine(
    (value) => SITE_PATH_PATTERN.test(value) || isHttpUrl(value),
    `${field} must contain only http or https links or paths on this site.`,
  );

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const linkList = (field: string, item: (field: string) => z.ZodType<string> = httpUrl) =>
  z
    .array(item(field), { error: `${field} must be a list of links.` })
    .max(MAX_LINKS, `${field} can have at most ${MAX_LINKS} links.`)
    .default([]);

const HSN_MESSAGE = 'hsn must be 4, 6 or 8 digits.';
/** The longest scope of supply: a machine's main specifications and what comes with it. */
export const MAX_SCOPE_OF_SUPPLY = 2000;

export const productSchema = z.object({
  productName: requiredText('productName', 200),
  brandName: requiredText('brandName', 100),
  category: z.enum(CATEGORY_VALUES, { error: 'category must be one of the product categories.' }),
  productImage: linkList('productImage', imageAddress),
  description: z.string({ error: 'description must be text.' }).max(100_000, 'description is too long.').default(''),
  videoLinks: linkList('videoLinks'),
  websiteLinks: linkList('websiteLinks'),
  price: z.number({ error: 'price must be a number.' }).nonnegative('price cannot be negative.').nullable().optional(),
  sellingPrice: z
    .number({ error: 'sellingPrice must be a number.' })
    .nonnegative('sellingPrice cannot be negative.')
    .nullable()
    .optional(),
  showPrice: z.boolean({ error: 'showPrice must be true or false.' }).optional(),
  // Left out: a new product takes the table's default (8441), an edit keeps what is stored; empty
  // or null is none.
  hsn: z
    .string({ error: HSN_MESSAGE })
    .trim()
    .refine((value) => value === '' || HSN_PATTERN.test(value), HSN_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  // Lines of text; left out, an edit keeps what is stored; empty or null is none.
  scopeOfSupply: z
    .string({ error: 'scopeOfSupply must be text.' })
    .trim()
    .max(MAX_SCOPE_OF_SUPPLY, `scopeOfSupply must be at most ${MAX_SCOPE_OF_SUPPLY} characters.`)
    .transform((value) => value.replace(/\r\n?/g, '\n') || null)
    .nullable()
    .optional(),
  // The product's values of its category's specifications (docs/spec.md §25), checked against the
  // schema where it is read (src/lib/specifications.ts, checkSpecifications); left out, an edit
  // keeps what is stored.
  specifications: z
    .array(
      z.object({
        key: z.string({ error: 'specifications: each value must name its specification.' }).trim().min(1).max(60),
        value: z.unknown(),
        unit: z.string({ error: 'specifications: a unit must be text.' }).max(20).nullish(),
      }),
      { error: 'specifications must be a list of values.' },
    )
    .max(MAX_SPEC_FIELDS, `specifications can have at most ${MAX_SPEC_FIELDS} values.`)
    .optional(),
});

export const productUpdateSchema = productSchema.extend({
  _id: z.string({ error: '_id is required.' }).min(1, '_id is required.'),
});

export type ProductInput = z.infer<typeof productSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

export const productIdSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).min(1, 'productId is required.'),
});

export const categorySchema = z.object({
  category: z.enum(CATEGORY_VALUES, { error: 'category must be one of the product categories.' }),
});

/** SPEC §7 filter-product: the chosen categories; an empty list means all products. */
export const filterSchema = z.object({
  category: z
    .array(z.enum(CATEGORY_VALUES, { error: 'category must list only product categories.' }), {
      error: 'category must be a list of product categories.',
    })
    .max(CATEGORY_VALUES.length, 'category lists too many categories.'),
});

export const SEARCH_MAX_LENGTH = 200;
