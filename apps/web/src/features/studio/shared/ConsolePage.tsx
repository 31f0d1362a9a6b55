import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStudioTranslation } from '../texts';
import styles from './ConsolePage.module.css';
import { useArrivedByNavigation } from './console-navigation';

interface Props {
  title: string;
  /** A sentence under the title: what the page is for. */
  intro?: ReactNode;
  /** The page's main actions (buttons, links), beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every console page: its title (and the tab's), what it is for, its actions, its
 * content. Opened from the console's own links, the title takes the focus, so a screen reader says
 * where the person arrived and the keyboard starts from the top of the page.
 */
export function ConsolePage({ title, intro, actions, children }: Props) {
  const { t } = useStudioTranslation();
  useDocumentTitle(`${title} · ${t('console')}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedByNavigation = useArrivedByNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page arrives
  useEffect(() => {
    if (arrivedByNavigation) heading.current?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h1 ref={heading} className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** What a page shows when it has nothing to list: what will be here, and the way to fill it. */
export function EmptyState({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section className={styles.empty} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.emptyTitle}>
        {title}
      </h2>
      <p className={styles.emptyBody}>{children}</p>
      {action && <div className={styles.emptyAction}>{action}</div>}
    </section>
  );
}
