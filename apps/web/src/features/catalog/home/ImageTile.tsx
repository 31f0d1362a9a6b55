import { Link } from 'wouter';
import styles from './ImageTile.module.css';

interface Props {
  href: string;
  title: string;
  /** One image address (programs, sections and lessons carry a single poster). */
  image: string | null;
  /** The poster's CSS aspect ratio. */
  aspect: string;
  /** Above the fold: load at once, with high priority. */
  eager?: boolean;
  /** A short line drawn over the poster's corner (a duration, a lesson count). */
  corner?: string;
  /** A pill over the poster's top corner (Free). */
  tag?: string;
}

/** A program, section or lesson tile: poster, title, and a corner note. */
export function ImageTile({ href, title, image, aspect, eager, corner, tag }: Props) {
  return (
    <Link href={href} className={styles.tile}>
      <span className={styles.frame} style={{ aspectRatio: aspect }}>
        {image && (
          <img
            className={styles.image}
            src={image}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        )}
        {tag && <span className={styles.tag}>{tag}</span>}
        {corner && <span className={styles.corner}>{corner}</span>}
      </span>
      <span className={styles.title}>{title}</span>
    </Link>
  );
}
