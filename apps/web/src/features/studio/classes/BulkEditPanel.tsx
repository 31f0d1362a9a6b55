import { CLASS_ACCESS, CLASS_LEVELS, type FieldErrors, studioBulkEditSchema } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, fieldErrorsOfIssues, fieldErrorsOfMessage } from '../shared/field-errors';
import { useStudioMay } from '../shared/use-studio-may';
import styles from './ClassesPage.module.css';
import { useBulkEditClasses } from './class-api';
import { useClassTexts } from './texts';

const KEEP = '';
const NONE = '-';
const tagList = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The same change to every selected class (all of them or none, server-side): level, instructor,
 * tags added or removed, publication time (roles that may publish), access. Empty means "keep".
 */
export function BulkEditPanel({
  ids,
  timeZone,
  onDone,
}: {
  ids: string[];
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useClassTexts();
  const mayPublish = useStudioMay('classes.publish');
  const bulk = useBulkEditClasses();
  const [level, setLevel] = useState(KEEP);
  const [instructor, setInstructor] = useState('');
  const [addTags, setAddTags] = useState('');
  const [removeTags, setRemoveTags] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [access, setAccess] = useState(KEEP);
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = () => {
    const edit = {
      ids,
      ...(level !== KEEP ? { level: level === NONE ? null : level } : {}),
      ...(instructor.trim() ? { instructor } : {}),
      ...(addTags.trim() ? { addTags: tagList(addTags) } : {}),
      ...(removeTags.trim() ? { removeTags: tagList(removeTags) } : {}),
      ...(publishAt ? { publishAt } : {}),
      ...(access !== KEEP ? { access } : {}),
    };
    const checked = studioBulkEditSchema.safeParse(edit);
    if (!checked.success) return setErrors(fieldErrorsOfIssues(checked.error));
    setErrors({});
    bulk.mutate(checked.data, {
      onSuccess: () => onDone(),
      onError: (error) => setErrors(fieldErrorsOfMessage(error.message)),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="bulk-title" data-testid="bulk-edit">
      <h2 id="bulk-title">{t('bulk.title', { count: ids.length })}</h2>
      <FormField label={t('editor.level')} error={errorOf(errors, 'level')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={level}
            onChange={(e) => setLevel(e.target.value)}
          >
            <option value={KEEP}>{t('bulk.keep')}</option>
            <option value={NONE}>{t('bulk.none')}</option>
            {CLASS_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`levels.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('editor.instructor')} error={errorOf(errors, 'instructor')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={instructor}
            onChange={(e) => setInstructor(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('bulk.addTags')} hint={t('bulk.tagsHint')} error={errorOf(errors, 'addTags')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={addTags}
            onChange={(e) => setAddTags(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('bulk.removeTags')} error={errorOf(errors, 'removeTags')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={removeTags}
            onChange={(e) => setRemoveTags(e.target.value)}
          />
        )}
      </FormField>
      {mayPublish && (
        <FormField
          label={t('bulk.publishAt')}
          hint={t('editor.publishAtHint', { zone: timeZone })}
          error={errorOf(errors, 'publishAt')}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={fieldControlClass}
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label={t('editor.access')} error={errorOf(errors, 'access')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={access}
            onChange={(e) => setAccess(e.target.value)}
          >
            <option value={KEEP}>{t('bulk.keep')}</option>
            {CLASS_ACCESS.map((value) => (
              <option key={value} value={value}>
                {t(`access.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(errors.ids || (bulk.isError && Object.keys(errors).length === 0)) && (
        <FormMessage kind="error">{errors.ids ?? bulk.error?.message}</FormMessage>
      )}
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.apply}
          onClick={apply}
          disabled={bulk.isPending}
          data-testid="bulk-apply"
        >
          {t('bulk.apply')}
        </button>
        <button type="button" className={styles.clear} onClick={onDone}>
          {t('bulk.clear')}
        </button>
      </div>
    </section>
  );
}
