// A minimal, valid 4x6 inch PDF shipping label written by hand (no library): one page, Helvetica text,
// and a fake barcode drawn with filled rectangles. Non-ASCII characters are replaced with '?'.

export interface LabelInfo {
  provider: string;
  serviceName: string;
  trackingNumber: string;
  from: readonly string[];
  to: readonly string[];
  weightLb: number;
  date: string;
}

function pdfText(value: string): string {
  return value
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

function text(x: number, y: number, size: number, value: string, bold = false): string {
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`;
}

/** Bars derived from the tracking number's characters, so every label looks different. */
function barcode(x: number, y: number, value: string): string {
  const ops: string[] = [];
  let cursor = x;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    for (let bit = 0; bit < 4; bit += 1) {
      const width = ((code >> bit) & 1) === 1 ? 2.4 : 1.2;
      ops.push(`${cursor.toFixed(1)} ${y} ${width} 50 re f`);
      cursor += width + 1.2;
    }
  }
  return ops.join('\n');
}

export function labelContent(info: LabelInfo): string {
  const lines: string[] = [
    '2 w 10 10 268 412 re S',
    text(20, 395, 22, info.provider, true),
    text(20, 375, 11, info.serviceName),
    text(200, 395, 9, info.date),
    '10 365 m 278 365 l S',
    text(20, 350, 8, 'FROM:', true),
    ...info.from.map((l, i) => text(20, 338 - i * 11, 9, l)),
    '10 280 m 278 280 l S',
    text(20, 262, 9, 'SHIP TO:', true),
    ...info.to.map((l, i) => text(30, 245 - i * 14, 12, l, i === 0)),
    '10 160 m 278 160 l S',
    text(20, 145, 9, `WEIGHT: ${info.weightLb} LB`),
    barcode(20, 80, info.trackingNumber),
    text(20, 62, 10, `TRACKING #: ${info.trackingNumber}`, true),
    text(20, 24, 7, 'SANDBOX LABEL - NOT VALID FOR POSTAGE'),
  ];
  return lines.join('\n');
}

/** Serialises a PDF with correct byte offsets in the cross-reference table. */
export function renderLabelPdf(info: LabelInfo): Buffer {
  const content = labelContent(info);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
