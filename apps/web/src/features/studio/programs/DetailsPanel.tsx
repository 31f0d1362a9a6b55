import { PROGRAM_LEVELS, type ProgramLevel } from '@releve/contracts';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useBuilder } from './builder-context';
import styles from './Programs.module.css';
import { useProgramTexts } from './texts';

/** The program's own fields: name, descriptions, level, group, poster (one of its lessons'). */
export function DetailsPanel() {
  const { t } = useProgramTexts();
  const { draft, change, errors } = useBuilder();
  const edit = (patch: Partial<typeof draft>) => change((d) => ({ ...d, ...patch }));
  const lessons = draft.sections
    .flatMap((s) => s.modules.flatMap((m) => m.lessons))
    .filter((l) => l.posterId);
  const posters = new Map(lessons.map((lesson) => [lesson.posterId as string, lesson.title]));
  if (draft.posterId && !posters.has(draft.posterId)) posters.set(draft.posterId, draft.posterId);
  return (
    <section className={styles.panel} aria-labelledby="builder-details">
      <h2 id="builder-details">{t('builder.details')}</h2>
      <div className={styles.fields}>
        <FormField label={t('builder.name')} error={errorOf(errors, 'name')}>
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.name}
              onChange={(e) => edit({ name: e.target.value })}
              data-testid="program-name"
            />
          )}
        </FormField>
        <FormField label={t('builder.level')} error={errorOf(errors, 'level')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.level ?? ''}
              onChange={(e) => edit({ level: (e.target.value || null) as ProgramLevel | null })}
            >
              <option value="">{t('levels.none')}</option>
              {PROGRAM_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`levels.${level}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('builder.group')}
          hint={t('builder.groupHint')}
          error={errorOf(errors, 'groupName')}
        >
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.groupName}
              onChange={(e) => edit({ groupName: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('builder.poster')} error={errorOf(errors, 'posterId')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.posterId ?? ''}
              onChange={(e) => edit({ posterId: e.target.value || null })}
            >
              <option value="">{t('builder.posterNone')}</option>
              {[...posters].map(([posterId, title]) => (
                <option key={posterId} value={posterId}>
                  {t('builder.posterOfLesson', { title })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={styles.wide}>
          <FormField
            label={t('builder.shortDescription')}
            hint={t('builder.shortHint')}
            error={errorOf(errors, 'shortDescription')}
          >
            {(control) => (
              <input
                {...control}
                className={fieldControlClass}
                value={draft.shortDescription}
                onChange={(e) => edit({ shortDescription: e.target.value })}
              />
            )}
          </FormField>
        </div>
        <div className={styles.wide}>
          <FormField
            label={t('builder.description')}
            hint={t('builder.descriptionHint')}
            error={errorOf(errors, 'description')}
          >
            {(control) => (
              <textarea
                {...control}
                className={`${fieldControlClass} ${styles.textarea}`}
                value={draft.description}
                onChange={(e) => edit({ description: e.target.value })}
              />
            )}
          </FormField>
        </div>
      </div>
    </section>
  );
}
