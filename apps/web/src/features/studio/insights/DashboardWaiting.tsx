import { FormMessage } from '../../../components/form/FormMessage';
import styles from './Insights.module.css';
import { useInsightsTexts } from './texts';

/** What a dashboard shows until its answer is here: the loading line, or the error in words. */
export function DashboardWaiting({ error }: { error: Error | null }) {
  const { t } = useInsightsTexts();
  if (error) return <FormMessage kind="error">{error.message}</FormMessage>;
  return <p className={styles.loading}>{t('loading')}</p>;
}
