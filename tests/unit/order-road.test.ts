/**
 * The road an order takes and what its dispatch records (docs/spec.md §24.4): the moves offered
 * from each step, vehicle numbers, and the consignment value that needs an e-way bill. The
 * refusals over HTTP, with nothing written, are in tests/api/fulfilment.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { consignmentValuePaise, needsEwayBill, normaliseVehicleNumber, vehicleNumberProblem } from '../../src/lib/orders/dispatch';
import { moveRefusal, nextSteps, type RoadPosition } from '../../src/lib/orders/road';
import type { OrderStatus } from '../../src/lib/orders/types';

const at = (status: OrderStatus, paidPaise = 0, balancePaise = 100_00): RoadPosition => ({ number: 'SO/2026-27/0001', status, paidPaise, balancePaise });

describe('the road', () => {
  it.each<[RoadPosition, OrderStatus[]]>([
    [at('Confirmed'), ['Ready for dispatch', 'Dispatched', 'Cancelled']],
    [at('Confirmed', 10_00, 90_00), ['Advance received', 'Ready for dispatch', 'Dispatched', 'Cancelled']],
    [at('Advance received', 10_00, 90_00), ['Ready for dispatch', 'Dispatched', 'Cancelled']],
    [at('Ready for dispatch'), ['Dispatched', 'Cancelled']],
    [at('Dispatched', 10_00, 90_00), ['Installed', 'Cancelled']],
    [at('Dispatched', 100_00, 0), ['Installed', 'Closed', 'Cancelled']],
    [at('Installed', 100_00, 0), ['Closed', 'Cancelled']],
    [at('Closed', 100_00, 0), []],
    [at('Cancelled'), []],
  ])('from %j offers %j', (position, steps) => {
    expect(nextSteps(position)).toEqual(steps);
  });

  it('says from where to where, and why', () => {
    expect(moveRefusal(at('Installed', 0, 2_41_426_00), 'Closed')).toBe('Order SO/2026-27/0001 cannot move from Installed to Closed: ₹2,41,426 is still due.');
    expect(moveRefusal(at('Dispatched'), 'Advance received')).toBe('Order SO/2026-27/0001 cannot move from Dispatched to Advance received: an order never moves back.');
    expect(moveRefusal(at('Dispatched'), 'Dispatched')).toBe('Order SO/2026-27/0001 is already Dispatched.');
  });
});

describe('a vehicle number', () => {
  it.each([
    ['jh 05 ab-1234', 'JH05AB1234'],
    ['DL 3C AB 1234', 'DL3CAB1234'],
    ['MH.12.A.7', 'MH12A7'],
    ['22 BH 1234 AA', '22BH1234AA'],
  ])('%s is written %s', (typed, stored) => {
    expect(normaliseVehicleNumber(typed)).toBe(stored);
    expect(vehicleNumberProblem(stored)).toBeNull();
  });

  it.each([
    ['JH05AB12345', 'must be an Indian vehicle number: state code, district, series and number (JH05AB1234).'],
    ['JHAB1234', 'must be an Indian vehicle number: state code, district, series and number (JH05AB1234).'],
    ['22BH1234', 'must be an Indian vehicle number: state code, district, series and number (JH05AB1234).'],
    ['ZZ05AB1234', "begins with ZZ, which is no Indian state's vehicle code."],
  ])('%s is refused', (mark, problem) => {
    expect(vehicleNumberProblem(mark)).toBe(problem);
  });
});

describe('the consignment value (CGST Rules, rule 138)', () => {
  const line = (hsn: string, gstRate: 0 | 5 | 18, amountPaise: number) => ({ hsn, gstRate, amountPaise });

  it('counts the goods with their GST, not services or exempt goods', () => {
    const lines = [line('8441', 18, 40_000_00), line('9987', 18, 23_600_00), line('9965', 5, 2_100_00), line('4802', 0, 30_000_00), line('84419000', 5, 10_000_00)];
    expect(consignmentValuePaise(lines)).toBe(50_000_00);
    expect(needsEwayBill(50_000_00)).toBe(false);
    expect(needsEwayBill(50_000_01)).toBe(true);
  });
});
