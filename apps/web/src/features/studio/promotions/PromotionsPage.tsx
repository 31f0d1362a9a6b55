import type { StudioPromotion } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable } from '../shared/DataTable';
import { PreviewPanel } from './PreviewPanel';
import { PromotionDialog } from './PromotionDialog';
import styles from './Promotions.module.css';
import { type PromotionAction, promotionColumns } from './promotion-columns';
import { useDeletePromotion, useEndPromotion, usePromotionList } from './promotions-api';
import { usePromotionTexts } from './texts';

type Open =
  | { kind: 'create' }
  | { kind: Exclude<PromotionAction, 'preview'>; promotion: StudioPromotion }
  | null;

/**
 * Promotions (issue 35, decision 054): the sale windows, their offers, gifts and stock (given / in
 * all), the latest first; make, edit, end early, delete one never used; preview a promotion's page on
 * a chosen date.
 */
export default function PromotionsPage() {
  const { t } = usePromotionTexts();
  const list = usePromotionList();
  const [open, setOpen] = useState<Open>(null);
  const [previewing, setPreviewing] = useState<{ id: string; at: string } | null>(null);
  const close = () => setOpen(null);
  const end = useEndPromotion();
  const remove = useDeletePromotion();
  const data = list.data;

  const act = (promotion: StudioPromotion, action: PromotionAction) => {
    if (action === 'preview') {
      // Where it is seen: at its opening, or now when it runs already.
      const at = data && promotion.startsAtLocal < data.now ? data.now : promotion.startsAtLocal;
      setPreviewing({ id: promotion.id, at });
      requestAnimationFrame(() => document.getElementById('promotion-preview-title')?.scrollIntoView());
    } else setOpen({ kind: action, promotion });
  };

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro', { timeZone: data?.timeZone ?? '' })}
      actions={
        <button type="button" className={styles.primary} onClick={() => setOpen({ kind: 'create' })}>
          {t('newPromotion')}
        </button>
      }
    >
      {list.isError && <FormMessage kind="error">{list.error.message}</FormMessage>}
      {data && data.promotions.length === 0 && (
        <EmptyState title={t('emptyTitle')} testId="promotions-empty">
          {t('emptyBody')}
        </EmptyState>
      )}
      {data && data.promotions.length > 0 && (
        <DataTable
          caption={t('caption')}
          columns={promotionColumns(t, data.offers, new Date(), act)}
          rows={data.promotions}
          rowKey={(promotion) => promotion.id}
          stacked
          testId="promotions-table"
        />
      )}
      {data && data.promotions.length > 0 && <PreviewPanel list={data} chosen={previewing} />}
      {data && open?.kind === 'create' && <PromotionDialog list={data} onClose={close} />}
      {data && open?.kind === 'edit' && (
        <PromotionDialog promotion={open.promotion} list={data} onClose={close} />
      )}
      {open?.kind === 'end' && (
        <ConfirmDialog
          title={t('end.title', { title: open.promotion.title })}
          confirmLabel={t('end.confirm')}
          cancelLabel={t('end.cancel')}
          busy={end.isPending}
          error={end.error?.message}
          onConfirm={() => end.mutate(open.promotion.id, { onSuccess: close })}
          onCancel={close}
          testId="promotion-end"
        >
          {t('end.body')}
        </ConfirmDialog>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('delete.title', { title: open.promotion.title })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={remove.isPending}
          error={remove.error?.message}
          onConfirm={() => remove.mutate(open.promotion.id, { onSuccess: close })}
          onCancel={close}
          testId="promotion-delete"
        >
          {t('delete.body')}
        </ConfirmDialog>
      )}
    </ConsolePage>
  );
}
