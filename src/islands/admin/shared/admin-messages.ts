/**
 * The admin panel's own texts, where SPEC §2 and §4 leave the wording open (the SPEC's quoted texts
 * stay in messages.ts). Kept apart so the public pages' scripts do not carry them.
 */
export const ADMIN_MESSAGES = {
  productsFetchFailed: 'Failed to fetch products.',
  productsEmpty: 'No products found.',
  roleChangeFailed: 'Failed to change the role.',
  takesNewLeadsFailed: 'Failed to save "Takes new leads".',
  mobileFailed: 'Failed to save the mobile.',
  productSaveFailed: 'Failed to save the product. Please try again.',
  imageUploadFailed: 'Failed to upload image.',
  signatureFetchFailed: 'Failed to fetch the signature.',
  signatureSaveFailed: 'Failed to save the signature.',
  publishing: 'Publishing...',
  publishFailed: 'Publishing failed; the previous version of the site stays online.',
  publishNotConfigured: 'Publishing is not set up (no build hook): saved products do not reach the site yet.',
  publishNever: 'The site has not been published yet.',
  editorLoadFailed: 'The text editor could not be loaded. Please check your connection and reopen the form.',
  pastFollowUp: 'This follow-up is in the past, so the lead would be overdue at once. Save it anyway, or change the date.',
} as const;
