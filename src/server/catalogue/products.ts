/** Products: the table `products`, its mapping to the API's Product (SPEC §3), and its reads and writes. */
import { CATEGORY_VALUES, type CategoryValue } from '../../lib/categories';
import { toSpecification, type StoredSpecification } from '../../lib/specifications';
import type { Product } from '../../lib/types';
import type { ProductInput, ProductUpdateInput } from '../../lib/validation/catalogue';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { orderBySql, type TimeOrder } from '../db/paging';
import { sanitizeDescription } from './sanitize';
import { dropOtherCategoriesValues, saveProductSpecifications } from './specifications';

export interface ProductRow {
  id: string;
  product_name: string;
  brand_name: string;
  category: CategoryValue;
  product_image: string[];
  description: string;
  video_links: string[];
  website_links: string[];
  price: number | null;
  selling_price: number | null;
  show_price: boolean;
  hsn: string | null;
  scope_of_supply: string | null;
  created_at: Date;
  updated_at: Date;
  specifications: StoredSpecification[];
}

/** A product's own columns read from `products` under `alias` (none: the table's own name). */
function rowColumns(alias?: string): string {
  const of = alias ? `${alias}.` : '';
  return `${of}id, ${of}product_name, ${of}brand_name, ${of}category, ${of}product_image, ${of}description,
  ${of}video_links, ${of}website_links, ${of}price, ${of}selling_price, ${of}show_price, ${of}hsn, ${of}scope_of_supply,
  ${of}created_at, ${of}updated_at`;
}

/** A product's columns read from `products` under `alias` (none: the table's own name), with its specifications. */
export function productColumns(alias?: string): string {
  return `${rowColumns(alias)}, product_specifications(${alias ? `${alias}.` : ''}id) as specifications`;
}

export const PRODUCT_COLUMNS = productColumns();

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productName: row.product_name,
    brandName: row.brand_name,
    category: row.category,
    productImage: row.product_image,
    description: row.description,
    videoLinks: row.video_links,
    websiteLinks: row.website_links,
    price: row.price,
    sellingPrice: row.selling_price,
    showPrice: row.show_price,
    hsn: row.hsn,
    scopeOfSupply: row.scope_of_supply,
    specifications: row.specifications.map(toSpecification),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A product id is a UUID; anything else can name no product. */
export const isProductId = isUuid;

/** The 404 of every call that names a product by an id no product has. */
export const NO_PRODUCT_MESSAGE = 'No product has this productId.';

/**
 * The catalogue's one order wherever products are listed (the API's lists and their pages, the
 * build's pages, the home strip): newest first, of equal times the greater id first, so that a
 * pre-rendered page and the API agree on which product follows which.
 */
export const NEWEST_FIRST: TimeOrder = { time: 'created_at', id: 'id', direction: 'desc' };

/** All products, newest first; at most `limit` of them when given. */
export async function listProducts(db?: Queryable, limit?: number): Promise<Product[]> {
  if (limit === undefined) return listWholeCatalogue(db);
  const rows = await query<ProductRow>(`select ${PRODUCT_COLUMNS} from products order by ${orderBySql(NEWEST_FIRST)} limit $1`, [limit], db);
  return rows.map(toProduct);
}

/**
 * Every product, as the build reads it: every product's specifications grouped once and joined to
 * the rows (20261207000800_catalogue_specifications.sql). At 100,000 machines this read takes
 * 23.6 s where product_specifications() called per row took 30.6 (the rows alone, 206 MB
 * against 304 with the values, 8.2).
 */
async function listWholeCatalogue(db?: Queryable): Promise<Product[]> {
  const rows = await query<ProductRow>(
    `select ${rowColumns('p')}, coalesce(g.specifications, '[]'::jsonb) as specifications
       from products p
       left join (select product_id, jsonb_agg(item order by position) as specifications
                    from product_specification_items group by product_id) g on g.product_id = p.id
      order by ${orderBySql(NEWEST_FIRST)}`,
    [],
    db,
  );
  return rows.map(toProduct);
}

