/**
 * One order on its lead's view (docs/spec.md §24.6): its number and status, the quotation it came
 * from and the day it was made, what it is worth, what is paid and what is due, its lines for the
 * accounting software (§24.8), then its proforma invoices (§24.2), payments (§24.3) and fulfilment
 * (§24.4, with the buyer's order page). Each section calls `onChanged` after a change, and the
 * panel's owner reads the order again.
 */
import { useId } from 'react';
import type { Order } from '../../../lib/orders/types';
import { formatRupees, toPaise } from '../../../lib/price';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDate } from '../shared/format';
import FulfilmentSection from './FulfilmentSection';
import OrderStatusBadge from './OrderStatusBadge';
import PaymentsSection from './PaymentsSection';
import ProformaSection from './ProformaSection';
import TaxInvoiceLink from './TaxInvoiceLink';

interface Props {
  order: Order;
  onChanged: () => void;
}

export default function OrderPanel({ order, onChanged }: Props) {
  const zone = useBusinessTimeZone();
  const headingId = useId();
  const due = order.balance > 0 && order.status !== 'Cancelled';
  const money: [string, number, string][] = [
    ['Total', order.total, 'text-zinc-900'],
    ['Paid', order.paid, 'text-emerald-800'],
    ['Balance', order.balance, due ? 'text-red-700' : 'text-zinc-900'],
  ];
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-bold text-brand-900">
          Order {order.number}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        From quotation {order.quoteNumber}, made <time dateTime={order.createdAt}>{formatDate(order.createdAt, zone)}</time>
        {order.createdBy === null && ' when the buyer accepted it'}.
      </p>
      {order.cancelReason && <p className="mt-1 text-sm text-red-800">Cancelled: {order.cancelReason}</p>}
      <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
        {money.map(([label, amount, colour]) => (
          <div key={label} className="min-w-0 rounded-md bg-zinc-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-zinc-600">{label}</dt>
            <dd className={`font-semibold tabular-nums [overflow-wrap:anywhere] ${colour}`}>{formatRupees(toPaise(amount))}</dd>
          </div>
        ))}
      </dl>
      <TaxInvoiceLink order={order} />
      <div className="mt-4 space-y-5">
        <ProformaSection order={order} onChanged={onChanged} />
        <PaymentsSection order={order} onChanged={onChanged} />
        <FulfilmentSection order={order} onChanged={onChanged} />
      </div>
    </section>
  );
}
