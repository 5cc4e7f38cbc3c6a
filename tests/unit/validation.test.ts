import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import { MOBILE_MESSAGE, ownDetailsSchema, signupSchema, updateUserSchema } from '../../src/lib/validation/accounts';
import { filterSchema, productSchema } from '../../src/lib/validation/catalogue';
import { firstIssue } from '../../src/lib/validation/common';
import { enquirySchema, normalisePhone } from '../../src/lib/validation/enquiries';
import { CURRENT_NOTICE } from '../../src/lib/privacy-notice';

const enquiry = { productId: 'p', name: 'Asha', phone: '9876543210', address: 'Jamshedpur', message: 'Price?', noticeVersion: CURRENT_NOTICE.version };

describe('enquiry rules (SPEC §5)', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts %s', (phone) => {
    expect(enquirySchema.safeParse({ ...enquiry, phone }).success).toBe(true);
  });

  it.each(['5876543210', '987654321', '98765432100', '+91 5876543210', '0091 98765 43210', '+1 98765 43210', '98765/43210', 'abcdefghij', ''])(
    'refuses %j with the SPEC message',
    (phone) => {
      const result = enquirySchema.safeParse({ ...enquiry, phone });
      expect(result.success).toBe(false);
      expect(firstIssue(result.error!)).toBe(MESSAGES.enquiryInvalidPhone);
    },
  );

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['  9876543210\t', '9876543210'],
    // 10 digits that begin like a country code are a number, not a code.
    ['9198765432', '9198765432'],
  ])('accepts %j as people write it and keeps its 10 digits (SPEC §21.1)', (phone, digits) => {
    expect(normalisePhone(phone)).toBe(digits);
    expect(enquirySchema.parse({ ...enquiry, phone }).phone).toBe(digits);
  });

  it('leaves a phone it cannot read as it is, for the rule to refuse', () => {
    expect(normalisePhone('0091 98765 43210')).toBe('00919876543210');
    expect(normalisePhone('+1 98765 43210')).toBe('+19876543210');
  });

  it('keeps where the lead came from, trimmed, cut to length (never refused for it), blank as null', () => {
    const parsed = enquirySchema.parse({
      ...enquiry,
      utmSource: '  google  ',
      utmMedium: '',
      utmCampaign: 'c'.repeat(250),
      referrer: `https://example.com/${'r'.repeat(600)}`,
    });
    expect(parsed).toMatchObject({ utmSource: 'google', utmMedium: null, utmCampaign: 'c'.repeat(200) });
    expect(parsed.referrer).toHaveLength(500);
    expect(enquirySchema.parse(enquiry)).toMatchObject({ utmSource: null, utmMedium: null, utmCampaign: null, referrer: null });
    expect(firstIssue(enquirySchema.safeParse({ ...enquiry, utmSource: 7 }).error!)).toBe('utmSource must be text.');
  });

  it('takes an email, trimmed, and no email (left out, null, empty or blank) as none', () => {
    expect(enquirySchema.parse({ ...enquiry, email: '  asha.verma+quotes@example.co.in ' }).email).toBe('asha.verma+quotes@example.co.in');
    for (const email of [undefined, null, '', '   ']) expect(enquirySchema.parse({ ...enquiry, email }).email).toBeNull();
  });

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'asha example@example.com', 'asha@@example.com', 42, `${'a'.repeat(243)}@example.com`])(
    'refuses the email %j, saying so',
    (email) => {
      const result = enquirySchema.safeParse({ ...enquiry, email });
      expect(result.success).toBe(false);
      expect(firstIssue(result.error!)).toBe('Please enter a valid email address.');
    },
  );

  it('accepts an email of exactly 254 characters', () => {
    const email = `${'a'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    expect(enquirySchema.parse({ ...enquiry, email }).email).toBe(email);
  });

  it.each(['name', 'address', 'message'])('requires %s', (field) => {
    const result = enquirySchema.safeParse({ ...enquiry, [field]: '   ' });
    expect(result.success).toBe(false);
    expect(firstIssue(result.error!)).toBe(`${field} is required.`);
  });
});

describe('sign-up rules', () => {
  const signup = { name: 'Ravi', email: 'ravi@example.com', password: 'secret-123', confirmPassword: 'secret-123', noticeVersion: CURRENT_NOTICE.version };
  it('accepts a complete sign-up', () => expect(signupSchema.safeParse(signup).success).toBe(true));
  it('answers the SPEC message when the passwords differ', () => {
    const result = signupSchema.safeParse({ ...signup, confirmPassword: 'secret-124' });
    expect(firstIssue(result.error!)).toBe(MESSAGES.passwordMismatch);
  });
  it('names a bad email', () => {
    expect(firstIssue(signupSchema.safeParse({ ...signup, email: 'ravi' }).error!)).toMatch(/^email/);
  });
});

describe('a user change (docs/spec.md §23.1)', () => {
  const userId = '00000000-0000-4000-8000-000000000000';
  it.each(['ADMIN', 'SALES', 'GENERAL'])('takes the role %s', (role) => {
    expect(updateUserSchema.parse({ userId, role })).toEqual({ userId, role });
  });
  it('takes "takes new leads" alone or with a role', () => {
    expect(updateUserSchema.parse({ userId, takesNewLeads: false })).toEqual({ userId, takesNewLeads: false });
    expect(updateUserSchema.parse({ userId, role: 'SALES', takesNewLeads: true })).toEqual({ userId, role: 'SALES', takesNewLeads: true });
  });
  it('asks for one of the three', () => {
    expect(firstIssue(updateUserSchema.safeParse({ userId }).error!)).toBe('role, takesNewLeads or mobile is required.');
  });
  it('takes a mobile as people write it, clears it when empty or null, and refuses one that is no Indian mobile (docs/spec.md §22.9)', () => {
    expect(updateUserSchema.parse({ userId, mobile: '+91 98765-01234' })).toEqual({ userId, mobile: '9876501234' });
    expect(updateUserSchema.parse({ userId, mobile: ' ' })).toEqual({ userId, mobile: null });
    expect(ownDetailsSchema.parse({ mobile: null })).toEqual({ mobile: null });
    for (const mobile of ['12345', '5876501234', '98765012345', 9876501234]) {
      expect(firstIssue(ownDetailsSchema.safeParse({ mobile }).error!), String(mobile)).toBe(MOBILE_MESSAGE);
    }
    expect(firstIssue(ownDetailsSchema.safeParse({}).error!)).toBe(MOBILE_MESSAGE);
  });
});

describe('product rules', () => {
  const product = { productName: 'Cup machine', brandName: 'Acme', category: 'paper-cup-making-machines' };
  it('takes a scope of supply of lines, at most 2000 characters, blank as none (docs/spec.md §22.9)', () => {
    expect(productSchema.parse({ ...product, scopeOfSupply: ' Main motor 3 HP\r\nDie set ' }).scopeOfSupply).toBe('Main motor 3 HP\nDie set');
    expect(productSchema.parse({ ...product, scopeOfSupply: '  ' }).scopeOfSupply).toBeNull();
    expect(productSchema.parse(product).scopeOfSupply).toBeUndefined();
    expect(firstIssue(productSchema.safeParse({ ...product, scopeOfSupply: 'x'.repeat(2001) }).error!)).toBe('scopeOfSupply must be at most 2000 characters.');
  });
  it('fills the lists in', () => {
    expect(productSchema.parse(product)).toMatchObject({ productImage: [], videoLinks: [], websiteLinks: [] });
  });
  it('refuses a category outside the fixed list', () => {
    expect(firstIssue(productSchema.safeParse({ ...product, category: 'Cups' }).error!)).toMatch(/^category/);
  });
  it('accepts images stored as paths on this site, as the demo catalogue and seed.sql store them', () => {
    const productImage = ['/demo/products/8d7f8164-1.webp', 'https://cdn.example.com/a.webp', 'http://127.0.0.1:8888/uploads/b.webp'];
    expect(productSchema.parse({ ...product, productImage }).productImage).toEqual(productImage);
  });
  it.each(['//evil.example/x.webp', '/\\evil.example/x.webp', 'demo/x.webp', '/demo/a b.webp', 'javascript:alert(1)', 'data:image/webp;base64,AAAA'])(
    'refuses the image address %j',
    (address) => {
      const result = productSchema.safeParse({ ...product, productImage: [address] });
      expect(firstIssue(result.error!)).toBe('productImage must contain only http or https links or paths on this site.');
    },
  );
  it.each(['8441', '844190', '84419010', ' 8479 '])('accepts the HSN code %j, trimmed', (hsn) => {
    expect(productSchema.parse({ ...product, hsn }).hsn).toBe(hsn.trim());
  });
  it('takes an empty or null HSN code as none, and one left out as not sent', () => {
    expect(productSchema.parse({ ...product, hsn: '' }).hsn).toBeNull();
    expect(productSchema.parse({ ...product, hsn: '  ' }).hsn).toBeNull();
    expect(productSchema.parse({ ...product, hsn: null }).hsn).toBeNull();
    expect(productSchema.parse(product).hsn).toBeUndefined();
  });
  it.each(['844', '84411', '8441901', '844190100', '8441a', '8441 90', '８４４１', 8441])('refuses the HSN code %j, naming it', (hsn) => {
    expect(firstIssue(productSchema.safeParse({ ...product, hsn }).error!)).toBe('hsn must be 4, 6 or 8 digits.');
  });
  it('keeps video and website links to http or https', () => {
    expect(productSchema.safeParse({ ...product, websiteLinks: ['/about'] }).success).toBe(false);
  });
  it('refuses javascript: links and more than 20 links', () => {
    expect(productSchema.safeParse({ ...product, videoLinks: ['javascript:alert(1)'] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `https://example.com/${i}.webp`);
    expect(firstIssue(productSchema.safeParse({ ...product, productImage: many }).error!)).toMatch(/at most 20/);
  });
});

describe('filter rules', () => {
  it('accepts an empty list and refuses unknown categories', () => {
    expect(filterSchema.safeParse({ category: [] }).success).toBe(true);
    expect(filterSchema.safeParse({ category: ['x'] }).success).toBe(false);
    expect(filterSchema.safeParse({ category: 'all-machines' }).success).toBe(false);
  });
});
