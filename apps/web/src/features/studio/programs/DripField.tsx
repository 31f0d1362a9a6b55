import type { StudioDrip } from '@releve/contracts';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Programs.module.css';
import { useProgramTexts } from './texts';

const KINDS = ['none', 'date', 'days', 'after-previous'] as const;

/** When a section opens: at once, on a date (a day in the studio's zone), days after starting, after the one before. */
export function DripField({
  drip,
  onChange,
  error,
  timeZone,
  first,
}: {
  drip: StudioDrip;
  onChange(drip: StudioDrip): void;
  error?: string | undefined;
  timeZone: string;
  /** The first section has no section before it. */
  first: boolean;
}) {
  const { t } = useProgramTexts();
  const pick = (kind: StudioDrip['kind']): StudioDrip =>
    kind === 'date'
      ? { kind, opensOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }
      : kind === 'days'
        ? { kind, days: 7 }
        : { kind };
  return (
    <div className={styles.fields}>
      <FormField
        label={t('builder.drip')}
        error={drip.kind === 'date' || drip.kind === 'days' ? undefined : error}
      >
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={drip.kind}
            onChange={(event) => onChange(pick(event.target.value as StudioDrip['kind']))}
          >
            {KINDS.filter((kind) => !(first && kind === 'after-previous')).map((kind) => (
              <option key={kind} value={kind}>
                {t(`builder.dripKinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {drip.kind === 'date' && (
        <FormField label={t('builder.dripDate')} error={error} hint={t('builder.dripDateHint', { timeZone })}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldControlClass}
              value={drip.opensOn}
              onChange={(event) => onChange({ kind: 'date', opensOn: event.target.value })}
            />
          )}
        </FormField>
      )}
      {drip.kind === 'days' && (
        <FormField label={t('builder.dripDays')} error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={3650}
              inputMode="numeric"
              className={fieldControlClass}
              value={Number.isNaN(drip.days) ? '' : drip.days}
              onChange={(event) => onChange({ kind: 'days', days: event.target.valueAsNumber })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
