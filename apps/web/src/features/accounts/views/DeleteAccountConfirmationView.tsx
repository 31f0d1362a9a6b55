import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import styles from '../../../components/form/Form.module.css';
import { PasswordField } from '../../../components/form/PasswordField';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { ApiError } from '../../../lib/api-client';
import { deleteAccount, isWrongPassword } from '../api/delete-account';
import { profileQueryKey } from '../api/get-profile';
import { AlertDialog } from '../my-account/AlertDialog';
import sectionStyles from '../my-account/Section.module.css';

interface Props {
  /** The password from the first step; without it this step asks for it itself. */
  password?: string;
  /** Sends a wrong password back to the first step, which shows the error. */
  onWrongPassword?(): void;
  close(): void;
}

/**
 * The last step: what deleting means (data erased, access revoked, no way back), then
 * better-auth's delete-user with the password. Success signs out and goes home; a wrong
 * password goes back to the password; any other failure is an alert dialog.
 */
export function DeleteAccountConfirmation({ password, onWrongPassword, close }: Props) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** Why the deletion was refused: the server's words when it says (a provider out of reach). */
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmedWith = password ?? typed;
    if (!confirmedWith) {
      setFieldError('errors.field_required');
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount(confirmedWith);
    } catch (error) {
      setDeleting(false);
      if (!isWrongPassword(error)) {
        setFailed(error instanceof ApiError && error.status === 503 ? error.message : t('delete.failedBody'));
      } else if (onWrongPassword) onWrongPassword();
      else {
        setTyped('');
        setFieldError('delete.wrong_password');
      }
      return;
    }
    queryClient.setQueryData(profileQueryKey, null);
    await queryClient.invalidateQueries();
    navigate('/');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={deleting}>
      <h3 ref={heading} tabIndex={-1} className={sectionStyles.title}>
        {t('account:views.delete-account-confirmation')}
      </h3>
      <div className={sectionStyles.warning}>
        {t('delete.warning')}
        <ul>
          <li>{t('delete.erased')}</li>
          <li>{t('delete.revoked')}</li>
          <li>{t('delete.subscriptions')}</li>
          <li>{t('delete.kept')}</li>
          <li>
            <strong>{t('delete.irreversible')}</strong>
          </li>
        </ul>
      </div>
      {password === undefined && (
        <PasswordField
          label={t('account:form.password')}
          autoComplete="current-password"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
          }}
          error={fieldError ? t(fieldError) : undefined}
        />
      )}
      <div className={sectionStyles.actions}>
        <button type="submit" className={sectionStyles.danger} disabled={deleting}>
          {deleting ? t('delete.deleting') : t('delete.confirm')}
        </button>
        <button type="button" className={sectionStyles.secondary} disabled={deleting} onClick={close}>
          {t('delete.cancel')}
        </button>
      </div>
      {failed && (
        <AlertDialog title={t('delete.failed')} okLabel={t('delete.ok')} onClose={() => setFailed(null)}>
          <p>{failed}</p>
        </AlertDialog>
      )}
    </form>
  );
}

/**
 * Opened by its own link, this step has no password from the first one (a password never
 * leaves the component that was given it), so it asks for it beside the warning.
 */
export default function DeleteAccountConfirmationView({ close }: DialogViewProps) {
  return <DeleteAccountConfirmation close={close} />;
}
