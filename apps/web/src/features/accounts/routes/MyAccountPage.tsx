import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { Page } from '../../../components/Page';
import { WeekPlanAccountSection } from '../../week-plan';
import { ConsentsSection } from '../my-account/ConsentsSection';
import { DataSection } from '../my-account/DataSection';
import { DeleteAccountSection } from '../my-account/DeleteAccountSection';
import { EmailSection } from '../my-account/EmailSection';
import { OpenDialogButton } from '../my-account/OpenDialogButton';
import { PassSection } from '../my-account/PassSection';
import { PasswordSection } from '../my-account/PasswordSection';
import { PaymentsSection } from '../my-account/PaymentsSection';
import { PersonalDetailsSection } from '../my-account/PersonalDetailsSection';
import { ProfilePictureSection } from '../my-account/ProfilePictureSection';
import { Section } from '../my-account/Section';
import sectionStyles from '../my-account/Section.module.css';
import { useViewer } from '../use-viewer';
import styles from './MyAccountPage.module.css';

/** /u/my-account: the member's picture, details, e-mail, password, consents, data, deletion. */
export default function MyAccountPage() {
  const { t } = useTranslation('pages');
  const { t: tp } = useTranslation('profile');
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const dialogOpen = params.has('u');

  // A visitor gets the sign-in dialog over the page; the page fills in once they are in.
  // Only on arriving signed out, not again after the visitor closed the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sign-in state settles
  useEffect(() => {
    if (viewer.status === 'signed-out' && !dialogOpen) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('u', 'login');
          return next;
        },
        { replace: true },
      );
    }
  }, [viewer.status]);

  const user = viewer.profile?.user;
  return (
    <Page title={t('my-account')}>
      {viewer.status === 'loading' && <PageLoading />}
      {viewer.status === 'signed-out' && (
        <div className={sectionStyles.card}>
          <p className={sectionStyles.text}>{tp('signedOut')}</p>
          <div className={sectionStyles.actions}>
            <OpenDialogButton view="login" className={sectionStyles.primary}>
              {tp('signIn')}
            </OpenDialogButton>
          </div>
        </div>
      )}
      {user && (
        <div className={styles.sections}>
          <PassSection products={user.products} />
          <PaymentsSection />
          <ProfilePictureSection user={user} />
          <PersonalDetailsSection user={user} />
          <EmailSection user={user} />
          <PasswordSection />
          <ConsentsSection user={user} />
          {viewer.isMember && (
            <Section title={tp('weekPlanCalendar')}>
              <WeekPlanAccountSection />
            </Section>
          )}
          <DataSection />
          <DeleteAccountSection />
        </div>
      )}
    </Page>
  );
}
