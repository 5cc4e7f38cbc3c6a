-- Erasure and retention (docs/spec.md §26.4, §26.5): an erased or anonymised lead keeps its row,
-- its phone the placeholder "Erased" (its name, address and message pass their own checks as they
-- are). Every other lead's phone is still the 10 digits.
alter table enquiries drop constraint enquiries_phone_check;
alter table enquiries add constraint enquiries_phone_check
  check (phone ~ '^[6-9][0-9]{9}$' or (phone = 'Erased' and erased_at is not null));

-- The retention run reads the leads not erased, oldest first, from here: the erased ones pile up
-- at the old end of the arrival index and would be read again by every run.
create index enquiries_unerased_created_idx on enquiries (created_at, id) where erased_at is null;
