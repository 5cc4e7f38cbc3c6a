/**
 * The schema editor (docs/spec.md §25.2), ADMIN only: a category's specifications, in order, each
 * with its name, key (written from the name while new, fixed once saved), unit, kind, options,
 * bands, filter and key figure; added, removed and moved with buttons. Checked with the server's
 * rules as it is saved, each problem at its field; the whole list is saved at once
 * (POST /api/spec-fields), and a refusal keeps everything typed.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import { CATEGORIES, categoryLabel } from '../../../lib/categories';
import { SPEC_KINDS, type SpecField, type SpecKind } from '../../../lib/specifications';
import { schemaProblems, specFieldsSchema } from '../../../lib/validation/specifications';
import { useDialogSave } from '../../hooks/use-dialog-save';
import { keepSpecFields, useSpecFields } from '../../hooks/use-spec-fields';
import AdminDialog from '../shared/AdminDialog';
import { FieldError, PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import { PlusIcon, TrashIcon } from '../shared/icons';

/** One specification as the editor holds it: texts as typed. */
interface Row {
  /** React's key: the stored _id, or one of its own while new. */
  rowId: string;
  _id?: string;
  key: string;
  /** A new row's key follows its name until the key is typed itself. */
  keyTyped: boolean;
  name: string;
  unit: string;
  kind: SpecKind;
  /** A choice's options, one a line. */
  choices: string;
  /** A number's or range's band edges: figures separated by commas or spaces. */
  bands: string;
  filterable: boolean;
  onCard: boolean;
}

const KIND_LABELS: Record<SpecKind, string> = { number: 'Number', range: 'Range (from–to)', text: 'Text', choice: 'Choice' };
const hasFigures = (kind: SpecKind) => kind === 'number' || kind === 'range';

const rowOf = (field: SpecField): Row => ({
  rowId: field._id,
  _id: field._id,
  key: field.key,
  keyTyped: true,
  name: field.name,
  unit: field.unit ?? '',
  kind: field.kind,
  choices: field.choices.join('\n'),
  bands: field.bands.join(', '),
  filterable: field.filterable,
  onCard: field.onCard,
});

let newRows = 0;
const blankRow = (): Row => ({
  rowId: `new-${(newRows += 1)}`,
  key: '',
  keyTyped: false,
  name: '',
  unit: '',
  kind: 'number',
  choices: '',
  bands: '',
  filterable: false,
  onCard: false,
});

/** A key written from a name: "Cup size (ml)" is cup-size-ml. */
const keyFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** A row as POST /api/spec-fields takes it: what its kind has no use for is left empty. */
const sentOf = (row: Row) => ({
  ...(row._id ? { _id: row._id } : {}),
  key: row.key.trim(),
  name: row.name,
  unit: row.unit,
  kind: row.kind,
  choices: row.kind === 'choice' ? row.choices.split('\n').map((c) => c.trim()).filter(Boolean) : [],
  bands: hasFigures(row.kind) ? row.bands.split(/[\s,]+/).filter(Boolean).map(Number) : [],
  filterable: row.kind !== 'text' && row.filterable,
  onCard: row.onCard,
});

type Problems = Record<string, Partial<Record<string, string>>>;

interface Props {
  /** The category shown first (the list's filter), else the first. */
  category: string;
  onClose: () => void;
  onSaved: () => void;
}

