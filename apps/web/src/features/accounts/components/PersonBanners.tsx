import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Banner } from '../../../components/Banner';
import { ApiError, IMPERSONATION_KEY } from '../../../lib/api-client';
import { readSession } from '../../../lib/storage';
import { useProfile } from '../api/get-profile';

/**
 * Notices that depend on who is signed in: acting as another member (admins), and a
 * subscription that is not active yet.
 */
export function PersonBanners() {
  const { t } = useTranslation('account');
  const { data: profile, error } = useProfile();
  const target = readSession(IMPERSONATION_KEY);
  return (
    <>
      {target && (
        <Banner testId="impersonation-banner">
          {profile
            ? t('banners.impersonating', { name: profile.user.fullName, id: profile.user.id })
            : error instanceof ApiError
              ? error.message
              : t('banners.impersonatingPending', { id: target })}{' '}
          <a href="?mid=me">{t('banners.stopImpersonating')}</a>
        </Banner>
      )}
      {profile?.user.hasPendingSubscription && (
        <Banner testId="inactive-subscription-banner">
          {t('banners.inactiveSubscription')}{' '}
          <Link href="/u/payments">{t('banners.completeSubscription')}</Link>
        </Banner>
      )}
    </>
  );
}
