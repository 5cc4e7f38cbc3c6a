/**
 * One labelled field of the quotation form with its problem under it. The control itself is the
 * child, given its id and its invalid state by `controlProps`. `deskLabel: false` hides the label
 * from sight on a wide screen, where the lines' column headings say it (screen readers still hear it).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '../shared/form-parts';

/** A control's id, invalid state and what describes it: its problem, else the hint named (if any). */
export const controlProps = (id: string, problem?: string, hint?: string) => ({
  id,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-error` : hint,
});

/** A text box's height to show all its text: what scrolls inside, with its borders. */
function fit(box: HTMLTextAreaElement) {
  // Hidden (a closed dialog): nothing to measure yet; the size observer fits it once shown.
  if (box.clientWidth === 0) return;
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
}

/**
 * A one-line text that wraps, growing to show the whole of it (a machine's long name), as wide as
 * its column and refitted when the column's width changes. Enter submits the form, as in a
 * one-line box.
 */
export function WrappingText({ value, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (box.current) fit(box.current);
  }, [value]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <textarea
      {...props}
      ref={box}
      value={value}
      rows={1}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
    />
  );
}

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
