/**
 * All enquiries, newest first (SPEC §2, §8): the product (or "N/A" when it is gone), who sent it,
 * their phone as a call link, address, message and date; searchable, and exported as CSV.
 */
import { useState } from 'react';
import { csvBlob } from '../../lib/csv';
import { DownloadIcon } from './icons';
import { MESSAGES } from '../../lib/messages';
import type { Enquiry } from '../../lib/types';
import AdminTable, { type Column } from './AdminTable';
import ListHeader from './ListHeader';
import { formatDateTime } from './format';
import { matches, useAdminList } from './use-admin-list';

const productOf = (enquiry: Enquiry) => enquiry.productName ?? MESSAGES.missingProduct;

const newestFirst = (a: Enquiry, b: Enquiry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The rows of the export: the list as shown, with the date in ISO form so spreadsheets sort it. */
export function enquiryRows(enquiries: Enquiry[]): string[][] {
  return [
    ['Product', 'Name', 'Phone', 'Address', 'Message', 'Date'],
    ...enquiries.map((e) => [productOf(e), e.name, e.phone, e.address, e.message, e.createdAt]),
  ];
}

function download(blob: Blob, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export default function EnquiriesList() {
  const { items, loading } = useAdminList<Enquiry>('/api/all-enquiries', MESSAGES.enquiriesFetchFailed);
  const [search, setSearch] = useState('');
  const shown = items
    .filter((e) => matches(search, productOf(e), e.name, e.phone, e.address, e.message))
    .sort(newestFirst);

  const columns: Column<Enquiry>[] = [
    { header: 'Product', cell: (e) => <span className="font-medium text-zinc-900">{productOf(e)}</span> },
    { header: 'Name', cell: (e) => e.name },
    {
      header: 'Phone',
      cell: (e) => (
        <a href={`tel:${e.phone}`} className="whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline">
          {e.phone}
        </a>
      ),
    },
    { header: 'Address', cell: (e) => <span className="whitespace-pre-line">{e.address}</span> },
    { header: 'Message', cell: (e) => <span className="whitespace-pre-line">{e.message}</span>, className: 'md:w-1/3' },
    { header: 'Date', cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>, className: 'md:whitespace-nowrap' },
  ];

  return (
    <>
      <ListHeader
        title="All Enquiries"
        count={loading ? null : shown.length}
        search={search}
        onSearch={setSearch}
        searchLabel="Search enquiries"
      >
        <button
          type="button"
          disabled={shown.length === 0}
          onClick={() => download(csvBlob(enquiryRows(shown)), `enquiries-${new Date().toISOString().slice(0, 10)}.csv`)}
          className="inline-flex h-11 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          <DownloadIcon />
          Export CSV
        </button>
      </ListHeader>
      <AdminTable caption="All enquiries, newest first" columns={columns} rows={shown} rowKey={(e) => e._id} loading={loading} emptyText={MESSAGES.enquiriesEmpty} />
    </>
  );
}
