import { useTranslation } from 'react-i18next';
import { TextPlaceholder } from './Placeholders';
import placeholders from './Placeholders.module.css';
import styles from './VideoScreen.module.css';

/** The class page's outline while its item loads: the player box and the text beside it. */
export function MediaLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} aria-busy="true" data-testid="media-loading">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className={styles.hero}>
        <span className={placeholders.poster} style={{ borderRadius: 'var(--radius-md)' }} />
        <div className={styles.info}>
          <TextPlaceholder heading />
          <br />
          <TextPlaceholder lines={4} />
        </div>
      </div>
    </div>
  );
}
