import { type FieldErrors, resourceUpdateSchema, type StudioResource } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { saveChecked } from '../shared/field-errors';
import { useUpdateResource } from './api';
import { DescriptionField, type Placement, PlacementFields, TextField } from './LibraryFields';
import { useLibraryTranslation } from './texts';

interface Props {
  resource: StudioResource;
  programs: readonly { id: string; name: string }[];
  onClose(): void;
}

/** Changes a resource's title, description, program and who may open or download it; its PDF stays. */
export function EditResourceDialog({ resource, programs, onClose }: Props) {
  const { t } = useLibraryTranslation();
  const update = useUpdateResource();
  const [title, setTitle] = useState(resource.title);
  const [description, setDescription] = useState(resource.description);
  const [placement, setPlacement] = useState<Placement>({
    programId: resource.programId ?? '',
    access: resource.access,
    canDownload: resource.canDownload,
  });
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const { programId, ...rest } = placement;
    // A resource in no program stays so until a program is chosen.
    const change = { title, description, ...rest, ...(programId && { programId }) };
    const saved = await saveChecked(
      resourceUpdateSchema,
      change,
      (checked) => update.mutateAsync({ id: resource.id, change: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('edit.resourceTitle', { title: resource.title })}
      saveLabel={t('edit.save')}
      cancelLabel={t('edit.cancel')}
      busy={update.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="edit-resource"
    >
      <TextField
        label={t('form.title')}
        value={title}
        onChange={setTitle}
        error={errors.fields.title}
        maxLength={200}
      />
      <DescriptionField value={description} onChange={setDescription} error={errors.fields.description} />
      <PlacementFields
        programs={programs}
        value={placement}
        onChange={setPlacement}
        programError={errors.fields.programId}
        allowNoProgram={!resource.programId}
      />
    </FormDialog>
  );
}
