/**
 * Specifications (docs/spec.md §25): the categories' schemas (spec_fields) and the products' values
 * (product_specs). A product's values are read with its row (product_specifications(), see
 * ./products.ts) and written here, in the product's own save, checked against its category's schema.
 * An ADMIN's save of a category's schema (§25.2) is here too: `saveSpecFields`.
 */
import type { CategoryValue } from '../../lib/categories';
import { specFilters } from '../../lib/spec-filters';
import {
  checkSpecifications,
  readSpecValue,
  specValueText,
  type SpecField,
  type SpecificationInput,
  type SpecificationValue,
  type SpecKind,
} from '../../lib/specifications';
import type { SpecFieldInput, SpecFieldsInput } from '../../lib/validation/specifications';
import { query, withTransaction, type Queryable } from '../db/db';
import { HttpError } from '../http/http';

interface SpecFieldRow {
  id: string;
  category: CategoryValue;
  key: string;
  name: string;
  unit: string | null;
  kind: SpecKind;
  choices: string[];
  bands: string[];
  filterable: boolean;
  on_card: boolean;
  position: number;
}

const FIELD_COLUMNS = 'id, category, key, name, unit, kind, choices, bands::text[] as bands, filterable, on_card, position';

function toSpecField(row: SpecFieldRow): SpecField {
  return {
    _id: row.id,
    category: row.category,
    key: row.key,
    name: row.name,
    unit: row.unit,
    kind: row.kind,
    choices: row.choices,
    bands: row.bands.map(Number),
    filterable: row.filterable,
    onCard: row.on_card,
    position: row.position,
  };
}

/** A category's specifications in its order; every category's (by category, then order) when none is named. */
export async function specFields(category?: CategoryValue, db?: Queryable): Promise<SpecField[]> {
  const rows = await query<SpecFieldRow>(
    `select ${FIELD_COLUMNS} from spec_fields
      where $1::text is null or category = $1
      order by category, position`,
    [category ?? null],
    db,
  );
  return rows.map(toSpecField);
}

/**
 * Replaces a product's values with `inputs`, checked against its category's schema (400 naming the
 * specification, nothing written: the caller's transaction rolls back). Values of another
 * category's specifications (the product has moved) go.
 */
export async function saveProductSpecifications(
  db: Queryable,
  productId: string,
  category: CategoryValue,
  inputs: readonly SpecificationInput[],
): Promise<void> {
  const check = checkSpecifications(await specFields(category, db), inputs);
  if (!check.ok) throw new HttpError(400, check.message);
  await query('delete from product_specs where product_id = $1', [productId], db);
  if (check.values.length === 0) return;
  await query(
    `insert into product_specs (product_id, field_id, low, high, text_value)
     select $1, v.field_id, v.low, v.high, v.text_value
       from unnest($2::uuid[], $3::numeric[], $4::numeric[], $5::text[]) as v (field_id, low, high, text_value)`,
    [
      productId,
      check.values.map((v) => v.fieldId),
      check.values.map((v) => v.low),
      check.values.map((v) => v.high),
      check.values.map((v) => v.text),
    ],
    db,
  );
}

/** After a product changes category without new values: drop those of its former category's specifications. */
export async function dropOtherCategoriesValues(db: Queryable, productId: string, category: CategoryValue): Promise<void> {
  await query(
    `delete from product_specs s using spec_fields f
      where s.product_id = $1 and f.id = s.field_id and f.category <> $2`,
    [productId, category],
    db,
  );
}

/** A stored value of one specification, as its schema's save reads it. */
interface StoredValue {
  product_id: string;
  low: string | null;
  high: string | null;
  text_value: string | null;
}

const isFigures = (kind: SpecKind) => kind === 'number' || kind === 'range';
const sameText = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
const machines = (n: number) => (n === 1 ? '1 machine' : `${n} machines`);

/**
 * A stored value of `before` as `after` holds it, or null when it no longer fits. Figures stay
 * figures (a number made a range keeps its figure; a range made a number must be one figure);
 * any other change reads the value as written ("90–110", "Three phase") as the new kind reads it.
 */
function convertedValue(before: SpecField, after: SpecField, stored: StoredValue): SpecificationValue | null {
  if (isFigures(before.kind) && isFigures(after.kind)) {
    const [low, high] = [Number(stored.low), Number(stored.high)];
    return after.kind === 'range' || low === high ? { fieldId: after._id, low, high, text: null } : null;
  }
  const read = readSpecValue(after, { value: storedText(before.kind, stored) });
  return typeof read === 'string' ? null : read;
}

/** A stored value as written on the site, without its unit. */
const storedText = (kind: SpecKind, s: StoredValue) =>
  specValueText(kind, s.low === null ? null : Number(s.low), s.high === null ? null : Number(s.high), s.text_value);

/**
 * A kept specification's stored values, converted to its new definition: a 409 naming it and how
 * many machines hold values that no longer fit (a changed unit: any value, since a figure is never
 * converted).
 */
