import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'wouter';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useCourse } from '../api/get-courses';
import { LoadError } from '../browse/LoadError';
import { ProgramDescription } from '../browse/ProgramDescription';
import { ProgramOutline } from '../browse/ProgramOutline';
import { ProgramResources } from '../browse/ProgramResources';
import { ProgramTabs } from '../browse/ProgramTabs';
import styles from '../browse/program.module.css';
import { availableTabs, type ProgramTab, tabFromQuery } from '../browse/program-tabs';

/** /programs/{id}: the Program, Description and Resources tabs, chosen by `?view=`. */
export default function ProgramPage() {
  const { t } = useTranslation(['browse', 'catalog']);
  const { id = '' } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const { isMember } = useViewer();
  const course = useCourse(id);

  if (course.data === null) return <NotFoundPage />;
  if (!course.data) {
    return (
      <Page title={t('common:loading')}>
        {course.isError ? (
          <LoadError message={t('catalog:couldNotLoadItems')} onRetry={() => void course.refetch()} />
        ) : (
          <div className={styles.outlinePlaceholder} role="status" aria-label={t('common:loading')} />
        )}
      </Page>
    );
  }

  const program = course.data;
  const hasResources = program.resources.length > 0;
  const tab = tabFromQuery(params.get('view'), hasResources);
  const select = (next: ProgramTab) => {
    const query = new URLSearchParams(params);
    query.set('view', next);
    setParams(query, { replace: true });
  };

  return (
    <Page title={program.name}>
      {program.shortDescription && <p className={styles.lead}>{program.shortDescription}</p>}
      <ProgramTabs tabs={availableTabs(hasResources)} selected={tab} onSelect={select}>
        {tab === 'program' && <ProgramOutline course={program} isMember={isMember} />}
        {tab === 'description' && <ProgramDescription markdown={program.description} isMember={isMember} />}
        {tab === 'resources' && (
          <ProgramResources programId={program.id} resources={program.resources} isMember={isMember} />
        )}
      </ProgramTabs>
    </Page>
  );
}
