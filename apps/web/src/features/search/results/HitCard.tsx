import type { SearchHit } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Poster } from '../../../components/Poster';
import { formatDateAdded } from '../format-date-added';
import { hitLabel } from '../hit-label';
import styles from './SearchView.module.css';

interface Props {
  hit: SearchHit;
  href: string;
  onOpen: () => void;
}

/** A result: its thumbnail, its title or name, and "Added on {MMMM d, yyyy}". */
export function HitCard({ hit, href, onOpen }: Props) {
  const { t } = useTranslation('search');
  return (
    <Link href={href} className={styles.hit} onClick={onOpen}>
      <Poster
        images={hit.images}
        alt=""
        sizes="(min-width: 640px) 200px, 32vw"
        className={styles.hitPoster}
      />
      <span className={styles.hitText}>
        <span className={styles.hitTitle}>{hitLabel(hit)}</span>
        <span className={styles.hitDate}>{t('page.addedOn', { date: formatDateAdded(hit.dateAdded) })}</span>
      </span>
    </Link>
  );
}
