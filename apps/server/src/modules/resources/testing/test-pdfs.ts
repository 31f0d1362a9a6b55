import { randomBytes } from 'node:crypto';
import { textPdf } from '@releve/db/seed';

/*
 * PDFs made by the tests themselves (decision 043): a whole one, one cut short, one locked with a
 * password, and a text file that only calls itself a PDF. No fixture files, no PDF tool needed.
 */

/** An issue of `pages` pages, each headed `Page N` (the browser test reads page 3's words). */
export const magazinePdf = (pages: number, title = 'Test Issue'): Buffer =>
  textPdf(
    Array.from({ length: pages }, (_, index) => [
      `${title}: page ${index + 1}`,
      `Page ${index + 1} of ${pages}`,
    ]),
  );

/** The first 60% of a PDF: its end (cross-reference table, trailer, %%EOF) is missing. */
export const truncatedPdf = (pdf: Buffer): Buffer => pdf.subarray(0, Math.floor(pdf.length * 0.6));

export const notAPdf = (): Buffer =>
  Buffer.from('Just some words saved as notes.txt, then renamed notes.pdf\n');

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * `pdf` locked with a user password: the standard security handler (RC4, 128-bit, revision 3) named
 * in its trailer, with password checks that no empty password matches, so a reader asks for one.
 * Only the trailer and one object are added (the content is not really encrypted): readers decide
 * from the trailer's /Encrypt that a password is needed before they read any content.
 */
export function encryptedPdf(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const body = text.slice(0, xrefAt);
  const size = Number(/\/Size (\d+)/.exec(text)?.[1]);
  const offsets = [...body.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)].map((match) =>
    match[0].startsWith('\n') ? (match.index ?? 0) + 1 : (match.index ?? 0),
  );
  const encryptObject = `${size} 0 obj\n<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(32)}> /U <${hex(32)}> >>\nendobj\n`;
  offsets.push(body.length);
  let out = body + encryptObject;
  const newXref = out.length;
  out += `xref\n0 ${size + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${size + 1} /Root 1 0 R /Encrypt ${size} 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${newXref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
