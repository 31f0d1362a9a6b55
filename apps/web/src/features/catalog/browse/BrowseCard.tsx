import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { CardLayout } from '../../../components/MediaCard';
import styles from './BrowseCard.module.css';

interface Props {
  href: string;
  title: string;
  /** The 640 px poster the catalogue gives programs, sections and collections. */
  image: string | null;
  /** CSS aspect ratio of the poster box; vertical program posters are 2 / 3. */
  aspect?: string;
  layout?: CardLayout;
  /** A short line under the title (e.g. the lesson count). */
  meta?: string;
  /** Shown in list view, where there is room for it. */
  description?: string;
  badges?: ReactNode;
  eager?: boolean;
}

/**
 * A program, section or collection as a card. Its poster box has its size before the image arrives,
 * so the grid never jumps; the link's name is the title alone.
 */
export function BrowseCard({
  href,
  title,
  image,
  aspect = '16 / 9',
  layout = 'grid',
  meta,
  description,
  badges,
  eager,
}: Props) {
  // A poster that fails to load leaves the plain frame rather than a broken-image sign.
  const [failed, setFailed] = useState(false);
  return (
    <li className={styles.item}>
      <Link href={href} className={styles.card} data-layout={layout}>
        <div className={styles.media} style={{ aspectRatio: aspect }}>
          {image && !failed && (
            <img
              className={styles.image}
              src={image}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={() => setFailed(true)}
            />
          )}
          {badges && <div className={styles.badges}>{badges}</div>}
        </div>
        <div className={styles.text}>
          <span className={styles.title}>{title}</span>
          {meta && <span className={styles.meta}>{meta}</span>}
          {layout === 'list' && description && <span className={styles.description}>{description}</span>}
        </div>
      </Link>
    </li>
  );
}

/** A pill over a poster: Draft, Free. */
export function CardBadge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
