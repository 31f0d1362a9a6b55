import {
  type InsightsClassRow,
  type InsightsProgramRow,
  type InsightsRange,
  studioInsightsClassesPath,
  studioInsightsClassesSchema,
} from '@releve/contracts';
import activity from '../Activity.module.css';
import { useActivityTexts } from '../activity-texts';
import { BarList } from '../BarList';
import { ChartFrame } from '../ChartFrame';
import { DashboardWaiting } from '../DashboardWaiting';
import { type DashboardProps, useDashboardAnswer } from '../dashboard';
import { FigureCard } from '../FigureCard';
import type { FigureFormat } from '../format';
import styles from '../Insights.module.css';
import { TimeSeriesChart } from '../TimeSeriesChart';

type ClassList = 'topByPlays' | 'topByCompletion' | 'leftEarly';

/** Funnels drawn (the busiest programs) and live classes drawn (the most reserved); the tables hold all. */
const PROGRAMS_DRAWN = 6;
const LIVE_DRAWN = 12;

/** Classes (issue 36, decision 058): what members watched, finished, left early, and the live classes. */
export default function ClassesDashboard(props: DashboardProps) {
  const { t } = useActivityTexts();
  const { data, error, format } = useDashboardAnswer(
    studioInsightsClassesPath,
    studioInsightsClassesSchema,
    props,
  );
  if (!data) return <DashboardWaiting error={error} />;
  const { range } = data;
  const stepColumn = { label: t('columns.step'), kind: 'day' as const };
  const classTable = (rows: InsightsClassRow[]) => ({
    columns: [
      { label: t('columns.class'), kind: 'text' as const },
      { label: t('columns.plays'), kind: 'count' as const },
      { label: t('columns.completed'), kind: 'count' as const },
      { label: t('columns.completionRate'), kind: 'percent' as const },
      { label: t('columns.medianStop'), kind: 'percent' as const },
      { label: t('columns.minutes'), kind: 'count' as const },
    ],
    rows: rows.map((row) => [
      row.title,
      row.plays,
      row.completed,
      row.completionRate,
      row.medianStop,
      row.minutesWatched,
    ]),
  });
  const classBars = (list: ClassList) =>
    data[list].map((row) => {
      const value =
        list === 'topByPlays' ? row.plays : list === 'topByCompletion' ? row.completionRate : row.medianStop;
      const text =
        list === 'topByPlays'
          ? format.count(row.plays)
          : list === 'topByCompletion'
            ? format.percent(row.completionRate)
            : t('classes.stoppedBy', { value: format.percent(row.medianStop) });
      return { label: `${row.title} (${row.mediaId})`, value: value ?? 0, text };
    });
  const chart = (list: ClassList) => (
    <ChartFrame
      key={list}
      id={list}
      title={t(`classes.${list}`)}
      how={t(`how.${list}`)}
      format={format}
      range={range}
      table={classTable(data[list])}
    >
      {data[list].length ? <BarList items={classBars(list)} /> : <p>{t('classes.empty')}</p>}
    </ChartFrame>
  );
  return (
    <div className={styles.dashboard} data-testid="insights-classes">
      <div className={styles.cards}>
        <FigureCard
          id="minutes-watched"
          label={t('classes.minutesWatched')}
          figure={data.minutesWatched}
          kind="count"
          how={t('how.minutesWatched')}
          format={format}
        />
        <FigureCard
          id="active-viewers"
          label={t('classes.activeViewers')}
          figure={data.activeViewers}
          kind="count"
          how={`${t('how.activeViewers')}${data.detailedSince ? ` ${t('classes.detailedSince', { day: format.day(data.detailedSince) })}` : ''}`}
          format={format}
        />
        <FigureCard
          id="plays"
          label={t('classes.plays')}
          figure={data.plays}
          kind="count"
          how={t('how.plays')}
          format={format}
        />
        <FigureCard
          id="completion-rate"
          label={t('classes.completionRate')}
          figure={data.completionRate}
          kind="percent"
          how={t('how.completionRate')}
          format={format}
        />
      </div>
      <ChartFrame
        id="minutes-series"
        title={t('classes.minutesSeries')}
        how={t('how.minutesSeries')}
        format={format}
        range={range}
        table={{
          columns: [
            stepColumn,
            { label: t('columns.minutes'), kind: 'count' },
            { label: t('columns.plays'), kind: 'count' },
          ],
          rows: data.minutesSeries.map((point, index) => [
            point.day,
            point.value,
            data.playsSeries[index]?.value ?? 0,
          ]),
        }}
      >
        <TimeSeriesChart points={data.minutesSeries} axisValue={format.count} />
      </ChartFrame>
      <ChartFrame
        id="viewers-series"
        title={t('classes.viewersSeries')}
        how={t('how.viewersSeries')}
        format={format}
        range={range}
        table={{
          columns: [stepColumn, { label: t('columns.viewers'), kind: 'count' }],
          rows: data.viewersSeries.map((point) => [point.day, point.value]),
        }}
      >
        <TimeSeriesChart points={data.viewersSeries} axisValue={format.count} />
      </ChartFrame>
      {chart('topByPlays')}
      {chart('topByCompletion')}
      {chart('leftEarly')}
      <ProgramFunnels programs={data.programs} format={format} range={range} />
      <LiveClasses live={data.live} format={format} range={range} />
    </div>
  );
}

