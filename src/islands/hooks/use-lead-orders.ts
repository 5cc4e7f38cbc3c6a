/** A lead's orders, newest first (GET /api/orders?enquiryId=, docs/spec.md §24.1): see ./use-lead-items.ts. */
import { ORDER_MESSAGES } from '../../lib/messages';
import type { Order } from '../../lib/orders/types';
import { useLeadItems } from './use-lead-items';

export const useLeadOrders = (leadId: string) => useLeadItems<Order>('/api/orders', leadId, ORDER_MESSAGES.fetchFailed);
