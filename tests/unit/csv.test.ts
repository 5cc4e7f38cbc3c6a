import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, toCsv } from '../../src/islands/admin/csv';
import { enquiryRows } from '../../src/islands/admin/EnquiriesList';
import type { AdminEnquiry } from '../../src/lib/types';

/** A strict RFC 4180 reader, to show the written file reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

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

  it('makes a UTF-8 file with a byte-order mark', async () => {
    const blob = csvBlob([['नाम', '₹']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFनाम,₹\r\n');
  });
});

describe('the enquiries export', () => {
  it('writes each date in business time with its offset: 23:00 UTC is the next morning in India', () => {
    const enquiry: AdminEnquiry = {
      _id: 'e1',
      productId: null,
      productName: null,
      name: 'Asha Verma',
      phone: '9876543210',
      address: 'Bistupur',
      message: 'Price?',
      createdAt: '2026-11-23T23:00:20.000Z',
      status: 'New',
      note: '',
      deliveries: [],
      nextFollowUpAt: null,
      repeatOf: null,
      repeatCount: 0,
      source: { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null },
    };
    const date = (zone: string) => {
      const [header, row] = enquiryRows([enquiry], zone);
      return row[header.indexOf('Date')];
    };
    expect(date('Asia/Kolkata')).toBe('2026-11-24T04:30:20+05:30');
    expect(date('Europe/Berlin')).toBe('2026-11-24T00:00:20+01:00');
    expect(Date.parse(date('Asia/Kolkata'))).toBe(Date.parse(enquiry.createdAt));
  });
});
