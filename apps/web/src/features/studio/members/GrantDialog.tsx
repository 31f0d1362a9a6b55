import { type FieldErrors, GRANT_MAX_DAYS, type StudioMemberRow, studioGrantSchema } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import { useGrantAccess } from './members-api';
import { ReasonField, typedNumber } from './StaffFields';
import { useMemberTexts } from './texts';

interface Props {
  member: StudioMemberRow;
  onClose(): void;
}

/**
 * Gives a member free access for some days, with the reason the activity log keeps. The dialog's key
 * is made once: Save pressed again after a timeout grants once.
 */
export function GrantDialog({ member, onClose }: Props) {
  const { t } = useMemberTexts();
  const grant = useGrantAccess();
  const [key] = useState(() => crypto.randomUUID());
  const [type, setType] = useState<'on-demand' | 'live'>('on-demand');
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const change = { type, days: typedNumber(days), reason, key };
    const saved = await saveChecked(
      studioGrantSchema,
      change,
      (checked) => grant.mutateAsync({ userId: member.id, grant: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('grant.title', { name: member.name })}
      saveLabel={t('grant.save')}
      cancelLabel={t('grant.cancel')}
      busy={grant.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="grant-dialog"
    >
      <FormField label={t('grant.type')} error={errors.fields.type}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={type}
            onChange={(event) => setType(event.target.value as typeof type)}
          >
            <option value="on-demand">{t('grant.types.on-demand')}</option>
            <option value="live">{t('grant.types.live')}</option>
          </select>
        )}
      </FormField>
      <FormField label={t('grant.days')} hint={t('grant.daysHint')} error={errors.fields.days}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={GRANT_MAX_DAYS}
            className={fieldControlClass}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
      </FormField>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
