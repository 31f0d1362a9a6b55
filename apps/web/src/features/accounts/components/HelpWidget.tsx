import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import { useViewer } from '../use-viewer';
import styles from './HelpWidget.module.css';

/**
 * The studio's help chat, for members, on screens wider than 768 px (CSS), never over a
 * playing class (play=1). Off when the studio has not configured a help address.
 */
export function HelpWidget() {
  const { t } = useTranslation('account');
  const { custom } = useConfig();
  const { isMember } = useViewer();
  const [params] = useSearchParams();
  if (!custom.helpUrl || !isMember || params.get('play') === '1') return null;
  return (
    <a
      className={styles.widget}
      href={custom.helpUrl}
      target="_blank"
      rel="noreferrer"
      data-testid="help-widget"
    >
      {t('help.label')}
    </a>
  );
}
