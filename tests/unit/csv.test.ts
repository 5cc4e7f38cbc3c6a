import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/lib/csv';
import { EXPORT_HEADER, exportCells, type ExportRow } from '../../src/server/enquiries/lead-export';
import { parseCsv } from '../support/csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar');
    expect(csvCell(9876543210)).toBe('9876543210');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Sakchi, Jamshedpur')).toBe('"Sakchi, Jamshedpur"');
    expect(csvCell('the "110 cups/min" model')).toBe('"the ""110 cups/min"" model"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe('"\'=HYPERLINK(""http://x.example"",""click"")"');
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Price: -10%')).toBe('Price: -10%');
  });
});

describe('toCsv', () => {
  it('writes rows ended by CRLF that read back to the same cells', () => {
    const rows = [
      ['Product', 'Name', 'Message'],
      ['Paper Cup Machine', 'Meena "MD" Das', 'Price?\nAnd delivery, please'],
      ['N/A', '=2+3', ''],
    ];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('Product,Name,Message');
    expect(parseCsv(text)).toEqual([rows[0], rows[1], ['N/A', "'=2+3", '']]);
  });
});

describe('the enquiries export', () => {
  const SITE = 'https://machines.example';
  const lead: ExportRow = {
    id: '6f1c2a4e-8b1d-4c3e-9a7f-0d2b5e8c1a90',
    product_name: null,
    name: 'Asha Verma',
    phone: '9876543210',
    email: 'asha@example.com',
    address: 'Bistupur',
    message: 'Price?',
    created_at: new Date('2026-11-23T23:00:20.000Z'),
    status: 'New',
    note: '',
    next_follow_up_at: new Date('2026-12-03T10:00:00Z'),
    next_follow_up_all_day: false,
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    reference: 'ENQ-2611-0042',
    owner_name: 'Priya Nair',
    first_response_at: new Date('2026-11-24T03:45:00.000Z'),
    first_response_by_name: 'Rohit Mahato',
    latest_quote_number: 'QT/2026-27/0007-R1',
    latest_quote_paise: '50877100',
  };
  const cells = (row: ExportRow, zone = 'Asia/Kolkata') => exportCells(row, zone, SITE);
  const cell = (row: ExportRow, zone: string, column: string) => cells(row, zone)[EXPORT_HEADER.indexOf(column)];

  it('writes each date in business time with its offset: 23:00 UTC is the next morning in India', () => {
    expect(cell(lead, 'Asia/Kolkata', 'Date')).toBe('2026-11-24T04:30:20+05:30');
    expect(cell(lead, 'Europe/Berlin', 'Date')).toBe('2026-11-24T00:00:20+01:00');
    expect(Date.parse(cell(lead, 'Asia/Kolkata', 'Date') as string)).toBe(lead.created_at.getTime());
  });

  it('gives the next follow-up as the list does: a time with the offset, or a day alone', () => {
    expect(cell(lead, 'Asia/Kolkata', 'Next follow-up')).toBe('2026-12-03T15:30:00+05:30');
    const allDay = { ...lead, next_follow_up_at: new Date('2026-12-02T18:30:00Z'), next_follow_up_all_day: true };
    expect(cell(allDay, 'Asia/Kolkata', 'Next follow-up')).toBe('2026-12-03');
    expect(cell({ ...lead, next_follow_up_at: null }, 'Asia/Kolkata', 'Next follow-up')).toBe(null);
  });

  it('gives the buyer’s email right after the phone, an empty cell when none was given', () => {
    expect(EXPORT_HEADER.slice(2, 4)).toEqual(['Phone', 'Email']);
    expect(cells(lead).slice(2, 4)).toEqual(['9876543210', 'asha@example.com']);
    expect(toCsv([cells({ ...lead, email: null })])).toMatch(/^N\/A,Asha Verma,9876543210,,Bistupur,/);
  });

  it('names a deleted product "N/A", and has a cell for every column', () => {
    expect(cell(lead, 'Asia/Kolkata', 'Product')).toBe('N/A');
    expect(cells(lead)).toHaveLength(EXPORT_HEADER.length);
  });

  it('adds the sales desk’s columns after the first fourteen, which keep their places', () => {
    expect(EXPORT_HEADER.slice(13)).toEqual([
      'Referrer', 'Reference', 'Owner', 'First response', 'First response by', 'Latest quotation', 'Quotation value (INR)', 'Lead link',
    ]);
    expect(cells(lead).slice(14)).toEqual([
      'ENQ-2611-0042',
      'Priya Nair',
      '2026-11-24T09:15:00+05:30',
      'Rohit Mahato',
      'QT/2026-27/0007-R1',
      '508771.00',
      `${SITE}/admin-panel/all-enquiries?lead=${lead.id}`,
    ]);
  });

  it('leaves the owner, the first response and the quotation empty for a lead that has none', () => {
    const bare = { ...lead, owner_name: null, first_response_at: null, first_response_by_name: null, latest_quote_number: null, latest_quote_paise: null };
    expect(cells(bare).slice(15, 20)).toEqual([null, null, null, null, null]);
    expect(toCsv([cells(bare)])).toMatch(/,ENQ-2611-0042,,,,,,https:\/\/machines\.example\/admin-panel\/all-enquiries\?lead=/);
  });
});