export default function SpecFieldsDialog({ category: first, onClose, onSaved }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [category, setCategory] = useState(first || CATEGORIES[0].value);
  const { loaded, reload } = useSpecFields(category);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const { busy, problem, setProblem, save } = useDialogSave<SpecField[]>('Failed to save the specifications. Please try again.');

  // The category's schema as stored, drawn afresh when another category is picked.
  useEffect(() => {
    setRows(loaded.state === 'ready' ? loaded.fields.map(rowOf) : null);
    setProblems({});
  }, [loaded]);
  // Another category is drawn in place of this one's list: changes not saved are given up only when said so.
  const unsaved = loaded.state === 'ready' && rows !== null && JSON.stringify(rows.map(sentOf)) !== JSON.stringify(loaded.fields.map(rowOf).map(sentOf));
  const pick = (next: string) => {
    if (unsaved && !confirm(`Leave the changes to ${categoryLabel(category)} unsaved?`)) return;
    setProblem(null);
    setCategory(next as typeof category);
  };

  const focus = (selector: string) => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());
  const change = (rowId: string, update: Partial<Row>) =>
    setRows((all) =>
      all!.map((row) => {
        if (row.rowId !== rowId) return update.onCard ? { ...row, onCard: false } : row;
        const next = { ...row, ...update };
        return next.keyTyped ? next : { ...next, key: keyFrom(next.name) };
      }),
    );
  const move = (index: number, by: -1 | 1) => {
    const moved = rows![index];
    setRows((all) => {
      const next = [...all!];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
    // The focus stays on the moved row's button; at the end of the list, on its way back.
    const place = index + by;
    const way = by === -1 ? (place > 0 ? 'up' : 'down') : place < rows!.length - 1 ? 'down' : 'up';
    focus(`[data-move="${moved.rowId} ${way}"]`);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !rows) return;
    setProblem(null);
    const body = { category, fields: rows.map(sentOf) };
    const parsed = specFieldsSchema.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const p of schemaProblems(parsed.error, body)) {
        if (p.index === null) setProblem(p.message);
        else (found[rows[p.index].rowId] ??= {})[p.field ?? 'name'] ??= p.detail;
      }
      setProblems(found);
      focus('[aria-invalid="true"]');
      return;
    }
    setProblems({});
    await save(
      () => api<SpecField[]>('/api/spec-fields', { json: parsed.data }),
      (saved) => {
        keepSpecFields(category, saved);
        onSaved();
      },
    );
  }

  return (
    <AdminDialog title="Specifications" subtitle="What buyers compare, per category" onClose={onClose} wide>
      <form ref={form} onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            Category
          </label>
          <select id={`${id}-category`} value={category} onChange={(event) => pick(event.target.value)} className={`mt-1 ${fieldClass}`}>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {loaded.state === 'loading' && <p className="text-sm text-zinc-600">Loading the specifications…</p>}
        {loaded.state === 'failed' && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            <p>{loaded.message}</p>
            <SecondaryButton onClick={reload}>Try again</SecondaryButton>
          </div>
        )}
        {rows && (
          <ol className="space-y-4">
            {rows.map((row, index) => (
              <SpecRow
                key={row.rowId}
                row={row}
                index={index}
                last={index === rows.length - 1}
                problems={problems[row.rowId] ?? {}}
                onChange={(update) => change(row.rowId, update)}
                onMove={(by) => move(index, by)}
                onRemove={() => {
                  setRows(rows.filter((r) => r.rowId !== row.rowId));
                  focus(rows.length > 1 ? `[data-remove="${rows[index === rows.length - 1 ? index - 1 : index + 1].rowId}"]` : '[data-add]');
                }}
              />
            ))}
          </ol>
        )}
        {rows && (
          <button
            type="button"
            data-add
            onClick={() => {
              const row = blankRow();
              setRows([...rows, row]);
              focus(`[data-name="${row.rowId}"]`);
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <PlusIcon />
            Add specification
          </button>
        )}
        <SaveProblem message={problem} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4">
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
          <PrimaryButton busy={busy} busyText="Saving…" disabled={!rows}>
            Save specifications
          </PrimaryButton>
        </div>
      </form>
    </AdminDialog>
  );
}

