/**
 * The upload and edit product dialogs (SPEC §4, §5): name, brand and category required (category
 * from the fixed list), images, a rich-text description, video and website links, and the prices
 * with the seller's choice of showing them on the site (off: "price on request"), the HSN code
 * its quotations print (never shown on the site; 8441 for a new machine) and its scope of supply
 * (docs/spec.md §22.9), and its values of the category's specifications (§25.2). Checked with the
 * server's own rules first; on success the dialog closes and
 * the list refreshes, on failure it
 * stays open with the server's message and everything typed.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { api } from '../../../lib/browser/api';
import { CATEGORIES } from '../../../lib/categories';
import { ADMIN_MESSAGES } from '../shared/admin-messages';
import type { Product } from '../../../lib/types';
import { MAX_SCOPE_OF_SUPPLY, productSchema } from '../../../lib/validation/catalogue';
import { fieldErrors } from '../../../lib/validation/common';
import AdminDialog from '../shared/AdminDialog';
import LinkListField from './LinkListField';
import ProductImagesField from './ProductImagesField';
import RichTextEditor from './RichTextEditor';
import { FieldError, PrimaryButton, SaveProblem, SecondaryButton, fieldClass } from '../shared/form-parts';
import { useDialogSave } from '../../hooks/use-dialog-save';
import { useSpecFields } from '../../hooks/use-spec-fields';
import SpecificationsField from './SpecificationsField';
import { draftValue, specDraftsOf, specProblem, type SpecDrafts } from './spec-drafts';

interface Draft {
  productName: string;
  brandName: string;
  category: string;
  productImage: string[];
  description: string;
  videoLinks: string[];
  websiteLinks: string[];
  /** Rupees as typed ("4,50,000" too); empty is no price. */
  price: string;
  sellingPrice: string;
  showPrice: boolean;
  /** Empty is none. */
  hsn: string;
  /** Lines of text; empty is none. */
  scopeOfSupply: string;
  /** The values typed, by specification key (of any category chosen while the dialog is open). */
  specifications: SpecDrafts;
}

type FieldName = Exclude<keyof Draft, 'specifications'>;

/** The API's field names as the form calls them, so a rule's message reads in the form's words. */
const LABELS: Record<FieldName, string> = {
  productName: 'Product name',
  brandName: 'Brand name',
  category: 'Category',
  productImage: 'Product images',
  description: 'Description',
  videoLinks: 'Video links',
  websiteLinks: 'Website links',
  price: 'Price (₹)',
  sellingPrice: 'Selling price (₹)',
  showPrice: 'Show price on the site',
  hsn: 'HSN code',
  scopeOfSupply: 'Scope of supply',
};

/** The HSN code a new machine starts with: paper and paperboard making machinery. */
const NEW_MACHINE_HSN = '8441';

const draftOf = (product: Product | null): Draft => ({
  productName: product?.productName ?? '',
  brandName: product?.brandName ?? '',
  category: product?.category ?? '',
  productImage: product?.productImage ?? [],
  description: product?.description ?? '',
  videoLinks: product?.videoLinks ?? [],
  websiteLinks: product?.websiteLinks ?? [],
  price: product?.price == null ? '' : String(product.price),
  sellingPrice: product?.sellingPrice == null ? '' : String(product.sellingPrice),
  showPrice: product?.showPrice ?? false,
  hsn: product ? (product.hsn ?? '') : NEW_MACHINE_HSN,
  scopeOfSupply: product?.scopeOfSupply ?? '',
  specifications: specDraftsOf(product?.specifications ?? []),
});

const filled = (links: string[]) => links.map((link) => link.trim()).filter(Boolean);

/** Rupees as people write them ("₹4,50,000"); empty is no price, and what is not a number stays NaN for the rule to name. */
const rupees = (typed: string): number | null => {
  const digits = typed.replace(/[₹,\s]/g, '');
  return digits === '' ? null : Number(digits);
};

interface Props {
  /** The product to edit; null uploads a new one. */
  product: Product | null;
  onClose: () => void;
  onSaved: (product: Product) => void;
}

