import { type FieldErrors, type LiveBreak, weeklyDays, weeklyRuleProblem } from '@releve/contracts';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import type { Draft } from './class-draft';
import styles from './Live.module.css';
import { dayLabel, weekdayName } from './live-calendar';
import { useLiveTranslation } from './texts';

interface Props {
  draft: Draft;
  set(change: Partial<Draft>): void;
  errors: FieldErrors;
  breaks: readonly LiveBreak[];
  timeZone: string;
  /** Changing one date: no repeat to choose. */
  onlyOnce: boolean;
  maxWeeks: number;
  /** Changing several dates of a series: the chosen date's day before the change. */
  seriesFrom?: string | undefined;
}

/** Monday first, as the week view shows them. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Once or every week, with its dates, and a preview of the classes it makes (breaks left out) at the
 * studio's clock time, named with its zone: the same rule the server applies (contracts' weeklyDays).
 */
export function RepeatFields({
  draft,
  set,
  errors,
  breaks,
  timeZone,
  onlyOnce,
  maxWeeks,
  seriesFrom,
}: Props) {
  const { t } = useLiveTranslation();
  const dayField = (field: 'day' | 'firstDay' | 'lastDay', label: string, hint?: string) => (
    <FormField
      label={label}
      hint={hint}
      error={errorOf(errors, field === 'day' && onlyOnce ? 'day' : `repeat.${field}`)}
    >
      {(control) => (
        <input
          {...control}
          className={fieldControlClass}
          type="date"
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
  const rule = { weekdays: draft.weekdays, firstDay: draft.firstDay, lastDay: draft.lastDay };
  const ruleOk = draft.kind === 'once' || (draft.firstDay !== '' && weeklyRuleProblem(rule) === null);
  const dates = !ruleOk
    ? []
    : draft.kind === 'once'
      ? weeklyDays({ weekdays: [0, 1, 2, 3, 4, 5, 6], firstDay: draft.day, lastDay: draft.day }, breaks)
      : weeklyDays(rule, breaks);
  return (
    <div className={styles.repeat}>
      {!onlyOnce && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('form.repeat')}</legend>
          {(['once', 'weekly'] as const).map((kind) => (
            <label key={kind} className={styles.check}>
              <input
                type="radio"
                name="repeat"
                checked={draft.kind === kind}
                onChange={() => set({ kind })}
              />
              {t(`form.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind === 'once' ? (
        <div className={styles.fields}>{dayField('day', t('form.day'))}</div>
      ) : (
        <>
          <fieldset className={styles.choices} aria-describedby="live-weekdays-error">
            <legend className={styles.legend}>{t('form.weekdays')}</legend>
            {WEEK_ORDER.map((weekday) => (
              <label key={weekday} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.weekdays.includes(weekday)}
                  onChange={(event) =>
                    set({
                      weekdays: event.target.checked
                        ? [...draft.weekdays, weekday]
                        : draft.weekdays.filter((value) => value !== weekday),
                    })
                  }
                />
                {weekdayName(weekday, 'short')}
              </label>
            ))}
            {errorOf(errors, 'repeat.weekdays') && (
              <p id="live-weekdays-error" className={styles.error}>
                {errorOf(errors, 'repeat.weekdays')}
              </p>
            )}
          </fieldset>
          <div className={styles.fields}>
            {dayField('firstDay', t('form.firstDay'))}
            {dayField('lastDay', t('form.lastDay'), t('form.lastDayHint', { weeks: maxWeeks }))}
          </div>
        </>
      )}
      <section
        className={styles.preview}
        aria-live="polite"
        aria-labelledby="live-preview"
        data-testid="live-preview"
      >
        <h3 id="live-preview" className={styles.formTitle}>
          {t('form.preview')}
        </h3>
        <p>
          {seriesFrom && draft.scope !== 'one'
            ? seriesFrom === draft.day
              ? t('form.previewSeriesStays', { count: 1 })
              : t('form.previewSeriesMoves', { from: dayLabel(seriesFrom), to: dayLabel(draft.day) })
            : dates.length === 0
              ? t('form.previewNone')
              : t('form.previewCount', {
                  count: dates.length,
                  first: dayLabel(dates[0] as string),
                  last: dayLabel(dates[dates.length - 1] as string),
                })}
        </p>
        <p className={styles.muted}>{t('form.previewZone', { time: draft.time, zone: timeZone })}</p>
      </section>
    </div>
  );
}
