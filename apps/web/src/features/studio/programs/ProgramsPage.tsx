import type { StudioProgramList } from '@releve/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { Announcer, useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { StatusBadge } from '../shared/StatusBadge';
import styles from './Programs.module.css';
import { useCreateProgram, useDuplicateProgram, useProgramList, useReorderPrograms } from './program-api';
import { moveInList } from './program-draft';
import { stateTone } from './program-states';
import { useProgramTexts } from './texts';

type Row = StudioProgramList['programs'][number];

/**
 * Programs: every program in the members' order (Move on each row puts it elsewhere), its state,
 * level and size; New program, and Duplicate to start from another as a template.
 */
export default function ProgramsPage() {
  return (
    <Announcer>
      <ProgramsList />
    </Announcer>
  );
}

function ProgramsList() {
  const { t } = useProgramTexts();
  const [, navigate] = useLocation();
  const list = useProgramList();
  const create = useCreateProgram();
  const duplicate = useDuplicateProgram();
  const reorder = useReorderPrograms();
  const announceMove = useAnnounceMove();
  const [notice, setNotice] = useState<string>();
  const [order, setOrder] = useState<Row[]>();
  const rows = order ?? list.data?.programs ?? [];

  const move = (from: number, to: number) => {
    const next = moveInList(rows, from, to);
    const moved = rows[from];
    setOrder(next);
    reorder.mutate(
      next.map((row) => row.id),
      { onSettled: () => setOrder(undefined) },
    );
    if (moved) announceMove(moved.name, to + 1, rows.length);
  };

  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      wide: true,
      cell: (row) => <Link href={`/programs/${row.id}`}>{row.name}</Link>,
    },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => <StatusBadge tone={stateTone[row.state]}>{t(`states.${row.state}`)}</StatusBadge>,
    },
    {
      id: 'level',
      header: t('columns.level'),
      nowrap: true,
      cell: (row) => t(`levels.${row.level ?? 'none'}`),
    },
    { id: 'sections', header: t('columns.sections'), nowrap: true, cell: (row) => row.sections },
    { id: 'lessons', header: t('columns.lessons'), nowrap: true, cell: (row) => row.lessons },
    {
      id: 'order',
      header: t('columns.order'),
      cell: (row) => {
        const index = rows.indexOf(row);
        return (
          <MoveMenu name={row.name} index={index} count={rows.length} onMove={(to) => move(index, to)} />
        );
      },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: false,
      cell: (row) => (
        <button
          type="button"
          className={styles.quiet}
          disabled={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(row.id, {
              onSuccess: (answer) => {
                setNotice(t('duplicated', { name: row.name }));
                navigate(`/programs/${answer.program.id}`);
              },
            })
          }
        >
          {t('duplicate')}
        </button>
      ),
    },
  ];

  const newProgram = () =>
    create.mutate(t('newName'), { onSuccess: (answer) => navigate(`/programs/${answer.program.id}`) });
  const error = list.error ?? create.error ?? duplicate.error ?? reorder.error;

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <button
          type="button"
          className={styles.primary}
          onClick={newProgram}
          disabled={create.isPending}
          data-testid="new-program"
        >
          {t('newProgram')}
        </button>
      }
    >
      {error && <FormMessage kind="error">{error.message}</FormMessage>}
      {notice && <FormMessage kind="notice">{notice}</FormMessage>}
      {list.data && rows.length === 0 ? (
        <EmptyState title={t('empty.title')} testId="programs-empty">
          {t('empty.body')}
        </EmptyState>
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stacked
          testId="programs-table"
        />
      )}
    </ConsolePage>
  );
}
