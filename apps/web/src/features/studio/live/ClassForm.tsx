import {
  CLASS_LEVELS,
  clockTimeMessage,
  type FieldErrors,
  formatClockTime,
  LIVE_SCOPES,
  type LiveBreak,
  parseClockTime,
  RECURRING_MAX_WEEKS,
  type StudioLiveClass,
  type StudioLiveCreate,
  studioLiveCreateSchema,
} from '@releve/contracts';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/Buttons.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { type Draft, draftOf, toBody } from './class-draft';
import styles from './Live.module.css';
import { useCreateLiveClass, useEditLiveClass } from './live-api';
import { RepeatFields } from './RepeatFields';
import { useLiveTranslation } from './texts';
import { useStudioClock } from './use-studio-clock';

interface Props {
  timeZone: string;
  breaks: readonly LiveBreak[];
  /** The owner picks the instructor; an instructor teaches what she schedules. */
  instructors: readonly { userId: string; name: string }[] | null;
  /** A class to change (that one date only); none: a new class. */
  editing?: StudioLiveClass;
  today: string;
  onDone(message: string): void;
}

/**
 * Schedules a class, once or every week, or changes one date of it. Checked with the server's own
 * schema before it is sent; a refusal's messages go beside their fields, and nothing is saved.
 */
export function ClassForm({ timeZone, breaks, instructors, editing, today, onDone }: Props) {
  const { t } = useLiveTranslation();
  const create = useCreateLiveClass();
  const edit = useEditLiveClass();
  const { twelveHour } = useStudioClock();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, today, twelveHour));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const busy = create.isPending || edit.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: StudioLiveCreate = toBody(draft);
    const checked = studioLiveCreateSchema.safeParse(body);
    const badTime = parseClockTime(draft.time) === null;
    if (!checked.success || badTime) {
      setErrors({
        ...(checked.success ? {} : fieldErrorsOfIssues(checked.error)),
        ...(badTime ? { time: clockTimeMessage(twelveHour) } : {}),
      });
      setFailure(t('form.fixErrors'));
      return;
    }
    setErrors({});
    setFailure(undefined);
    try {
      if (editing) {
        const { repeat: _repeat, ...fields } = body;
        const { classes } = await edit.mutateAsync({
          id: editing.id,
          body: { ...fields, day: draft.day, scope: draft.scope },
        });
        onDone(t('form.changed', { name: body.name, count: classes.length }));
      } else {
        const { classes } = await create.mutateAsync(body);
        onDone(t('form.saved', { name: body.name, count: classes.length }));
      }
    } catch (error) {
      const message = (error as Error).message;
      const fields = fieldErrorsOfMessage(message);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? t('form.fixErrors') : message);
    }
  };

  const text = (field: 'name' | 'zoomUrl' | 'tags', label: string, hint?: string) => (
    <FormField label={label} error={errorOf(errors, field)} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={fieldControlClass}
          value={draft[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="live-form-title"
      data-testid="live-form"
    >
      <h2 id="live-form-title" className={styles.formTitle}>
        {editing ? editing.name : t('form.title')}
      </h2>
      <div className={styles.fields}>
        {text('name', t('form.name'))}
        {instructors && (
          <FormField label={t('form.instructor')} error={errorOf(errors, 'instructorId')}>
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={draft.instructorId}
                onChange={(event) => set({ instructorId: event.target.value })}
              >
                <option value="">{t('noInstructor')}</option>
                {instructors.map((staff) => (
                  <option key={staff.userId} value={staff.userId}>
                    {staff.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField label={t('form.level')} error={errorOf(errors, 'level')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.level}
              onChange={(event) => set({ level: event.target.value })}
            >
              <option value="">{t('form.anyLevel')}</option>
              {CLASS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`form.levels.${level}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('tags', t('form.tags'), t('form.tagsHint'))}
        {text('zoomUrl', t('form.zoomUrl'), t('form.zoomHint'))}
        <FormField
          label={t('form.capacity')}
          error={errorOf(errors, 'capacity')}
          hint={t('form.capacityHint')}
        >
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.capacity}
              onChange={(event) => set({ capacity: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={t('form.time', { zone: timeZone })}
          error={errorOf(errors, 'time')}
          hint={twelveHour ? t('form.timeHint12') : t('form.timeHint24')}
        >
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              inputMode="text"
              autoComplete="off"
              placeholder={twelveHour ? '6:00 PM' : '18:00'}
              value={draft.time}
              onChange={(event) => set({ time: event.target.value })}
              onBlur={() => {
                const parsed = parseClockTime(draft.time);
                if (parsed) set({ time: formatClockTime(parsed, twelveHour) });
              }}
            />
          )}
        </FormField>
        <FormField label={t('form.minutes')} error={errorOf(errors, 'minutes')}>
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              type="number"
              min={15}
              step={5}
              value={draft.minutes}
              onChange={(event) => set({ minutes: event.target.value })}
            />
          )}
        </FormField>
        <div className={styles.wideField}>
          <FormField label={t('form.description')} error={errorOf(errors, 'description')}>
            {(control) => (
              <textarea
                {...control}
                className={fieldControlClass}
                rows={3}
                value={draft.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            )}
          </FormField>
        </div>
      </div>
      {editing?.seriesId && (
        <fieldset className={styles.choices} data-testid="live-scope">
          <legend className={styles.legend}>{t('form.scope')}</legend>
          {LIVE_SCOPES.map((scope) => (
            <label key={scope} className={styles.check}>
              <input
                type="radio"
                name="live-scope"
                checked={draft.scope === scope}
                onChange={() => set({ scope })}
              />
              {t(`form.scopes.${scope}`)}
            </label>
          ))}
          {draft.scope !== 'one' && <p className={styles.scopeHint}>{t('form.scopeHint')}</p>}
          {errorOf(errors, 'scope') && (
            <p className={styles.error} role="alert">
              {errorOf(errors, 'scope')}
            </p>
          )}
        </fieldset>
      )}
      <RepeatFields
        draft={draft}
        set={set}
        errors={errors}
        breaks={breaks}
        timeZone={timeZone}
        onlyOnce={Boolean(editing)}
        seriesFrom={editing?.seriesId ? editing.day : undefined}
        maxWeeks={RECURRING_MAX_WEEKS}
      />
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className={buttons.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
