import {
  addDays,
  INSIGHTS_PRESETS,
  type InsightsRange,
  type InsightsRangeQuery,
  isDay,
  zonedDay,
} from '@releve/contracts';
import { fieldControlClass } from '../shared/FormField';
import presetStyles from '../shared/Presets.module.css';
import styles from './Insights.module.css';
import { useInsightsTexts } from './texts';

interface Props {
  /** The range the dashboard answered for (undefined until its first answer). */
  shown: InsightsRange | undefined;
  asked: InsightsRangeQuery;
  onChange: (range: InsightsRangeQuery) => void;
}

/** The range: the last 7, 30, 90 or 365 of the studio's days, or any two days (at most 366 apart). */
export function RangePicker({ shown, asked, onChange }: Props) {
  const { t } = useInsightsTexts();
  const today = shown ? zonedDay(new Date(), shown.timeZone) : undefined;
  const from = shown?.from ?? asked.from ?? '';
  const to = shown?.to ?? asked.to ?? '';
  return (
    <fieldset className={styles.range}>
      <legend className={styles.visuallyHidden}>{t('rangeLabel')}</legend>
      {today && (
        <div className={styles.presets}>
          {INSIGHTS_PRESETS.map((days) => {
            const start = addDays(today, -(days - 1));
            return (
              <button
                key={days}
                type="button"
                className={presetStyles.preset}
                aria-pressed={from === start && to === today}
                onClick={() => onChange(days === 30 ? {} : { from: start, to: today })}
              >
                {t(`presets.${days}`)}
              </button>
            );
          })}
        </div>
      )}
      <label className={styles.day}>
        <span>{t('from')}</span>
        <input
          type="date"
          className={fieldControlClass}
          value={from}
          max={to || undefined}
          onChange={(event) =>
            isDay(event.target.value) && onChange({ from: event.target.value, to: to || undefined })
          }
        />
      </label>
      <label className={styles.day}>
        <span>{t('to')}</span>
        <input
          type="date"
          className={fieldControlClass}
          value={to}
          min={from || undefined}
          max={today}
          onChange={(event) =>
            isDay(event.target.value) && onChange({ from: from || undefined, to: event.target.value })
          }
        />
      </label>
      {shown && (
        <p className={styles.zone}>
          {t('zone', {
            zone: shown.timeZone,
            previousFrom: shown.previousFrom,
            previousTo: shown.previousTo,
          })}
        </p>
      )}
    </fieldset>
  );
}
