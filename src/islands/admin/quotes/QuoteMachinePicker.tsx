/**
 * "Add a machine": the catalogue searched as the site's search box searches it (GET /api/search),
 * each machine found a button that adds its line. An empty search lists the newest machines.
 */
import { useEffect, useId, useState } from 'react';
import { api } from '../../../lib/browser/api';
import { MESSAGES } from '../../../lib/messages';
import { formatRupees, toPaise } from '../../../lib/price';
import { SEARCH_MAX_LENGTH } from '../../../lib/validation/catalogue';
import type { Product } from '../../../lib/types';
import { fieldClass, SecondaryButton } from '../shared/form-parts';
import type { QuotedMachine } from './quote-draft';
import { useDebounced } from '../../hooks/use-debounced';

/** Enough to pick from; a longer list asks for a narrower search. */
const SHOWN = 8;

type Found = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; machines: QuotedMachine[] };

interface Props {
  onPick: (machine: QuotedMachine) => void;
  onClose: () => void;
}

export default function QuoteMachinePicker({ onPick, onClose }: Props) {
  const id = useId();
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim(), 300);
  const [found, setFound] = useState<Found>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setFound({ state: 'loading' });
    api<Product[]>(`/api/search?q=${encodeURIComponent(settled)}`, { signal: controller.signal }).then(
      (result) =>
        setFound(
          result.success && Array.isArray(result.data)
            ? { state: 'ready', machines: result.data.slice(0, SHOWN) }
            : { state: 'failed', message: result.message || 'The catalogue could not be searched.' },
        ),
      (error: Error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    return () => controller.abort();
  }, [settled]);

  const price = (machine: QuotedMachine) => {
    const rupees = machine.sellingPrice ?? machine.price;
    return rupees == null ? 'no price set' : formatRupees(toPaise(rupees));
  };

  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow basis-48">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium">
            Search the catalogue
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              // Escape closes the search, not the whole form.
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose();
              }
            }}
            autoComplete="off"
            autoFocus
            className={fieldClass}
          />
        </div>
        <SecondaryButton onClick={onClose}>Done</SecondaryButton>
      </div>
      <div aria-live="polite" aria-busy={found.state === 'loading'}>
        {found.state === 'loading' && <p className="text-sm text-zinc-600">{MESSAGES.searchLoading}</p>}
        {found.state === 'failed' && <p className="text-sm text-red-700">{found.message}</p>}
        {found.state === 'ready' && found.machines.length === 0 && <p className="text-sm text-zinc-600">{MESSAGES.searchEmpty}</p>}
        {found.state === 'ready' && found.machines.length > 0 && (
          <ul aria-label="Machines found" className="space-y-1">
            {found.machines.map((machine) => (
              <li key={machine._id}>
                <button
                  type="button"
                  onClick={() => onPick(machine)}
                  className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 rounded-md border border-zinc-200 bg-white px-3 py-2 text-left hover:bg-zinc-50"
                >
                  <span className="min-w-0 font-medium text-zinc-900">
                    <span className="sr-only">Add </span>
                    {machine.productName}
                  </span>
                  <span className="text-sm text-zinc-600">{price(machine)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
