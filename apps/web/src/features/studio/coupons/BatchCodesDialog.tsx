import { useState } from 'react';
import formStyles from '../shared/FormDialog.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Coupons.module.css';
import { InfoDialog } from './InfoDialog';
import { useCouponTexts } from './texts';

/** A batch just made: its codes, one a line, to copy and send out. */
export function BatchCodesDialog({ codes, onClose }: { codes: string[]; onClose(): void }) {
  const { t } = useCouponTexts();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <InfoDialog
      title={t('created.title', { count: codes.length })}
      closeLabel={t('created.close')}
      onClose={onClose}
      testId="coupon-batch"
      extra={
        <button type="button" className={formStyles.cancel} onClick={() => void copy()}>
          {copied ? t('created.copied') : t('created.copy')}
        </button>
      }
    >
      <p>{t('created.body')}</p>
      <FormField label={t('created.codes')}>
        {(control) => (
          <textarea {...control} className={`${fieldControlClass} ${styles.codes}`} readOnly value={text} />
        )}
      </FormField>
    </InfoDialog>
  );
}
