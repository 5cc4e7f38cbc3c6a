/**
 * One labelled field of the quotation form with its problem under it. The control itself is the
 * child, given its id and its invalid state by `controlProps`. `deskLabel: false` hides the label
 * from sight on a wide screen, where the lines' column headings say it (screen readers still hear it).
 */
import type { ReactNode } from 'react';
import { FieldError } from './form-parts';

export const controlProps = (id: string, problem?: string) => ({
  id,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-error` : undefined,
});

interface Props {
  id: string;
  label: string;
  problem?: string;
  required?: boolean;
  deskLabel?: boolean;
  className?: string;
  children: ReactNode;
}

export default function QuoteField({ id, label, problem, required = false, deskLabel = true, className = '', children }: Props) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={`mb-1 block text-sm font-medium ${deskLabel ? '' : 'lg:sr-only'}`}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}
