import type { Magazine } from '@releve/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageNav } from '../reader/PageNav';
import styles from '../reader/reader.module.css';
import { useReaderWidth } from '../reader/use-reader-width';
import { useResourcesTranslation } from '../texts';
import { createPageTimers } from './page-timers';
import { recordMagazinePageView } from './page-view';

/** Pages are printed on US Letter: the canvas keeps that shape until the first image arrives. */
const LETTER_RATIO = 11 / 8.5;

/** Draws an image on the canvas at `width` CSS pixels, sharp on high-density screens. */
function paint(canvas: HTMLCanvasElement, image: HTMLImageElement | undefined, width: number) {
  const ratio = image ? image.naturalHeight / image.naturalWidth : LETTER_RATIO;
  const height = Math.round(width * ratio);
  const density = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * density);
  canvas.height = Math.round(height * density);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  if (image) canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
}

/**
 * The magazine reader (viewing.md §2): Back and Buy, the page drawn on a canvas from
 * `{baseUrl}/{page}.png`, page navigation at the top and bottom, arrows on the keyboard, no
 * context menu on the page, and the timing rules of createPageTimers.
 */
export function MagazineReader({ magazine }: { magazine: Magazine }) {
  const { t } = useResourcesTranslation();
  useDocumentTitle(magazine.title || t('magazine'));
  const total = magazine.totalPages;
  const [page, setPage] = useState(1);
  const [spinner, setSpinner] = useState(false);
  const [failed, setFailed] = useState(false);
  const width = useReaderWidth();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imageRef = useRef<HTMLImageElement | undefined>(undefined);
  const widthRef = useRef(width);
  widthRef.current = width;
  const wantedRef = useRef(1);

  const timers = useMemo(
    () =>
      createPageTimers({
        draw(pageToDraw) {
          wantedRef.current = pageToDraw;
          const image = new Image();
          image.decoding = 'async';
          timers.imageLoading();
          image.onload = () => {
            if (wantedRef.current !== pageToDraw) return;
            timers.imageSettled();
            setFailed(false);
            imageRef.current = image;
            if (canvasRef.current) paint(canvasRef.current, image, widthRef.current);
          };
          image.onerror = () => {
            if (wantedRef.current !== pageToDraw) return;
            timers.imageSettled();
            setFailed(true);
          };
          image.src = `${magazine.baseUrl}/${pageToDraw}.png`;
        },
        showSpinner: setSpinner,
        recordView: (viewed) => recordMagazinePageView(magazine.id, viewed),
      }),
    [magazine.baseUrl, magazine.id],
  );

  useEffect(() => {
    if (canvasRef.current) paint(canvasRef.current, undefined, widthRef.current);
    timers.pageChanged(1, 1);
    return () => timers.dispose();
  }, [timers]);

  // A new width redraws the page already loaded; nothing is fetched again.
  useEffect(() => {
    if (canvasRef.current) paint(canvasRef.current, imageRef.current, width);
  }, [width]);

  // The page as the handlers see it at once (state follows on the next render): a turn's timers and
  // scroll run once per turn, outside React's state updates.
  const pageRef = useRef(1);
  const go = useCallback(
    (next: number) => {
      const current = pageRef.current;
      const clamped = Math.min(Math.max(next, 1), total);
      if (clamped === current) return;
      pageRef.current = clamped;
      setPage(clamped);
      timers.pageChanged(current, clamped);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [timers, total],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') go(pageRef.current - 1);
      if (event.key === 'ArrowRight') go(pageRef.current + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <div className={styles.reader}>
      <div className={styles.toolbar} style={{ maxWidth: width }}>
        <button type="button" className={styles.button} onClick={() => window.history.back()}>
          <Icon name="arrowLeft" size={18} />
          {t('back')}
        </button>
        {magazine.buyUrl && (
          <a
            className={`${styles.button} ${styles.primary}`}
            href={magazine.buyUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('buyLabel', { title: magazine.title })}
          >
            {t('buy')}
            <Icon name="external" size={16} />
          </a>
        )}
      </div>
      <h1 className={styles.title}>{magazine.title || t('magazine')}</h1>
      <PageNav page={page} total={total} onChange={go} placement="top" />
      <div className={styles.sheet} aria-busy={spinner}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          role="img"
          aria-label={t('pageImage', { page, title: magazine.title || t('magazine') })}
          data-testid="magazine-canvas"
          onContextMenu={(event) => event.preventDefault()}
        />
        {spinner && (
          <div className={styles.overlay} role="status" data-testid="magazine-spinner">
            <Spinner />
            <span className="visually-hidden">{t('loadingPage')}</span>
          </div>
        )}
        {failed && (
          <p className={`${styles.overlay} ${styles.error}`} role="alert">
            {t('pageFailed')}
          </p>
        )}
      </div>
      <PageNav page={page} total={total} onChange={go} placement="bottom" />
    </div>
  );
}
