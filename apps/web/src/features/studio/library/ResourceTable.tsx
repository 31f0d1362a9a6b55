import { formatBytes, type StudioResource } from '@releve/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { StatusBadge } from '../shared/StatusBadge';
import { useDeleteResource } from './api';
import { EditResourceDialog } from './EditResourceDialog';
import styles from './Library.module.css';
import { useLibraryTranslation } from './texts';

interface Props {
  resources: readonly StudioResource[];
  /** Where a resource may be moved when edited. */
  programs: readonly { id: string; name: string }[];
}

/** The programs' resources: which program, who may open each, whether it may be downloaded. */
export function ResourceTable({ resources, programs }: Props) {
  const { t } = useLibraryTranslation();
  const remove = useDeleteResource();
  const [deleting, setDeleting] = useState<StudioResource>();
  const [editing, setEditing] = useState<StudioResource>();

  const columns: TableColumn<StudioResource>[] = [
    {
      id: 'title',
      header: t('resources.columns.title'),
      wide: true,
      labelWhenStacked: false,
      cell: (resource) => (
        <div className={styles.titleCell}>
          <strong>{resource.title}</strong>
          {resource.description && <span className={styles.muted}>{resource.description}</span>}
        </div>
      ),
    },
    {
      id: 'program',
      header: t('resources.columns.program'),
      cell: (resource) => resource.programName ?? t('resources.noProgram'),
    },
    {
      id: 'access',
      header: t('resources.columns.access'),
      cell: (resource) => (
        <StatusBadge tone={resource.access === 'everyone' ? 'progress' : 'neutral'}>
          {t(`resources.access.${resource.access}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'download',
      header: t('resources.columns.download'),
      cell: (resource) => (resource.canDownload ? t('resources.download.yes') : t('resources.download.no')),
    },
    {
      id: 'size',
      header: t('resources.columns.size'),
      nowrap: true,
      cell: (resource) => formatBytes(resource.fileSize),
    },
    {
      id: 'actions',
      header: t('resources.columns.actions'),
      labelWhenStacked: false,
      cell: (resource) => (
        <div className={styles.rowActions}>
          <a
            className={styles.action}
            href={resource.url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('resources.openLabel', { title: resource.title })}
          >
            {t('resources.open')}
          </a>
          <button
            type="button"
            className={styles.action}
            aria-label={t('edit.resourceLabel', { title: resource.title })}
            onClick={() => setEditing(resource)}
          >
            {t('edit.button')}
          </button>
          <button
            type="button"
            className={styles.action}
            aria-label={t('resources.deleteLabel', { title: resource.title })}
            onClick={() => setDeleting(resource)}
          >
            {t('resources.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('resources.caption')}
        columns={columns}
        rows={resources}
        rowKey={(resource) => resource.id}
        stacked
        testId="resource-table"
      />
      {editing && (
        <EditResourceDialog resource={editing} programs={programs} onClose={() => setEditing(undefined)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('resources.deleteTitle', { title: deleting.title })}
          confirmLabel={t('resources.delete')}
          cancelLabel={t('resources.keep')}
          busy={remove.isPending}
          error={remove.error?.message}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
          onCancel={() => {
            remove.reset();
            setDeleting(undefined);
          }}
          testId="delete-resource"
        >
          <p>
            {deleting.programName
              ? t('resources.deleteBody', { program: deleting.programName })
              : t('resources.deleteBodyLoose')}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
