import type { AuditFilters } from '@releve/contracts';
import { useLocation, useSearch } from 'wouter';
import { FormMessage } from '../../../../components/form/FormMessage';
import { useAuditPage } from '../../api/audit';
import { ConsolePage, EmptyState } from '../../shared/ConsolePage';
import { DataTable } from '../../shared/DataTable';
import { useStudioTranslation } from '../../texts';
import { ActivityFilters } from './ActivityFilters';
import styles from './ActivityPage.module.css';
import { ActivityPager } from './ActivityPager';
import { type AuditAddress, auditSearchOf, hasFilters, readAuditAddress, withFilter } from './audit-address';
import { useEntryColumns } from './entry-columns';

/**
 * Settings › Activity (owners): the audit log of every change made in the console, newest first,
 * filtered by who, what and when; its filters and place are the page's address, so a reload or Back
 * shows the same entries.
 */
export default function ActivityPage() {
  const { t } = useStudioTranslation();
  const [path, navigate] = useLocation();
  const address = readAuditAddress(useSearch());
  const search = auditSearchOf(address);
  const audit = useAuditPage(search);
  const timeZone = audit.data?.timeZone ?? 'UTC';
  const columns = useEntryColumns(timeZone);
  const go = (next: AuditAddress) => navigate(`${path}${auditSearchOf(next)}`);
  const filtered = hasFilters(address) || Boolean(address.before || address.after);

  return (
    <ConsolePage title={t('sections.audit')} intro={t('audit.intro')}>
      <ActivityFilters
        address={address}
        entries={audit.data?.entries ?? []}
        onChange={(changes: Partial<AuditFilters>) => go(withFilter(address, changes))}
        onClear={() => go({})}
      />
      {audit.isError && <FormMessage kind="error">{audit.error.message}</FormMessage>}
      {audit.data && audit.data.entries.length === 0 && (
        <EmptyState title={filtered ? t('audit.noMatchTitle') : t('audit.emptyTitle')} testId="audit-empty">
          {filtered ? t('audit.noMatchBody') : t('audit.emptyBody')}
        </EmptyState>
      )}
      {audit.data && audit.data.entries.length > 0 && (
        <div className={styles.log} aria-busy={audit.isPlaceholderData}>
          <p className={styles.zone}>{t('audit.zone', { zone: timeZone })}</p>
          <DataTable
            caption={t('audit.caption')}
            columns={columns}
            rows={audit.data.entries}
            rowKey={(entry) => String(entry.id)}
            stacked
            testId="audit-table"
          />
          <ActivityPager path={path} address={address} page={audit.data} />
        </div>
      )}
    </ConsolePage>
  );
}
