import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form/PasswordField';

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface Props<T extends NewPasswordValues> {
  /** Any form that has the two fields of newPasswordFields. */
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}

/** The new password and its confirmation, as reset and edit-password ask them. */
export function NewPasswordFields<T extends NewPasswordValues>({ register, errors }: Props<T>) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t('form.newPassword')}
        autoComplete="new-password"
        error={errors.password?.message && t(errors.password.message)}
        {...register('password' as Path<T>)}
      />
      <PasswordField
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmation?.message && t(errors.confirmation.message)}
        {...register('confirmation' as Path<T>)}
      />
    </>
  );
}
