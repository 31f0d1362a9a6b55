import type { AuditEntry } from '@releve/contracts';
import type { TableColumn } from '../../shared/DataTable';
import { useStudioTranslation } from '../../texts';
import styles from './ActivityPage.module.css';
import { changedFields, describeTarget, show } from './describe-change';
import { entryTimes } from './entry-time';

/** A camelCase field name in words, for a field the texts do not name (`video.state`: "Video state"). */
const inWords = (field: string) => {
  const words = field
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The Activity table's columns: when (the studio's time), who, what (in words, and on what), what changed. */
export function useEntryColumns(timeZone: string): TableColumn<AuditEntry>[] {
  const { t } = useStudioTranslation();
  const field = (name: string) => t(`audit.fields.${name}`, { defaultValue: inWords(name) });
  const value = (name: string, raw: unknown) => {
    if (name === 'role') return raw ? t(`roles.${raw}`, { defaultValue: String(raw) }) : t('audit.noRole');
    return show(raw) ?? t('audit.nothing');
  };
  const action = (name: string) => t(`audit.actions.${name}`, { defaultValue: name });

  return [
    {
      id: 'when',
      header: t('audit.when'),
      labelWhenStacked: false,
      nowrap: true,
      cell: (entry) => {
        const { short, full } = entryTimes(entry.at, timeZone);
        return (
          <time dateTime={entry.at} title={full}>
            {short}
          </time>
        );
      },
    },
    {
      id: 'who',
      header: t('audit.who'),
      cell: (entry) => entry.actor.email ?? t('audit.unknownActor'),
    },
    {
      id: 'what',
      header: t('audit.what'),
      labelWhenStacked: false,
      cell: (entry) => {
        const target = describeTarget(entry.target, entry.before, entry.after);
        return (
          <>
            <span className={styles.action}>{action(entry.action)}</span>
            {target && (
              <span className={styles.target}>
                {target.kind &&
                  `${t(`audit.targets.${target.kind}`, { defaultValue: inWords(target.kind) })} · `}
                {target.name ?? <code>{target.id}</code>}
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'changes',
      header: t('audit.changes'),
      cell: (entry) => {
        const changes = changedFields(entry.before, entry.after);
        if (changes.length === 0) return <span className={styles.none}>{t('audit.nothing')}</span>;
        return (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                {change.field && <span className={styles.field}>{field(change.field)}: </span>}
                {'before' in change && (
                  <span className={styles.before}>{value(change.field, change.before)}</span>
                )}
                {'before' in change && 'after' in change && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> {t('audit.changedTo')} </span>
                  </>
                )}
                {'after' in change && <span>{value(change.field, change.after)}</span>}
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
}
