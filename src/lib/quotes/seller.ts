/**
 * The seller's side of a quotation, from environment variables (documented in .env.example) like
 * the company details of src/lib/site.ts; the defaults are the demo company's. A value that would
 * print a wrong GSTIN, state, PAN or IFSC on a buyer's quotation stops here with the variable
 * named, rather than reaching the paper.
 */
import { siteConfig } from '../site';
import { gstinPan, gstinProblem, gstinStateCode, normaliseGstin, PAN_PATTERN } from './gstin';
import { indianState, stateByCode } from './indian-states';
import type { BankDetails, QuoteSettings, QuoteTerms, SellerUpi } from './types';
import { DEFAULT_UPI_MAX_RUPEES, isUpiId } from './upi';

type Env = Record<string, string | undefined>;

/** A valid GSTIN of the demo company, registered in Jharkhand (20). */
export const DEMO_GSTIN = '20ABKFS4821M1Z2';

export const DEFAULT_QUOTE_VALID_DAYS = 15;
/** The advance the demo's payment terms ask for. */
export const DEFAULT_QUOTE_ADVANCE_PERCENT = 30;
export const MAX_QUOTE_VALID_DAYS = 90;

const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const DEMO_TERMS: QuoteTerms = {
  payment: '30% advance with the order, the balance before dispatch, by bank transfer (NEFT/RTGS).',
  delivery: '6 to 8 weeks from the advance, ex-works Adityapur, Jamshedpur. Freight and transit insurance at actuals unless quoted.',
  warranty: '12 months from dispatch against defects of manufacture; wear parts and damage from misuse are not covered.',
  notes: "Installation and training at your site by our engineer; the engineer's travel and stay are at your cost.",
};

const DEMO_BANK: Omit<BankDetails, 'accountName'> = {
  bankName: 'State Bank of India',
  accountNumber: '39876543210',
  ifsc: 'SBIN0001234',
  branch: 'Bistupur, Jamshedpur',
};

const fail = (message: string): never => {
  throw new Error(message);
};

/** What the admin's quotation form starts from, and what a new quotation prints of the seller. */
export function quoteSettings(env: Env): QuoteSettings {
  const get = (key: string, fallback: string) => env[key]?.trim() || fallback;
  const site = siteConfig(env);

  const state = indianState(get('COMPANY_STATE', 'Jharkhand'))?.name ?? fail(`COMPANY_STATE "${env.COMPANY_STATE}" is not an Indian state or union territory.`);
  const gstin = normaliseGstin(get('COMPANY_GSTIN', DEMO_GSTIN));
  const problem = gstinProblem(gstin, `COMPANY_GSTIN "${gstin}"`);
  if (problem) fail(problem);
  const gstinState = stateByCode(gstinStateCode(gstin))?.name;
  if (gstinState !== state) fail(`COMPANY_GSTIN ${gstin} is registered in ${gstinState}, but COMPANY_STATE is ${state}.`);
  const pan = get('COMPANY_PAN', gstinPan(gstin)).toUpperCase();
  if (!PAN_PATTERN.test(pan)) fail(`COMPANY_PAN "${pan}" is not a PAN (5 letters, 4 digits, 1 letter).`);

  return {
    seller: { name: site.companyName, address: site.factoryAddress, phone: site.phones[0], email: site.email, gstin, state, pan, bank: bankDetails(env, site.companyName), upi: sellerUpi(env) },
    validDays: quoteValidDays(env),
    advancePercent: quoteAdvancePercent(env),
    terms: {
      payment: get('QUOTE_PAYMENT_TERMS', DEMO_TERMS.payment),
      delivery: get('QUOTE_DELIVERY_PERIOD', DEMO_TERMS.delivery),
      warranty: get('QUOTE_WARRANTY', DEMO_TERMS.warranty),
      notes: get('QUOTE_NOTES', DEMO_TERMS.notes),
    },
  };
}

/**
 * The bank account printed for payment. Each variable left out takes the demo account's value;
 * one set but empty stays empty, so `BANK_NAME=` prints no bank at all: there is none without a
 * bank name, account number and IFSC.
 */
function bankDetails(env: Env, companyName: string): BankDetails | null {
  const get = (key: string, fallback: string) => env[key]?.trim() ?? fallback;
  const bank: BankDetails = {
    accountName: get('BANK_ACCOUNT_NAME', '') || companyName,
    bankName: get('BANK_NAME', DEMO_BANK.bankName),
    accountNumber: get('BANK_ACCOUNT_NUMBER', DEMO_BANK.accountNumber),
    ifsc: get('BANK_IFSC', DEMO_BANK.ifsc).toUpperCase(),
    branch: get('BANK_BRANCH', DEMO_BANK.branch),
  };
  if (!bank.bankName || !bank.accountNumber || !bank.ifsc) return null;
  if (!IFSC_PATTERN.test(bank.ifsc)) fail(`BANK_IFSC "${bank.ifsc}" is not an IFSC (4 letters, 0, then 6 letters or digits).`);
  return bank;
}

/**
 * Where the buyer can pay by UPI: UPI_ID (none when unset or empty, and then no QR is printed),
 * with the most one payment may be, UPI_MAX_AMOUNT (whole rupees; NPCI's general limit by default).
 */
function sellerUpi(env: Env): SellerUpi | null {
  const id = env.UPI_ID?.trim();
  if (!id) return null;
  if (!isUpiId(id)) fail(`UPI_ID "${id}" is not a UPI id (a name of letters, digits, dots, hyphens or underscores, @, and the bank's handle: "steelcity@sbi").`);
  const max = env.UPI_MAX_AMOUNT?.trim();
  const maxAmount = max ? Number(max) : DEFAULT_UPI_MAX_RUPEES;
  if (!Number.isSafeInteger(maxAmount) || maxAmount < 1) fail(`UPI_MAX_AMOUNT "${max}" is not a whole number of rupees of 1 or more.`);
  return { id, maxAmount };
}

function quoteAdvancePercent(env: Env): number {
  const value = env.QUOTE_ADVANCE_PERCENT?.trim();
  if (!value) return DEFAULT_QUOTE_ADVANCE_PERCENT;
  // Read as written: 0.29 × 100 is not 29 in binary floating point.
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value) || Number(value) > 100) {
    fail(`QUOTE_ADVANCE_PERCENT "${value}" is not a percentage from 0 to 100 (at most two decimals).`);
  }
  return Number(value);
}

function quoteValidDays(env: Env): number {
  const value = env.QUOTE_VALID_DAYS?.trim();
  if (!value) return DEFAULT_QUOTE_VALID_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > MAX_QUOTE_VALID_DAYS) {
    fail(`QUOTE_VALID_DAYS "${value}" is not a whole number of days from 1 to ${MAX_QUOTE_VALID_DAYS}.`);
  }
  return days;
}

/** What quotation numbers begin with: 'QT' → 'QT/2026-27/0001'. */
export function quotePrefix(env: Env): string {
  const prefix = env.QUOTE_PREFIX?.trim() || 'QT';
  // A slash would blur the parts of the number; the number also names the PDF file.
  if (!/^[A-Za-z0-9-]{1,12}$/.test(prefix)) fail(`QUOTE_PREFIX "${prefix}" must be 1 to 12 letters, digits or hyphens.`);
  return prefix;
}
