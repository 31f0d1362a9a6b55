import { FormField, fieldControlClass } from '../shared/FormField';
import { useMemberTexts } from './texts';

/** Why a staff member changes a member's account: required, kept in the activity log. */
export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useMemberTexts();
  return (
    <FormField label={t('grant.reason')} hint={t('grant.reasonHint')} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={fieldControlClass}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A whole number typed in a field: NaN while empty, so the schema says what is missing. */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
