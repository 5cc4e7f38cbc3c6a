/**
 * A brochure's and a catalogue's addresses are named by what the PDF shows (src/lib/brochure.ts):
 * the machine's last change and specifications, and the seller's details the PDF draws, so that a
 * changed phone number is never kept in a cached PDF; what the PDF does not draw changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { brochureVersion, catalogueVersion, sellerDrawn } from '../../src/lib/brochure';
import { siteConfig } from '../../src/lib/site';
import type { Specification } from '../../src/lib/specifications';

const output: Specification = { key: 'output', name: 'Output', unit: 'cups/min', kind: 'range', value: '90–110', min: 90, max: 110, onCard: true };
const machine = { _id: '7d4f0a52-9d7e-4c1e-8d0a-1f2e3d4c5b6a', updatedAt: '2026-12-01T10:00:00.000Z', specifications: [output] };
const seller = (env: Record<string, string> = {}) => sellerDrawn(siteConfig(env));

describe('a brochure\'s version', () => {
  it('changes with the machine\'s last change and its specifications', () => {
    const version = brochureVersion(machine, seller());
    expect(brochureVersion({ ...machine }, seller())).toBe(version);
    expect(brochureVersion({ ...machine, updatedAt: '2026-12-02T10:00:00.000Z' }, seller())).not.toBe(version);
    expect(brochureVersion({ ...machine, specifications: [{ ...output, unit: 'cups/minute' }] }, seller())).not.toBe(version);
  });

  it('changes with every seller detail the PDF draws, and not with those it does not', () => {
    const version = brochureVersion(machine, seller());
    for (const drawn of ['COMPANY_NAME', 'SITE_URL', 'PHONE_1', 'PHONE_2', 'CONTACT_EMAIL', 'SHOWROOM_ADDRESS', 'FACTORY_ADDRESS', 'MAP_LINK']) {
      expect(brochureVersion(machine, seller({ [drawn]: 'changed' })), drawn).not.toBe(version);
    }
    for (const undrawn of ['CHAT_NUMBER', 'SOCIAL_FACEBOOK', 'MARKETPLACE_URL']) {
      expect(brochureVersion(machine, seller({ [undrawn]: 'changed' })), undrawn).toBe(version);
    }
  });

  it('names a category\'s catalogue anew when one of its machines or the seller changes', () => {
    const version = catalogueVersion([machine], 1, seller());
    expect(catalogueVersion([{ ...machine, updatedAt: '2026-12-02T10:00:00.000Z' }], 1, seller())).not.toBe(version);
    expect(catalogueVersion([machine], 1, seller({ PHONE_1: '+91 90000 00000' }))).not.toBe(version);
  });
});
