import {
  type FieldErrors,
  RESOURCE_ACCESS,
  type ResourceAccess,
  resourceUpdateSchema,
  type StudioResource,
} from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import { useUpdateResource } from './api';
import styles from './Library.module.css';
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
  const [programId, setProgramId] = useState(resource.programId ?? programs[0]?.id ?? '');
  const [access, setAccess] = useState<ResourceAccess>(resource.access);
  const [canDownload, setCanDownload] = useState(resource.canDownload);
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const change = { title, description, access, canDownload, ...(programId && { programId }) };
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
      <FormField label={t('form.program')} error={errors.fields.programId}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={programId}
            onChange={(event) => setProgramId(event.target.value)}
          >
            {!resource.programId && <option value="">{t('resources.noProgram')}</option>}
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('form.access')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={access}
            onChange={(event) => setAccess(event.target.value as ResourceAccess)}
          >
            {RESOURCE_ACCESS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`resources.access.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={canDownload}
          onChange={(event) => setCanDownload(event.target.checked)}
        />
        {t('form.canDownload')}
      </label>
    </FormDialog>
  );
}
