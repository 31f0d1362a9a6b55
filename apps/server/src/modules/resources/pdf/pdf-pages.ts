import { Worker } from 'node:worker_threads';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-pages.worker';

/*
 * The server's side of the PDF reader's thread (decision 043). One thread per task (an upload's
 * check, an issue's pages), ended when the task is done, fails or is late: a file that keeps pdf.js
 * busy costs its own thread only, and its memory goes with it.
 */

// Run from the sources (tsx, vitest: this file is .ts) the thread starts from its .ts file; in the
// built server (one folder of bundled files) from the entry point scripts/build.mjs makes of it.
const workerUrl = import.meta.url.endsWith('.ts')
  ? new URL('./pdf-pages.worker.ts', import.meta.url)
  : new URL('./pdf-pages-worker.js', import.meta.url);

/** The PDF did not answer in time (a file built to keep a reader busy, or a huge page). */
export class PdfTimeoutError extends Error {
  constructor(what: string) {
    super(`Reading the PDF took too long (${what})`);
    this.name = 'PdfTimeoutError';
  }
}

export type PdfOpening =
  | { ok: true; pages: number }
  | { ok: false; reason: 'encrypted' | 'broken'; detail: string };

/** A PDF opened in a thread of its own: its page count, and each page drawn on request. */
export class PdfDocumentThread {
  private readonly worker = new Worker(workerUrl);
  private pending?: { resolve: (answer: PdfWorkerAnswer) => void; reject: (error: Error) => void };
  private ended?: Error;

  constructor() {
    this.worker.on('message', (answer: PdfWorkerAnswer) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.resolve(answer);
    });
    const end = (error: Error) => {
      this.ended ??= error;
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(error);
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`The PDF reader stopped (exit code ${code})`)));
  }

  private ask(request: PdfWorkerRequest, timeoutMs: number, what: string): Promise<PdfWorkerAnswer> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.pending) return Promise.reject(new Error('The PDF reader is busy'));
    return new Promise<PdfWorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = undefined;
        reject(new PdfTimeoutError(what));
        void this.close();
      }, timeoutMs);
      this.pending = {
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      // The bytes move to the thread (not copied): the caller gives a copy it no longer needs.
      const transfer = request.type === 'open' ? [request.bytes.buffer as ArrayBuffer] : [];
      this.worker.postMessage(request, transfer);
    });
  }

  /** Opens the PDF; its bytes are handed over (the array is emptied). */
  async open(bytes: Uint8Array, timeoutMs: number): Promise<PdfOpening> {
    const answer = await this.ask({ type: 'open', bytes }, timeoutMs, 'opening it');
    if (answer.type === 'opened') return { ok: true, pages: answer.pages };
    if (answer.type === 'refused') return { ok: false, reason: answer.reason, detail: answer.detail };
    return { ok: false, reason: 'broken', detail: answer.type === 'failed' ? answer.detail : 'no answer' };
  }

  /** Page `page` drawn `width` pixels wide, as a PNG. */
  async render(page: number, width: number, timeoutMs: number): Promise<Buffer> {
    const answer = await this.ask({ type: 'render', page, width }, timeoutMs, `page ${page}`);
    if (answer.type === 'rendered')
      return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
    throw new Error(answer.type === 'failed' ? answer.detail : `page ${page} could not be drawn`);
  }

  async close(): Promise<void> {
    this.ended ??= new Error('The PDF reader was closed');
    await this.worker.terminate();
  }
}

/** A copy of `bytes` in an array of its own, to hand to a thread while the caller keeps its bytes. */
export const ownCopy = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

/** Opens a PDF in a thread of its own and tells its page count, or why it cannot be read. */
export async function inspectPdf(bytes: Uint8Array, timeoutMs: number): Promise<PdfOpening> {
  const thread = new PdfDocumentThread();
  try {
    return await thread.open(ownCopy(bytes), timeoutMs);
  } finally {
    await thread.close();
  }
}

/**
 * Null when this server can draw PDF pages; else why not (the canvas package ships prebuilt for the
 * common systems, and a system without one can still take resources, only not magazine issues).
 */
export async function pdfPagesProblem(): Promise<string | null> {
  try {
    await import('@napi-rs/canvas');
    return null;
  } catch (error) {
    return `the page renderer (@napi-rs/canvas) could not be loaded: ${(error as Error).message.split('\n')[0]}`;
  }
}