/** The newest product of each category that has one, in the fixed category order (the home strip). */
export async function listCategoryRepresentatives(): Promise<Product[]> {
  const rows = await query<ProductRow>(
    `select distinct on (category) ${PRODUCT_COLUMNS} from products order by category, ${orderBySql(NEWEST_FIRST)}`,
  );
  const position = (p: Product) => CATEGORY_VALUES.indexOf(p.category);
  return rows.map(toProduct).sort((a, b) => position(a) - position(b));
}

/** One product, or null when no product has that id (a malformed id included). */
export async function getProduct(id: string, db?: Queryable): Promise<Product | null> {
  if (!isProductId(id)) return null;
  const rows = await query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = $1`, [id], db);
  return rows[0] ? toProduct(rows[0]) : null;
}

/** The stored form of a product's editable fields; the description is sanitised here, on every save. */
function columnValues(input: ProductInput): unknown[] {
  return [
    input.productName,
    input.brandName,
    input.category,
    input.productImage,
    sanitizeDescription(input.description),
    input.videoLinks,
    input.websiteLinks,
  ];
}

/**
 * Adds a product; one sent without an HSN code takes the table's default (8441). The caller asks
 * for the site to be republished (../publishing/rebuild.ts).
 */
export async function createProduct(input: ProductInput): Promise<Product> {
  return withTransaction(async (db) => {
    const id = await insertProduct(db, input);
    if (input.specifications) await saveProductSpecifications(db, id, input.category, input.specifications);
    return (await getProduct(id, db))!;
  });
}

async function insertProduct(db: Queryable, input: ProductInput): Promise<string> {
  // Left out of the payload, the column is left out of the insert, so the default applies.
  const withHsn = input.hsn !== undefined;
  const rows = await query<{ id: string }>(
    `insert into products (product_name, brand_name, category, product_image, description, video_links,
                           website_links, price, selling_price, show_price, scope_of_supply${withHsn ? ', hsn' : ''})
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11${withHsn ? ', $12' : ''})
     returning id`,
    [
      ...columnValues(input),
      input.price ?? null,
      input.sellingPrice ?? null,
      input.showPrice ?? false,
      input.scopeOfSupply ?? null,
      ...(withHsn ? [input.hsn] : []),
    ],
    db,
  );
  return rows[0].id;
}

/**
 * Replaces a product's fields; null when no product has that id. The caller asks for the site to
 * be republished (../publishing/rebuild.ts). Prices, showPrice, the HSN code and the scope of supply the payload leaves
 * out stay as they are (a client that knows nothing of them changes nothing about them).
 */
export async function updateProduct(input: ProductUpdateInput): Promise<Product | null> {
  if (!isProductId(input._id)) return null;
  return withTransaction(async (db) => {
    if (!(await updateProductRow(db, input))) return null;
    // Left out, the values stay (a client that knows nothing of them changes nothing), but only
    // those of the product's category: a product moved elsewhere keeps none of the old one's.
    if (input.specifications) await saveProductSpecifications(db, input._id, input.category, input.specifications);
    else await dropOtherCategoriesValues(db, input._id, input.category);
    return getProduct(input._id, db);
  });
}

async function updateProductRow(db: Queryable, input: ProductUpdateInput): Promise<boolean> {
  const rows = await query<{ id: string }>(
    `update products
        set product_name = $2, brand_name = $3, category = $4, product_image = $5, description = $6,
            video_links = $7, website_links = $8,
            price = case when $9::boolean then $10::numeric else price end,
            selling_price = case when $11::boolean then $12::numeric else selling_price end,
            show_price = coalesce($13::boolean, show_price),
            hsn = case when $14::boolean then $15::text else hsn end,
            scope_of_supply = case when $16::boolean then $17::text else scope_of_supply end,
            updated_at = now()
      where id = $1
      returning id`,
    [
      input._id,
      ...columnValues(input),
      input.price !== undefined,
      input.price ?? null,
      input.sellingPrice !== undefined,
      input.sellingPrice ?? null,
      input.showPrice ?? null,
      input.hsn !== undefined,
      input.hsn ?? null,
      input.scopeOfSupply !== undefined,
      input.scopeOfSupply ?? null,
    ],
    db,
  );
  return rows.length > 0;
}
