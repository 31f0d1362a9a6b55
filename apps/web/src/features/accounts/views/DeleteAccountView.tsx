import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { PasswordField } from '../../../components/form/PasswordField';
import type { DialogViewProps } from '../../../lib/account-dialog';
import sectionStyles from '../my-account/Section.module.css';
import { DeleteAccountConfirmation } from './DeleteAccountConfirmationView';

const schema = z.object({ password: z.string().min(1, 'errors.field_required') });

/**
 * Delete account, step 1: the password; step 2: the confirmation. Both steps live in this one
 * component, so the password stays in its state and nowhere else. (The dialog remounts its
 * view whenever `u` changes, so a step change through the URL would have to park the password
 * somewhere shared; it does not.)
 */
export default function DeleteAccountView({ close }: DialogViewProps) {
  const { t } = useTranslation('profile');
  const [password, setPassword] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '' } });

  if (password !== null) {
    return (
      <DeleteAccountConfirmation
        password={password}
        close={close}
        onWrongPassword={() => {
          setPassword(null);
          resetField('password');
          setError('password', { message: 'delete.wrong_password' });
          // The field is back on screen after this render.
          setTimeout(() => setFocus('password'), 0);
        }}
      />
    );
  }

  const onSubmit = handleSubmit(({ password: typed }) => {
    resetField('password');
    setPassword(typed);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('delete.intro')}</p>
      <PasswordField
        label={t('account:form.password')}
        autoComplete="current-password"
        error={errors.password?.message && t(errors.password.message)}
        {...register('password')}
      />
      <div className={sectionStyles.actions}>
        <button type="submit" className={sectionStyles.primary}>
          {t('delete.continue')}
        </button>
        <button type="button" className={sectionStyles.secondary} onClick={close}>
          {t('delete.cancel')}
        </button>
      </div>
    </form>
  );
}
