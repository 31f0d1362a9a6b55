import { type FieldErrors, type StudioReason, studioReasonSchema } from '@releve/contracts';
import { type ReactNode, useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { saveChecked } from '../shared/field-errors';
import styles from './MemberPage.module.css';
import { ReasonField } from './StaffFields';
import { useMemberTexts } from './texts';

interface Props {
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  saveLabel: string;
  busy: boolean;
  /** Makes the change with the reason given; its refusal is shown in the dialog. */
  act(reason: StudioReason): Promise<unknown>;
  onClose(): void;
  testId: string;
}

/**
 * An action on a member that needs only why, which the activity log keeps: revoking access,
 * cancelling or resuming their subscription.
 */
export function ReasonDialog({ title, children, saveLabel, busy, act, onClose, testId }: Props) {
  const { t } = useMemberTexts();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(studioReasonSchema, { reason }, act, (fields, whole) =>
      setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={title}
      saveLabel={saveLabel}
      cancelLabel={t('grant.cancel')}
      busy={busy}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId={testId}
    >
      <p className={styles.line}>{children}</p>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
