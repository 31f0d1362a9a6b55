import {
  type CouponState,
  couponState,
  formatMoney,
  type StudioCoupon,
  type StudioCouponOffer,
} from '@releve/contracts';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../shared/DataTable';
import { type BadgeTone, StatusBadge } from '../shared/StatusBadge';
import styles from './Coupons.module.css';

/** What a row's buttons open. */
export type CouponAction = 'edit' | 'uses' | 'archive' | 'restore';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const shortDate = (iso: string) => dateFormat.format(new Date(iso));

const tones: Record<CouponState, BadgeTone> = {
  active: 'success',
  scheduled: 'progress',
  ended: 'neutral',
  'used-up': 'warning',
  archived: 'neutral',
};

/** "20% off, first 3 payments", "$5.00 off, first payment". */
export function discountText(coupon: StudioCoupon, currency: string, t: TFunction): string {
  const off =
    coupon.kind === 'percent'
      ? t('discount.percent', { value: coupon.percentOff })
      : t('discount.amount', { value: formatMoney(coupon.amountOff ?? 0, currency) });
  const howLong =
    coupon.duration === 'repeating'
      ? t('discount.repeating', { count: coupon.durationPeriods ?? 1 })
      : t(`discount.${coupon.duration}`);
  return `${off}, ${howLong}`;
}

/** The last day it works: the day before its end (it ends at the start of the next day). */
export function datesText(coupon: StudioCoupon, t: TFunction): string {
  const from = coupon.validFrom ? shortDate(coupon.validFrom) : null;
  const until = coupon.validUntil
    ? shortDate(new Date(Date.parse(coupon.validUntil) - 1).toISOString())
    : null;
  if (from && until) return t('dates.between', { from, until });
  if (from) return t('dates.from', { from });
  if (until) return t('dates.until', { until });
  return t('dates.always');
}

export function couponColumns(
  t: TFunction,
  offers: readonly StudioCouponOffer[],
  now: Date,
  act: (coupon: StudioCoupon, action: CouponAction) => void,
): TableColumn<StudioCoupon>[] {
  const currency = offers[0]?.currency ?? 'USD';
  const titleOf = (key: string) => offers.find((offer) => offer.key === key)?.title ?? key;
  return [
    {
      id: 'code',
      header: t('columns.code'),
      labelWhenStacked: false,
      cell: (coupon) => (
        <span className={styles.code}>
          <code>{coupon.code}</code>
          {coupon.batchId && <span className={styles.batch}>{t('batch')}</span>}
        </span>
      ),
    },
    { id: 'discount', header: t('columns.discount'), cell: (coupon) => discountText(coupon, currency, t) },
    {
      id: 'offers',
      header: t('columns.offers'),
      cell: (coupon) => (coupon.offerKeys.length ? coupon.offerKeys.map(titleOf).join(', ') : t('allOffers')),
    },
    { id: 'customers', header: t('columns.customers'), cell: (coupon) => t(`customers.${coupon.customers}`) },
    { id: 'dates', header: t('columns.dates'), cell: (coupon) => datesText(coupon, t) },
    {
      id: 'uses',
      header: t('columns.uses'),
      nowrap: true,
      cell: (coupon) =>
        coupon.maxRedemptions === null
          ? t('uses', { count: coupon.timesRedeemed })
          : t('usesOfCap', { count: coupon.timesRedeemed, cap: coupon.maxRedemptions }),
    },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (coupon) => {
        const state = couponState(coupon, now);
        return <StatusBadge tone={tones[state]}>{t(`state.${state}`)}</StatusBadge>;
      },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: false,
      cell: (coupon) => (
        <span className={styles.actions}>
          <RowButton
            label={t('actions.edit')}
            aria={t('actions.editLabel', { code: coupon.code })}
            onClick={() => act(coupon, 'edit')}
          />
          <RowButton
            label={t('actions.uses')}
            aria={t('actions.usesLabel', { code: coupon.code })}
            onClick={() => act(coupon, 'uses')}
          />
          {coupon.active ? (
            <RowButton
              label={t('actions.archive')}
              aria={t('actions.archiveLabel', { code: coupon.code })}
              onClick={() => act(coupon, 'archive')}
            />
          ) : (
            <RowButton
              label={t('restore')}
              aria={t('restoreLabel', { code: coupon.code })}
              onClick={() => act(coupon, 'restore')}
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
