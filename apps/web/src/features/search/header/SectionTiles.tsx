import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useInitialData } from '../../catalog';
import styles from './HeaderSearch.module.css';

/** The empty search box's suggestion: the studio's class sections (viewing.md §2). */
export function SectionTiles({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const sections = useInitialData().data?.sections ?? [];
  if (sections.length === 0) return null;
  return (
    <nav aria-label={t('search:browseSections')}>
      <p className={styles.groupHeading}>{t('search:browseSections')}</p>
      <ul className={styles.tiles}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={`/p/${encodeURIComponent(section.id)}`}
              className={styles.tile}
              onMouseDown={(event) => event.preventDefault()}
              onClick={onOpen}
            >
              {section.thumbnail && <img src={section.thumbnail} alt="" loading="lazy" />}
              <span>{section.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
