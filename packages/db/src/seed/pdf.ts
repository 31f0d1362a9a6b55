/**
 * Minimal, valid PDFs (Helvetica, WinAnsi text, US Letter pages) for the demo programs' resources:
 * real files a browser or pdf.js opens, without a PDF library. On each page the first line is its
 * heading; lines are written top-down from the top margin.
 */
export function textPdf(pages: readonly (readonly string[])[]): Buffer {
  const pageCount = Math.max(1, pages.length);
  // Objects 1 (catalog), 2 (page tree), 3 (font), then a page and its contents for each page.
  const pageObject = (index: number) => 4 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pageCount }, (_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (let index = 0; index < pageCount; index++) {
    const content = Buffer.from(pageText(pages[index] ?? []), 'latin1');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pageText(lines: readonly string[]): string {
  return lines
    .map((line, index) => {
      const size = index === 0 ? 20 : 12;
      const y = 720 - (index === 0 ? 0 : 20 + index * 18);
      return `BT /F1 ${size} Tf 72 ${y} Td (${escapePdfText(line)}) Tj ET`;
    })
    .join('\n');
}

/** Latin-1 only (WinAnsi), with the PDF string delimiters escaped. */
function escapePdfText(line: string): string {
  return line
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}
