/**
 * The header's "Our Products" dropdown (SPEC §2): the seven categories, each linking to its
 * category page. Opens on hover with a mouse, on tap or Enter/Space otherwise; Escape closes.
 * The links are in the pre-rendered HTML (hidden while closed), so crawlers follow them.
 */
import { useRef } from 'react';
import { CATEGORIES } from '../lib/categories';
import { categoryPageHref } from '../lib/category-filter';
import { ChevronDownIcon } from '../lib/icons';
import { useDropdown } from '../lib/use-dropdown';

const LIST_ID = 'products-menu';
/** Lets the pointer cross the gap between the button and the list without the list closing. */
const HOVER_CLOSE_DELAY_MS = 200;

export default function ProductsMenu() {
  const { open, setOpen, buttonRef, rootProps } = useDropdown();
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);

  return (
    <div
      {...rootProps}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => {
          // A click right after the hover opened it should not shut it again.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
        className="flex h-11 w-full items-center justify-between gap-1 rounded-md px-3 font-semibold text-brand-900 hover:bg-brand-50 hover:text-brand-700 md:w-auto"
      >
        Our Products
        <ChevronDownIcon className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={LIST_ID}
        hidden={!open}
        className="z-50 mt-1 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg md:absolute md:right-0 md:top-full md:mt-2 md:w-72"
      >
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <a
              href={categoryPageHref([category.value])}
              className="block px-4 py-2.5 text-sm text-zinc-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:-outline-offset-3"
            >
              {category.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
