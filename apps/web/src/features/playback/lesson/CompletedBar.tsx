import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import styles from './lesson.module.css';
import { LESSON_NS } from './texts';

/** Shown once the lesson is completed: "Keep going!" to the next lesson, or back to the program at the end. */
export function CompletedBar({ nextHref, programHref }: { nextHref?: string; programHref: string }) {
  const { t } = useTranslation(LESSON_NS);
  return (
    <div className={styles.completedBar} role="status" data-testid="lesson-completed">
      <span className={styles.completedLabel}>
        <Icon name="progressDone" size={22} />
        {t('completed')}
      </span>
      {nextHref ? (
        <Link href={nextHref} className={styles.keepGoing}>
          {t('keepGoing')}
        </Link>
      ) : (
        <>
          <span>{t('sectionDone')}</span>
          <Link href={programHref} className={styles.keepGoing}>
            {t('backToProgram')}
          </Link>
        </>
      )}
    </div>
  );
}
