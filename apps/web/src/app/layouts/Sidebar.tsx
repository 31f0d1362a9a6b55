import { hasPaymentsPage } from '@releve/contracts/routes';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../components/Icon';
import { NavLink } from '../../components/NavLink';
import {
  ANNUAL_PASS_HREF,
  annualPassLink,
  useLogOut,
  useTrialEligible,
  useViewer,
} from '../../features/accounts';
import { SidebarCatalog } from '../../features/catalog';
import { useConfig } from '../../lib/config-context';
import { writeLocal } from '../../lib/storage';
import { useLocalValue } from '../../lib/use-stored-value';
import styles from './Sidebar.module.css';

const OPEN_SECTION_KEY = 'sidebar-open-section';
/** `programs`, `classes`, or `group:{id}` for a promoted group. */
type SectionKey = string;

interface Props {
  open: boolean;
  onNavigate: () => void;
}

/** The one open section, remembered across visits; Programs until the member chooses. */
function useOpenSection() {
  const stored = useLocalValue(OPEN_SECTION_KEY);
  const [chosen, setOpenSection] = useState<SectionKey | null>(null);
  const openSection = chosen ?? stored ?? 'programs';
  // Kept the same between renders while the open section is, so the memoised catalogue can skip a
  // render that changes nothing for it (the address's query changing, say).
  const toggle = useCallback(
    (section: SectionKey) => {
      const next = openSection === section ? '' : section;
      setOpenSection(next);
      writeLocal(OPEN_SECTION_KEY, next);
    },
    [openSection],
  );
  const isOpen = useCallback((section: SectionKey) => openSection === section, [openSection]);
  return { isOpen, toggle };
}

/** The main navigation: pages, then the catalogue (programs, classes, promoted groups) from initial data. */
export function Sidebar({ open, onNavigate }: Props) {
  const { t } = useTranslation();
  const { custom, contentProtection, features, menu } = useConfig();
  const viewer = useViewer();
  const logOut = useLogOut();
  const trialEligible = useTrialEligible();
  const annualPass = annualPassLink(viewer.membership);
  const { isOpen, toggle } = useOpenSection();
  const locked = !viewer.isMember;
  // Community is for members; day-pass holders are not members (viewing.md §6).
  const communityLocked = locked || viewer.membership?.isDayPassOnly === true;

  return (
    <nav id="sidebar" className={styles.sidebar} data-open={open} aria-label={t('sidebar.label')}>
      <ul className={styles.list}>
        <Item to="/" icon="home" label={t('sidebar.home')} onNavigate={onNavigate} end />
        <Item
          to="/my-week"
          icon="calendar"
          label={t('sidebar.myWeek')}
          locked={locked}
          onNavigate={onNavigate}
        />
        <Item to="/live-class" icon="live" label={t('sidebar.liveSchedule')} onNavigate={onNavigate} />
        {features.searchPlaylist && (
          <Item to="/search" icon="search" label={t('sidebar.search')} onNavigate={onNavigate} />
        )}
        <Item to="/library" icon="library" label={t('sidebar.library')} onNavigate={onNavigate} />
        {/* The studio's own links (site config `menu[]`), each to its playlist page. */}
        {menu.map((item) => (
          <Item
            key={item.contentId}
            to={`/p/${item.contentId}`}
            icon="classes"
            label={item.label}
            onNavigate={onNavigate}
          />
        ))}
        {/* In the sidebar at every width, so the phone's drawer carries it too. */}
        {viewer.signedIn && hasPaymentsPage(contentProtection.accessModel) && (
          <Item to="/u/payments" icon="card" label={t('sidebar.payments')} onNavigate={onNavigate} />
        )}
        {custom.communityUrl && (
          <External
            href={custom.communityUrl}
            icon="community"
            label={t('sidebar.community')}
            locked={communityLocked}
          />
        )}
        {custom.privateLessonsUrl && (
          <External href={custom.privateLessonsUrl} icon="lessons" label={t('sidebar.privateLessons')} />
        )}
      </ul>

      <SidebarCatalog isOpen={isOpen} toggle={toggle} onNavigate={onNavigate} />

      {viewer.signedIn && (
        // Phones have no room for the account menu's links in the header: the drawer carries them.
        <ul className={`${styles.list} ${styles.mobileOnly}`}>
          <Item to="/favorites" icon="heart" label={t('sidebar.favorites')} onNavigate={onNavigate} />
          <Item to="/notifications" icon="bell" label={t('sidebar.notifications')} onNavigate={onNavigate} />
          <Item to="/u/my-account" icon="account" label={t('sidebar.account')} onNavigate={onNavigate} />
          {custom.helpUrl && <External href={custom.helpUrl} icon="help" label={t('sidebar.getHelp')} />}
          <li>
            <button
              type="button"
              className={`${styles.item} ${styles.itemButton}`}
              onClick={() => {
                onNavigate();
                void logOut();
              }}
            >
              <Icon name="logout" />
              <span>{t('sidebar.logout')}</span>
            </button>
          </li>
        </ul>
      )}

      {!viewer.isMember && viewer.status !== 'loading' && (
        <div className={styles.cta}>
          <Link className={styles.ctaButton} href="/pricing" onClick={onNavigate}>
            {trialEligible ? t('sidebar.startTrial') : t('sidebar.pricing')}
          </Link>
        </div>
      )}
      {annualPass && (
        <div className={styles.cta}>
          <Link className={styles.ctaBanner} href={ANNUAL_PASS_HREF} onClick={onNavigate}>
            {t(annualPass === 'extend' ? 'sidebar.extendAnnual' : 'sidebar.saveAnnual')}
          </Link>
        </div>
      )}
    </nav>
  );
}

interface ItemProps {
  to: string;
  icon: IconName;
  label: string;
  locked?: boolean;
  end?: boolean;
  onNavigate: () => void;
}

function Item({ to, icon, label, locked, end, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  return (
    <li>
      {/* A locked page is a gated action: it leads non-members to pricing. */}
      <NavLink href={locked ? '/pricing' : to} end={end} className={styles.item} onClick={onNavigate}>
        <Icon name={icon} />
        <span>{label}</span>
        {locked && <Icon name="lock" size={16} className={styles.lock} label={t('sidebar.locked')} />}
      </NavLink>
    </li>
  );
}

function External({
  href,
  icon,
  label,
  locked,
}: {
  href: string;
  icon: IconName;
  label: string;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        href={locked ? '/pricing' : href}
        className={styles.item}
        target={locked ? undefined : '_blank'}
        rel="noreferrer"
      >
        <Icon name={icon} />
        <span>{label}</span>
        {locked ? (
          <Icon name="lock" size={16} className={styles.lock} label={t('sidebar.locked')} />
        ) : (
          <span className="visually-hidden">{t('sidebar.opensInNewTab')}</span>
        )}
      </a>
    </li>
  );
}
