import { Link, useLocation } from 'wouter';
import { type ConsoleSection, navEntries } from '../sections';
import { useStudioTranslation } from '../texts';
import styles from './StudioNav.module.css';

interface Props {
  id: string;
  sections: readonly ConsoleSection[];
  /** On narrow screens, whether the menu is open (wide screens always show it). */
  open: boolean;
}

/** The console's sidebar: the sections the role opens, the current one marked for everyone. */
export function StudioNav({ id, sections, open }: Props) {
  const { t } = useStudioTranslation();
  const [location] = useLocation();
  const link = (section: ConsoleSection) => {
    const current = location === section.path || location.startsWith(`${section.path}/`);
    return (
      <li key={section.id}>
        <Link
          href={section.path}
          className={styles.link}
          aria-current={current ? 'page' : undefined}
          data-section={section.id}
        >
          {t(`sections.${section.id}`)}
        </Link>
      </li>
    );
  };
  return (
    <nav id={id} className={styles.nav} aria-label={t('sectionsLabel')} data-open={open}>
      <ul className={styles.list}>
        {navEntries(sections).map((entry) =>
          entry.kind === 'section' ? (
            link(entry.section)
          ) : (
            <li key={entry.group} className={styles.group}>
              <h2 className={styles.groupName} id={`${id}-${entry.group}`}>
                {t(`groups.${entry.group}`)}
              </h2>
              <ul className={styles.list} aria-labelledby={`${id}-${entry.group}`}>
                {entry.sections.map(link)}
              </ul>
            </li>
          ),
        )}
      </ul>
      {/* On narrow screens the way back is here, in the menu, rather than in the bar. The site loads
          anew: this page is the console's (decision 037). */}
      <a href="/" className={styles.back}>
        {t('backToSite')}
      </a>
    </nav>
  );
}
