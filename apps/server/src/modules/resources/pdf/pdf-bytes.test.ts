import { textPdf } from '@releve/db/seed';
import { describe, expect, it } from 'vitest';
import { pdfByteProblem } from './pdf-bytes';

const pdf = textPdf([['One'], ['Two'], ['Three']]);

describe('pdfByteProblem', () => {
  it('takes a whole PDF', () => {
    expect(pdfByteProblem(pdf)).toBeNull();
  });

  it('takes a PDF with a little before its header and after its end, as readers do', () => {
    const padded = Buffer.concat([
      Buffer.from('\xef\xbb\xbf junk\n', 'latin1'),
      pdf,
      Buffer.from('\n\n  \0'),
    ]);
    expect(pdfByteProblem(padded)).toBeNull();
  });

  it('refuses a text file named .pdf, an empty file, and a picture', () => {
    expect(pdfByteProblem(Buffer.from('just some words, not a PDF'))).toBe('not-a-pdf');
    expect(pdfByteProblem(Buffer.alloc(0))).toBe('not-a-pdf');
    expect(pdfByteProblem(Buffer.from('\x89PNG\r\n\x1a\nIHDR', 'latin1'))).toBe('not-a-pdf');
  });

  it('refuses a header found only past the first 1024 bytes', () => {
    expect(pdfByteProblem(Buffer.concat([Buffer.alloc(1100, 0x20), pdf]))).toBe('not-a-pdf');
  });

  it('refuses a PDF cut short, wherever it was cut', () => {
    for (const keep of [0.2, 0.6, 0.99]) {
      expect(pdfByteProblem(pdf.subarray(0, Math.floor(pdf.length * keep))), String(keep)).toBe('truncated');
    }
  });

  it('refuses an end marker buried far from the end (the rest of a longer file is missing its end)', () => {
    expect(pdfByteProblem(Buffer.concat([pdf, Buffer.alloc(2048, 0x41)]))).toBe('truncated');
  });

  it('reads a Uint8Array view into a larger buffer by its own bounds', () => {
    const big = Buffer.concat([Buffer.from('garbage'.repeat(200)), pdf]);
    expect(pdfByteProblem(new Uint8Array(big.buffer, big.byteOffset + 1400, pdf.length))).toBeNull();
  });
});
