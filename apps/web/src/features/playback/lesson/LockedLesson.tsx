import type { MediaItem } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Poster } from '../../../components/Poster';
import styles from './lesson.module.css';
import { LESSON_NS } from './texts';

/** A members-only lesson for someone else: its thumbnail, leading to the pricing page. */
export function LockedLesson({
  title,
  item,
  thumbnail,
}: {
  title: string;
  item?: MediaItem;
  thumbnail: string | null;
}) {
  const { t } = useTranslation(LESSON_NS);
  return (
    <Link href="/pricing" className={styles.locked} aria-label={t('lockedThumbnail', { title })}>
      {item ? (
        <Poster images={item.images} alt="" sizes="(min-width: 1024px) 65vw, 100vw" eager />
      ) : (
        <div className={styles.thumbFrame}>
          {thumbnail && <img src={thumbnail} alt="" className={styles.thumb} />}
        </div>
      )}
      <span className={styles.lockBadge}>
        <Icon name="lock" size={28} />
      </span>
      <span className={styles.lockedNote}>{t('lockedNote')}</span>
    </Link>
  );
}
