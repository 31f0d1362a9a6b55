import {
  type FieldErrors,
  type StudioMemberRow,
  studioMemberPaths,
  studioMemberRemovalSchema,
} from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import styles from './MemberPage.module.css';
import { useRemoveMember } from './members-api';
import { ReasonField } from './StaffFields';
import { useMemberTexts } from './texts';

/**
 * Removes a member's account for good (decision 056): their data offered for download first, their
 * e-mail typed again so the wrong member is never removed by a slip, and the reason the log keeps.
 */
export function RemoveDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: StudioMemberRow;
  onClose(): void;
  onRemoved(): void;
}) {
  const { t } = useMemberTexts();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(
      studioMemberRemovalSchema,
      { email, reason },
      (checked) => remove.mutateAsync({ userId: member.id, removal: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onRemoved();
  };

  return (
    <FormDialog
      title={t('page.remove.title', { name: member.name })}
      saveLabel={t('page.remove.save')}
      cancelLabel={t('grant.cancel')}
      busy={remove.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="remove-dialog"
    >
      <p className={styles.line}>{t('page.remove.body')}</p>
      <p className={styles.line}>
        <a href={studioMemberPaths.export(member.id)} download>
          {t('page.remove.export')}
        </a>
      </p>
      <FormField label={t('page.remove.field', { email: member.email })} error={errors.fields.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            className={fieldControlClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
