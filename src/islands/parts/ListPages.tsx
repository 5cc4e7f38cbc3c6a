/**
 * Previous and Next between the pre-rendered pages of a list, with where the reader is: plain
 * links (rel prev/next), so that every machine is reachable without script.
 */
import { machinesRange } from '../../lib/category-filter';

interface Props {
  page: number;
  pages: number;
  /** Where the page's rows start (0-based) and how many it shows, of `total`. */
  from: number;
  shown: number;
  total: number;
  href: (page: number) => string;
}

const link =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-4 font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50';

export default function ListPages({ page, pages, from, shown, total, href }: Props) {
  return (
    <nav aria-label="Pages" className="mt-6 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
      <span>
        {page > 1 && (
          <a href={href(page - 1)} rel="prev" className={link}>
            <span aria-hidden="true">←</span> Previous
          </a>
        )}
      </span>
      <p className="whitespace-nowrap text-center text-sm font-semibold text-zinc-700">
        Page {page} of {pages}
      </p>
      <span className="text-right">
        {page < pages && (
          <a href={href(page + 1)} rel="next" className={link}>
            Next <span aria-hidden="true">→</span>
          </a>
        )}
      </span>
      <p className="col-span-3 text-center text-sm text-zinc-600">{machinesRange(from, shown, total)}</p>
    </nav>
  );
}
