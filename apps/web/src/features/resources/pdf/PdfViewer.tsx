import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../components/IconButton';
import { Spinner } from '../../../components/Spinner';
import { PageNav } from '../reader/PageNav';
import styles from '../reader/reader.module.css';
import { useReaderWidth } from '../reader/use-reader-width';
import { useResourcesTranslation } from '../texts';
import { loadPdfjs } from './load-pdfjs';
import { nextZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';

/** pdf.js's standard fonts, copied into the build by vite.config.ts (pdfjsStandardFonts). */
const STANDARD_FONTS = '/pdfjs/standard_fonts/';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; document: PDFDocumentProxy };

/**
 * A PDF drawn page by page on a canvas with pdf.js: page navigation, zoom, and the width rule of
 * readerWidth at 100%, under the page's own buttons (`header`). The file comes from the server, which decides who may have it.
 */
export function PdfViewer({ url, title, header }: { url: string; title: string; header: ReactNode }) {
  const { t } = useResourcesTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const width = useReaderWidth();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return undefined;
        task = pdfjs.getDocument({
          url,
          withCredentials: true,
          // The fonts of our build, not the machine's look-alikes: the same glyphs and spacing everywhere.
          useSystemFonts: false,
          standardFontDataUrl: STANDARD_FONTS,
        });
        return task.promise;
      })
      .then((loaded) => {
        if (loaded && !cancelled) setState({ status: 'ready', document: loaded });
      })
      .catch((error: unknown) => {
        console.error('The resource could not be opened', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    // Destroying the loading task stops its requests and ends the worker.
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (state.status !== 'ready' || !canvasRef.current) return;
    const canvas = canvasRef.current;
    let task: RenderTask | undefined;
    let cancelled = false;
    void state.document.getPage(page).then((pdfPage) => {
      if (cancelled) return;
      const cssWidth = width * zoom;
      const scale = cssWidth / pdfPage.getViewport({ scale: 1 }).width;
      const density = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / density)}px`;
      canvas.style.height = `${Math.floor(viewport.height / density)}px`;
      task = pdfPage.render({ canvas, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [state, page, width, zoom]);

  if (state.status === 'failed') {
    return (
      <div className={styles.reader}>
        {header}
        <p role="alert">{t('documentFailed')}</p>
      </div>
    );
  }
  const total = state.status === 'ready' ? state.document.numPages : 1;
  const go = (next: number) => {
    setPage(Math.min(Math.max(next, 1), total));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className={styles.reader}>
      <div className={styles.toolbar} style={{ maxWidth: width }}>
        {header}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.toolbar} style={{ maxWidth: width }}>
        <PageNav page={page} total={total} onChange={go} placement="top" />
        <div className={styles.actions}>
          <IconButton
            icon="minus"
            label={t('zoomOut')}
            disabled={zoom <= ZOOM_MIN}
            onClick={() => setZoom((current) => nextZoom(current, -1))}
            className={styles.arrow}
          />
          <span className={styles.pageOf} aria-live="polite">
            {t('zoom', { percent: Math.round(zoom * 100) })}
          </span>
          <IconButton
            icon="plus"
            label={t('zoomIn')}
            disabled={zoom >= ZOOM_MAX}
            onClick={() => setZoom((current) => nextZoom(current, 1))}
            className={styles.arrow}
          />
        </div>
      </div>
      <div className={styles.scroller}>
        <div className={styles.sheet} aria-busy={state.status === 'loading'}>
          <canvas
            ref={canvasRef}
            className={styles.pdfCanvas}
            role="img"
            aria-label={t('documentPage', { page, title })}
            data-testid="pdf-canvas"
          />
          {state.status === 'loading' && (
            <div className={styles.overlay} role="status">
              <Spinner />
              <span className="visually-hidden">{t('loadingDocument')}</span>
            </div>
          )}
        </div>
      </div>
      {total > 1 && <PageNav page={page} total={total} onChange={go} placement="bottom" />}
    </div>
  );
}
