/**
 * The markdown report of `npm run bench -- all`: one table per area, each figure beside its bar with
 * a met / not met mark, and a summary first. Pure: it is given the figures (report-sections.ts turns
 * the benches' results into them) and the run's circumstances, and answers text.
 */

export interface Bar {
  comparison: '>=' | '<=';
  limit: number;
  /** How the bar reads, e.g. ">= 0.50x of /api/ping". */
  text: string;
}

export const atLeast = (limit: number, text: string): Bar => ({ comparison: '>=', limit, text });
export const atMost = (limit: number, text: string): Bar => ({ comparison: '<=', limit, text });

export interface Figure {
  what: string;
  /** The value compared with the bar; undefined when it could not be measured. */
  value: number | undefined;
  /** The figure as the report shows it, e.g. "0.73x (9,120 req/s)". */
  shown: string;
  /** None for a figure given for information. */
  bar?: Bar;
  /** Why the figure cannot count whatever its value (failed requests...): the bar is then not met. */
  invalid?: string;
}

export type Verdict = 'met' | 'not met' | 'not measured' | 'no bar';

export function verdictOf(figure: Figure): Verdict {
  if (!figure.bar) return 'no bar';
  if (figure.value === undefined || Number.isNaN(figure.value)) return 'not measured';
  if (figure.invalid) return 'not met';
  const { comparison, limit } = figure.bar;
  return (comparison === '>=' ? figure.value >= limit : figure.value <= limit) ? 'met' : 'not met';
}

export type Section = {
  title: string;
  /** How it was measured: database, durations, runs. */
  conditions?: string;
  /** Wall-clock seconds the bench took. */
  seconds?: number;
} & (
  | { status: 'ran'; figures: Figure[]; notes?: string[] }
  | { status: 'failed'; error: string }
  | { status: 'skipped'; reason: string }
);

export interface ReportContext {
  startedAt: Date;
  endedAt: Date;
  commit: string;
  machine: { cores: number; cpu: string; node: string };
  loadAverage: { start: string; end: string };
  /** The settings the run used, one line each (durations, runs, databases). */
  settings: string[];
}

/** A bar missed, a figure with a bar not measured, or a bench failed: what the exit code reports. */
export function problemsOf(sections: Section[]): string[] {
  const problems: string[] = [];
  for (const section of sections) {
    if (section.status === 'failed') problems.push(`${section.title}: failed (${firstLine(section.error)})`);
    if (section.status !== 'ran') continue;
    for (const figure of section.figures) {
      const verdict = verdictOf(figure);
      if (verdict === 'not met' || verdict === 'not measured') {
        problems.push(
          `${section.title}: ${figure.what}: ${figure.shown}, bar ${figure.bar?.text ?? ''} (${verdict}${figure.invalid ? `: ${figure.invalid}` : ''})`,
        );
      }
    }
  }
  return problems;
}

/** "1 run", "3 runs": a count with its noun. */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/** Pipes and line breaks would end a table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ');

function mark(figure: Figure): string {
  const verdict = verdictOf(figure);
  if (verdict === 'met') return 'met';
  if (verdict === 'no bar') return '';
  if (verdict === 'not measured') return '**not measured**';
  return figure.invalid ? `**not met** (${figure.invalid})` : '**not met**';
}

/** One area's figures as a markdown table. */
export function renderTable(figures: Figure[]): string {
  const rows = figures.map(
    (figure) =>
      `| ${cell(figure.what)} | ${cell(figure.shown)} | ${cell(figure.bar?.text ?? '(no bar)')} | ${mark(figure)} |`,
  );
  return ['| What | Measured | Bar | |', '|---|---|---|---|', ...rows].join('\n');
}

function summaryOf(section: Section): string {
  if (section.status === 'failed') return `**failed**: ${cell(firstLine(section.error))}`;
  if (section.status === 'skipped') return `skipped: ${cell(section.reason)}`;
  const verdicts = section.figures.map(verdictOf);
  const withBar = verdicts.filter((verdict) => verdict !== 'no bar').length;
  const met = verdicts.filter((verdict) => verdict === 'met').length;
  if (withBar === 0) return 'figures only (no bar)';
  if (met === withBar) return withBar === 1 ? 'its bar met' : `all ${withBar} bars met`;
  return `**${withBar - met} of ${counted(withBar, 'bar')} not met**`;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const duration = (seconds: number) =>
  seconds >= 90 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds)} s`;

export function renderReport(context: ReportContext, sections: Section[]): string {
  const { machine, loadAverage } = context;
  const totalSeconds = (context.endedAt.getTime() - context.startedAt.getTime()) / 1000;
  const problems = problemsOf(sections);
  const lines = [
    '# Relevé: where it stands',
    '',
    `Measured by \`npm run bench -- all\` from ${utc(context.startedAt)} to ${utc(context.endedAt)} ` +
      `(${duration(totalSeconds)}), commit ${context.commit}.`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpu}), Node.js ${machine.node}; load average (1, 5, 15 min) ` +
      `${loadAverage.start} at the start, ${loadAverage.end} at the end.`,
    '',
    "The bars are the quality guide's (quality.md, Performance). Times are taken on this machine, " +
      'throughputs as a share of `/api/ping` measured in the same run: a busy machine lowers the ' +
      'figures, so compare runs made on a quiet one.',
    '',
    'Settings:',
    '',
    ...context.settings.map((setting) => `- ${setting}`),
    '',
    '## Summary',
    '',
    '| Area | Result |',
    '|---|---|',
    ...sections.map((section) => `| ${cell(section.title)} | ${summaryOf(section)} |`),
    '',
    problems.length === 0
      ? 'Every bar measured is met.'
      : `${counted(problems.length, 'problem')}: a bar not met, not measured, or a bench that failed.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    const about = [
      section.conditions,
      section.seconds === undefined ? '' : `took ${duration(section.seconds)}`,
    ]
      .filter(Boolean)
      .join('; ');
    if (about) lines.push(`${about}.`, '');
    if (section.status === 'failed') {
      lines.push('**Failed:**', '', '```', section.error.trim(), '```');
    } else if (section.status === 'skipped') {
      lines.push(`Skipped: ${section.reason}`);
    } else {
      lines.push(renderTable(section.figures));
      for (const note of section.notes ?? []) lines.push('', note);
    }
  }
  return `${lines.join('\n')}\n`;
}
