/**
 * Which admin lists each role sees and where its "Admin Panel" leads (docs/spec.md §23.1): the
 * browser's side of the rule the server enforces (tests/api/users.test.ts calls every call as SALES).
 */
import { describe, expect, it } from 'vitest';
import { homeSectionOf, mayEditProducts, mayOpen, sectionsOf } from '../../src/islands/admin/shared/admin-sections';

describe('the admin lists of each role', () => {
  it('gives an ADMIN every list, SALES the products, the lead desk and the orders, GENERAL none', () => {
    expect(sectionsOf('ADMIN').map((s) => s.slug)).toEqual(['all-users', 'all-products', 'all-enquiries', 'orders', 'personal-data']);
    expect(sectionsOf('SALES').map((s) => s.slug)).toEqual(['all-products', 'all-enquiries', 'orders']);
    expect(sectionsOf('GENERAL')).toEqual([]);
    expect(mayOpen('SALES', 'all-users')).toBe(false);
    expect(mayOpen('SALES', 'personal-data')).toBe(false);
    expect(mayOpen('GENERAL', 'all-enquiries')).toBe(false);
    expect(mayOpen('GENERAL', 'orders')).toBe(false);
  });

  it('leaves the products read-only for SALES, whose panel opens on the lead desk', () => {
    expect([mayEditProducts('ADMIN'), mayEditProducts('SALES')]).toEqual([true, false]);
    expect([homeSectionOf('ADMIN'), homeSectionOf('SALES')]).toEqual(['all-products', 'all-enquiries']);
  });
});
