import type { Image } from '@releve/contracts';
import styles from './Poster.module.css';

interface Props {
  images: Image[];
  alt: string;
  /** The `sizes` attribute: how wide the poster shows at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once and with high priority (the LCP image). */
  eager?: boolean;
  /** CSS aspect ratio; 16 / 9 unless said. */
  aspect?: string;
  className?: string;
}

/**
 * A poster at the widths 320, 640 and 1280: WebP where the browser takes it, JPEG otherwise.
 * The box has its aspect ratio before the image arrives, so nothing shifts as shelves load.
 */
export function Poster({ images, alt, sizes, eager, aspect = '16 / 9', className }: Props) {
  const srcset = (type: Image['type']) =>
    images
      .filter((image) => image.type === type)
      .map((image) => `${image.src} ${image.width}w`)
      .join(', ');
  const fallback =
    images.find((image) => image.type === 'image/jpeg' && image.width === 640) ??
    images.find((image) => image.type === 'image/jpeg');
  return (
    <div className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      {fallback && (
        <picture>
          <source type="image/webp" srcSet={srcset('image/webp')} sizes={sizes} />
          <img
            className={styles.image}
            src={fallback.src}
            srcSet={srcset('image/jpeg')}
            sizes={sizes}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            // A poster that fails to load leaves the plain frame rather than a broken-image icon.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        </picture>
      )}
    </div>
  );
}
