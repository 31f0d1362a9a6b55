import type { StudioOffer } from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { moveInList } from '../programs/program-draft';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable } from '../shared/DataTable';
import { FormField, fieldControlClass } from '../shared/FormField';
import { Announcer, useAnnounceMove } from '../shared/reorder/announcer';
import { OfferDialog } from './OfferDialog';
import styles from './Offers.module.css';
import { type OfferAction, offerColumns } from './offer-columns';
import { useEditOffer, useOfferList, useReorderOffers, useRetireOffer } from './offers-api';
import { useOfferTexts } from './texts';

type Open = { kind: 'create' } | { kind: Exclude<OfferAction, 'restore'>; offer: StudioOffer } | null;

/**
 * Offers (issue 35, decision 053): the studio's plans and passes in the pricing page's order, with
 * their price, what they grant, whether /pricing lists them and their subscribers; make one, edit it
 * (a new price is for new purchases), move it, retire it (its holders keep what they bought).
 */
export default function OffersPage() {
  return (
    <Announcer>
      <OffersList />
    </Announcer>
  );
}

function OffersList() {
  const { t } = useOfferTexts();
  const list = useOfferList();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const restore = useEditOffer();
  const reorder = useReorderOffers();
  const announceMove = useAnnounceMove();
  const [order, setOrder] = useState<StudioOffer[]>();
  const rows = order ?? list.data?.offers ?? [];

  const act = (offer: StudioOffer, action: OfferAction) => {
    if (action === 'restore') restore.mutate({ id: offer.id, edit: { active: true } });
    else setOpen({ kind: action, offer });
  };
  const move = (from: number, to: number) => {
    const next = moveInList(rows, from, to);
    const moved = rows[from];
    setOrder(next);
    reorder.mutate(
      next.map((row) => row.id),
      { onSettled: () => setOrder(undefined) },
    );
    if (moved) announceMove(moved.title, to + 1, rows.length);
  };
  const error = list.error ?? restore.error ?? reorder.error;

  return (
    <ConsolePage
      title={t('caption')}
      intro={list.data?.stripe ? `${t('intro')} ${t('stripeNote')}` : t('intro')}
      actions={
        <button type="button" className={styles.primary} onClick={() => setOpen({ kind: 'create' })}>
          {t('newOffer')}
        </button>
      }
    >
      {error && <FormMessage kind="error">{error.message}</FormMessage>}
      {list.data && rows.length === 0 && (
        <EmptyState title={t('emptyTitle')} testId="offers-empty">
          {t('emptyBody')}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <DataTable
          caption={t('caption')}
          columns={offerColumns(t, rows, act, move)}
          rows={rows}
          rowKey={(offer) => offer.id}
          stacked
          testId="offers-table"
        />
      )}
      {open?.kind === 'create' && <OfferDialog onClose={close} />}
      {open?.kind === 'edit' && <OfferDialog offer={open.offer} onClose={close} />}
      {open?.kind === 'retire' && <RetireDialog offer={open.offer} onClose={close} />}
    </ConsolePage>
  );
}

/** Asks before retiring, and why (kept in the activity log). */
function RetireDialog({ offer, onClose }: { offer: StudioOffer; onClose(): void }) {
  const { t } = useOfferTexts();
  const retire = useRetireOffer();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={t('retire.title', { title: offer.title })}
      confirmLabel={t('retire.confirm')}
      cancelLabel={t('retire.cancel')}
      busy={retire.isPending}
      error={retire.error?.message}
      onConfirm={() => retire.mutate({ id: offer.id, reason }, { onSuccess: onClose })}
      onCancel={onClose}
      testId="offer-retire"
    >
      <p>
        {offer.kind === 'subscription'
          ? t('retire.body', { count: offer.subscribers })
          : t('retire.bodyPass')}
      </p>
      <FormField label={t('retire.reason')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
