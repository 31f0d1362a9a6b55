import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './HelpWidget.module.css';

/**
 * The studio's help page in a panel beside the page (not modal: the member keeps using the site).
 * Escape or Close shuts it. The page's CSP lets only the configured help page's origin be framed.
 */
export function HelpPanel({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section
      id="help-panel"
      className={styles.panel}
      aria-labelledby="help-panel-title"
      data-testid="help-panel"
    >
      <header className={styles.header}>
        <h2 id="help-panel-title" className={styles.title}>
          {t('help.title')}
        </h2>
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
          {t('help.close')}
        </button>
      </header>
      <iframe
        className={styles.frame}
        src={url}
        title={t('help.frameTitle')}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </section>
  );
}
