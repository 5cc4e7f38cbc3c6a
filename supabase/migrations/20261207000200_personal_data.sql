-- Buyers' personal data (docs/spec.md §26): what a lead and an account record of it. The parts'
-- own migrations follow (consent, erasure, the buyer's requests, the access log).

-- Consent on record (§26.2): the version of the notice the person was shown where they gave their
-- data, and when; null for what came in before the notices.
alter table enquiries add column notice_version text check (length(notice_version) <= 40),
                      add column notice_accepted_at timestamptz;
alter table users add column notice_version text check (length(notice_version) <= 40),
                  add column notice_accepted_at timestamptz;

-- When the buyer withdrew their consent by their link (§26.3), and when the lead's personal data
-- was erased or anonymised (§26.4, §26.5): set once, never cleared.
alter table enquiries add column consent_withdrawn_at timestamptz,
                      add column erased_at timestamptz;

-- Their events on the lead's timeline, which never hold the data itself.
alter table enquiry_events drop constraint enquiry_events_kind_check;
alter table enquiry_events add constraint enquiry_events_kind_check check (kind in (
  'status', 'note', 'followUp', 'owner', 'contact',
  'quoteMade', 'quoteShared', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested',
  'orderMade', 'orderStatus', 'proformaMade', 'paymentRecorded', 'paymentVoided',
  'consentWithdrawn', 'erasureAsked', 'erased'
));
