/**
 * pdf.js and its worker, loaded only when a resource is opened: both are files of our own build
 * (the worker's address is a hashed asset under /assets), never a CDN.
 */
export async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}
