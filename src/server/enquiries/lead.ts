/**
 * A stored enquiry with what a notification says about it: the product (null once deleted) and
 * the links the sales team follows. Pure text building; the channels send it.
 */
import type { Enquiry } from '../../lib/types';
import { absoluteUrl, adminListPath, leadUrl, productUrl } from '../../lib/public-address';
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
  /** The first open lead of the same phone when this is a repeat enquiry (SPEC §21.2), else null. */
  repeatOf: string | null;
  /** Who owns the lead (docs/spec.md §23.2), with the address the new-lead mail also goes to; null when nobody does. */
  owner: { _id: string; name: string; email: string } | null;
}

export interface LeadLinks {
  companyName: string;
  productUrl: string | null;
  adminUrl: string;
  /** This lead opened on its own in the admin. */
  leadUrl: string;
  /** The first lead of a repeat enquiry; null when it is not one. */
  firstLeadUrl: string | null;
}

type Env = Record<string, string | undefined>;

/** The admin's list of enquiries, which mails and the digest link to. */
export const adminUrl = (env: Env = process.env) => absoluteUrl(siteConfig(env).siteUrl, adminListPath('all-enquiries'));

export function leadLinks(lead: Lead, env: Env = process.env): LeadLinks {
  const site = siteConfig(env);
  return {
    companyName: site.companyName,
    productUrl: lead.product ? productUrl(site.siteUrl, lead.product._id) : null,
    adminUrl: adminUrl(env),
    leadUrl: leadUrl(site.siteUrl, lead.enquiry._id),
    firstLeadUrl: lead.repeatOf ? leadUrl(site.siteUrl, lead.repeatOf) : null,
  };
}

/** What a notification calls the product of a lead whose product has been deleted. */
export const PRODUCT_GONE = 'a product no longer listed';

/** What a notification says of a repeat enquiry (SPEC §21.2), before the link to the first lead. */
export const REPEAT_ENQUIRY = 'repeat enquiry from a buyer already in contact';

/** The owner as a notification names them (docs/spec.md §23.2). */
export const ownerLabel = (lead: Lead) => lead.owner?.name ?? 'unassigned';

export const productLabel = (lead: Lead) => lead.product?.productName ?? lead.enquiry.productName ?? PRODUCT_GONE;
