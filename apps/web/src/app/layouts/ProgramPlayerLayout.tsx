import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './ProgramPlayerLayout.module.css';

/** The lesson player's layout: a slim bar back to the program, then the player page. */
interface Props {
  params: Record<string, string | undefined>;
  children: ReactNode;
}

export function ProgramPlayerLayout({ params, children }: Props) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link href={`/programs/${params.courseId ?? ''}`} className={styles.back}>
          ← {t('backToProgram')}
        </Link>
      </header>
      <main id="content" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
