/** Previous and Next for a list paged on the server, with where the reader is ("Page 2 of 40"). */
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { PAGE_SIZE } from './list-calls';

interface Props {
  list: { total: number | null; totalIsLowerBound: boolean; page: number; hasNext: boolean; loading: boolean; next: () => void; previous: () => void };
  label: string;
}

const button =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-3 font-medium text-zinc-800 hover:bg-zinc-50 disabled:opacity-50';

export default function Pager({ list, label }: Props) {
  if (!list.total || (list.page === 0 && !list.hasNext)) return null;
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const turn = (move: () => void) => () => {
    move();
    // The new page is read from its top.
    document.querySelector('main')?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={list.page === 0 || list.loading} onClick={turn(list.previous)}>
        <ArrowLeftIcon />
        Previous
      </button>
      <p className="text-sm text-zinc-700" aria-live="polite">
        Page {list.page + 1} of {list.totalIsLowerBound ? `${Math.max(pages, list.page + 1)}+` : pages}
      </p>
      <button type="button" className={button} disabled={!list.hasNext || list.loading} onClick={turn(list.next)}>
        Next
        <ArrowRightIcon />
      </button>
    </nav>
  );
}
