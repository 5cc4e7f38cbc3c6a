/**
 * Specifications (docs/spec.md §25): the categories' schemas (spec_fields) and the products' values
 * (product_specs). A product's values are read with its row (product_specifications(), see
 * ./products.ts) and written here, in the product's own save, checked against its category's schema.
 */
import type { CategoryValue } from '../../lib/categories';
import { checkSpecifications, type SpecField, type SpecificationInput, type SpecKind } from '../../lib/specifications';
import { query, type Queryable } from '../db/db';
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
