import { type AccountDialogView, accountDialogViews } from '@releve/contracts/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { IconButton } from '../../../components/IconButton';
import styles from './AccountDialog.module.css';

/** Query parameters that belong to the dialog and leave the URL with it. */
const dialogParams = ['u', 'message', 'redirectResult', 'orderId', 'resetPasswordToken', 'paymentMethodId'];

export function isAccountDialogView(value: string | null): value is AccountDialogView {
  return accountDialogViews.includes(value as AccountDialogView);
}

/**
 * The account dialog, opened by `?u=<view>`. The views' forms arrive with the accounts
 * and billing issues; this is the modal they live in. While `email` is in the URL the
 * dialog cannot be closed (the visitor is finishing a flow started from an e-mail).
 */
export function AccountDialog() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const view = params.get('u');
  const ref = useRef<HTMLDialogElement>(null);
  const open = isAccountDialogView(view);
  const closable = !params.has('email');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (!closable) return;
    const next = new URLSearchParams(params);
    for (const key of dialogParams) next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="account-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      data-view={open ? view : undefined}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.top}>
            <h2 id="account-dialog-title" className={styles.title}>
              {t(`views.${view}`)}
            </h2>
            {closable && <IconButton icon="close" label={t('common:close')} size={20} onClick={close} />}
          </div>
          {!closable && <p className={styles.note}>{t('lockedClose')}</p>}
        </div>
      )}
    </dialog>
  );
}
