import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Player.module.css';
import { PlayerIcon } from './PlayerIcon';
import { shortcutList } from './shortcuts';

/** The list of keyboard shortcuts (the ? key), inside the player so it shows in full screen too. */
export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('player');
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div
      className={styles.help}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.helpTop}>
        <h2 id={titleId} className={styles.helpTitle}>
          {t('shortcuts')}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.control}
          aria-label={t('close')}
          onClick={onClose}
        >
          <PlayerIcon name="close" />
        </button>
      </div>
      <dl className={styles.helpList}>
        {shortcutList.map((shortcut) => (
          <div key={shortcut.labelKey} className={styles.helpRow}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(`keys.${shortcut.labelKey}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
