import type { ConfigErrorCode } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage';

interface Props {
  kind: 'invalid-settings' | 'invalid-config';
  code: ConfigErrorCode;
  issues: string[];
}

/** The spec's invalid settings / invalid config pages: what is wrong, in words a studio can act on. */
export function ConfigErrorPage({ kind, code, issues }: Props) {
  const { t } = useTranslation();
  const settings = kind === 'invalid-settings';
  return (
    <StatusPage
      title={t(settings ? 'config.invalidSettingsTitle' : 'config.invalidConfigTitle')}
      testId={kind}
      landmark
    >
      <p>{t(settings ? 'config.invalidSettingsHelp' : 'config.invalidConfigHelp')}</p>
      <p role="alert">
        <strong>{t(`config.${code}`)}</strong>
      </p>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>
              <code>{issue}</code>
            </li>
          ))}
        </ul>
      )}
    </StatusPage>
  );
}
