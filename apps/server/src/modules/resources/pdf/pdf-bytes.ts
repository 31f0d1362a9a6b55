/*
 * What a PDF's bytes must show before a renderer is asked to read it (decision 043). A PDF starts with
 * `%PDF-` (readers allow it within the first 1024 bytes) and ends with `%%EOF` (within the last 1024
 * bytes, after which only a little trailing junk is tolerated). A file cut short has lost that end:
 * readers would rebuild what they can of it and show an issue with missing pages, so it is refused.
 */

const WINDOW = 1024;
const HEADER = Buffer.from('%PDF-', 'latin1');
const END = Buffer.from('%%EOF', 'latin1');

export type PdfByteProblem = 'not-a-pdf' | 'truncated';

/** Why these bytes cannot be a whole PDF, or null when they may be one. */
export function pdfByteProblem(bytes: Uint8Array): PdfByteProblem | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.subarray(0, WINDOW).indexOf(HEADER) === -1) return 'not-a-pdf';
  if (data.subarray(Math.max(0, data.length - WINDOW)).indexOf(END) === -1) return 'truncated';
  return null;
}
