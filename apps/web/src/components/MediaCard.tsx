import { isNewlyAdded, type MediaItem } from '@releve/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDuration } from '../lib/format-duration';
import styles from './MediaCard.module.css';
import { Poster } from './Poster';

export type CardLayout = 'grid' | 'list';

/** The studio's card shape (styling.cardAspectRatio, set on the document by applyStyling), 16:9 unless set. */
export const CARD_ASPECT = 'var(--card-aspect, 16 / 9)';

interface Props {
  item: MediaItem;
  /** Where the card leads; the item's own page unless said. */
  href?: string;
  layout?: CardLayout;
  /** The `sizes` of the poster for the surrounding grid or shelf. */
  sizes?: string;
  eager?: boolean;
  /** Watched share, 0 to 1, drawn as a bar (filled by the playback issue's progress). */
  progress?: number;
  /** Extra badges over the poster (e.g. Free). */
  badges?: ReactNode;
  onClick?: () => void;
  /** Keep room for two title lines, so every card of a shelf row (and its placeholder) is as tall. */
  reserveTitleLines?: boolean;
}

/** A class (or series, page, ...) as a card: poster, title, duration, and the newly-added tag. */
export function MediaCard({
  item,
  href,
  layout = 'grid',
  sizes,
  eager,
  progress,
  badges,
  onClick,
  reserveTitleLines,
}: Props) {
  const { t } = useTranslation('catalog');
  const fresh = isNewlyAdded(item.pubdate);
  return (
    <Link
      href={href ?? item.link}
      className={styles.card}
      data-layout={layout}
      data-reserve-lines={reserveTitleLines || undefined}
      onClick={onClick}
    >
      <div className={styles.media}>
        <Poster
          images={item.images}
          alt=""
          sizes={
            sizes ?? (layout === 'list' ? '160px' : '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw')
          }
          eager={eager}
          aspect={CARD_ASPECT}
        />
        <div className={styles.badges}>
          {fresh && <span className={styles.tag}>{t('newlyAdded')}</span>}
          {badges}
        </div>
        {item.duration > 0 && <span className={styles.duration}>{formatDuration(item.duration)}</span>}
        {progress !== undefined && progress > 0 && (
          <span className={styles.progress} aria-hidden="true">
            <span style={{ width: `${Math.min(100, progress * 100)}%` }} />
          </span>
        )}
      </div>
      <div className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        {layout === 'list' && item.description && (
          <span className={styles.description}>{item.description}</span>
        )}
      </div>
    </Link>
  );
}
