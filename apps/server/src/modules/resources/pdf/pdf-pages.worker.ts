/*
 * The PDF reader's own thread (decision 043): pdf.js parses and draws here, so a long issue, or a
 * hostile file that makes pdf.js work hard, never holds up the server's requests; the thread is
 * ended when its task is done or late. It is started from its file as it is (Node strips the types),
 * or as `dist/pdf-pages-worker.js` in the built server: it imports npm packages only.
 *
 * Messages, one answer each: `open` (the bytes) answers the page count or why it cannot be read;
 * `render` (a page and a width in pixels) answers the page as a PNG.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfWorkerRequest =
  | { type: 'open'; bytes: Uint8Array }
  | { type: 'render'; page: number; width: number };

export type PdfWorkerAnswer =
  | { type: 'opened'; pages: number }
  | { type: 'refused'; reason: 'encrypted' | 'broken'; detail: string }
  | { type: 'rendered'; page: number; png: Uint8Array }
  | { type: 'failed'; detail: string };

const port = parentPort;
if (!port) throw new Error('pdf-pages.worker runs as a worker thread');

// pdf.js reads its fonts, character maps and image decoders from its own package's folders.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string) => `${path.join(pdfjsRoot, name)}${path.sep}`;

let document: PDFDocumentProxy | undefined;

async function open(bytes: Uint8Array): Promise<PdfWorkerAnswer> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    document = await pdfjs.getDocument({
      data: bytes,
      // No forms' scripts run: pages are drawn as printed.
      enableXfa: false,
      verbosity: 0,
      standardFontDataUrl: folder('standard_fonts'),
      cMapUrl: folder('cmaps'),
      cMapPacked: true,
      wasmUrl: folder('wasm'),
      iccUrl: folder('iccs'),
    }).promise;
  } catch (error) {
    const { name, message } = error as Error;
    return {
      type: 'refused',
      reason: name === 'PasswordException' ? 'encrypted' : 'broken',
      detail: message,
    };
  }
  // Every page's entry must be readable: a damaged page tree is found now, not halfway through.
  try {
    for (let number = 1; number <= document.numPages; number++) (await document.getPage(number)).cleanup();
  } catch (error) {
    return { type: 'refused', reason: 'broken', detail: (error as Error).message };
  }
  return { type: 'opened', pages: document.numPages };
}

async function render(number: number, width: number): Promise<PdfWorkerAnswer> {
  if (!document) return { type: 'failed', detail: 'No PDF is open' };
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await document.getPage(number);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext('2d');
  // A page with no background of its own is paper-white, as a reader shows it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
  }).promise;
  page.cleanup();
  return { type: 'rendered', page: number, png: await canvas.encode('png') };
}

port.on('message', (request: PdfWorkerRequest) => {
  const work = request.type === 'open' ? open(request.bytes) : render(request.page, request.width);
  work.then(
    (answer) => port.postMessage(answer),
    (error: unknown) => port.postMessage({ type: 'failed', detail: (error as Error).message }),
  );
});
