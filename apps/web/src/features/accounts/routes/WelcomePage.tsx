import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Page } from '../../../components/Page';
import { useConfig } from '../../../lib/config-context';
import { finishWelcome } from '../api/finish-welcome';
import { useViewer } from '../use-viewer';
import { isWelcomeAnswer, welcomeAnswers } from '../welcome-answers';
import styles from './WelcomePage.module.css';

/** The first-time questionnaire: five answers, each recommending a program; Back and Skip. */
export default function WelcomePage() {
  const { t } = useTranslation('account');
  const { custom } = useConfig();
  const { signedIn } = useViewer();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const answer = params.get('answer');

  const leave = async (to: string) => {
    if (signedIn) await finishWelcome(queryClient);
    navigate(to);
  };

  const skip = (
    <button type="button" className={styles.secondary} onClick={() => leave('/')}>
      {t('welcome.skip')}
    </button>
  );

  if (isWelcomeAnswer(answer)) {
    const program = welcomeAnswers[answer];
    const programId = custom.welcomePrograms?.[program];
    return (
      <Page title={t('welcome.recommendation')}>
        <div className={styles.card}>
          <h2 className={styles.program}>{t(`welcome.programs.${program}`)}</h2>
          <p>{t(`welcome.why.${program}`)}</p>
          <div className={styles.actions}>
            {programId && (
              <button
                type="button"
                className={styles.primary}
                onClick={() => leave(`/programs/${programId}`)}
              >
                {t('welcome.start')}
              </button>
            )}
            <Link href="/welcome" className={styles.secondary}>
              {t('welcome.back')}
            </Link>
            {skip}
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('welcome.title')}>
      <p>{t('welcome.intro')}</p>
      <ul className={styles.answers}>
        {Object.keys(welcomeAnswers).map((key) => (
          <li key={key}>
            <button type="button" className={styles.answer} onClick={() => setParams({ answer: key })}>
              {t(`welcome.answers.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{skip}</div>
    </Page>
  );
}
