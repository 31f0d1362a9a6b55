import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import styles from './PageLoading.module.css';

/** Shown while a page's code arrives; takes the page's place so nothing jumps. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
