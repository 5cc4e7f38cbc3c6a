import { describe, expect, it } from 'vitest';
import {
  CURRENT_NOTICE,
  isKnownNoticeVersion,
  leadRetentionMonths,
  NOTICE_VERSIONS,
  noticeDateText,
  privacySettings,
  shortNotice,
  shortNoticeHtml,
} from '../../src/lib/privacy-notice';

describe('the privacy notice’s versions', () => {
  it('knows every version it has shown, the current one last, each once and fit for its column', () => {
    expect(NOTICE_VERSIONS.at(-1)).toBe(CURRENT_NOTICE);
    expect(new Set(NOTICE_VERSIONS.map((v) => v.version)).size).toBe(NOTICE_VERSIONS.length);
    for (const { version, date } of NOTICE_VERSIONS) {
      expect(isKnownNoticeVersion(version)).toBe(true);
      expect(version.length).toBeLessThanOrEqual(40);
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(isKnownNoticeVersion('2020-01-01')).toBe(false);
    expect(isKnownNoticeVersion('')).toBe(false);
  });

  it('says its day as the page prints it', () => {
    expect(noticeDateText({ version: 'x', date: '2026-12-07' })).toBe('7 December 2026');
  });
});

describe('the privacy settings', () => {
  it('name the grievance officer and email set, else the company’s grievance officer at the contact email', () => {
    expect(privacySettings({ GRIEVANCE_OFFICER_NAME: ' Priya Sen ', GRIEVANCE_EMAIL: 'grievance@example.in', CONTACT_EMAIL: 'sales@example.in' })).toEqual({
      grievanceOfficer: 'Priya Sen',
      grievanceEmail: 'grievance@example.in',
      leadRetentionMonths: 36,
    });
    expect(privacySettings({ COMPANY_NAME: 'Acme Machines', CONTACT_EMAIL: 'sales@acme.example', GRIEVANCE_OFFICER_NAME: ' ' })).toMatchObject({
      grievanceOfficer: 'Grievance Officer, Acme Machines',
      grievanceEmail: 'sales@acme.example',
    });
  });

  it('read LEAD_RETENTION_MONTHS as whole months up to 120, 36 unset, and refuse another value naming it', () => {
    expect(leadRetentionMonths({})).toBe(36);
    expect(leadRetentionMonths({ LEAD_RETENTION_MONTHS: ' 24 ' })).toBe(24);
    expect(leadRetentionMonths({ LEAD_RETENTION_MONTHS: '120' })).toBe(120);
    for (const bad of ['0', '-3', '1.5', 'three', '12 months', '121']) {
      expect(() => leadRetentionMonths({ LEAD_RETENTION_MONTHS: bad }), bad).toThrow(/^LEAD_RETENTION_MONTHS must be/);
    }
  });
});

describe('the short notices', () => {
  it('say the months the seller keeps a lead, and tax law’s 72 for an order', () => {
    for (const place of ['enquiry', 'quotation'] as const) {
      expect(shortNotice(place, { leadRetentionMonths: 18 })).toContain('18 months after our last contact, or 72 months once you order, as tax law requires.');
    }
    expect(shortNotice('signUp', { leadRetentionMonths: 18 })).toContain('a hash of your password (never the password)');
  });

  it('link the full notice in a new tab, saying so to a screen reader', () => {
    expect(shortNoticeHtml('enquiry', { leadRetentionMonths: 36 })).toMatch(
      /^<p class="privacy-notice">We keep your name, .* <a href="\/privacy" target="_blank" rel="noopener">Privacy notice<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a><\/p>$/,
    );
  });
});
