/**
 * What buyers write is isolated on the admin's lead desk (SPEC §14.6): a name, an address, a
 * message, a campaign tag or a note holding a direction control (U+202E, RIGHT-TO-LEFT OVERRIDE)
 * turns only itself, never the labels and words after it. The desk's parts are drawn to markup as
 * React draws them, and each such text must be the whole content of a `<bdi>`. The same drawings
 * show the reference a buyer quotes on a call (docs/spec.md §23.5).
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LeadFields from '../../src/islands/admin/leads/LeadFields';
import LeadHeader from '../../src/islands/admin/leads/LeadHeader';
import LeadRows from '../../src/islands/admin/leads/LeadRows';
import LeadTimeline from '../../src/islands/admin/leads/LeadTimeline';
import type { AdminEnquiry, TimelineEntry } from '../../src/lib/types';

const RLO = '\u202E';
const typed = (what: string) => `${what} ${RLO}evil.exe gpj`;

const lead: AdminEnquiry = {
  _id: '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
  productId: null,
  productName: null,
  name: typed('Ravi Kumar'),
  phone: '9876543210',
  email: `ravi${RLO}@example.com`,
  address: typed('Line 4, Sakchi'),
  message: typed('Price for two machines'),
  createdAt: '2026-11-20T10:00:00.000Z',
  reference: 'ENQ-2611-0042',
  status: 'New',
  note: '',
  deliveries: [],
  nextFollowUpAt: null,
  repeatOf: null,
  repeatCount: 0,
  source: { utmSource: typed('newsletter'), utmMedium: typed('email'), utmCampaign: typed('diwali'), referrer: `https://example.com/${RLO}x` },
  ownerId: null,
  ownerName: null,
  firstResponseAt: null,
  firstResponseBy: null,
  firstResponseByName: null,
  firstResponseMinutes: null,
  waitingMinutes: null,
  latestQuote: null,
  noticeVersion: null,
  noticeAcceptedAt: null,
  consentWithdrawnAt: null,
  erasedAt: null,
};

const timeline: TimelineEntry[] = [
  { at: '2026-11-20T10:00:00.000Z', kind: 'created', by: null },
  { at: '2026-11-20T11:00:00.000Z', kind: 'note', by: typed('Sales Admin'), text: typed('Called back') },
  { at: '2026-11-20T12:00:00.000Z', kind: 'repeat', by: null, to: '11111111-2222-4333-8444-555555555555', text: typed('Also the plate machine') },
];

const draw = <P extends object>(component: FunctionComponent<P>, props: P) => renderToStaticMarkup(createElement(component, props));

/** The texts that the markup shows (in its text, not its attributes) outside a `<bdi>` of their own. */
function notIsolated(markup: string, texts: string[]): string[] {
  const tagsOnly = markup.replace(/<(\/?)(\w+)[^>]*>/g, '<$1$2>');
  return texts.filter((text) => {
    const shown = tagsOnly.split(text).length - 1;
    const isolated = tagsOnly.split(`<bdi>${text}</bdi>`).length - 1;
    return shown === 0 || isolated !== shown;
  });
}

describe('buyers’ text on the lead desk', () => {
  it('is isolated in the list’s rows', () => {
    expect(notIsolated(draw(LeadRows, { caption: 'Leads', leads: [lead], loading: false }), [lead.name])).toEqual([]);
  });

  it('is isolated in the lead’s heading and its fields', () => {
    expect(notIsolated(draw(LeadHeader, { lead }), [lead.name])).toEqual([]);
    const { email, address, message, source } = lead;
    expect(notIsolated(draw(LeadFields, { lead }), [email!, address, message, source.utmSource!, source.utmMedium!, source.utmCampaign!, source.referrer!])).toEqual([]);
  });

  it('is isolated in the timeline: notes, repeat messages and who wrote them', () => {
    expect(notIsolated(draw(LeadTimeline, { entries: timeline }), [timeline[1].by!, timeline[1].text!, timeline[2].text!])).toEqual([]);
  });

  it('is told apart by the check: text outside a bdi, or inside one with more around it, is found', () => {
    expect(notIsolated(`<p>${lead.name}</p>`, [lead.name])).toEqual([lead.name]);
    expect(notIsolated(`<bdi>Name: ${lead.name}</bdi>`, [lead.name])).toEqual([lead.name]);
    expect(notIsolated(`<bdi class="block">${lead.name}</bdi>`, [lead.name])).toEqual([]);
    expect(notIsolated(`<a href="${lead.name}"><bdi>${lead.name}</bdi></a>`, [lead.name])).toEqual([]);
  });
});

describe('the reference a buyer quotes, on the lead desk (docs/spec.md §23.5)', () => {
  it('is in the lead’s row and beside its status on the lead', () => {
    const text = (markup: string) => markup.replace(/<[^>]*>/g, ' ');
    expect(text(draw(LeadRows, { caption: 'Leads', leads: [lead], loading: false }))).toContain(' ENQ-2611-0042 ');
    expect(text(draw(LeadHeader, { lead }))).toContain(' ENQ-2611-0042 ');
  });
});
