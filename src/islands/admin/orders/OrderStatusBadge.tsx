/** An order's status (docs/spec.md §24.4), drawn alike in the Orders view and on the lead's order. */
import type { OrderStatus } from '../../../lib/orders/types';

const BADGES: Record<OrderStatus, string> = {
  Confirmed: 'bg-sky-100 text-sky-900',
  'Advance received': 'bg-violet-100 text-violet-900',
  'Ready for dispatch': 'bg-amber-100 text-amber-900',
  Dispatched: 'bg-indigo-100 text-indigo-900',
  Installed: 'bg-emerald-100 text-emerald-900',
  Closed: 'bg-zinc-200 text-zinc-800',
  Cancelled: 'bg-red-100 text-red-800',
};

export default function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${BADGES[status]}`}>{status}</span>;
}
