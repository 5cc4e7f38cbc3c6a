/**
 * The Orders view's two views (docs/spec.md §24.6): every order, and the Outstanding ones. The side
 * panel lists Outstanding under Orders; on a phone, where the side panel's links fold away, both are
 * also tabs above the list, so each is one tap away.
 */
import { OUTSTANDING_VIEW } from '../../../lib/orders/order-list';
import { inPlace } from '../shared/admin-navigation';
import { orderDeskHref, type OrderDeskQuery } from './order-desk-query';

const VIEWS = [
  { view: '', label: 'All orders' },
  { view: OUTSTANDING_VIEW, label: 'Outstanding' },
] as const satisfies readonly { view: OrderDeskQuery['view']; label: string }[];

/** The side panel's link to the Outstanding view, under Orders. */
export function OrderViewLinks({ current, linkClass, close }: { current: string | null; linkClass: (current: boolean) => string; close: () => void }) {
  const href = orderDeskHref({ view: OUTSTANDING_VIEW });
  const here = current === OUTSTANDING_VIEW;
  return (
    <ul className="mt-1 space-y-1 pl-3">
      <li>
        <a href={href} aria-current={here ? 'page' : undefined} onClick={inPlace(href, close)} className={`${linkClass(here)} text-sm`}>
          Outstanding
        </a>
      </li>
    </ul>
  );
}

export default function OrderDeskTabs({ view }: { view: OrderDeskQuery['view'] }) {
  return (
    <nav aria-label="Order views" className="mb-3 md:hidden">
      <ul className="flex gap-1.5">
        {VIEWS.map(({ view: target, label }) => {
          const href = orderDeskHref({ view: target });
          const current = view === target;
          return (
            <li key={label}>
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={inPlace(href)}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium ${
                  current ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white text-zinc-800 hover:bg-brand-50'
                }`}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
