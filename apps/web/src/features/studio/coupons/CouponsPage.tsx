import type { StudioCoupon, StudioCouponQuery } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable } from '../shared/DataTable';
import { fieldControlClass } from '../shared/FormField';
import { BatchCodesDialog } from './BatchCodesDialog';
import { CouponDialog } from './CouponDialog';
import styles from './Coupons.module.css';
import { type CouponAction, couponColumns } from './coupon-columns';
import { useArchiveCoupon, useCouponList, useEditCoupon } from './coupons-api';
import { RedemptionsDialog } from './RedemptionsDialog';
import { useCouponTexts } from './texts';

type Open =
  | { kind: 'create' }
  | { kind: CouponAction; coupon: StudioCoupon }
  | { kind: 'batch'; codes: string[] }
  | null;

/**
 * Coupons (issue 35, decision 051): the studio's codes, newest first, with their discount, offers,
 * customers, dates, uses and state; make one or a batch, edit, archive or restore, see who used one.
 */
export default function CouponsPage() {
  const { t } = useCouponTexts();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300).trim();
  const [show, setShow] = useState<StudioCouponQuery['show']>('current');
  const list = useCouponList({ q, show });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const archive = useArchiveCoupon();
  const restore = useEditCoupon();
  const data = list.data;
  const offers = data?.offers ?? [];

  const act = (coupon: StudioCoupon, action: CouponAction) => {
    if (action === 'restore') restore.mutate({ code: coupon.code, edit: { active: true } });
    else setOpen({ kind: action, coupon });
  };

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <button type="button" className={styles.primary} onClick={() => setOpen({ kind: 'create' })}>
          {t('newCoupon')}
        </button>
      }
    >
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span>{t('search')}</span>
          <input
            type="search"
            className={fieldControlClass}
            placeholder={t('searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <ul className={styles.show} aria-label={t('showLabel')}>
          {(['current', 'archived'] as const).map((choice) => (
            <li key={choice}>
              <button
                type="button"
                className={styles.pill}
                aria-pressed={show === choice}
                onClick={() => setShow(choice)}
              >
                {t(`show.${choice}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {list.isError && <FormMessage kind="error">{list.error.message}</FormMessage>}
      {restore.isError && <FormMessage kind="error">{restore.error.message}</FormMessage>}
      {data && data.coupons.length === 0 && <Empty searched={q !== ''} archived={show === 'archived'} />}
      {data && data.coupons.length > 0 && (
        <DataTable
          caption={t('caption')}
          columns={couponColumns(t, offers, new Date(), act)}
          rows={data.coupons}
          rowKey={(coupon) => coupon.code}
          stacked
          testId="coupons-table"
        />
      )}
      {data && data.total > data.coupons.length && (
        <p className={styles.note}>{t('shownOf', { shown: data.coupons.length, total: data.total })}</p>
      )}
      {open?.kind === 'create' && (
        <CouponDialog
          offers={offers}
          onClose={close}
          onBatch={(codes) => setOpen({ kind: 'batch', codes })}
        />
      )}
      {open?.kind === 'edit' && <CouponDialog coupon={open.coupon} offers={offers} onClose={close} />}
      {open?.kind === 'uses' && <RedemptionsDialog code={open.coupon.code} onClose={close} />}
      {open?.kind === 'batch' && <BatchCodesDialog codes={open.codes} onClose={close} />}
      {open?.kind === 'archive' && (
        <ConfirmDialog
          title={t('archive.title', { code: open.coupon.code })}
          confirmLabel={t('archive.confirm')}
          cancelLabel={t('archive.cancel')}
          busy={archive.isPending}
          error={archive.error?.message}
          onConfirm={() => archive.mutate(open.coupon.code, { onSuccess: close })}
          onCancel={close}
          testId="coupon-archive"
        >
          {t('archive.body')}
        </ConfirmDialog>
      )}
    </ConsolePage>
  );
}

function Empty({ searched, archived }: { searched: boolean; archived: boolean }) {
  const { t } = useCouponTexts();
  if (searched)
    return (
      <EmptyState title={t('noMatchTitle')} testId="coupons-empty">
        {t('noMatchBody')}
      </EmptyState>
    );
  return (
    <EmptyState title={archived ? t('emptyArchivedTitle') : t('emptyTitle')} testId="coupons-empty">
      {archived ? t('emptyArchivedBody') : t('emptyBody')}
    </EmptyState>
  );
}
