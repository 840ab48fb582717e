import { describe, expect, it } from 'vitest';
import { renderLabelPdf } from './label-pdf';

const info = {
  provider: 'USPS', serviceName: 'Priority Mail', trackingNumber: '9400111111111111111111',
  from: ['Green (Leaf) Aroids', '215 Clayton St', 'SAN FRANCISCO, CA 94117'], to: ['Ada Büyer', '350 5th Ave'],
  weightLb: 2, date: '2026-01-02',
};

describe('renderLabelPdf', () => {
  const pdf = renderLabelPdf(info).toString('latin1');

  it('is a PDF with a trailer and EOF marker', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf.slice(xrefAt).split('\n').slice(3, 9);
    entries.forEach((line, i) => {
      const offset = Number(line.slice(0, 10));
      expect(pdf.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true);
    });
  });

  it('declares the exact content stream length', () => {
    const m = /<< \/Length (\d+) >>\nstream\n/.exec(pdf);
    const start = (m?.index ?? 0) + (m?.[0].length ?? 0);
    const end = pdf.indexOf('\nendstream', start);
    expect(end - start).toBe(Number(m?.[1]));
  });

  it('prints the tracking number and escapes parentheses and non-ASCII text', () => {
    expect(pdf).toContain('(TRACKING #: 9400111111111111111111) Tj');
    expect(pdf).toContain('(Green \\(Leaf\\) Aroids) Tj');
    expect(pdf).toContain('(Ada B?yer) Tj');
  });
});