export default function ProductDialog({ product, onClose, onSaved }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { busy: saving, problem, setProblem, save } = useDialogSave<Product>(ADMIN_MESSAGES.productSaveFailed);
  const set = <K extends FieldName>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const specFields = useSpecFields(draft.category);
  // A value's problem is shown once its input is left, and every one once a save is tried.
  const [leftSpecs, setLeftSpecs] = useState<ReadonlySet<string>>(new Set());
  const [triedSave, setTriedSave] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    setTriedSave(true);
    const fields = specFields.loaded.state === 'ready' ? specFields.loaded.fields : null;
    const parsed = productSchema.safeParse({
      ...draft,
      videoLinks: filled(draft.videoLinks),
      websiteLinks: filled(draft.websiteLinks),
      price: rupees(draft.price),
      sellingPrice: rupees(draft.sellingPrice),
      // The whole list of the category's values (an empty one clears it); left out while the
      // schema could not be read, so an edit keeps what is stored.
      specifications: fields?.map((field) => ({ key: field.key, value: draftValue(field, draft.specifications[field.key]) })),
    });
    const specsRead = !fields?.some((field) => specProblem(field, draft.specifications[field.key]));
    if (!parsed.success || !specsRead) {
      setErrors(parsed.success ? {} : fieldErrors<FieldName>(parsed.error, (message, field) => message.replace(/^\w+/, LABELS[field] ?? field)));
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus(),
      );
      return;
    }
    setErrors({});
    await save(
      () =>
        product
          ? api<Product>('/api/update-product', { json: { ...parsed.data, _id: product._id } })
          : api<Product>('/api/upload-product', { json: parsed.data }),
      onSaved,
    );
  }

  const amount = (field: 'price' | 'sellingPrice') => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
        {LABELS[field]}
      </label>
      <input
        id={`${id}-${field}`}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={`mt-1 ${fieldClass}`}
      />
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  const text = (field: 'productName' | 'brandName') => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
        {LABELS[field]} <span className="text-red-700" aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${field}`}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={`mt-1 ${fieldClass}`}
      />
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <AdminDialog title={product ? 'Edit Product' : 'Upload Product'} subtitle={product?.productName} onClose={onClose} wide>
      <form ref={form} onSubmit={submit} noValidate className="space-y-5" aria-busy={saving}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('productName')}
          {text('brandName')}
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            {LABELS.category} <span className="text-red-700" aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-category`}
            value={draft.category}
            onChange={(event) => set('category', event.target.value)}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
            className={`mt-1 ${fieldClass}`}
          >
            <option value="">Select category</option>
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category-error`} message={errors.category} />
        </div>

        <SpecificationsField
          loaded={specFields.loaded}
          drafts={draft.specifications}
          onChange={(key, value) => setDraft((d) => ({ ...d, specifications: { ...d.specifications, [key]: value } }))}
          shown={(key) => triedSave || leftSpecs.has(key)}
          onLeave={(key) => setLeftSpecs((left) => (left.has(key) ? left : new Set(left).add(key)))}
          onRetry={specFields.reload}
        />

        <ProductImagesField images={draft.productImage} onChange={(update) => setDraft((d) => ({ ...d, productImage: update(d.productImage) }))} />

        <div>
          <span id={`${id}-description`} className="text-sm font-medium">
            {LABELS.description}
          </span>
          <RichTextEditor labelId={`${id}-description`} initialHtml={draft.description} onChange={(html) => set('description', html)} />
          <FieldError id={`${id}-description-error`} message={errors.description} />
        </div>

        <LinkListField
          legend={LABELS.videoLinks}
          singular="Video link"
          placeholder="https://www.youtube.com/watch?v=…"
          links={draft.videoLinks}
          onChange={(links) => set('videoLinks', links)}
          error={errors.videoLinks}
        />
        <LinkListField
          legend={LABELS.websiteLinks}
          singular="Website link"
          placeholder="https://…"
          links={draft.websiteLinks}
          onChange={(links) => set('websiteLinks', links)}
          error={errors.websiteLinks}
        />

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Pricing</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {amount('price')}
            {amount('sellingPrice')}
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={draft.showPrice}
              onChange={(event) => set('showPrice', event.target.checked)}
              aria-describedby={`${id}-showPrice-hint`}
              className="size-5 accent-brand-600"
            />
            {LABELS.showPrice}
          </label>
          <p id={`${id}-showPrice-hint`} className="text-sm text-zinc-600">
            On: the product page shows the selling price (or the price) + GST. Off: it shows no price ("price on request").
          </p>
        </fieldset>

        <div className="sm:max-w-xs">
          <label htmlFor={`${id}-hsn`} className="text-sm font-medium">
            {LABELS.hsn}
          </label>
          <input
            id={`${id}-hsn`}
            value={draft.hsn}
            onChange={(event) => set('hsn', event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors.hsn ? true : undefined}
            aria-describedby={`${id}-hsn-hint${errors.hsn ? ` ${id}-hsn-error` : ''}`}
            className={`mt-1 ${fieldClass}`}
          />
          <p id={`${id}-hsn-hint`} className="mt-1 text-sm text-zinc-600">
            4, 6 or 8 digits, printed on quotations; not shown on the site.
          </p>
          <FieldError id={`${id}-hsn-error`} message={errors.hsn} />
        </div>

        <div>
          <label htmlFor={`${id}-scopeOfSupply`} className="text-sm font-medium">
            {LABELS.scopeOfSupply}
          </label>
          <textarea
            id={`${id}-scopeOfSupply`}
            value={draft.scopeOfSupply}
            onChange={(event) => set('scopeOfSupply', event.target.value)}
            rows={4}
            maxLength={MAX_SCOPE_OF_SUPPLY}
            aria-invalid={errors.scopeOfSupply ? true : undefined}
            aria-describedby={`${id}-scopeOfSupply-hint${errors.scopeOfSupply ? ` ${id}-scopeOfSupply-error` : ''}`}
            className={`mt-1 ${fieldClass}`}
          />
          <p id={`${id}-scopeOfSupply-hint`} className="mt-1 text-sm text-zinc-600">
            What the machine includes, a line each (main specifications, what comes with it): printed under its line on quotations, where each can change it.
          </p>
          <FieldError id={`${id}-scopeOfSupply-error`} message={errors.scopeOfSupply} />
        </div>

        <SaveProblem message={problem} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4">
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
          <PrimaryButton busy={saving} busyText="Saving…">
            {product ? 'Save Changes' : 'Upload Product'}
          </PrimaryButton>
        </div>
      </form>
    </AdminDialog>
  );
}