interface RowProps {
  row: Row;
  index: number;
  last: boolean;
  problems: Partial<Record<string, string>>;
  onChange: (update: Partial<Row>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const smallButton = 'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-zinc-300 px-3 text-sm font-medium text-zinc-800 hover:bg-zinc-50';

function SpecRow({ row, index, last, problems, onChange, onMove, onRemove }: RowProps) {
  const id = useId();
  const title = row.name.trim() || `Specification ${index + 1}`;
  const error = (field: string) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-error` : undefined,
  });
  const text = (field: 'name' | 'key' | 'unit', label: string, extra: { readOnly?: boolean; hint?: string } = {}) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        data-name={field === 'name' ? row.rowId : undefined}
        value={row[field]}
        readOnly={extra.readOnly}
        onChange={(event) => onChange(field === 'key' ? { key: event.target.value, keyTyped: true } : { [field]: event.target.value })}
        autoComplete="off"
        {...error(field)}
        className={`mt-1 ${fieldClass} read-only:bg-zinc-100`}
      />
      {extra.hint && <p className="mt-1 text-xs text-zinc-600">{extra.hint}</p>}
      <FieldError id={`${id}-${field}-error`} message={problems[field]} />
    </div>
  );

  return (
    <li>
      <fieldset className="rounded-md border border-zinc-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-brand-900">
          {index + 1}. {title}
        </legend>
        <FieldError id={`${id}-_id-error`} message={problems._id} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {text('name', 'Name')}
          {text('key', 'Key', row._id ? { readOnly: true, hint: 'Fixed once saved: filter links use it.' } : { hint: 'In filter links; fixed once saved.' })}
          {text('unit', 'Unit')}
          <div>
            <label htmlFor={`${id}-kind`} className="text-sm font-medium">
              Kind
            </label>
            <select
              id={`${id}-kind`}
              value={row.kind}
              onChange={(event) => onChange({ kind: event.target.value as SpecKind })}
              {...error('kind')}
              className={`mt-1 ${fieldClass}`}
            >
              {SPEC_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-kind-error`} message={problems.kind} />
          </div>
          {row.kind === 'choice' && (
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-choices`} className="text-sm font-medium">
                Options, one a line
              </label>
              <textarea id={`${id}-choices`} value={row.choices} rows={3} onChange={(event) => onChange({ choices: event.target.value })} {...error('choices')} className={`mt-1 ${fieldClass}`} />
              <FieldError id={`${id}-choices-error`} message={problems.choices} />
            </div>
          )}
          {hasFigures(row.kind) && (
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-bands`} className="text-sm font-medium">
                Filter bands
              </label>
              <input
                id={`${id}-bands`}
                value={row.bands}
                onChange={(event) => onChange({ bands: event.target.value })}
                inputMode="decimal"
                autoComplete="off"
                placeholder="40, 60, 80"
                {...error('bands')}
                className={`mt-1 ${fieldClass}`}
              />
              <p className="mt-1 text-xs text-zinc-600">Ascending edges, e.g. 40, 60 offers "Up to 40", "40–60" and "60 and more".</p>
              <FieldError id={`${id}-bands-error`} message={problems.bands} />
            </div>
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1">
          {row.kind !== 'text' && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" checked={row.filterable} onChange={(event) => onChange({ filterable: event.target.checked })} {...error('filterable')} className="size-5 accent-brand-600" />
              Filter on the category page
            </label>
          )}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={row.onCard} onChange={(event) => onChange({ onCard: event.target.checked })} {...error('onCard')} className="size-5 accent-brand-600" />
            Key figure on cards
          </label>
        </div>
        <FieldError id={`${id}-filterable-error`} message={problems.filterable} />
        <FieldError id={`${id}-onCard-error`} message={problems.onCard} />
        <div className="mt-3 flex flex-wrap gap-2">
          {index > 0 && (
            <button type="button" data-move={`${row.rowId} up`} onClick={() => onMove(-1)} className={smallButton}>
              <span className="sr-only">{title}: </span>Move up
            </button>
          )}
          {!last && (
            <button type="button" data-move={`${row.rowId} down`} onClick={() => onMove(1)} className={smallButton}>
              <span className="sr-only">{title}: </span>Move down
            </button>
          )}
          <button type="button" data-remove={row.rowId} onClick={onRemove} className={`${smallButton} text-red-700 hover:bg-red-50`}>
            <TrashIcon width="16" height="16" />
            <span className="sr-only">{title}: </span>Remove
          </button>
        </div>
      </fieldset>
    </li>
  );
}
