/** Products: the table `products` and its mapping to the API's Product (SPEC §3). */
import type { CategoryValue } from '../lib/categories';
import type { Product } from '../lib/types';
import { query, type Queryable } from './db';

interface ProductRow {
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
  created_at: Date;
  updated_at: Date;
}

export const PRODUCT_COLUMNS = `id, product_name, brand_name, category, product_image, description,
  video_links, website_links, price, selling_price, created_at, updated_at`;

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
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product id is a UUID; anything else can name no product. */
export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** All products, newest first. */
export async function listProducts(db?: Queryable): Promise<Product[]> {
  const rows = await query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products order by created_at desc, id`,
    [],
    db,
  );
  return rows.map(toProduct);
}

/** One product, or null when no product has that id (a malformed id included). */
export async function getProduct(id: string, db?: Queryable): Promise<Product | null> {
  if (!isProductId(id)) return null;
  const rows = await query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = $1`, [id], db);
  return rows[0] ? toProduct(rows[0]) : null;
}
