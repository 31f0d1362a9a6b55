import { type FieldErrors, type StudioMemberRow, studioEmailChangeSchema } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import { useChangeEmail } from './members-api';
import { ReasonField } from './StaffFields';
import { useMemberTexts } from './texts';

/** A new e-mail for a member who lost the old inbox, with the reason the activity log keeps. */
export function EmailDialog({ member, onClose }: { member: StudioMemberRow; onClose(): void }) {
  const { t } = useMemberTexts();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(
      studioEmailChangeSchema,
      { email, reason },
      (checked) => change.mutateAsync({ userId: member.id, change: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('page.email.title', { name: member.name })}
      saveLabel={t('page.email.save')}
      cancelLabel={t('grant.cancel')}
      busy={change.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="email-dialog"
    >
      <FormField
        label={t('page.email.field')}
        hint={t('page.email.hint', { email: member.email })}
        error={errors.fields.email}
      >
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
