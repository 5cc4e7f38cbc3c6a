/**
 * Chat clicks (SPEC §21.7): the chat button of a product page goes through /go/chat/<productId>,
 * which counts the click for the machine and sends the visitor on to WhatsApp with the machine
 * named, as the button did before. Only the product and the time are kept. A client address past
 * its limit is still sent on, uncounted: the chat matters more than the count.
 */
import { chatLink } from '../../lib/chat-link';
import { productUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { isUuid, query } from '../db/db';
import { addressBucket } from '../http/rate-limit';

/** Clicks counted per client address (bucket chat:<address>) within the window. */
export const CHAT_CLICK_LIMIT = { limit: 30, windowMinutes: 60 };

/**
 * Records a click on the chat link of product `productId` from `ip` and gives the chat's address:
 * with the machine's name and page for a listed product, the plain greeting for anything else
 * (nothing recorded then). One statement: the product is found, the rate-limit place taken and the
 * click stored together, and no place is taken for a product that is not listed.
 */
export async function chatClick(productId: string, ip: string): Promise<{ location: string; recorded: boolean }> {
  const site = siteConfig(process.env);
  if (!isUuid(productId)) return { location: chatLink(site.chatNumber), recorded: false };
  let found: { id: string; product_name: string; recorded: boolean } | undefined;
  try {
    [found] = await query<{ id: string; product_name: string; recorded: boolean }>(
      `with product as (select id, product_name from products where id = $1),
            click as (insert into chat_clicks (product_id)
                      select id from product where take_rate_limit_place(array[$2], $3, $4) is not null
                      returning id)
       select id, product_name, exists (select from click) as recorded from product`,
      [productId, addressBucket('chat', ip), CHAT_CLICK_LIMIT.limit, CHAT_CLICK_LIMIT.windowMinutes],
    );
  } catch (error) {
    // The visitor asked for a chat: without the database they still get one, uncounted.
    console.error('[chat] a click could not be recorded:', error);
  }
  if (!found) return { location: chatLink(site.chatNumber), recorded: false };
  // The machine's name and its page's public address, as the greeting of SPEC §18.4 names them.
  const subject = { name: found.product_name, url: productUrl(site.siteUrl, found.id) };
  return { location: chatLink(site.chatNumber, subject), recorded: found.recorded };
}
