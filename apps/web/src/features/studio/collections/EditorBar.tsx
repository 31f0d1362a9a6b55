import { useState } from 'react';
import { useLocation } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import builder from '../shared/Builder.module.css';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import styles from './Collections.module.css';
import { useDelete } from './collections-api';
import { type CollectionTab, useCollectionTexts } from './texts';

interface Props {
  tab: CollectionTab;
  id: string;
  name: string;
  /** The members' page, when it has one. */
  membersPath?: string;
  saving: boolean;
  dirty: boolean;
  notice: string | undefined;
  onSave(): void;
}

/**
 * The editors' sticky bar: Save, the members' page, Delete (asked first; a refusal naming where the
 * item is still shown stays in the dialog), and what happened.
 */
export function EditorBar({ tab, id, name, membersPath, saving, dirty, notice, onSave }: Props) {
  const { t } = useCollectionTexts();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const remove = useDelete(tab);
  return (
    <div className={styles.bar} data-testid="editor-bar">
      <button type="button" className={builder.primary} onClick={onSave} disabled={saving} data-testid="save">
        {saving ? t('editor.saving') : t('editor.save')}
      </button>
      {membersPath && (
        // The site loads anew: the members' pages are not the console's (decision 037).
        <a href={membersPath} className={styles.tab}>
          {t('editor.view')}
        </a>
      )}
      <button type="button" className={builder.danger} onClick={() => setDeleting(true)}>
        {t('editor.delete')}
      </button>
      {dirty && <span className={styles.muted}>{t('editor.unsaved')}</span>}
      <div role="status" className={styles.muted}>
        {notice}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('editor.deleteTitle', { name })}
          confirmLabel={t('editor.delete')}
          cancelLabel={t('editor.keep')}
          busy={remove.isPending}
          error={remove.error?.message}
          onConfirm={() => remove.mutate(id, { onSuccess: () => navigate(`/collections?tab=${tab}`) })}
          onCancel={() => {
            remove.reset();
            setDeleting(false);
          }}
          testId="delete-dialog"
        >
          {t(`editor.deleteBody.${tab}`)}
        </ConfirmDialog>
      )}
      {!deleting && remove.error && <FormMessage kind="error">{remove.error.message}</FormMessage>}
    </div>
  );
}
