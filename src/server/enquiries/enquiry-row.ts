/** An `enquiries` row with its product's name, and its mapping to the API's Enquiry (SPEC §3). */
import type { Enquiry } from '../../lib/types';

export interface EnquiryRow {
  id: string;
  product_id: string | null;
  product_name: string | null;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  message: string;
  created_at: Date;
  reference: string;
}

export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    reference: row.reference,
  };
}
