/**
 * An order's lines for the seller's accounting software, where its tax invoice is raised
 * (docs/spec.md §24.8): the CSV file, by a plain link (works without script). None on a cancelled
 * order, which has no tax invoice.
 */
import type { Order } from '../../../lib/orders/types';
import { DownloadIcon } from '../shared/icons';

export default function TaxInvoiceLink({ order }: { order: Pick<Order, '_id' | 'number' | 'status'> }) {
  if (order.status === 'Cancelled') return null;
  return (
    <a
      href={`/api/export-orders/tax-invoice?orderId=${encodeURIComponent(order._id)}`}
      download
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <DownloadIcon />
      Tax invoice lines (CSV)
      <span className="sr-only">, order {order.number}</span>
    </a>
  );
}