async function convertedValues(db: Queryable, before: SpecField, after: SpecField): Promise<{ productId: string; value: SpecificationValue }[]> {
  const stored = await query<StoredValue>(
    'select product_id, low::text as low, high::text as high, text_value from product_specs where field_id = $1',
    [before._id],
    db,
  );
  if (stored.length === 0) return [];
  if (!sameText(before.unit, after.unit)) {
    throw new HttpError(
      409,
      `${after.name}: ${machines(stored.length)} ${stored.length === 1 ? 'holds' : 'hold'} values ${before.unit ? `in ${before.unit}` : 'without a unit'}; a value is never converted to another unit, so change or clear them before changing the unit.`,
    );
  }
  const converted = stored.map((s) => ({ productId: s.product_id, value: convertedValue(before, after, s), stored: s }));
  const unfit = converted.filter((c) => c.value === null);
  if (unfit.length > 0) {
    const example = storedText(before.kind, unfit[0].stored);
    throw new HttpError(409, `${after.name}: the values of ${machines(unfit.length)} (such as "${example}") would not fit the change; change or clear them first.`);
  }
  // Only values that read differently now are written (options reordered rewrite nothing).
  return converted.filter((c) => !storedAs(c.value!, c.stored)).map((c) => ({ productId: c.productId, value: c.value! }));
}

const sameFigure = (figure: number | null, stored: string | null) => (figure === null ? stored === null : stored !== null && Number(stored) === figure);
const storedAs = (value: SpecificationValue, stored: StoredValue) =>
  value.text === stored.text_value && sameFigure(value.low, stored.low) && sameFigure(value.high, stored.high);

/** Whether a kept specification's stored values must be read again: a change of kind, unit or choices. */
const changesValues = (before: SpecField, after: SpecFieldInput) =>
  before.kind !== after.kind || before.unit !== after.unit || before.choices.join('\n') !== after.choices.join('\n');

/**
 * Saves a category's whole schema in one transaction: `fields` in their new order (a field's place
 * is its position), the ones left out removed with their values, new ones added, kept ones changed
 * (their key fixed), and the values of a changed kind, unit or choices converted where they still
 * fit, else 409 and nothing written. Answers the schema as saved.
 */
export async function saveSpecFields({ category, fields }: SpecFieldsInput): Promise<SpecField[]> {
  return withTransaction(async (db) => {
    // Locked, so that two saves of one category follow each other.
    await query('select id from spec_fields where category = $1 for update', [category], db);
    const stored = new Map((await specFields(category, db)).map((f) => [f._id, f]));
    const conversions: { productId: string; value: SpecificationValue }[] = [];
    for (const [position, field] of fields.entries()) {
      if (!field._id) continue;
      const before = stored.get(field._id);
      if (!before) throw new HttpError(400, `${field.name}: this category has no specification with this _id.`);
      if (before.key !== field.key) throw new HttpError(400, `${field.name}: its key stays ${before.key}; a key is fixed once made.`);
      if (changesValues(before, field)) conversions.push(...(await convertedValues(db, before, { ...field, _id: before._id, category, position })));
    }
    const kept = fields.filter((f) => f._id).map((f) => f._id!);
    await query('delete from spec_fields where category = $1 and not (id = any($2::uuid[]))', [category, kept], db);
    // Names and the key figure are unique at every row (not only at commit): cleared first, so
    // that two specifications may swap them.
    await query('update spec_fields set name = id::text, on_card = false where id = any($1::uuid[])', [kept], db);
    for (const [position, field] of fields.entries()) await writeField(db, category, position, field);
    if (conversions.length > 0) {
      await query(
        `update product_specs s set low = v.low, high = v.high, text_value = v.text_value
           from unnest($1::uuid[], $2::uuid[], $3::numeric[], $4::numeric[], $5::text[]) as v (product_id, field_id, low, high, text_value)
          where s.product_id = v.product_id and s.field_id = v.field_id`,
        [
          conversions.map((c) => c.productId),
          conversions.map((c) => c.value.fieldId),
          conversions.map((c) => c.value.low),
          conversions.map((c) => c.value.high),
          conversions.map((c) => c.value.text),
        ],
        db,
      );
    }
    // What search reads of a product's values (SPEC §25.4) holds their specifications' names and
    // units: a renamed specification's products are read again, once, here (values converted or
    // removed above are read again by the database's own trigger on product_specs).
    const renamed = fields.filter((f) => f._id && (stored.get(f._id)!.name !== f.name || stored.get(f._id)!.unit !== (f.unit ?? null)));
    if (renamed.length > 0) {
      await query(
        'select search_specifications_refresh(array(select product_id from product_specs where field_id = any($1::uuid[])))',
        [renamed.map((f) => f._id)],
        db,
      );
    }
    const saved = await specFields(category, db);
    // Each product's options (SPEC §25.3) are read by its category's filters' places and options:
    // when those change, the category's products are worked out again, once, here.
    if (filtersSignature(saved) !== filtersSignature([...stored.values()])) {
      await query('select product_filter_options_refresh(array(select id from products where category = $1))', [category], db);
    }
    return saved;
  });
}

/** What a product's options depend on: the filters in order, each one's options' edges or choices. */
const filtersSignature = (fields: SpecField[]) =>
  JSON.stringify(specFilters(fields).map((f) => [f.key, f.options.map((o) => [o.low, o.high, o.choice])]));

async function writeField(db: Queryable, category: CategoryValue, position: number, field: SpecFieldInput): Promise<void> {
  const values = [field.name, field.unit, field.kind, field.choices, field.bands, field.filterable, field.onCard, position];
  if (field._id) {
    await query(
      `update spec_fields
          set name = $2, unit = $3, kind = $4, choices = $5, bands = $6, filterable = $7, on_card = $8, position = $9,
              updated_at = now()
        where id = $1`,
      [field._id, ...values],
      db,
    );
  } else {
    await query(
      `insert into spec_fields (category, key, name, unit, kind, choices, bands, filterable, on_card, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [category, field.key, ...values],
      db,
    );
  }
}
