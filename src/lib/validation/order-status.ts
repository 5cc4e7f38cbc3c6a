/**
 * The input rules of an order's step (docs/spec.md §24.4), POST /api/orders/status, for the desk's
 * form and the function alike: what each status needs (Dispatched its transport papers, Installed
 * its day and engineer, Cancelled a reason), each refusal naming its field ("dispatch.vehicleNumber
 * …"). The rules that read the order itself (the e-way bill above ₹50,000 of goods, a day not before
 * the order's) are the server's, under the order's lock.
 */
import { EWAY_BILL_PATTERN, normaliseEwayBill, normaliseVehicleNumber, vehicleNumberProblem } from '../orders/dispatch';
import { CANCEL_REASON_MAX, ENGINEER_MAX } from '../orders/road';
import { ORDER_STATUSES, type Dispatch, type OrderStatus } from '../orders/types';
import { z } from './zod';

export const TRANSPORTER_MAX = 100;
export const LR_NUMBER_MAX = 50;

/** POST /api/orders/status, as the desk sends it. */
export interface OrderStatusInput {
  orderId: string;
  status: OrderStatus;
  dispatch?: { transporter: string; lrNumber: string; vehicleNumber: string; ewayBillNumber?: string | null; dispatchedOn: string } | null;
  installedOn?: string | null;
  engineer?: string | null;
  reason?: string | null;
}

/** What the server takes from it: only what the status needs, normalised; the rest null. */
export interface OrderStatusMove {
  orderId: string;
  status: OrderStatus;
  dispatch: Dispatch | null;
  installedOn: string | null;
  engineer: string | null;
  reason: string | null;
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max} characters.`);

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === value;
}

/** A business day, 'YYYY-MM-DD', not after `today`. */
const pastDay = (field: string, today: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .refine(isCalendarDay, `${field} must be a date (YYYY-MM-DD).`)
    .refine((day) => day <= today, `${field} cannot be after today (${today}).`);

const dispatchSchema = (today: string) =>
  z.object(
    {
      transporter: text('dispatch.transporter', TRANSPORTER_MAX),
      lrNumber: text('dispatch.lrNumber', LR_NUMBER_MAX),
      vehicleNumber: z
        .string({ error: 'dispatch.vehicleNumber is required.' })
        .transform(normaliseVehicleNumber)
        .refine(Boolean, 'dispatch.vehicleNumber is required.')
        .superRefine((mark, ctx) => {
          const problem = mark && vehicleNumberProblem(mark);
          if (problem) ctx.addIssue({ code: 'custom', message: `dispatch.vehicleNumber ${problem}` });
        }),
      ewayBillNumber: z
        .string({ error: "dispatch.ewayBillNumber must be the e-way bill's 12 digits." })
        .nullish()
        .transform((value) => (value ? normaliseEwayBill(value) || null : null))
        .refine((value) => value === null || EWAY_BILL_PATTERN.test(value), "dispatch.ewayBillNumber must be the e-way bill's 12 digits."),
      dispatchedOn: pastDay('dispatch.dispatchedOn', today),
    },
    { error: 'dispatch must be an object: transporter, lrNumber, vehicleNumber, ewayBillNumber and dispatchedOn.' },
  );

/** Where the status needs a field the body lacks: its field and the sentence that says so. */
const NEEDS: Partial<Record<OrderStatus, { field: 'dispatch' | 'installedOn' | 'engineer' | 'reason'; message: string }[]>> = {
  Dispatched: [{ field: 'dispatch', message: 'dispatch is required for Dispatched: transporter, lrNumber, vehicleNumber, ewayBillNumber and dispatchedOn.' }],
  Installed: [
    { field: 'installedOn', message: 'installedOn is required for Installed.' },
    { field: 'engineer', message: 'engineer is required for Installed.' },
  ],
  Cancelled: [{ field: 'reason', message: 'reason is required to cancel an order.' }],
};

/** POST /api/orders/status on the business day `today` ('YYYY-MM-DD'). */
export const orderStatusSchema = (today: string) =>
  z
    .object(
      {
        orderId: z.string({ error: 'orderId is required.' }).trim().min(1, 'orderId is required.'),
        status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }),
        dispatch: dispatchSchema(today).nullish(),
        installedOn: pastDay('installedOn', today).nullish(),
        engineer: text('engineer', ENGINEER_MAX).nullish(),
        reason: text('reason', CANCEL_REASON_MAX).nullish(),
      },
      { error: 'The request must be a JSON object.' },
    )
    .superRefine((value, ctx) => {
      for (const { field, message } of NEEDS[value.status] ?? []) {
        if (value[field] == null) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (value): OrderStatusMove => ({
        orderId: value.orderId,
        status: value.status,
        dispatch: value.status === 'Dispatched' ? (value.dispatch ?? null) : null,
        installedOn: value.status === 'Installed' ? (value.installedOn ?? null) : null,
        engineer: value.status === 'Installed' ? (value.engineer ?? null) : null,
        reason: value.status === 'Cancelled' ? (value.reason ?? null) : null,
      }),
    );
