import { FormField, fieldControlClass } from '../shared/FormField';
import { useCollectionTexts } from './texts';

/** The poster: none, or one of its classes' posters (as the Programs builder's), or the one it has. */
export function PosterField({
  value,
  classes,
  error,
  onChange,
}: {
  value: string | null;
  classes: readonly { posterId: string | null; title: string }[];
  error: string | undefined;
  onChange(posterId: string | null): void;
}) {
  const { t } = useCollectionTexts();
  const posters = new Map<string, string>();
  for (const one of classes)
    if (one.posterId && !posters.has(one.posterId))
      posters.set(one.posterId, t('editor.posterOf', { title: one.title }));
  if (value && !posters.has(value)) posters.set(value, t('editor.posterKept'));
  return (
    <FormField label={t('editor.poster')} error={error}>
      {(control) => (
        <select
          {...control}
          className={fieldControlClass}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('editor.posterNone')}</option>
          {[...posters].map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
