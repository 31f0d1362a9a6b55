import type { StudioMagazine } from '@releve/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { ProgressBar } from '../shared/ProgressBar';
import { StatusBadge } from '../shared/StatusBadge';
import { type MagazineAction, useDeleteMagazine, useMagazineAction } from './api';
import { EditMagazineDialog } from './EditMagazineDialog';
import styles from './Library.module.css';
import { useLibraryTranslation } from './texts';

/**
 * The issues: each with its cover once made, its state (pages being made, with how far; ready; failed
 * with the reason), whether members see it, and what may be done with it now.
 */
export function MagazineTable({ magazines }: { magazines: readonly StudioMagazine[] }) {
  const { t } = useLibraryTranslation();
  const act = useMagazineAction();
  const remove = useDeleteMagazine();
  const [deleting, setDeleting] = useState<StudioMagazine>();
  const [editing, setEditing] = useState<StudioMagazine>();
  const [refusal, setRefusal] = useState<string>();

  const run = (id: string, action: MagazineAction) => {
    setRefusal(undefined);
    act.mutate({ id, action }, { onError: (error) => setRefusal(error.message) });
  };

  const columns: TableColumn<StudioMagazine>[] = [
    {
      id: 'cover',
      header: t('magazines.columns.cover'),
      labelWhenStacked: false,
      cell: (issue) =>
        issue.cover ? (
          <img
            className={styles.cover}
            src={issue.cover}
            alt={t('magazines.coverOf', { title: issue.title })}
            width={56}
            height={72}
          />
        ) : (
          <span className={styles.noCover} />
        ),
    },
    {
      id: 'title',
      header: t('magazines.columns.title'),
      wide: true,
      labelWhenStacked: false,
      cell: (issue) => (
        <div className={styles.titleCell}>
          <strong>{issue.title}</strong>
          {issue.description && <span className={styles.muted}>{issue.description}</span>}
        </div>
      ),
    },
    {
      id: 'pages',
      header: t('magazines.columns.pages'),
      nowrap: true,
      cell: (issue) => t('magazines.pages', { count: issue.totalPages }),
    },
    {
      id: 'state',
      header: t('magazines.columns.state'),
      cell: (issue) => (
        <div className={styles.stateCell} data-testid="magazine-state" data-state={issue.state}>
          {issue.state === 'processing' ? (
            <ProgressBar
              label={t('magazines.progress', { title: issue.title })}
              value={issue.renderedPages / Math.max(1, issue.totalPages)}
              detail={t('magazines.progressDetail', { done: issue.renderedPages, total: issue.totalPages })}
            />
          ) : (
            <StatusBadge tone={issue.state === 'ready' ? 'success' : 'danger'}>
              {t(`magazines.state.${issue.state}`)}
            </StatusBadge>
          )}
          {issue.state === 'ready' && (
            <StatusBadge tone={issue.published ? 'success' : 'neutral'}>
              {issue.published ? t('magazines.state.published') : t('magazines.state.notPublished')}
            </StatusBadge>
          )}
          {issue.failure && <p className={styles.failure}>{issue.failure}</p>}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('magazines.columns.actions'),
      labelWhenStacked: false,
      cell: (issue) => (
        <div className={styles.rowActions}>
          {issue.state === 'ready' && !issue.published && (
            <button
              type="button"
              className={styles.primaryAction}
              onClick={() => run(issue.id, 'publish')}
              disabled={act.isPending}
            >
              {t('magazines.publish')}
            </button>
          )}
          {issue.published && (
            <>
              <a
                className={styles.action}
                href={issue.readerPath}
                aria-label={t('magazines.readLabel', { title: issue.title })}
              >
                {t('magazines.read')}
              </a>
              <button
                type="button"
                className={styles.action}
                onClick={() => run(issue.id, 'unpublish')}
                disabled={act.isPending}
              >
                {t('magazines.unpublish')}
              </button>
            </>
          )}
          {issue.state === 'failed' && (
            <button
              type="button"
              className={styles.action}
              onClick={() => run(issue.id, 'retry')}
              disabled={act.isPending}
            >
              {t('magazines.retryPages')}
            </button>
          )}
          <button
            type="button"
            className={styles.action}
            aria-label={t('edit.magazineLabel', { title: issue.title })}
            onClick={() => setEditing(issue)}
          >
            {t('edit.button')}
          </button>
          <button
            type="button"
            className={styles.action}
            aria-label={t('magazines.deleteLabel', { title: issue.title })}
            onClick={() => setDeleting(issue)}
          >
            {t('magazines.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      {refusal && (
        <p role="alert" className={styles.failure}>
          {refusal}
        </p>
      )}
      <DataTable
        caption={t('magazines.caption')}
        columns={columns}
        rows={magazines}
        rowKey={(issue) => issue.id}
        stacked
        testId="magazine-table"
      />
      {editing && <EditMagazineDialog magazine={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title={t('magazines.deleteTitle', { title: deleting.title })}
          confirmLabel={t('magazines.delete')}
          cancelLabel={t('magazines.keep')}
          busy={remove.isPending}
          error={remove.error?.message}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
          onCancel={() => {
            remove.reset();
            setDeleting(undefined);
          }}
          testId="delete-magazine"
        >
          <p>{t('magazines.deleteBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
