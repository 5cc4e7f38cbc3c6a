/**
 * "Compare" beside a machine's card in a result grid (docs/spec.md §25.5), outside the card's link.
 * Before the island hydrates (and without script) it is a link to the compare page with this
 * machine, where another can be added; once hydrated, a toggle that picks the machine for the
 * tray (src/lib/browser/compare-list.ts). Both take the same room, so nothing moves.
 */
import { addCompared, removeCompared } from '../../lib/browser/compare-list';
import { compareHref } from '../../lib/public-address';
import type { ProductCardData } from '../../lib/types';

interface Props {
  product: Pick<ProductCardData, '_id' | 'productName'>;
  /** The picked machines; null until hydrated. */
  picked: readonly string[] | null;
  /** Called when the machine could not be picked: four are picked already. */
  onFull(): void;
}

// Small text and no side padding on a phone: a card's column at 320 px with text at 200 % has just
// room for the word; the box goes above it there (wrap) rather than push the page sideways.
const CONTROL =
  'inline-flex min-h-10 max-w-full flex-wrap items-center gap-x-2 self-start rounded-md text-xs font-medium text-zinc-700 hover:bg-brand-50 hover:text-brand-700 sm:px-2 sm:text-sm';

function Box({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-4.5 place-items-center rounded border-2 ${checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-400 bg-white'}`}
    >
      {checked && (
        <svg viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2.5 6.5l2.5 2.5 4.5-5" />
        </svg>
      )}
    </span>
  );
}

export default function CompareToggle({ product, picked, onFull }: Props) {
  const label = `Compare ${product.productName}`;
  if (picked === null) {
    return (
      <a href={compareHref([product._id])} aria-label={label} className={CONTROL}>
        <Box checked={false} />
        Compare
      </a>
    );
  }
  const on = picked.includes(product._id);
  const toggle = () => {
    if (on) removeCompared(product._id);
    else if (!addCompared(product._id)) onFull();
  };
  return (
    <button type="button" aria-pressed={on} aria-label={label} onClick={toggle} className={CONTROL}>
      <Box checked={on} />
      Compare
    </button>
  );
}
