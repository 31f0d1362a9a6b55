import { zonedDay } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { fieldErrorsOfMessage } from '../shared/field-errors';
import { useClearDaily, useSetDaily } from './home-api';
import { useHomeEditor } from './home-context';
import { PickedClasses } from './PickedClasses';
import { useHomeTexts } from './texts';

/** Class of the Day: the days set for the coming weeks (each cleared), and a class set for a chosen day at once. */
export function DailyEditor() {
  const { t } = useHomeTexts();
  const { answer } = useHomeEditor();
  const [day, setDay] = useState(() => zonedDay(new Date(), answer.timeZone));
  const [picked, setPicked] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  const set = useSetDaily();
  const clear = useClearDaily();
  const fields = set.error ? fieldErrorsOfMessage(set.error.message) : {};
  return (
    <section className={styles.panel} aria-labelledby="home-daily">
      <h2 id="home-daily">{t('daily')}</h2>
      {answer.dailyClasses.length === 0 ? (
        <p className={styles.muted}>{t('dailyNone')}</p>
      ) : (
        <ul className={styles.hits} aria-label={t('daily')}>
          {answer.dailyClasses.map((entry) => (
            <li key={entry.day}>
              <span>
                <strong>{entry.day}</strong> {entry.title}
              </span>
              <button
                type="button"
                className={styles.quiet}
                disabled={clear.isPending}
                aria-label={t('dailyClearDay', { day: entry.day })}
                onClick={() => clear.mutate(entry.day)}
              >
                {t('dailyClear')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.fields}>
        <FormField label={t('dailyDay')} error={fields.day}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldControlClass}
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <PickedClasses
        rowName={t('daily')}
        listLabel={t('dailyClass')}
        emptyText={t('dailyPick')}
        mediaIds={picked}
        error={fields.mediaId}
        onChange={(ids) => setPicked(ids.slice(-1))}
      />
      <div className={styles.inline}>
        <button
          type="button"
          className={styles.quiet}
          disabled={!picked[0] || !day || set.isPending}
          onClick={() =>
            set.mutate(
              { day, mediaId: picked[0] as string },
              { onSuccess: () => setNotice(t('dailySaved', { day })) },
            )
          }
          data-testid="set-daily"
        >
          {t('dailySet')}
        </button>
        <div role="status" aria-live="polite">
          {notice}
        </div>
      </div>
      {(set.error || clear.error) && !fields.mediaId && !fields.day && (
        <FormMessage kind="error">{(set.error ?? clear.error)?.message}</FormMessage>
      )}
    </section>
  );
}
