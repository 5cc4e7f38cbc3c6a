/** The cart calls' rules (SPEC §7.5). */
import { z } from './zod';

export const CART_MAX_QUANTITY = 99;

export const cartItemIdSchema = z.object({
  _id: z.string({ error: '_id is required.' }).min(1, '_id is required.'),
});

export const cartQuantitySchema = cartItemIdSchema.extend({
  quantity: z
    .number({ error: 'quantity must be a whole number from 1 to 99.' })
    .int('quantity must be a whole number from 1 to 99.')
    .min(1, 'quantity must be a whole number from 1 to 99.')
    .max(CART_MAX_QUANTITY, 'quantity must be a whole number from 1 to 99.'),
});
