import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';
import { NavLink } from '../../../components/NavLink';
import { useConfig } from '../../../lib/config-context';
import { useInitialData } from '../api/get-initial-data';
import { programPath } from './card-target';
import styles from './SidebarCatalog.module.css';
import { groupPrograms, promotedGroupLinks } from './sidebar-catalog';

interface Props {
  isOpen: (section: string) => boolean;
  /** Opens a section (closing the others) or closes it. Keys: programs, classes, group:{id}. */
  toggle: (section: string) => void;
  onNavigate: () => void;
}

/** The sidebar's catalogue: Programs (grouped, drafts last), Classes, and the promoted groups. */
/** Memoised: the sidebar renders again on every change of the address's query, the catalogue need not. */
export const SidebarCatalog = memo(function SidebarCatalog({ isOpen, toggle, onNavigate }: Props) {
  const { t } = useTranslation();
  const { custom } = useConfig();
  const { data } = useInitialData();
  const programGroups = data ? groupPrograms(data.programs) : [];
  const promoted = data ? promotedGroupLinks(data.promotedGroups, data.collections) : [];

  return (
    <>
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
                <SubLink key={program.id} href={programPath(program.id)} onNavigate={onNavigate}>
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
    </>
  );
});

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
