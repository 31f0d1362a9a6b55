import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useViewer } from '../features/accounts/use-viewer';
import { useInitialData } from '../features/catalog/api/get-initial-data';
import { groupPrograms, promotedGroupLinks } from '../features/catalog/home/sidebar-catalog';
import { useConfig } from '../features/config/config-context';
import { readLocal, writeLocal } from '../lib/storage';
import { Icon, type IconName } from './Icon';
import { NavLink } from './NavLink';
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
  const [openSection, setOpenSection] = useState<SectionKey>(() => readLocal(OPEN_SECTION_KEY) ?? 'programs');
  const toggle = (section: SectionKey) => {
    const next = openSection === section ? '' : section;
    setOpenSection(next);
    writeLocal(OPEN_SECTION_KEY, next);
  };
  return { isOpen: (section: SectionKey) => openSection === section, toggle };
}

/** The main navigation: pages, then the catalogue (programs, classes, promoted groups) from initial data. */
export function Sidebar({ open, onNavigate }: Props) {
  const { t } = useTranslation();
  const { custom } = useConfig();
  const viewer = useViewer();
  const { data } = useInitialData();
  const { isOpen, toggle } = useOpenSection();
  const locked = !viewer.isMember;
  // Community is for members; day-pass holders are not members (viewing.md §6).
  const communityLocked = locked || viewer.membership?.isDayPassOnly === true;
  const programGroups = data ? groupPrograms(data.programs) : [];
  const promoted = data ? promotedGroupLinks(data.promotedGroups, data.collections) : [];

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
            locked={communityLocked}
          />
        )}
        {custom.privateLessonsUrl && (
          <External href={custom.privateLessonsUrl} icon="lessons" label={t('sidebar.privateLessons')} />
        )}
      </ul>

      <Collapsible
        id="programs"
        icon="programs"
        label={data ? t('sidebar.programsCount', { count: data.programs.length }) : t('sidebar.programs')}
        open={isOpen('programs')}
        onToggle={() => toggle('programs')}
      >
        <SubLink href="/programs" onNavigate={onNavigate} strong>
          {t('sidebar.allPrograms')}
        </SubLink>
        {custom.customProgramUrl && (
          <li>
            <a className={styles.subLink} href={custom.customProgramUrl} target="_blank" rel="noreferrer">
              {t('sidebar.buyCustomProgram')}
              <span className="visually-hidden">{t('sidebar.opensInNewTab')}</span>
            </a>
          </li>
        )}
        {data && data.programs.length === 0 && <li className={styles.empty}>{t('sidebar.noPrograms')}</li>}
        {programGroups.map((group) => (
          <li key={group.name} className={styles.group}>
            {group.name && <span className={styles.groupName}>{group.name}</span>}
            <ul className={styles.subList}>
              {group.programs.map((program) => (
                <SubLink
                  key={program.id}
                  href={`/programs/${program.id.split('/').pop()}`}
                  onNavigate={onNavigate}
                >
                  {program.sidebarName || program.name}
                </SubLink>
              ))}
            </ul>
          </li>
        ))}
      </Collapsible>

      <Collapsible
        id="classes"
        icon="classes"
        label={t('sidebar.classes')}
        open={isOpen('classes')}
        onToggle={() => toggle('classes')}
      >
        <SubLink href="/sections" onNavigate={onNavigate} strong>
          {t('sidebar.allClasses')}
        </SubLink>
        {data?.sections.map((section) => (
          <SubLink key={section.id} href={`/p/${section.id}`} onNavigate={onNavigate}>
            {section.name}
          </SubLink>
        ))}
      </Collapsible>

      {promoted.map((group) => (
        <Collapsible
          key={group.id}
          id={`group-${group.id}`}
          icon={group.icon}
          label={group.name}
          open={isOpen(`group:${group.id}`)}
          onToggle={() => toggle(`group:${group.id}`)}
        >
          {group.collections.map((collection) => (
            <SubLink key={collection.id} href={`/p/${collection.id}`} onNavigate={onNavigate}>
              {collection.name}
            </SubLink>
          ))}
        </Collapsible>
      ))}

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

function SubLink({
  href,
  onNavigate,
  strong,
  children,
}: {
  href: string;
  onNavigate: () => void;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink
        href={href}
        className={strong ? `${styles.subLink} ${styles.strong}` : styles.subLink}
        onClick={onNavigate}
      >
        {children}
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
  icon: IconName;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

function Collapsible({ id, icon, label, open, onToggle, children }: CollapsibleProps) {
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
        <Icon name={icon} />
        <span className={styles.sectionLabel}>{label}</span>
        <Icon name="chevron" className={styles.chevron} />
      </button>
      <ul id={panelId} hidden={!open} className={styles.panel}>
        {children}
      </ul>
    </section>
  );
}
