import { type StudioPromotion, studioPromotionPhase } from '@releve/contracts';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../shared/DataTable';
import { type BadgeTone, StatusBadge } from '../shared/StatusBadge';
import styles from './Promotions.module.css';

/** What a row's buttons open. */
export type PromotionAction = 'edit' | 'preview' | 'end' | 'delete';

const tones = { upcoming: 'progress', running: 'success', ended: 'neutral' } as const satisfies Record<
  string,
  BadgeTone
>;

/** `2026-11-27T05:00` as "Nov 27, 2026, 05:00" (the studio's wall clock, as stored). */
export function localText(local: string): string {
  const [day = '', time = ''] = local.split('T');
  const date = new Date(`${day}T00:00:00Z`);
  const dayText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  return `${dayText}, ${time}`;
}

export function promotionColumns(
  t: TFunction,
  offers: readonly { key: string; title: string }[],
  now: Date,
  act: (promotion: StudioPromotion, action: PromotionAction) => void,
): TableColumn<StudioPromotion>[] {
  // Two offers of one title (the 6-month and the yearly pass) are told apart by their keys.
  const titleOf = (key: string) => {
    const title = offers.find((offer) => offer.key === key)?.title;
    if (!title) return key;
    return offers.filter((offer) => offer.title === title).length > 1 ? `${title} (${key})` : title;
  };
  return [
    {
      id: 'title',
      header: t('columns.title'),
      wide: true,
      labelWhenStacked: false,
      cell: (promotion) => (
        <span className={styles.title}>
          {promotion.title}
          <span className={styles.muted}>
            {t(`kinds.${promotion.kind}`)} · {promotion.id}
          </span>
        </span>
      ),
    },
    {
      id: 'window',
      header: t('columns.window'),
      cell: (promotion) =>
        t('window', { from: localText(promotion.startsAtLocal), until: localText(promotion.endsAtLocal) }),
    },
    {
      id: 'offers',
      header: t('columns.offers'),
      cell: (promotion) => promotion.offerKeys.map(titleOf).join(', '),
    },
    {
      id: 'gifts',
      header: t('columns.gifts'),
      cell: (promotion) =>
        promotion.gifts.length === 0 ? (
          t('noGifts')
        ) : (
          <ul className={styles.gifts}>
            {promotion.gifts.map((gift) => (
              <li key={gift.id}>
                {gift.stock === null
                  ? t('giftUncounted', { title: gift.title, claimed: gift.claimed })
                  : t('giftCounted', { title: gift.title, claimed: gift.claimed, stock: gift.stock })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (promotion) => {
        const phase = studioPromotionPhase(promotion, now);
        return <StatusBadge tone={tones[phase]}>{t(`phase.${phase}`)}</StatusBadge>;
      },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: false,
      cell: (promotion) => {
        const phase = studioPromotionPhase(promotion, now);
        const button = (action: PromotionAction) => (
          <button
            type="button"
            className={styles.rowButton}
            aria-label={t(`actions.${action}Label`, { title: promotion.title })}
            onClick={() => act(promotion, action)}
          >
            {t(`actions.${action}`)}
          </button>
        );
        return (
          <span className={styles.actions}>
            {button('edit')}
            {button('preview')}
            {phase === 'running' && button('end')}
            {!promotion.used && button('delete')}
          </span>
        );
      },
    },
  ];
}
