import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import styles from './lesson.module.css';
import { LESSON_NS } from './texts';

interface Neighbour {
  href: string;
  title: string;
}

interface Props {
  title: string;
  sectionName: string;
  programName: string;
  position: number;
  total: number;
  previous?: Neighbour;
  next?: Neighbour;
}

/** The lesson's header (the layout's bar leads back to the program): its place, title, "n of total" and Previous/Next. */
export function LessonHeader({ title, sectionName, programName, position, total, previous, next }: Props) {
  const { t } = useTranslation(LESSON_NS);
  return (
    <header className={styles.header}>
      <div className={styles.headingBlock}>
        <p className={styles.crumb}>
          <span>{programName}</span>
          <span aria-hidden="true"> · </span>
          <span>{sectionName}</span>
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.position} data-testid="lesson-position">
          {t('position', { n: position, total })}
        </p>
      </div>
      <nav className={styles.stepper} aria-label={t('listLabel', { name: sectionName })}>
        {previous ? (
          <Link
            href={previous.href}
            className={styles.step}
            aria-label={t('previousLesson', { title: previous.title })}
          >
            <Icon name="arrowLeft" size={18} />
            {t('previous')}
          </Link>
        ) : (
          <span className={`${styles.step} ${styles.stepDisabled}`} aria-disabled="true">
            <Icon name="arrowLeft" size={18} />
            {t('previous')}
          </span>
        )}
        {next ? (
          <Link href={next.href} className={styles.step} aria-label={t('nextLesson', { title: next.title })}>
            {t('next')}
            <Icon name="arrowRight" size={18} />
          </Link>
        ) : (
          <span className={`${styles.step} ${styles.stepDisabled}`} aria-disabled="true">
            {t('next')}
            <Icon name="arrowRight" size={18} />
          </span>
        )}
      </nav>
    </header>
  );
}
