import type { Gift, GiftId } from '@releve/contracts';
import { giftAvailability, isGiftSelectable } from '@releve/contracts/promotion-rules';
import { useBillingTranslation } from '../texts';
import styles from './Promotion.module.css';

interface Props {
  gifts: Gift[];
  chosen: GiftId | null;
  onChoose: (gift: GiftId) => void;
  /** Outside the promotion window no gift can be chosen (§4). */
  disabled: boolean;
}

/** The annual pass's free gift (§2, §4): each with SOLD OUT, ONLY N LEFT or FREE SHIPPING. */
export function GiftChooser({ gifts, chosen, onChoose, disabled }: Props) {
  const { t } = useBillingTranslation();
  const label = (gift: Gift) => {
    const availability = giftAvailability(gift.remaining);
    if (availability.kind === 'sold-out') return t('promo.gift.soldOut');
    if (availability.kind === 'only-left') return t('promo.gift.onlyLeft', { count: availability.count });
    return gift.requiresUSAddress ? t('promo.gift.freeShipping') : '';
  };
  return (
    <fieldset className={styles.gifts} disabled={disabled}>
      <legend>{t('promo.gift.legend')}</legend>
      {gifts.map((gift) => {
        const selectable = isGiftSelectable(gift.remaining);
        return (
          <label key={gift.id} className={styles.gift} data-disabled={!selectable || undefined}>
            <input
              type="radio"
              name="promo-gift"
              value={gift.id}
              checked={chosen === gift.id}
              disabled={!selectable}
              onChange={() => onChoose(gift.id)}
            />
            <span>{gift.title}</span>
            {label(gift) && <span className={styles.availability}>{label(gift)}</span>}
          </label>
        );
      })}
      {gifts.some((gift) => gift.requiresUSAddress) && (
        <p className={styles.hint}>{t('promo.gift.usOnly')}</p>
      )}
    </fieldset>
  );
}
