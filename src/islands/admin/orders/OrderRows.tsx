/**
 * The Orders view's rows (docs/spec.md §24.6): per order its number (a link to its lead, where the
 * order shows) with its quotation's, the buyer with the lead's reference, its status, what it is
 * worth, what is paid and what is still due (in the Outstanding view with the balance's age), and
 * the day it was made. Fixed column shares, so that text wraps between words; on a phone each order
 * is a card (../shared/AdminTable.tsx). What buyers wrote is isolated (`<bdi>`, SPEC §14.6).
 */
import type { OrderListItem } from '../../../lib/orders/order-list';
import { formatRupees, toPaise } from '../../../lib/price';
import { leadPath } from '../../../lib/public-address';
import AdminTable, { type Column } from '../shared/AdminTable';
import { inPlace } from '../shared/admin-navigation';
import { useBusinessTimeZone } from '../shared/business-time-zone';
import { formatDate } from '../shared/format';
import OrderStatusBadge from './OrderStatusBadge';

const rupees = (amount: number) => formatRupees(toPaise(amount));

/** A balance's age in words; a month or more unpaid stands out. */
export function BalanceAge({ days }: { days: number | null }) {
  if (days === null) return null;
  const text = days === 0 ? 'Due since today' : `Due for ${days} ${days === 1 ? 'day' : 'days'}`;
  return <span className={`block text-sm ${days >= 30 ? 'font-semibold text-red-700' : 'text-zinc-600'}`}>{text}</span>;
}

interface Props {
  caption: string;
  orders: OrderListItem[];
  loading: boolean;
  emptyText: string;
  /** The Outstanding view: each balance with its age. */
  outstanding: boolean;
}

export default function OrderRows({ caption, orders, loading, emptyText, outstanding }: Props) {
  const zone = useBusinessTimeZone();
  const amount = (value: number) => <span className="whitespace-nowrap tabular-nums">{rupees(value)}</span>;
  const columns: Column<OrderListItem>[] = [
    {
      header: 'Order',
      width: '18%',
      cell: (o) => {
        const href = leadPath(o.enquiryId);
        return (
          <>
            <a href={href} onClick={inPlace(href)} className="inline-block py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {o.number}
            </a>
            <span className="block text-sm text-zinc-600">
              <span className="sr-only">Quotation </span>
              {o.quoteNumber}
            </span>
          </>
        );
      },
    },
    {
      header: 'Buyer',
      width: '22%',
      cell: (o) => (
        <>
          <bdi className="font-medium text-zinc-900">{o.buyer.name}</bdi>
          <span className="block text-sm tabular-nums text-zinc-600">{o.reference}</span>
        </>
      ),
    },
    { header: 'Status', width: '14%', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: 'Total', width: '12%', cell: (o) => amount(o.total) },
    { header: 'Paid', width: '12%', cell: (o) => amount(o.paid) },
    {
      header: 'Balance',
      width: '12%',
      cell: (o) => (
        <>
          <span className={`whitespace-nowrap tabular-nums ${o.balance > 0 && o.status !== 'Cancelled' ? 'font-semibold text-zinc-900' : 'text-zinc-600'}`}>
            {rupees(o.balance)}
          </span>
          {outstanding && <BalanceAge days={o.balanceAgeDays} />}
        </>
      ),
    },
    { header: 'Date', width: '10%', cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, zone)}</time> },
  ];
  return <AdminTable caption={caption} columns={columns} rows={orders} rowKey={(o) => o._id} loading={loading} emptyText={emptyText} />;
}
