import { resourceDownloadUrl } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useParams } from 'wouter';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { Icon } from '../../../components/Icon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewer } from '../../accounts';
import { useCourse } from '../../catalog';
import { PdfViewer } from '../pdf/PdfViewer';
import styles from '../reader/reader.module.css';
import { useResourcesTranslation } from '../texts';

/**
 * /programs/{id}/resources/{resourceId}: the resource's PDF in the viewer, with its download
 * button when the studio allows it. Members, and everyone for a free resource; others go to
 * /pricing (and the server refuses them the file).
 */
export default function ProgramResourcePage() {
  const { t } = useResourcesTranslation();
  const { t: tPages } = useTranslation('pages');
  const { id = '', resourceId = '' } = useParams<{ id: string; resourceId: string }>();
  const viewer = useViewer();
  const course = useCourse(id);
  const resource = course.data?.resources.find((item) => item.id === resourceId);
  useDocumentTitle(resource?.title ?? tPages('program-resource'));

  if (course.data === null || (course.data && !resource)) return <NotFoundPage />;
  if (!course.data || !resource || (!resource.free && viewer.status === 'loading')) return <PageLoading />;
  if (!resource.free && !viewer.isMember) return <Redirect to="/pricing" replace />;
  const program = course.data;
  return (
    <PdfViewer
      url={resource.url}
      title={resource.title}
      header={
        <>
          <Link href={`/programs/${encodeURIComponent(program.id)}?view=resources`} className={styles.button}>
            <Icon name="arrowLeft" size={18} />
            {t('backToProgram', { name: program.name })}
          </Link>
          {resource.canDownload && (
            <a
              className={`${styles.button} ${styles.primary}`}
              href={resourceDownloadUrl(resource.url)}
              download
              aria-label={t('downloadLabel', { title: resource.title })}
            >
              <Icon name="download" size={18} />
              {t('download')}
            </a>
          )}
        </>
      }
    />
  );
}
