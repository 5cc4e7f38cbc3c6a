/**
 * The cart: the table `cart_items` and its mapping to the API's CartItem. Every query is scoped by
 * the user's id, so another user's item looks exactly like one that does not exist.
 */
import type { CartItem } from '../../lib/types';
import { isUuid, query } from '../db/db';
import { isProductId, productColumns, type ProductRow, toProduct } from '../catalogue/products';

interface CartRow extends ProductRow {
  item_id: string;
  item_quantity: number;
  item_created_at: Date;
}

/** The product's columns as read from `products p`, next to the item's own (aliased) columns. */
const ITEM_COLUMNS = `i.id as item_id, i.quantity as item_quantity, i.created_at as item_created_at,
  ${productColumns('p')}`;

function toCartItem(row: CartRow): CartItem {
  return {
    _id: row.item_id,
    productId: row.id,
    quantity: row.item_quantity,
    createdAt: row.item_created_at.toISOString(),
    product: toProduct(row),
  };
}

/**
 * Puts a product in the user's cart with quantity 1. A product already there is left as it is
 * (quantity unchanged), so a repeated click never doubles an order; `created` tells the two apart.
 * Null when no product has this id.
 */
export async function addToCart(
  userId: string,
  productId: string,
): Promise<{ item: CartItem; created: boolean } | null> {
  if (!isProductId(productId)) return null;
  // The no-op update makes the upsert return (and lock) the existing row; xmax = 0 only on insert.
  const rows = await query<CartRow & { created: boolean }>(
    `with i as (
       insert into cart_items (user_id, product_id)
       select $1, id from products where id = $2
       on conflict (user_id, product_id) do update set quantity = cart_items.quantity
       returning id, product_id, quantity, created_at, (xmax = 0) as created
     )
     select ${ITEM_COLUMNS}, i.created from i join products p on p.id = i.product_id`,
    [userId, productId],
  );
  return rows[0] ? { item: toCartItem(rows[0]), created: rows[0].created } : null;
}

export async function countCartItems(userId: string): Promise<number> {
  const rows = await query<{ n: number }>('select count(*)::int as n from cart_items where user_id = $1', [userId]);
  return rows[0].n;
}

/** The user's items, newest first, each with its product. */
export async function listCartItems(userId: string): Promise<CartItem[]> {
  const rows = await query<CartRow>(
    `select ${ITEM_COLUMNS} from cart_items i join products p on p.id = i.product_id
      where i.user_id = $1
      order by i.created_at desc, i.id`,
    [userId],
  );
  return rows.map(toCartItem);
}

/** Sets the quantity of one of the user's items; null when the user has no item with this id. */
export async function updateCartQuantity(userId: string, itemId: string, quantity: number): Promise<CartItem | null> {
  if (!isUuid(itemId)) return null;
  const rows = await query<CartRow>(
    `with i as (
       update cart_items set quantity = $3, updated_at = now()
        where id = $1 and user_id = $2
       returning id, product_id, quantity, created_at
     )
     select ${ITEM_COLUMNS} from i join products p on p.id = i.product_id`,
    [itemId, userId, quantity],
  );
  return rows[0] ? toCartItem(rows[0]) : null;
}

/** Removes one of the user's items; false when the user has no item with this id. */
export async function deleteCartItem(userId: string, itemId: string): Promise<boolean> {
  if (!isUuid(itemId)) return false;
  const rows = await query('delete from cart_items where id = $1 and user_id = $2 returning id', [itemId, userId]);
  return rows.length > 0;
}
