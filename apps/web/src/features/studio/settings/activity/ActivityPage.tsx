import type { AuditEntry } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../../components/form/FormMessage';
import { AUDIT_PAGE_SIZE, useAuditPage } from '../../api/audit';
import { ConsolePage, EmptyState } from '../../shared/ConsolePage';
import { DataTable, type TableColumn } from '../../shared/DataTable';
import { Pager } from '../../shared/Pager';
import { useStudioTranslation } from '../../texts';
import styles from './ActivityPage.module.css';
import { describeChange } from './describe-change';

// In the reader's own zone, named: the console is not rendered on the server (decision 037).
const when = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Settings › Activity (owners): the audit log of every change made in the console, newest first. */
export default function ActivityPage() {
  const { t } = useStudioTranslation();
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page);

  const value = (entry: AuditEntry, side: 'before' | 'after') => {
    const lines = describeChange(entry[side]);
    if (lines.length === 0) return <span className={styles.none}>{t('audit.nothing')}</span>;
    return (
      <ul className={styles.values}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  };
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: t('audit.when'),
      nowrap: true,
      cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
    },
    { id: 'who', header: t('audit.who'), cell: (entry) => entry.actor.email ?? t('audit.unknownActor') },
    { id: 'what', header: t('audit.what'), nowrap: true, cell: (entry) => <code>{entry.action}</code> },
    { id: 'target', header: t('audit.target'), cell: (entry) => entry.target ?? t('audit.nothing') },
    { id: 'before', header: t('audit.before'), cell: (entry) => value(entry, 'before') },
    { id: 'after', header: t('audit.after'), cell: (entry) => value(entry, 'after') },
  ];

  return (
    <ConsolePage title={t('sections.audit')} intro={t('audit.intro')}>
      {audit.isError && <FormMessage kind="error">{audit.error.message}</FormMessage>}
      {audit.data && audit.data.total === 0 && (
        <EmptyState title={t('audit.emptyTitle')} testId="audit-empty">
          {t('audit.emptyBody')}
        </EmptyState>
      )}
      {audit.data && audit.data.total > 0 && (
        <>
          <DataTable
            caption={t('audit.caption')}
            columns={columns}
            rows={audit.data.entries}
            rowKey={(entry) => String(entry.id)}
            testId="audit-table"
          />
          <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={audit.data.total} onPage={setPage} />
        </>
      )}
    </ConsolePage>
  );
}
