import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTakenOver } from '../../../lib/use-hydrated';
import styles from './CollapsibleText.module.css';
import { useIsExtraSmall } from './use-media-query';

/** Height of a collapsed description on extra-small screens (viewing.md §9). */
export const COLLAPSED_HEIGHT_XS = 60;

/**
 * A description that folds to 60 px on extra-small screens, with Show more / Show less when it is
 * longer than that. Wider screens have room for all of it.
 */
export function CollapsibleText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('media');
  const extraSmall = useIsExtraSmall();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const id = useId();

  // Measured before paint, so a long text never shows whole for a frame and then folds. Not so
  // during the take-over of the server's page, which shows it whole already: there it is measured
  // once the browser has laid the page out (a ResizeObserver calls back then), rather than by making
  // it lay the page out inside the take-over's task, as reading the height does (decision 021).
  const mountedDuringTakeOver = useRef(!isTakenOver());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs a new measure
  useLayoutEffect(() => {
    const element = body.current;
    const measure = () =>
      setOverflows(extraSmall && !!element && element.scrollHeight > COLLAPSED_HEIGHT_XS + 1);
    if (!mountedDuringTakeOver.current || !element || typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [extraSmall, text]);

  const collapsed = overflows && !expanded;
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className={className}>
      <div
        id={id}
        ref={body}
        className={styles.text}
        data-collapsed={collapsed || undefined}
        style={collapsed ? { maxHeight: COLLAPSED_HEIGHT_XS } : undefined}
      >
        {paragraphs.map((paragraph, index) => (
          // Paragraphs of one fixed text: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {overflows && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'showLess' : 'showMore')}
        </button>
      )}
    </div>
  );
}
