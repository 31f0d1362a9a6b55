import { AUDIT_ACTIONS, type AuditEntry, type AuditFilters, isDay } from '@releve/contracts';
import { useEffect, useState } from 'react';
import { useAuditActors } from '../../api/audit';
import { FormField, fieldControlClass } from '../../shared/FormField';
import { useStudioTranslation } from '../../texts';
import styles from './ActivityPage.module.css';
import { type AuditAddress, hasFilters } from './audit-address';

/** The kinds of change, grouped as the filter offers them: by area, the command line's last. */
const groups = (() => {
  const byArea = new Map<string, string[]>();
  for (const action of AUDIT_ACTIONS) {
    const area = action.includes('.') ? (action.split('.')[0] as string) : 'member';
    byArea.set(area, [...(byArea.get(area) ?? []), action]);
  }
  return [...byArea];
})();

/**
 * A day typed in a date field counts once it is a whole day of this era: typing "2026" passes through
 * years 0002, 0020 and 0202, which would each read the log again.
 */
const settledDay = (value: string) => value === '' || (isDay(value) && value >= '1970-01-01');

interface Props {
  address: AuditAddress;
  /** The entries shown: they name a person no longer on the staff whom the address filters by. */
  entries: readonly AuditEntry[];
  onChange: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
}

/** Who, what kind of change, from and to (the studio's days): each change reads the log anew. */
export function ActivityFilters({ address, entries, onChange, onClear }: Props) {
  const { t } = useStudioTranslation();
  const people = (useAuditActors().data?.actors ?? []).map((actor) => ({
    id: actor.userId,
    email: !actor.email
      ? t('audit.unknownActor')
      : actor.staff
        ? actor.email
        : t('audit.formerStaff', { email: actor.email }),
  }));
  if (address.actor && !people.some((person) => person.id === address.actor)) {
    const seen = entries.find((entry) => entry.actor.userId === address.actor)?.actor.email;
    people.push({ id: address.actor, email: seen ?? t('audit.unknownActor') });
  }

  return (
    <search className={styles.filters} aria-label={t('audit.filters')}>
      <div className={styles.filterPair}>
        <FormField label={t('audit.filterWho')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={address.actor ?? ''}
              onChange={(event) => onChange({ actor: event.currentTarget.value || undefined })}
            >
              <option value="">{t('audit.anyone')}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.email}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('audit.filterWhat')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={address.action ?? ''}
              onChange={(event) =>
                onChange({ action: (event.currentTarget.value || undefined) as AuditFilters['action'] })
              }
            >
              <option value="">{t('audit.anyChange')}</option>
              {groups.map(([area, actions]) => (
                <optgroup key={area} label={t(`audit.actionGroups.${area}`)}>
                  {actions.map((action) => (
                    <option key={action} value={action}>
                      {t(`audit.actions.${action}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.filterPair}>
        <DayField
          label={t('audit.filterFrom')}
          day={address.from}
          max={address.to}
          onDay={(from) => onChange({ from })}
        />
        <DayField
          label={t('audit.filterTo')}
          day={address.to}
          min={address.from}
          onDay={(to) => onChange({ to })}
        />
      </div>
      {hasFilters(address) && (
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('audit.clearFilters')}
        </button>
      )}
    </search>
  );
}

/** A date field whose day is the address's: what is typed is kept until it is a whole day. */
function DayField({
  label,
  day,
  min,
  max,
  onDay,
}: {
  label: string;
  day: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onDay: (day: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(day ?? '');
  // Back, Forward or Clear filters moved the address: the field follows it.
  useEffect(() => setTyped(day ?? ''), [day]);
  return (
    <FormField label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={fieldControlClass}
          value={typed}
          min={min}
          max={max}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTyped(value);
            if (settledDay(value) && value !== (day ?? '')) onDay(value || undefined);
          }}
        />
      )}
    </FormField>
  );
}
