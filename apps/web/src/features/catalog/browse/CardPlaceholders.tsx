import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/MediaCard';
import { CardGrid } from '../components/CardGrid';
import styles from './CardPlaceholders.module.css';

/** Placeholders a playlist page shows while its first items arrive (viewing.md §9). */
export const PLAYLIST_PLACEHOLDERS = 30;

/** Grey cards of the final size, so the real ones take their place without a jump. */
export function CardPlaceholders({
  count,
  layout = 'grid',
  aspect = '16 / 9',
}: {
  count: number;
  layout?: CardLayout;
  aspect?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="card-placeholders">
      <span className="visually-hidden">{t('loading')}</span>
      <CardGrid layout={layout}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className={styles.card} data-layout={layout} aria-hidden="true">
            <span className={styles.media} style={{ aspectRatio: aspect }} />
            <span className={styles.lines}>
              <span className={styles.line} />
              <span className={styles.lineShort} />
            </span>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
