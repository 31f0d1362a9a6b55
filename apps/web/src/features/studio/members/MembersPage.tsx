import {
  MEMBER_SEGMENTS,
  type MemberSegment,
  type StudioMemberPage,
  type StudioMemberRow,
} from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable } from '../shared/DataTable';
import { fieldControlClass } from '../shared/FormField';
import { Pager } from '../shared/Pager';
import { useStudioTranslation } from '../texts';
import { DayPassesDialog } from './DayPassesDialog';
import { GrantDialog } from './GrantDialog';
import styles from './Members.module.css';
import { type MemberAction, memberColumns } from './member-columns';
import { useMemberList } from './members-api';
import { type ChangeMemberList, memberCsvHref, useMemberListUrl } from './members-url';
import { useMemberTexts } from './texts';

/**
 * Members (issue 35, decision 047): everyone with an account, searched by name or e-mail, in
 * segments with their counts, a page at a time; the CSV exports the same filter. The query lives in
 * the address.
 */
export default function MembersPage() {
  const { t } = useMemberTexts();
  const studio = useStudioTranslation();
  const [query, change] = useMemberListUrl();
  const list = useMemberList(query);
  const page = list.data;
  const [acting, setActing] = useState<{ row: StudioMemberRow; action: MemberAction } | null>(null);
  const close = () => setActing(null);
  // The name of a member whose account was just removed from their page (MemberPage's navigation).
  const removed = (window.history.state as { removed?: string } | null)?.removed;

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <a className={styles.export} href={memberCsvHref(query)} download data-testid="members-csv">
          {t('exportCsv')}
        </a>
      }
    >
      <div className={styles.toolbar}>
        <SearchBox value={query.q ?? ''} onChange={change} />
        {(query.q || query.segment) && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => change({ q: undefined, segment: undefined })}
          >
            {t('clear')}
          </button>
        )}
      </div>
      <Segments current={query.segment} counts={page?.counts} onChange={change} />
      {removed && <FormMessage kind="notice">{t('page.remove.done', { name: removed })}</FormMessage>}
      {list.isError && <FormMessage kind="error">{list.error.message}</FormMessage>}
      {page && page.total === 0 && (
        <EmptyState title={t('emptyTitle')} testId="members-empty">
          {t('emptyBody')}
        </EmptyState>
      )}
      {page && page.total > 0 && page.members.length === 0 && (
        <EmptyState
          title={t('pastEndTitle')}
          testId="members-past-end"
          action={
            <button type="button" className={styles.clear} onClick={() => change({ page: 1 })}>
              {t('firstPage')}
            </button>
          }
        >
          {t('pastEndBody')}
        </EmptyState>
      )}
      {page && page.members.length > 0 && (
        <DataTable
          caption={t('caption')}
          columns={memberColumns(
            t,
            (role) => studio.t(`roles.${role}`),
            (row, action) => setActing({ row, action }),
          )}
          rows={page.members}
          rowKey={(row) => row.id}
          stacked
          testId="members-table"
        />
      )}
      {page && page.total > 0 && (
        <Pager
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          onPage={(to) => change({ page: to })}
        />
      )}
      {acting?.action === 'grant' && <GrantDialog member={acting.row} onClose={close} />}
      {acting?.action === 'dayPasses' && <DayPassesDialog member={acting.row} onClose={close} />}
    </ConsolePage>
  );
}

/** The segments as pressed-or-not buttons, each with how many of the searched members it holds. */
function Segments({
  current,
  counts,
  onChange,
}: {
  current: MemberSegment | undefined;
  counts: StudioMemberPage['counts'] | undefined;
  onChange: ChangeMemberList;
}) {
  const { t } = useMemberTexts();
  const choices = [undefined, ...MEMBER_SEGMENTS];
  return (
    <ul className={styles.segments} aria-label={t('segmentsLabel')} data-testid="member-segments">
      {choices.map((segment) => (
        <li key={segment ?? 'all'}>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={segment === current}
            onClick={() => onChange({ segment })}
          >
            {t(`segments.${segment ?? 'all'}`)}
            {counts && <span className={styles.count}>{counts[segment ?? 'all']}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The search box: the address (and the list) follow once typing pauses; one history step per search. */
function SearchBox({ value, onChange }: { value: string; onChange: ChangeMemberList }) {
  const { t } = useMemberTexts();
  const [text, setText] = useState(value);
  const typed = useDebouncedValue(text, 300);
  const typing = useRef(false);
  const latest = useRef(text);
  latest.current = text;

  // The address changed otherwise (Back, Clear): the box shows its words.
  useEffect(() => {
    if (value !== latest.current.trim()) setText(value);
  }, [value]);

  useEffect(() => {
    const words = typed.trim();
    if (words === value) return;
    onChange({ q: words || undefined }, { replace: typing.current });
    typing.current = true;
  }, [typed, value, onChange]);

  return (
    <label className={styles.search}>
      <span>{t('search')}</span>
      <input
        type="search"
        className={fieldControlClass}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          typing.current = false;
        }}
      />
    </label>
  );
}
