import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useViewer } from '../features/accounts/use-viewer';
import { useConfig } from '../features/config/config-context';
import { readLocal, writeLocal } from '../lib/storage';
import { Icon, type IconName } from './Icon';
import { NavLink } from './NavLink';
import styles from './Sidebar.module.css';

const OPEN_SECTION_KEY = 'sidebar-open-section';
type Section = 'programs' | 'classes';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

/** The main navigation. One collapsible section is open at a time, remembered across visits. */
export function Sidebar({ open, onNavigate }: Props) {
  const { t } = useTranslation();
  const { custom } = useConfig();
  const viewer = useViewer();
  const [openSection, setOpenSection] = useState<Section | null>(
    () => (readLocal(OPEN_SECTION_KEY) as Section | null) ?? 'programs',
  );
  const toggle = (section: Section) => {
    const next = openSection === section ? null : section;
    setOpenSection(next);
    writeLocal(OPEN_SECTION_KEY, next ?? '');
  };
  const locked = !viewer.isMember;

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
        <Item to="/search" icon="search" label={t('sidebar.search')} onNavigate={onNavigate} />
        <Item to="/library" icon="library" label={t('sidebar.library')} onNavigate={onNavigate} />
        {custom.communityUrl && (
          <External
            href={custom.communityUrl}
            icon="community"
            label={t('sidebar.community')}
            locked={locked}
          />
        )}
        {custom.privateLessonsUrl && (
          <External href={custom.privateLessonsUrl} icon="lessons" label={t('sidebar.privateLessons')} />
        )}
      </ul>

      <Collapsible
        id="programs"
        label={t('sidebar.programsCount', { count: 0 })}
        open={openSection === 'programs'}
        onToggle={() => toggle('programs')}
      >
        <p className={styles.empty}>{t('sidebar.noPrograms')}</p>
        {custom.customProgramUrl && (
          <a className={styles.subLink} href={custom.customProgramUrl} target="_blank" rel="noreferrer">
            {t('sidebar.buyCustomProgram')}
          </a>
        )}
      </Collapsible>
      <Collapsible
        id="classes"
        label={t('sidebar.classes')}
        open={openSection === 'classes'}
        onToggle={() => toggle('classes')}
      >
        <NavLink className={styles.subLink} href="/sections" onClick={onNavigate}>
          {t('sidebar.classes')}
        </NavLink>
      </Collapsible>

      {!viewer.isMember && (
        <div className={styles.cta}>
          <Link className={styles.ctaButton} href="/pricing" onClick={onNavigate}>
            {viewer.membership?.isTrialEligible ? t('sidebar.startTrial') : t('sidebar.pricing')}
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
      <NavLink href={to} end={end} className={styles.item} onClick={onNavigate}>
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

interface CollapsibleProps {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

function Collapsible({ id, label, open, onToggle, children }: CollapsibleProps) {
  const panelId = `sidebar-${id}`;
  return (
    <section className={styles.section}>
      <button
        type="button"
        className={styles.sectionToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{label}</span>
        <Icon name="chevron" className={styles.chevron} />
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </section>
  );
}
