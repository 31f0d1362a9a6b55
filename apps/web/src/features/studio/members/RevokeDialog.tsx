import {
  type FieldErrors,
  type MemberProduct,
  type StudioMemberRow,
  studioRevokeSchema,
} from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { saveChecked } from '../shared/field-errors';
import styles from './MemberPage.module.css';
import { shortDate } from './member-columns';
import { useRevokeProduct } from './members-api';
import { ReasonField } from './StaffFields';
import { useMemberTexts } from './texts';

interface Props {
  member: StudioMemberRow;
  product: MemberProduct;
  onClose(): void;
}

/** Ends one of a member's products now, with the reason the activity log keeps. */
export function RevokeDialog({ member, product, onClose }: Props) {
  const { t } = useMemberTexts();
  const revoke = useRevokeProduct();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(
      studioRevokeSchema,
      { reason },
      (checked) => revoke.mutateAsync({ userId: member.id, productId: product.id, revoke: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('page.revoke.title', { name: member.name })}
      saveLabel={t('page.revoke.save')}
      cancelLabel={t('grant.cancel')}
      busy={revoke.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="revoke-dialog"
    >
      <p className={styles.line}>
        {t('page.revoke.body', {
          access: t(`grant.types.${product.type}`),
          date: shortDate(product.expiresAt),
        })}
      </p>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
