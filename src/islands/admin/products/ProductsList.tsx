/**
 * All products (SPEC §2): first image, name, brand and category, searchable and filtered by
 * category, with the upload and edit dialogs and the editor of the categories' specifications
 * (docs/spec.md §25.2); after a save, where the site's publishing stands.
 * Read-only for SALES (docs/spec.md §23.1), who quote from it: no upload, no edit, no publish status.
 * Both open a machine's share kit (docs/spec.md §25.7); its campaign is kept from one kit to the next.
 * The server searches, filters and pages: one page is fetched and drawn, whatever the catalogue's
 * size. The search and the category are in the address, so a reload keeps them.
 */
import { useId, useState } from 'react';
import { CATEGORIES, categoryLabel } from '../../../lib/categories';
import { knownCategory, LIST_CALLS, PRODUCT_FILTERS, productParams } from '../shared/list-calls';
import { UploadIcon } from '../../parts/icons';
import { PencilIcon, ShareIcon } from '../shared/icons';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import type { Product } from '../../../lib/types';
import AdminTable, { type Column } from '../shared/AdminTable';
import ListHeader from '../shared/ListHeader';
import ProductDialog from './ProductDialog';
import PublishStatusLine from './PublishStatusLine';
import SpecFieldsDialog from './SpecFieldsDialog';
import ShareKitDialog from './ShareKitDialog';
import { fieldClass } from '../shared/form-parts';
import Pager from '../shared/Pager';
import { useDebounced } from '../../hooks/use-debounced';
import { useListAddress } from '../../hooks/use-list-address';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePublishStatus } from '../../hooks/use-publish-status';

type Editing = { product: Product | null } | null;

/** Dispatched on `window` after a product is saved: the page shown is fetched again in place. */
const PRODUCTS_CHANGED = 'admin-products:changed';

export default function ProductsList({ editable }: { editable: boolean }) {
  const id = useId();
  const [filters, change] = useListAddress('all-products', PRODUCT_FILTERS);
  const category = knownCategory(filters.category);
  // The address follows each key; the list is asked for once typing pauses.
  const q = useDebounced(filters.q, 300);
  const list = usePagedList<Product>(LIST_CALLS['all-products'], productParams({ q, category }), ADMIN_MESSAGES.productsFetchFailed, PRODUCTS_CHANGED);
  const publishing = usePublishStatus(editable);
  const [editing, setEditing] = useState<Editing>(null);
  const [editingSchema, setEditingSchema] = useState(false);
  const [sharing, setSharing] = useState<Product | null>(null);
  const [campaign, setCampaign] = useState('');

  const columns: Column<Product>[] = [
    {
      header: 'Image',
      cell: (p) =>
        p.productImage[0] ? (
          <img src={p.productImage[0]} alt="" width="56" height="56" loading="lazy" className="size-14 rounded border border-zinc-200 bg-white object-contain" />
        ) : (
          <span className="text-zinc-400">No image</span>
        ),
      className: 'md:w-20',
    },
    { header: 'Name', cell: (p) => <span className="font-medium text-zinc-900">{p.productName}</span> },
    { header: 'Brand', cell: (p) => p.brandName },
    { header: 'Category', cell: (p) => categoryLabel(p.category) },
  ];
  const actionClass = 'inline-flex items-center gap-1.5 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  columns.push({
    header: 'Action',
    cell: (p) => (
      <div className="flex flex-wrap gap-2">
        {editable && (
          <button type="button" onClick={() => setEditing({ product: p })} aria-label={`Edit ${p.productName}`} className={actionClass}>
            <PencilIcon width="16" height="16" />
            Edit
          </button>
        )}
        <button type="button" onClick={() => setSharing(p)} aria-label={`Share kit for ${p.productName}`} className={actionClass}>
          <ShareIcon width="16" height="16" />
          Share kit
        </button>
      </div>
    ),
  });

  return (
    <>
      {editable && (
        <>
          <div className="mb-3 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setEditingSchema(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Specifications
            </button>
            <button
              type="button"
              onClick={() => setEditing({ product: null })}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-4 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <UploadIcon />
              Upload Product
            </button>
          </div>
          <PublishStatusLine state={publishing.state} />
        </>
      )}
      <ListHeader
        title="All Products"
        count={list}
        search={filters.q}
        onSearch={(text) => change({ q: text }, { replace: true })}
        searchLabel="Search products by name or brand"
      >
        <div className="min-w-0 basis-56 max-sm:flex-1">
          <label htmlFor={`${id}-category`} className="sr-only">
            Filter by category
          </label>
          <select id={`${id}-category`} value={category} onChange={(event) => change({ category: event.target.value })} className={`h-11 ${fieldClass}`}>
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </ListHeader>
      <AdminTable caption="All products" columns={columns} rows={list.items} rowKey={(p) => p._id} loading={list.loading} emptyText={ADMIN_MESSAGES.productsEmpty} />
      <Pager list={list} label="Products pages" />
      {sharing && <ShareKitDialog product={sharing} campaign={campaign} onCampaign={setCampaign} onClose={() => setSharing(null)} />}
      {editable && editingSchema && (
        <SpecFieldsDialog
          category={category}
          onClose={() => setEditingSchema(false)}
          onSaved={() => {
            setEditingSchema(false);
            publishing.track();
            dispatchEvent(new Event(PRODUCTS_CHANGED)); // the products' specifications may read differently
          }}
        />
      )}
      {editable && editing && (
        <ProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            publishing.track();
            dispatchEvent(new Event(PRODUCTS_CHANGED));
          }}
        />
      )}
    </>
  );
}
