/** An order's fulfilment in the lead's view (docs/spec.md §24): drawn by the order's panel. */
import type { Order } from '../../../lib/orders/types';

export interface OrderSectionProps {
  order: Order;
  /** Called after a change, so that the panel reads the order again. */
  onChanged: () => void;
}

export default function FulfilmentSection(_props: OrderSectionProps) {
  return null;
}
