-- A quotation is a draft until it reaches its buyer (docs/spec.md §22.4): its mail delivered
-- (quote_deliveries) or its link shared on WhatsApp from the lead desk. A share is recorded on the
-- lead's timeline as 'quoteShared', by the admin who shared it; the quotation's status reads it
-- from there, as it reads the mail from its delivery.
alter table enquiry_events drop constraint enquiry_events_kind_check;
alter table enquiry_events
  add constraint enquiry_events_kind_check check (kind in (
    'status', 'note', 'followUp',
    'quoteMade', 'quoteShared', 'quoteViewed', 'quoteAccepted', 'quoteChangesRequested', 'quoteRefreshRequested'));
