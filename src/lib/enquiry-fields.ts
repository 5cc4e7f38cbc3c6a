/**
 * The enquiry form's fields (SPEC §4), shared by the dialog on the product page and the page the
 * server answers a form post with, so both ask for the same things in the same words.
 */
export type EnquiryFieldName = 'name' | 'phone' | 'email' | 'address' | 'message';

export interface EnquiryField {
  name: EnquiryFieldName;
  label: string;
  /** The field may be left empty (its label says so); the others are required. */
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  /** Hints for the browser's keyboard and autofill, as HTML attributes. */
  input?: { type?: string; inputmode?: 'numeric' | 'email'; autocomplete?: string; placeholder?: string };
}

export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  { name: 'name', label: 'Name', input: { autocomplete: 'name' } },
  {
    name: 'phone',
    label: 'Phone',
    // Written as people write it (+91 98765 43210, 09876543210, 98765-43210: SPEC §21.1), so a tel
    // field (its keypad has + and -) that autofill may fill with the whole international number;
    // no pattern or length here, the shared rule brings it to the 10 digits or refuses it.
    input: { type: 'tel', autocomplete: 'tel', placeholder: '10-digit mobile number' },
  },
  // Where a quotation can be mailed; a buyer who gives none still sends the enquiry.
  { name: 'email', label: 'Email (optional)', optional: true, input: { type: 'email', inputmode: 'email', autocomplete: 'email' } },
  { name: 'address', label: 'Address', multiline: true, rows: 2, input: { autocomplete: 'street-address' } },
  { name: 'message', label: 'Message', multiline: true, rows: 4, input: { placeholder: 'Which machine, capacity or details you need' } },
];

/** The id of the enquiry dialog on a product page, named by the buttons that open and close it. */
export const ENQUIRY_DIALOG_ID = 'enquiry-dialog';
