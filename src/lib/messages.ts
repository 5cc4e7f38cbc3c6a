/**
 * Every user-facing text of the product specification (SPEC §8), word for word, in one place.
 * Screens and tests import them from here.
 */
export const MESSAGES = {
  logoutFailed: 'Failed to logout. Please try again.',
  enquiryInvalidPhone: 'Please enter a valid phone number',
  enquiryFailed: 'Failed to send enquiry. Please try again.',
  enquiryFailedToast: 'Failed to send enquiry.',
  enquirySent: 'Enquiry sent successfully!',
  usersFetchFailed: 'Failed to fetch users.',
  usersEmpty: 'No users found.',
  enquiriesFetchFailed: 'Failed to fetch enquiries.',
  enquiriesEmpty: 'No enquiries found.',
  missingProduct: 'N/A',
  passwordMismatch: 'Please check password and confirm password',
  imageTooLarge: 'Unable to compress image below 100 KB.',
  imageProcessing: 'Error processing image.',
  imageReading: 'Error reading image file.',
  shareFailed: 'Share failed',
  linkCopied: 'Link copied to clipboard!',
  /** The share kit's QR code when it does not arrive (docs/spec.md §25.7). */
  qrCodeFailed: 'The QR code could not be loaded.',
  unsupportedVideo: 'Unsupported video link',
  uploadImageHint: '*Please upload product image',
  searchLoading: 'Loading ...',
  searchEmpty: 'No Data Found....',
  forgotPasswordLink: 'Forgot password ?',
  chatGreeting: 'Hi, I would like to know more about your products',
  routerError: 'Unexpected Application Error!',
} as const;

/** What a buyer is told after MESSAGES.enquirySent, on the toast, the form's page and the mail (docs/spec.md §23.5). */
export const ENQUIRY_SENT_MESSAGES = {
  reference: (reference: string) => `Your reference: ${reference}`,
  /** The reply promise as a sentence: a full stop added when the setting ends without one. */
  replyPromise: (promise: string) => (/[.!?]$/.test(promise) ? promise : `${promise}.`),
} as const;

/** Our own words for the account calls (the SPEC names no texts for them). */
export const ACCOUNT_MESSAGES = {
  loggedIn: 'Logged in successfully.',
  signedUp: 'Your account has been created. Please log in.',
  loggedOut: 'Logged out successfully.',
} as const;

/** The lead desk's words for quotations (docs/spec.md §22). */
export const QUOTE_MESSAGES = {
  made: (number: string) => `Quotation ${number} made`,
  revised: (number: string, replaced: string) => `Quotation ${number} made; it replaces ${replaced}`,
  emailQueued: (number: string, email: string) => `Quotation ${number} will be emailed to ${email}`,
  fetchFailed: 'Failed to fetch the quotations.',
  settingsFailed: 'Failed to fetch the quotation settings.',
  saveFailed: 'Failed to save the quotation.',
  emailFailed: 'Failed to email the quotation.',
  empty: 'No quotations yet.',
} as const;

/** The desk's proforma invoices on an order (docs/spec.md §24.2). */
export const PROFORMA_MESSAGES = {
  made: (number: string) => `Proforma invoice ${number} made`,
  emailQueued: (number: string, email: string) => `Proforma invoice ${number} will be emailed to ${email}`,
  fetchFailed: 'Failed to fetch the proforma invoices.',
  saveFailed: 'Failed to make the proforma invoice.',
  emailFailed: 'Failed to email the proforma invoice.',
  empty: 'No proforma invoices yet.',
} as const;

/** An order's payments in the desk (docs/spec.md §24.3). */
export const PAYMENT_MESSAGES = {
  recorded: (receipt: string) => `Payment recorded: receipt ${receipt}`,
  voided: (receipt: string) => `Receipt ${receipt} voided`,
  fetchFailed: 'Failed to fetch the payments.',
  saveFailed: 'Failed to record the payment.',
  voidFailed: 'Failed to void the payment.',
  empty: 'No payments yet.',
} as const;

/** The desk's orders (docs/spec.md §24.6). */
export const ORDER_MESSAGES = {
  fetchFailed: 'Failed to fetch the orders.',
  empty: 'No orders yet.',
  noMatch: 'No orders match.',
  nothingOutstanding: 'Nothing is outstanding.',
} as const;
