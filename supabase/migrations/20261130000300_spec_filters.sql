-- Filters on category pages (docs/spec.md §25.3). A ticked choice is read from this index alone,
-- as a ticked band is from product_specs_field_idx (field_id, low, high, product_id): the machines
-- whose value is one of the ticked choices, and every value of a choice filter for the counts.
create index product_specs_choice_idx on product_specs (field_id, text_value, product_id) where text_value is not null;
