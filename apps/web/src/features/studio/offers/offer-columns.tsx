import { formatMoney, type StudioOffer } from '@releve/contracts';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../shared/DataTable';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { StatusBadge } from '../shared/StatusBadge';
import styles from './Offers.module.css';

/** What a row's buttons open. */
export type OfferAction = 'edit' | 'retire' | 'restore';

/** "$25.00 / month", "$79.80 for 6 months", "$15.00". */
export function priceText(offer: StudioOffer, t: TFunction): string {
  const price = formatMoney(offer.price, offer.currency);
  if (!offer.period) return price;
  const unit = t(`periods.${offer.period}`, { count: offer.periodCount });
  return offer.kind === 'subscription'
    ? t('every', { price, count: offer.periodCount, unit })
    : t('lasting', { price, count: offer.periodCount, unit });
}

/** "On-demand, live, 5 day passes". */
export function grantsText(offer: StudioOffer, t: TFunction): string {
  const parts = offer.grantsProducts.map((product) => t(`products.${product}`));
  if (offer.grantsDayPasses > 0) parts.push(t('dayPasses', { count: offer.grantsDayPasses }));
  return parts.join(', ');
}

export function offerColumns(
  t: TFunction,
  offers: readonly StudioOffer[],
  act: (offer: StudioOffer, action: OfferAction) => void,
  move: (from: number, to: number) => void,
): TableColumn<StudioOffer>[] {
  return [
    {
      id: 'title',
      header: t('columns.title'),
      wide: true,
      labelWhenStacked: false,
      cell: (offer) => (
        <span className={styles.title}>
          <strong>{offer.title}</strong>
          <span className={styles.key}>{offer.key}</span>
        </span>
      ),
    },
    { id: 'kind', header: t('columns.kind'), nowrap: true, cell: (offer) => t(`kinds.${offer.kind}`) },
    { id: 'price', header: t('columns.price'), cell: (offer) => priceText(offer, t) },
    { id: 'grants', header: t('columns.grants'), cell: (offer) => grantsText(offer, t) },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (offer) =>
        !offer.active ? (
          <StatusBadge>{t('state.retired')}</StatusBadge>
        ) : offer.special ? (
          <StatusBadge tone="progress">{t('state.special')}</StatusBadge>
        ) : offer.shownOnPricing ? (
          <StatusBadge tone="success">{t('state.shown')}</StatusBadge>
        ) : (
          <StatusBadge tone="progress">{t('state.hidden')}</StatusBadge>
        ),
    },
    {
      id: 'subscribers',
      header: t('columns.subscribers'),
      nowrap: true,
      cell: (offer) => (offer.kind === 'subscription' ? offer.subscribers : '–'),
    },
    {
      id: 'order',
      header: t('columns.order'),
      labelWhenStacked: false,
      cell: (offer) => {
        const index = offers.indexOf(offer);
        return (
          <MoveMenu name={offer.title} index={index} count={offers.length} onMove={(to) => move(index, to)} />
        );
      },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      nowrap: true,
      labelWhenStacked: false,
      cell: (offer) => (
        <span className={styles.actions}>
          <RowButton
            label={t('actions.edit')}
            aria={t('actions.editLabel', { title: offer.title })}
            onClick={() => act(offer, 'edit')}
          />
          {offer.active ? (
            <RowButton
              label={t('actions.retire')}
              aria={t('actions.retireLabel', { title: offer.title })}
              onClick={() => act(offer, 'retire')}
            />
          ) : (
            <RowButton
              label={t('actions.restore')}
              aria={t('actions.restoreLabel', { title: offer.title })}
              onClick={() => act(offer, 'restore')}
            />
          )}
        </span>
      ),
    },
  ];
}

function RowButton({ label, aria, onClick }: { label: string; aria: string; onClick(): void }) {
  return (
    <button type="button" className={styles.rowButton} aria-label={aria} onClick={onClick}>
      {label}
    </button>
  );
}
