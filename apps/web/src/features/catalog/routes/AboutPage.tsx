import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from '../media/PageScreen.module.css';
import { SafeMarkdown } from '../media/SafeMarkdown';

/** /o/about: the studio's own text from its config (`custom.aboutMarkdown`), else its description. */
export default function AboutPage() {
  const { t } = useTranslation('pages');
  const config = useConfig();
  useDocumentTitle(t('about'));
  const markdown = config.custom.aboutMarkdown;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('aboutSite', { siteName: config.siteName })}</h1>
      <div className={styles.body} data-testid="about-text">
        {markdown ? <SafeMarkdown>{markdown}</SafeMarkdown> : <p>{config.description}</p>}
      </div>
    </article>
  );
}
