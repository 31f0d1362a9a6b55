import { type FieldErrors, magazineUpdateSchema, type StudioMagazine } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { saveChecked } from '../shared/field-errors';
import { useUpdateMagazine } from './api';
import { DescriptionField, TextField } from './LibraryFields';
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
      <TextField
        label={t('form.title')}
        value={title}
        onChange={setTitle}
        error={errors.fields.title}
        maxLength={200}
      />
      <DescriptionField value={description} onChange={setDescription} error={errors.fields.description} />
      <TextField
        label={t('form.buyUrl')}
        hint={t('form.buyUrlHint')}
        type="url"
        value={buyUrl}
        onChange={setBuyUrl}
        error={errors.fields.buyUrl}
        maxLength={500}
      />
    </FormDialog>
  );
}
