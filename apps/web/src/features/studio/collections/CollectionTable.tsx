import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { EmptyState } from '../shared/ConsolePage';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { StatusBadge } from '../shared/StatusBadge';
import { useCollections, usePlaylists, useSeriesList } from './collections-api';
import { type CollectionTab, useCollectionTexts } from './texts';

interface Row {
  id: string;
  title: string;
  cells: Record<string, ReactNode>;
}

/** One tab's list as a table: each row's title opens its editor. */
export function CollectionTable({ tab, q }: { tab: CollectionTab; q: string }) {
  const { t } = useCollectionTexts();
  // Only the open tab's list is asked for.
  const playlists = usePlaylists(q, tab === 'playlists');
  const collections = useCollections(q, tab === 'collections');
  const series = useSeriesList(q, tab === 'series');
  const answer = { playlists, collections, series }[tab];
  let rows: Row[] = [];
  let extra: { id: string; header: string }[] = [];
  if (tab === 'playlists') {
    extra = [
      { id: 'kind', header: t('columns.kind') },
      { id: 'access', header: t('columns.access') },
      { id: 'size', header: t('columns.size') },
    ];
    rows = (playlists.data?.playlists ?? []).map((row) => ({
      id: row.id,
      title: row.title,
      cells: {
        kind: t(`kinds.${row.kind}`),
        access: t(`freeTiers.${row.freeTier ?? 'none'}`),
        size: row.kind === 'manual' ? t('count.classes', { count: row.items }) : t('count.byTags'),
      },
    }));
  } else if (tab === 'collections') {
    extra = [{ id: 'size', header: t('columns.size') }];
    rows = (collections.data?.collections ?? []).map((row) => ({
      id: row.id,
      title: row.name,
      cells: { size: t('count.playlists', { count: row.playlists }) },
    }));
  } else {
    extra = [
      { id: 'state', header: t('columns.state') },
      { id: 'size', header: t('columns.size') },
    ];
    rows = (series.data?.series ?? []).map((row) => ({
      id: row.id,
      title: row.title,
      cells: {
        state: (
          <StatusBadge tone={row.published ? 'success' : 'neutral'}>
            {t(`states.${row.published ? 'published' : 'draft'}`)}
          </StatusBadge>
        ),
        size: `${t('count.seasons', { count: row.seasons })}, ${t('count.episodes', { count: row.episodes })}`,
      },
    }));
  }
  const columns: TableColumn<Row>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      wide: true,
      cell: (row) => <Link href={`/collections/${tab}/${row.id}`}>{row.title}</Link>,
    },
    ...extra.map((column) => ({ ...column, nowrap: true, cell: (row: Row) => row.cells[column.id] })),
  ];
  if (answer.error) return <FormMessage kind="error">{answer.error.message}</FormMessage>;
  // Nothing until the list comes (an empty table would say "none" for a moment).
  if (!answer.data) return null;
  if (rows.length === 0)
    return (
      <EmptyState title={t(`tabs.${tab}`)} testId="collections-empty">
        {t(`empty.${tab}`)}
      </EmptyState>
    );
  return (
    <DataTable
      caption={t(`tabs.${tab}`)}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      stacked
      testId="collections-table"
    />
  );
}
