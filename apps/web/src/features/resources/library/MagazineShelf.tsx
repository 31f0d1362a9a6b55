import type { Magazine } from '@releve/contracts';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useResourcesTranslation } from '../texts';
import styles from './library.module.css';

/** The magazine's issues with their covers: open for those with access, locked (to /pricing) for others. */
export function MagazineShelf({
  magazines,
  hasAccess,
}: {
  magazines: readonly Magazine[];
  hasAccess: boolean;
}) {
  const { t } = useResourcesTranslation();
  if (magazines.length === 0) return <p className={styles.muted}>{t('noMagazines')}</p>;
  return (
    <ul className={styles.magazines}>
      {magazines.map((magazine) => (
        <li key={magazine.id}>
          <Link
            href={hasAccess ? `/library/magazines/${encodeURIComponent(magazine.id)}` : '/pricing'}
            className={styles.magazine}
          >
            <img
              className={styles.cover}
              src={magazine.cover}
              alt=""
              width={320}
              height={414}
              loading="lazy"
            />
            <span className={styles.magazineTitle}>
              {magazine.title}
              {!hasAccess && <Icon name="lock" size={16} label={t('magazineLocked')} />}
            </span>
            <span className={styles.muted}>{t('pages', { count: magazine.totalPages })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
