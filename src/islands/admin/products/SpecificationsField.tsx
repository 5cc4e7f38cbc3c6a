/**
 * The product dialog's "Specifications" group (docs/spec.md §25.2): an input per specification of
 * the chosen category, in its order, by kind (a number; a range as "from" and "to"; text; a choice
 * as a select), the unit beside it, each checked as typed with the rules the server applies
 * (readSpecValue, ./spec-drafts.ts). What is typed is kept by key, so a change of category keeps the
 * values of the specifications both have.
 */
import { useId } from 'react';
import type { LoadedSpecFields } from '../../hooks/use-spec-fields';
import { FieldError, SecondaryButton, fieldClass } from '../shared/form-parts';
import { chosen, specProblem, type SpecDraft, type SpecDrafts } from './spec-drafts';

interface Props {
  loaded: LoadedSpecFields;
  drafts: SpecDrafts;
  onChange: (key: string, draft: SpecDraft) => void;
  /** The keys whose problems are shown: left once, or every one after a save was tried. */
  shown: (key: string) => boolean;
  onLeave: (key: string) => void;
  onRetry: () => void;
}

export default function SpecificationsField({ loaded, drafts, onChange, shown, onLeave, onRetry }: Props) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Specifications</legend>
      {loaded.state === 'none' && <p className="text-sm text-zinc-600">Choose a category to give its specifications.</p>}
      {loaded.state === 'loading' && <p className="text-sm text-zinc-600">Loading the category's specifications…</p>}
      {loaded.state === 'failed' && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{loaded.message} The saved values are kept.</p>
          <SecondaryButton onClick={onRetry}>Try again</SecondaryButton>
        </div>
      )}
      {loaded.state === 'ready' && loaded.fields.length === 0 && <p className="text-sm text-zinc-600">This category has no specifications.</p>}
      {loaded.state === 'ready' && loaded.fields.length > 0 && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {loaded.fields.map((field) => {
            const draft = drafts[field.key] ?? { text: '', high: '' };
            const problem = shown(field.key) ? specProblem(field, draft) : null;
            const inputId = `${id}-${field.key}`;
            const described = [field.unit ? `${inputId}-unit` : '', problem ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
            const input = (part: 'text' | 'high', label: string) => (
              <input
                id={part === 'text' ? inputId : `${inputId}-high`}
                value={draft[part]}
                onChange={(event) => onChange(field.key, { ...draft, [part]: event.target.value })}
                onBlur={() => onLeave(field.key)}
                inputMode={field.kind === 'text' ? undefined : 'decimal'}
                autoComplete="off"
                aria-label={label}
                aria-invalid={problem ? true : undefined}
                aria-describedby={described}
                className={`min-w-0 flex-1 basis-20 ${fieldClass}`}
              />
            );
            return (
              <div key={field._id} className="min-w-0">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {field.name}
                </label>
                {/* Wraps the unit under the figures where a narrow screen or large text leaves no room. */}
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  {field.kind === 'choice' ? (
                    <select
                      id={inputId}
                      value={chosen(field, draft.text) ?? ''}
                      onChange={(event) => onChange(field.key, { text: event.target.value, high: '' })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={described}
                      className={`min-w-0 ${fieldClass}`}
                    >
                      <option value="">Not given</option>
                      {field.choices.map((choice) => (
                        <option key={choice}>{choice}</option>
                      ))}
                    </select>
                  ) : field.kind === 'range' ? (
                    <>
                      {input('text', `${field.name} from`)}
                      <span aria-hidden="true">to</span>
                      {input('high', `${field.name} to`)}
                    </>
                  ) : (
                    input('text', field.name)
                  )}
                  {field.unit && (
                    <span id={`${inputId}-unit`} className="shrink-0 text-sm text-zinc-600">
                      {field.unit}
                    </span>
                  )}
                </div>
                <FieldError id={`${inputId}-error`} message={problem ?? undefined} />
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
