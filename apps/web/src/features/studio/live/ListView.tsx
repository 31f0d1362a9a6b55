import type { StudioLiveClass } from '@releve/contracts';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { ClassActions, type LiveAction } from './ClassActions';
import { ClassState } from './ClassSummary';
import { dayLabel } from './live-calendar';
import { useLiveTranslation } from './texts';
import { useStudioClock } from './use-studio-clock';

interface Props {
  classes: readonly StudioLiveClass[];
  onAction(action: LiveAction, item: StudioLiveClass): void;
}

/** The week's classes as a table, earliest first: each one's day and time (the studio's), who teaches it, how full. */
export function ListView({ classes, onAction }: Props) {
  const { t } = useLiveTranslation();
  const clock = useStudioClock();
  const columns: TableColumn<StudioLiveClass>[] = [
    {
      id: 'when',
      header: t('columns.when'),
      nowrap: true,
      cell: (item) => `${dayLabel(item.day)}, ${clock.show(item.time)}`,
    },
    {
      id: 'name',
      header: t('columns.name'),
      wide: true,
      cell: (item) => (item.seriesId ? `${item.name} (${t('weekly')})` : item.name),
    },
    {
      id: 'instructor',
      header: t('columns.instructor'),
      cell: (item) => item.instructorName ?? t('noInstructor'),
    },
    { id: 'state', header: t('columns.state'), nowrap: true, cell: (item) => <ClassState item={item} /> },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (item) => <ClassActions item={item} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={classes}
      rowKey={(item) => item.id}
      stacked
      testId="live-list"
    />
  );
}
