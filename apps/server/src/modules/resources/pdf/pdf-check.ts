import { pdfRefusals } from '@releve/contracts';
import { HttpError } from '../../../plugins/errors';
import { pdfByteProblem } from './pdf-bytes';
import { inspectPdf, PdfTimeoutError } from './pdf-pages';

/** How long opening an upload may take before it is refused as too slow to read. */
export const PDF_OPEN_TIMEOUT_MS = 60_000;

/**
 * An uploaded file checked by its content (decision 043), never by its name: a PDF's start and end,
 * then pdf.js opens it in a thread of its own and reads every page's entry. A refusal is a 422 with
 * words naming the file. Answers the page count.
 */
export async function checkPdf(
  name: string,
  bytes: Uint8Array,
  options: { maxPages?: number; timeoutMs?: number } = {},
): Promise<number> {
  const refuse = (message: string, code: string) => new HttpError(422, message, code);
  const problem = pdfByteProblem(bytes);
  if (problem === 'not-a-pdf') throw refuse(pdfRefusals.notAPdf(name), 'not-a-pdf');
  if (problem === 'truncated') throw refuse(pdfRefusals.truncated(name), 'truncated');
  let opened: Awaited<ReturnType<typeof inspectPdf>>;
  try {
    opened = await inspectPdf(bytes, options.timeoutMs ?? PDF_OPEN_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof PdfTimeoutError) throw refuse(pdfRefusals.tookTooLong(name), 'too-slow');
    throw error;
  }
  if (!opened.ok) {
    throw opened.reason === 'encrypted'
      ? refuse(pdfRefusals.encrypted(name), 'encrypted')
      : refuse(pdfRefusals.broken(name), 'broken');
  }
  if (opened.pages < 1) throw refuse(pdfRefusals.broken(name), 'broken');
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  if (opened.pages > maxPages) throw refuse(pdfRefusals.tooManyPages(name, opened.pages), 'too-many-pages');
  return opened.pages;
}
