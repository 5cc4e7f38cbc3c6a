/**
 * A lead's orders on its view (docs/spec.md §24.6), under its quotations: one panel each (./OrderPanel.tsx),
 * newest first; nothing while the lead has none (an order is made by the buyer's acceptance of a
 * quotation). A change in an order's sections reads the orders again and tells the lead's view
 * (`onChanged`: its timeline has the step).
 */
import { useLeadOrders } from '../../hooks/use-lead-orders';
import OrderPanel from './OrderPanel';

export default function LeadOrders({ leadId, onChanged }: { leadId: string; onChanged: () => void }) {
  const { loaded, reload } = useLeadOrders(leadId);
  // Most leads have no order: nothing shows until the answer says there is one.
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-3 text-zinc-700">
        The orders could not be loaded.
        <button type="button" onClick={reload} className="min-h-11 rounded-md border border-zinc-300 bg-white px-4 font-medium hover:bg-zinc-50">
          Try again
        </button>
      </p>
    );
  }
  return (
    <>
      {loaded.items.map((order) => (
        <OrderPanel
          key={order._id}
          order={order}
          onChanged={() => {
            reload();
            onChanged();
          }}
        />
      ))}
    </>
  );
}
