import { pdfRefusals } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../plugins/errors';
import { encryptedPdf, magazinePdf, notAPdf, truncatedPdf } from '../testing/test-pdfs';
import { checkPdf } from './pdf-check';

const refusal = async (bytes: Buffer, options = {}) => {
  try {
    await checkPdf('issue.pdf', bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
  }
  throw new Error('was not refused');
};

describe('checkPdf (the PDF read in its own thread)', () => {
  it('counts the pages of a whole PDF', async () => {
    expect(await checkPdf('issue.pdf', magazinePdf(3))).toBe(3);
  });

  it('refuses a text file named .pdf, by its content', async () => {
    expect(await refusal(notAPdf())).toEqual({ status: 422, message: pdfRefusals.notAPdf('issue.pdf') });
  });

  it('refuses a PDF cut short', async () => {
    expect(await refusal(truncatedPdf(magazinePdf(3)))).toEqual({
      status: 422,
      message: pdfRefusals.truncated('issue.pdf'),
    });
  });

  it('refuses a PDF locked with a password', async () => {
    expect(await refusal(encryptedPdf(magazinePdf(3)))).toEqual({
      status: 422,
      message: pdfRefusals.encrypted('issue.pdf'),
    });
  });

  it('refuses a PDF whose start and end are there but whose body is not', async () => {
    const shell = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await refusal(shell)).toEqual({ status: 422, message: pdfRefusals.broken('issue.pdf') });
  });

  it('refuses more pages than allowed', async () => {
    expect(await refusal(magazinePdf(4), { maxPages: 3 })).toEqual({
      status: 422,
      message: pdfRefusals.tooManyPages('issue.pdf', 4),
    });
  });

  it('keeps the caller its bytes (the thread is given a copy)', async () => {
    const pdf = magazinePdf(2);
    await checkPdf('issue.pdf', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
