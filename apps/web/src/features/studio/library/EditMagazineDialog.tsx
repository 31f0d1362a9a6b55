import { type FieldErrors, magazineUpdateSchema, type StudioMagazine } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import { useUpdateMagazine } from './api';
import { useLibraryTranslation } from './texts';

/** Changes an issue's title, description and shop link; its pages stay as they were made. */
export function EditMagazineDialog({ magazine, onClose }: { magazine: StudioMagazine; onClose(): void }) {
  const { t } = useLibraryTranslation();
  const update = useUpdateMagazine();
  const [title, setTitle] = useState(magazine.title);
  const [description, setDescription] = useState(magazine.description);
  const [buyUrl, setBuyUrl] = useState(magazine.buyUrl ?? '');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(
      magazineUpdateSchema,
      { title, description, buyUrl },
      (change) => update.mutateAsync({ id: magazine.id, change }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('edit.magazineTitle', { title: magazine.title })}
      saveLabel={t('edit.save')}
      cancelLabel={t('edit.cancel')}
      busy={update.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="edit-magazine"
    >
      <FormField label={t('form.title')} error={errors.fields.title}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('form.description')} error={errors.fields.description}>
        {(control) => (
          <textarea
            {...control}
            className={fieldControlClass}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('form.buyUrl')} hint={t('form.buyUrlHint')} error={errors.fields.buyUrl}>
        {(control) => (
          <input
            {...control}
            type="url"
            className={fieldControlClass}
            value={buyUrl}
            onChange={(event) => setBuyUrl(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
