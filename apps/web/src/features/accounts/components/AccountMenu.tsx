import { hasPaymentsPage } from '@releve/contracts/routes';
import { STUDIO_CONSOLE_PATH } from '@releve/contracts/studio-console';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useConfig } from '../../../lib/config-context';
import { loadOfflineStart } from '../../downloads';
import { unreadBadge, useNotifications } from '../../notifications';
import { loadStudioConsole } from '../../studio';
import { ANNUAL_PASS_HREF, annualPassLink } from '../annual-pass-link';
import { initialsOf } from '../initials';
import { useLogOut } from '../use-log-out';
import { useViewer } from '../use-viewer';
import styles from './AccountMenu.module.css';

const warmStudioConsole = () => void loadStudioConsole().catch(() => undefined);

/** The signed-in member's menu in the header: who they are, their passes, their pages. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { custom, contentProtection, downloads } = useConfig();
  const { profile, membership } = useViewer();
  const signOutAndLeave = useLogOut();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // The offline app (decision 064) starts with a signed-in member's menu, a chunk loaded after the
  // first paint on every page with the header: in the app's start it cost 0.15 KB of the first script.
  useEffect(() => {
    void loadOfflineStart().then(({ startOffline }) => startOffline());
  }, []);

  // Following a link in the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const { data: notifications } = useNotifications(!!profile);
  const unreadCount = notifications?.unreadCount ?? 0;
  const badge = unreadBadge(unreadCount);

  if (!profile || !membership) return null;
  const { user } = profile;
  const onlyDayPass = !membership.isMember && profile.hasDayPass;
  const annualPass = annualPassLink(membership);

  const logOut = async () => {
    setOpen(false);
    await signOutAndLeave();
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.avatar}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.label')}
        onClick={() => setOpen((shown) => !shown)}
      >
        {badge && <span className={styles.dot} aria-hidden="true" />}
        {user.profilePictureUrl ? (
          <img src={user.profilePictureUrl} alt="" width={36} height={36} />
        ) : (
          <span aria-hidden="true">{initialsOf(user.firstName, user.lastName)}</span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.greeting}>
          {t('menu.greeting', { name: user.firstName || t('menu.defaultName') })}
        </p>
        <p className={styles.meta}>{t('menu.classesTaken', { count: user.counts.watchedVideos })}</p>
        <p className={styles.meta}>{t('menu.dayPasses', { count: user.unusedDayPasses })}</p>
        <ul className={styles.list}>
          {annualPass && (
            <MenuLink href={ANNUAL_PASS_HREF}>
              {t(annualPass === 'extend' ? 'menu.extendAnnual' : 'menu.saveAnnual')}
            </MenuLink>
          )}
          <MenuLink href="/notifications">
            {t('menu.notifications')}
            {badge && (
              <>
                <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
                  {badge}
                </span>
                <span className="visually-hidden">{t('menu.unread', { count: unreadCount })}</span>
              </>
            )}
          </MenuLink>
          <MenuLink href="/live-class">{t('menu.liveSchedule')}</MenuLink>
          <MenuLink href="/favorites">{t('menu.favorites')}</MenuLink>
          {downloads.classes !== 'none' && <MenuLink href="/downloads">{t('menu.downloads')}</MenuLink>}
          {custom.communityUrl && (
            <li>
              {onlyDayPass || !membership.isMember ? (
                <Link href="/pricing" className={styles.item}>
                  {t('menu.community')} <Icon name="lock" size={14} label={t('common:sidebar.locked')} />
                </Link>
              ) : (
                <a href={custom.communityUrl} className={styles.item} target="_blank" rel="noreferrer">
                  {t('menu.community')}
                </a>
              )}
            </li>
          )}
          <MenuLink href="/u/my-account">{t('menu.myAccount')}</MenuLink>
          {hasPaymentsPage(contentProtection.accessModel) && (
            <MenuLink href="/u/payments">{t('menu.payments')}</MenuLink>
          )}
          {profile.staffRole && (
            <li>
              {/* A page of its own, which the server serves to staff (decision 037); its script is
                  fetched as the link is pointed at. */}
              <a
                href={STUDIO_CONSOLE_PATH}
                className={styles.item}
                onPointerEnter={warmStudioConsole}
                onFocus={warmStudioConsole}
              >
                {t('menu.studioConsole')}
              </a>
            </li>
          )}
        </ul>
        <button type="button" className={styles.logout} onClick={logOut}>
          {t('menu.logout')}
        </button>
      </div>
    </div>
  );
}

function MenuLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className={styles.item}>
        {children}
      </Link>
    </li>
  );
}
