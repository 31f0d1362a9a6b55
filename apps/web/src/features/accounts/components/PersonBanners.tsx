import { ACT_AS_PREFIX } from '@releve/contracts/api-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Banner } from '../../../components/Banner';
import { ApiError, IMPERSONATION_KEY } from '../../../lib/api-client';
import { readSession } from '../../../lib/storage';
import { useProfile } from '../api/get-profile';
import { EmailVerificationBanner } from './EmailVerificationBanner';

/**
 * Notices that depend on who is signed in: acting as another member (admins), a profile that could
 * not be read, a subscription that is not active yet, and an e-mail address not yet confirmed.
 */
export function PersonBanners() {
  const { t } = useTranslation('account');
  const { data: profile, error, refetch } = useProfile();
  const target = readSession(IMPERSONATION_KEY);
  // A bare id only views the site (read-only, decision 056); `act:<id>` acts as the member.
  const acting = target?.startsWith(ACT_AS_PREFIX);
  return (
    <>
      {target && (
        <Banner testId="impersonation-banner">
          {profile
            ? t(acting ? 'banners.impersonating' : 'banners.viewingAs', {
                name: profile.user.fullName,
                id: profile.user.id,
              })
            : error instanceof ApiError
              ? error.message
              : t('banners.impersonatingPending', { id: target })}{' '}
          <a href="?mid=me">{t(acting ? 'banners.stopImpersonating' : 'banners.stopViewing')}</a>
        </Banner>
      )}
      {error && !target && (
        // §8: the profile could not be read after its retries; the page goes on as far as it can.
        <Banner testId="profile-failed-banner">
          {t('banners.profileFailed')}{' '}
          <button type="button" onClick={() => void refetch()}>
            {t('banners.retry')}
          </button>
        </Banner>
      )}
      {profile?.user.hasPendingSubscription && (
        <Banner testId="inactive-subscription-banner">
          {t('banners.inactiveSubscription')}{' '}
          <Link href="/u/payments">{t('banners.completeSubscription')}</Link>
        </Banner>
      )}
      {profile && !target && !profile.user.emailVerified && <EmailVerificationBanner user={profile.user} />}
    </>
  );
}
