/**
 * An order's proforma invoices or payments as its panel lists them (docs/spec.md §24.2, §24.3):
 * loading, a failed load with "Try again", none yet, or the list.
 */
import type { ReactNode } from 'react';
import type { LoadedDocuments } from '../../hooks/use-order-documents';
import { SecondaryButton } from '../shared/form-parts';

interface Props<T> {
  loaded: LoadedDocuments<T>;
  onRetry: () => void;
  /** The list's accessible name: "Payments, oldest first". */
  label: string;
  messages: { fetchFailed: string; empty: string };
  children: (item: T) => ReactNode;
}

export default function DocumentList<T>({ loaded, onRetry, label, messages, children: item }: Props<T>) {
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text-zinc-600">
        Loading…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-3 text-zinc-700">
        {messages.fetchFailed}
        <SecondaryButton onClick={onRetry}>Try again</SecondaryButton>
      </p>
    );
  }
  if (!loaded.items.length) return <p className="text-zinc-700">{messages.empty}</p>;
  return (
    <ul aria-label={label} className="space-y-3">
      {loaded.items.map(item)}
    </ul>
  );
}
