/**
 * All enquiries, newest first (SPEC §2, §8): the product (or "N/A" when it is gone), who sent it,
 * their phone as a call link, address, message and date; searchable, and exported as CSV.
 * Beside the SPEC, the lead pipeline: a weekly chart by status, filters by status, product and
 * date, each lead's status and note changed in place, and how its notifications went.
 */
import { useState } from 'react';
import { csvBlob } from './csv';
import { businessDate, isoWithOffset } from '../../lib/business-time';
import { NO_FILTER, matchesFilter, type EnquiryFilter } from './enquiry-filters';
import { DownloadIcon } from './icons';
import { MESSAGES } from '../../lib/messages';
import type { AdminEnquiry, Enquiry } from '../../lib/types';
import AdminTable, { type Column } from './AdminTable';
import DeliveryStates from './DeliveryStates';
import EnquiriesChart from './EnquiriesChart';
import EnquiryFilters from './EnquiryFilters';
import LeadEditor from './LeadEditor';
import ListHeader from './ListHeader';
import { formatDateTime } from './format';
import { matches, useAdminList } from './use-admin-list';
import { useBusinessTimeZone } from './business-time-zone';

const productOf = (enquiry: Enquiry) => enquiry.productName ?? MESSAGES.missingProduct;

const newestFirst = (a: Enquiry, b: Enquiry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The rows of the export: the list as shown, with the date in ISO form so spreadsheets sort it,
 * written in business time with its offset (the day a reader sees is the business's day).
 */
export function enquiryRows(enquiries: AdminEnquiry[], zone: string): string[][] {
  return [
    ['Product', 'Name', 'Phone', 'Address', 'Message', 'Date', 'Status', 'Note'],
    ...enquiries.map((e) => [productOf(e), e.name, e.phone, e.address, e.message, isoWithOffset(new Date(e.createdAt), zone), e.status, e.note]),
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
  const { items, setItems, loading } = useAdminList<AdminEnquiry>('/api/all-enquiries', MESSAGES.enquiriesFetchFailed);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<EnquiryFilter>(NO_FILTER);
  const zone = useBusinessTimeZone();
  const shown = items
    .filter((e) => matchesFilter(e, filter, zone) && matches(search, e.name, e.phone, productOf(e), e.address, e.message))
    .sort(newestFirst);
  const saved = (updated: AdminEnquiry) => setItems((all) => all.map((e) => (e._id === updated._id ? updated : e)));

  const columns: Column<AdminEnquiry>[] = [
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
    { header: 'Date', cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, zone)}</time>, className: 'md:whitespace-nowrap' },
    // Keyed by the saved values, so a save elsewhere (or a reload) resets the fields to them.
    { header: 'Status', cell: (e) => <LeadEditor key={`${e.status}|${e.note}`} enquiry={e} onSaved={saved} /> },
    { header: 'Notified', cell: (e) => <DeliveryStates deliveries={e.deliveries} /> },
  ];

  return (
    <>
      <ListHeader
        title="All Enquiries"
        count={loading ? null : shown.length}
        search={search}
        onSearch={setSearch}
        searchLabel="Search enquiries by name or phone"
      >
        <button
          type="button"
          disabled={shown.length === 0}
          onClick={() => download(csvBlob(enquiryRows(shown, zone)), `enquiries-${businessDate(new Date(), zone)}.csv`)}
          className="inline-flex min-h-11 flex-wrap items-center gap-2 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          <DownloadIcon />
          Export CSV
        </button>
      </ListHeader>
      {items.length > 0 && <EnquiriesChart leads={items} />}
      <EnquiryFilters filter={filter} onChange={setFilter} enquiries={items} />
      <AdminTable caption="All enquiries, newest first" columns={columns} rows={shown} rowKey={(e) => e._id} loading={loading} emptyText={MESSAGES.enquiriesEmpty} />
    </>
  );
}
