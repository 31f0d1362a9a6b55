import { type FieldErrors, type StudioMemberRow, studioDayPassChangeSchema } from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import { useChangeDayPasses } from './members-api';
import { ReasonField, typedNumber } from './StaffFields';
import { useMemberTexts } from './texts';

interface Props {
  member: StudioMemberRow;
  onClose(): void;
}

/** Adds day passes to a member (a number) or takes some away (a negative number), with a reason. */
export function DayPassesDialog({ member, onClose }: Props) {
  const { t } = useMemberTexts();
  const changeDayPasses = useChangeDayPasses();
  const [change, setChange] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const body = { change: typedNumber(change), reason };
    const saved = await saveChecked(
      studioDayPassChangeSchema,
      body,
      (checked) => changeDayPasses.mutateAsync({ userId: member.id, change: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('dayPasses.title', { name: member.name, count: member.dayPassesLeft })}
      saveLabel={t('dayPasses.save')}
      cancelLabel={t('grant.cancel')}
      busy={changeDayPasses.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="day-passes-dialog"
    >
      <FormField label={t('dayPasses.change')} hint={t('dayPasses.changeHint')} error={errors.fields.change}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={-100}
            max={100}
            className={fieldControlClass}
            value={change}
            onChange={(event) => setChange(event.target.value)}
          />
        )}
      </FormField>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
