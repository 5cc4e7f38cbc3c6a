/**
 * A stored enquiry with what a notification says about it: the product (null once deleted) and
 * the links the sales team follows. Pure text building; the channels send it.
 */
import type { Enquiry } from '../../lib/types';
import { siteConfig } from '../../lib/site';

export interface LeadProduct {
  _id: string;
  productName: string;
  brandName: string;
  category: string;
}

export interface Lead {
  enquiry: Enquiry;
  product: LeadProduct | null;
}

export interface LeadLinks {
  companyName: string;
  productUrl: string | null;
  adminUrl: string;
}

export function leadLinks(lead: Lead, env: Record<string, string | undefined> = process.env): LeadLinks {
  const site = siteConfig(env);
  return {
    companyName: site.companyName,
    productUrl: lead.product ? `${site.siteUrl}/product/${lead.product._id}` : null,
    adminUrl: `${site.siteUrl}/admin-panel/all-enquiries`,
  };
}

export const productLabel = (lead: Lead) => lead.product?.productName ?? lead.enquiry.productName ?? 'a product no longer listed';