interface PartProps {
  format: FigureFormat;
  range: InsightsRange;
}

/** Each program's funnel: started, then each section completed, then finished (bars drawn in CSS). */
function ProgramFunnels({ programs, format, range }: PartProps & { programs: InsightsProgramRow[] }) {
  const { t } = useActivityTexts();
  const stages = (program: InsightsProgramRow) => [
    { label: t('classes.started'), value: program.started },
    ...program.funnel.map((section) => ({ label: section.name, value: section.members })),
    { label: t('classes.finished'), value: program.finished },
  ];
  return (
    <ChartFrame
      id="programs"
      title={t('classes.programs')}
      how={t('how.programs')}
      format={format}
      range={range}
      table={{
        columns: [
          { label: t('columns.program'), kind: 'text' },
          { label: t('columns.stage'), kind: 'text' },
          { label: t('columns.members'), kind: 'count' },
        ],
        rows: programs.flatMap((program) => [
          [program.name, t('classes.activeMembers'), program.activeMembers],
          ...stages(program).map((stage) => [program.name, stage.label, stage.value]),
        ]),
      }}
    >
      {programs.length === 0 && <p>{t('classes.empty')}</p>}
      {programs.slice(0, PROGRAMS_DRAWN).map((program) => (
        <div key={program.programId} className={activity.funnel}>
          <h4 className={activity.funnelTitle}>{program.name}</h4>
          <p className={activity.funnelSummary}>
            {t('classes.programSummary', {
              active: format.count(program.activeMembers),
              started: format.count(program.started),
              finished: format.count(program.finished),
            })}
          </p>
          <BarList
            items={stages(program).map((stage, index) => ({
              label: `${index}. ${stage.label}`,
              value: stage.value,
              text: format.count(stage.value),
            }))}
          />
        </div>
      ))}
    </ChartFrame>
  );
}

/** The live classes held in the range: totals beside the period before, and each class's numbers. */
function LiveClasses({
  live,
  format,
  range,
}: PartProps & { live: ReturnType<typeof studioInsightsClassesSchema.parse>['live'] }) {
  const { t } = useActivityTexts();
  // On the studio's clock, as the console's live schedule shows them.
  const when = new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: range.timeZone,
  });
  return (
    <>
      <div className={styles.cards}>
        <FigureCard
          id="live-classes"
          label={t('classes.liveClasses')}
          figure={live.classes}
          kind="count"
          how={t('how.live')}
          format={format}
        />
        <FigureCard
          id="live-reservations"
          label={t('classes.reservations')}
          figure={live.reservations}
          kind="count"
          how={t('how.live')}
          format={format}
        />
        <FigureCard
          id="live-attended"
          label={t('classes.attended')}
          figure={live.attended}
          kind="count"
          how={t('how.live')}
          format={format}
        />
        <FigureCard
          id="live-show-up"
          label={t('classes.showUpRate')}
          figure={live.showUpRate}
          kind="percent"
          how={t('how.live')}
          format={format}
        />
      </div>
      <ChartFrame
        id="live"
        title={t('classes.live')}
        how={t('how.live')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.liveClass'), kind: 'text' },
            { label: t('columns.startsAt'), kind: 'text' },
            { label: t('columns.reservations'), kind: 'count' },
            { label: t('columns.attended'), kind: 'count' },
            { label: t('columns.reservedAndAttended'), kind: 'count' },
          ],
          rows: live.rows.map((row) => [
            row.name,
            when.format(new Date(row.startsAt)),
            row.reservations,
            row.attended,
            row.reservedAndAttended,
          ]),
        }}
      >
        {live.rows.length === 0 && <p>{t('classes.empty')}</p>}
        <BarList
          items={[...live.rows]
            .sort((a, b) => b.reservations - a.reservations)
            .slice(0, LIVE_DRAWN)
            .map((row) => ({
              label: `${row.name}, ${when.format(new Date(row.startsAt))}`,
              value: row.reservations,
              text: `${format.count(row.attended)} / ${format.count(row.reservations)}`,
            }))}
        />
      </ChartFrame>
    </>
  );
}
