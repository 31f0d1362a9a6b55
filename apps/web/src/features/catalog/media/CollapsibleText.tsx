import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

  // Measured before paint, so a long text never shows whole for a frame and then folds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs a new measure
  useLayoutEffect(() => {
    const element = body.current;
    setOverflows(extraSmall && !!element && element.scrollHeight > COLLAPSED_HEIGHT_XS + 1);
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
