import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpPanel } from './HelpPanel';
import styles from './HelpWidget.module.css';

/** The Get Help button and the panel it opens: the studio's help page at 80% of the window's height. */
export default function HelpLauncher({ url }: { url: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.widget}
        aria-expanded={open}
        aria-controls="help-panel"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-testid="help-widget"
      >
        {t('help.label')}
      </button>
      {open && <HelpPanel url={url} onClose={close} />}
    </>
  );
}
