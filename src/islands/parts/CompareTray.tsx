/**
 * The tray of picked machines (docs/spec.md §25.5): "Compare (n)" linking to the compare page,
 * "Clear", and what a fifth pick is told. Fixed at the foot of the screen, left of the chat
 * button, while a machine is picked.
 */
import { clearCompared } from '../../lib/browser/compare-list';
import { compareHref } from '../../lib/public-address';

interface Props {
  picked: readonly string[];
  /** A message for the visitor (the fifth pick's), or null. */
  notice: string | null;
}

export default function CompareTray({ picked, notice }: Props) {
  if (picked.length === 0) return null;
  return (
    <div className="pointer-events-none fixed bottom-(--chat-inset) left-3 right-(--chat-reserve) z-30 flex sm:left-6">
      <section
        aria-label="Machines to compare"
        className="pointer-events-auto flex max-w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-900 px-3 py-2 text-white shadow-lg"
      >
        <a
          href={compareHref(picked)}
          className="inline-flex min-h-10 items-center rounded-md bg-accent-500 px-4 font-semibold text-zinc-950 hover:bg-accent-400"
        >
          Compare ({picked.length})
        </a>
        <button type="button" onClick={clearCompared} className="min-h-10 rounded-md px-2 text-sm font-medium underline hover:bg-brand-800">
          Clear
        </button>
        <p role="status" className={notice ? 'w-full text-sm' : 'sr-only'}>
          {notice}
        </p>
      </section>
    </div>
  );
}
