import type { MediaItem } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Poster } from '../../../components/Poster';
import styles from './lesson.module.css';
import { LESSON_NS } from './texts';

/**
 * A lesson the viewer may not play: members only (its thumbnail leads to the pricing page), or in a
 * section not open to them yet (`opens` says when; it leads back to the program).
 */
export function LockedLesson({
  title,
  item,
  thumbnail,
  opens,
  programHref,
}: {
  title: string;
  item?: MediaItem;
  thumbnail: string | null;
  opens?: string;
  programHref: string;
}) {
  const { t } = useTranslation(LESSON_NS);
  return (
    <Link
      href={opens ? programHref : '/pricing'}
      className={styles.locked}
      aria-label={opens ? t('closedThumbnail', { title, opens }) : t('lockedThumbnail', { title })}
      data-testid="locked-lesson"
    >
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
      <span className={styles.lockedNote}>{opens ?? t('lockedNote')}</span>
    </Link>
  );
}
