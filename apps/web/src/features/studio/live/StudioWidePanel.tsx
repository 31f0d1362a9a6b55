import {
  type FieldErrors,
  type LiveBreak,
  studioLiveBreakWriteSchema,
  studioLiveDayNamesSchema,
} from '@releve/contracts';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/Buttons.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import styles from './Live.module.css';
import { useAddBreak, useRemoveBreak, useSaveDayNames } from './live-api';
import { dayLabel, weekdayName } from './live-calendar';
import { useLiveTranslation } from './texts';

/** Monday first, as the week shows them; stored Sunday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The owner's studio-wide settings of the schedule: breaks, and the days' themed names. */
export function StudioWidePanel({
  breaks,
  dayNames,
}: {
  breaks: readonly LiveBreak[];
  dayNames: readonly string[];
}) {
  const { t } = useLiveTranslation();
  const addBreak = useAddBreak();
  const removeBreak = useRemoveBreak();
  const saveNames = useSaveDayNames();
  const [pause, setPause] = useState({ name: '', firstDay: '', lastDay: '' });
  const [names, setNames] = useState<string[]>(() => [...dayNames]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ kind: 'notice' | 'error'; text: string }>();

  const run = async (work: () => Promise<string>) => {
    setOutcome(undefined);
    try {
      setOutcome({ kind: 'notice', text: await work() });
    } catch (error) {
      const message = (error as Error).message;
      setErrors(fieldErrorsOfMessage(message));
      setOutcome({ kind: 'error', text: message });
    }
  };
  const onAddBreak = (event: FormEvent) => {
    event.preventDefault();
    const checked = studioLiveBreakWriteSchema.safeParse(pause);
    setErrors(checked.success ? {} : fieldErrorsOfIssues(checked.error));
    if (!checked.success) return;
    void run(async () => {
      const { notified } = await addBreak.mutateAsync(checked.data);
      setPause({ name: '', firstDay: '', lastDay: '' });
      return t('studioWide.added', { count: notified });
    });
  };
  const onSaveNames = (event: FormEvent) => {
    event.preventDefault();
    const checked = studioLiveDayNamesSchema.safeParse({ dayNames: names });
    if (!checked.success) return setErrors(fieldErrorsOfIssues(checked.error));
    void run(async () => {
      await saveNames.mutateAsync(checked.data.dayNames);
      return t('studioWide.dayNamesSaved');
    });
  };

  return (
    <details className={styles.form} data-testid="live-studio-wide">
      <summary className={styles.formTitle}>{t('studioWide.heading')}</summary>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <form onSubmit={onAddBreak} noValidate aria-labelledby="live-breaks" className={styles.settingsForm}>
        <h3 id="live-breaks" className={styles.formTitle}>
          {t('studioWide.breaks')}
        </h3>
        <p className={styles.muted}>{t('studioWide.breaksHelp')}</p>
        <ul className={styles.breakList}>
          {breaks.length === 0 && <li className={styles.muted}>{t('studioWide.noBreaks')}</li>}
          {breaks.map((item) => (
            <li key={item.id}>
              {item.name}: {dayLabel(item.firstDay)} – {dayLabel(item.lastDay)}{' '}
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  void run(async () => {
                    await removeBreak.mutateAsync(item.id);
                    return t('studioWide.removed');
                  })
                }
              >
                {t('studioWide.remove', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.fields}>
          {(['name', 'firstDay', 'lastDay'] as const).map((field) => (
            <FormField
              key={field}
              label={t(`studioWide.${field === 'name' ? 'breakName' : field}`)}
              error={errorOf(errors, field)}
            >
              {(control) => (
                <input
                  {...control}
                  className={fieldControlClass}
                  type={field === 'name' ? 'text' : 'date'}
                  value={pause[field]}
                  onChange={(event) => setPause({ ...pause, [field]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.outlined} disabled={addBreak.isPending}>
            {t('studioWide.addBreak')}
          </button>
        </div>
      </form>
      <form
        onSubmit={onSaveNames}
        noValidate
        aria-labelledby="live-day-names"
        className={styles.settingsForm}
      >
        <h3 id="live-day-names" className={styles.formTitle}>
          {t('studioWide.dayNames')}
        </h3>
        <p className={styles.muted}>{t('studioWide.dayNamesHelp')}</p>
        <div className={styles.fields}>
          {WEEK_ORDER.map((weekday) => (
            <FormField
              key={weekday}
              label={weekdayName(weekday)}
              error={errorOf(errors, `dayNames.${weekday}`)}
            >
              {(control) => (
                <input
                  {...control}
                  className={fieldControlClass}
                  value={names[weekday] ?? ''}
                  maxLength={40}
                  onChange={(event) =>
                    setNames(names.map((name, index) => (index === weekday ? event.target.value : name)))
                  }
                />
              )}
            </FormField>
          ))}
        </div>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.outlined} disabled={saveNames.isPending}>
            {t('studioWide.saveDayNames')}
          </button>
        </div>
      </form>
    </details>
  );
}
