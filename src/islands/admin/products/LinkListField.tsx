/** A list of links that grows and shrinks (SPEC §5: video and website links, URL-typed inputs). */
import { useId, useRef } from 'react';
import { PlusIcon, TrashIcon } from '../shared/icons';
import { MAX_LINKS } from '../../../lib/validation/catalogue';
import { FieldError, fieldClass } from '../shared/form-parts';

interface Props {
  /** "Video links"; each input is named by the singular, e.g. "Video link 2". */
  legend: string;
  singular: string;
  placeholder: string;
  links: string[];
  onChange: (links: string[]) => void;
  error?: string;
}

export default function LinkListField({ legend, singular, placeholder, links, onChange, error }: Props) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusInput = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {links.length > 0 && (
        <ul ref={list} className="mt-1 space-y-2">
          {links.map((link, index) => (
            <li key={index} className="flex items-center gap-2">
              <input
                type="url"
                inputMode="url"
                aria-label={`${singular} ${index + 1}`}
                value={link}
                placeholder={placeholder}
                onChange={(event) => onChange(links.map((old, i) => (i === index ? event.target.value : old)))}
                className={`${fieldClass} min-w-0 flex-1`}
              />
              <button
                type="button"
                aria-label={`Remove ${singular.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  onChange(links.filter((_, i) => i !== index));
                  focusInput(Math.max(0, index - 1));
                }}
                className="grid size-11 shrink-0 place-items-center rounded-md border border-zinc-300 text-red-700 hover:bg-red-50"
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={links.length >= MAX_LINKS}
        onClick={() => {
          onChange([...links, '']);
          focusInput(links.length);
        }}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        <PlusIcon />
        Add {singular.toLowerCase()}
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
