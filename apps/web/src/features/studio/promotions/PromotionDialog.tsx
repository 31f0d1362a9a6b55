import {
  type FieldErrors,
  type GiftId,
  giftIds,
  PROMOTION_KINDS,
  type PromotionKind,
  type StudioPromotion,
  type StudioPromotionCreate,
  type StudioPromotionList,
  studioPromotionCreateSchema,
  studioPromotionEditSchema,
} from '@releve/contracts';
import { useState } from 'react';
import formParts from '../shared/FormChoices.module.css';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, saveChecked } from '../shared/field-errors';
import styles from './Promotions.module.css';
import { useCreatePromotion, useEditPromotion } from './promotions-api';
import { usePromotionTexts } from './texts';

/** The gifts' names as the server stores them (§3's fixed ids). */
const giftTitles: Record<GiftId, string> = {
  'five-day-passes': '5 Day Passes',
  calendar: '2025 Calendar',
  'inspiration-collection': 'Inspiration Collection',
};

export interface PromotionDraft {
  id: string;
  title: string;
  kind: PromotionKind;
  startsAt: string;
  endsAt: string;
  offerKeys: string[];
  /** '': the first offer. */
  giftOfferKey: string;
  couponCode: string;
  /** Each gift given, and its stock as typed ('' not counted). */
  gifts: Partial<Record<GiftId, string>>;
}

export function draftOf(promotion: StudioPromotion): PromotionDraft {
  return {
    id: promotion.id,
    title: promotion.title,
    kind: promotion.kind,
    startsAt: promotion.startsAtLocal,
    endsAt: promotion.endsAtLocal,
    offerKeys: promotion.offerKeys,
    giftOfferKey: promotion.giftOfferKey ?? '',
    couponCode: promotion.couponCode ?? '',
    gifts: Object.fromEntries(
      promotion.gifts.map((gift) => [gift.id, gift.stock === null ? '' : String(gift.stock)]),
    ),
  };
}

export const emptyDraft = (now: string): PromotionDraft => ({
  id: '',
  title: '',
  kind: 'promo-pricing',
  startsAt: now,
  endsAt: '',
  offerKeys: [],
  giftOfferKey: '',
  couponCode: '',
  gifts: {},
});

/** The API's request for a draft: what the server and the form's check read. */
export function requestOf(draft: PromotionDraft): StudioPromotionCreate {
  return {
    id: draft.id.trim(),
    kind: draft.kind,
    title: draft.title,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    offerKeys: draft.offerKeys,
    giftOfferKey: draft.giftOfferKey || null,
    couponCode: draft.couponCode.trim() || null,
    gifts: giftIds
      .filter((id) => draft.gifts[id] !== undefined)
      .map((id) => {
        const typed = (draft.gifts[id] ?? '').trim();
        return { id, stock: typed === '' ? null : Number(typed) };
      }),
  };
}

interface Props {
  /** The promotion edited; none: a new one. */
  promotion?: StudioPromotion;
  list: StudioPromotionList;
  onClose(): void;
}

/**
 * Makes a promotion or edits one: its title, kind, window in the studio's time zone, offers, gift
 * offer, promo code and gifts with their stock (at least what was given: the server says so too).
 */
export function PromotionDialog({ promotion, list, onClose }: Props) {
  const { t } = usePromotionTexts();
  const create = useCreatePromotion();
  const edit = useEditPromotion();
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion ? draftOf(promotion) : emptyDraft(list.now),
  );
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setDraft((before) => ({ ...before, [key]: value }));
    // The field's message goes once it is changed (the window's two ends together); the others stay.
    const cleared = key === 'startsAt' || key === 'endsAt' ? ['startsAt', 'endsAt'] : [key];
    const fields = Object.fromEntries(
      Object.entries(errors.fields).filter(
        ([field]) => !cleared.some((name) => field === name || field.startsWith(`${name}.`)),
      ),
    );
    setErrors({ fields, whole: errors.whole });
  };
  const report = (fields: FieldErrors, whole?: string) => setErrors({ fields, whole });
  const error = (field: string) => errorOf(errors.fields, field);
  const given = giftIds.filter((id) => draft.gifts[id] !== undefined);

  const save = async () => {
    const { id, ...change } = requestOf(draft);
    const saved = promotion
      ? await saveChecked(
          studioPromotionEditSchema,
          change,
          (body) => edit.mutateAsync({ id: promotion.id, edit: body }),
          report,
        )
      : await saveChecked(
          studioPromotionCreateSchema,
          { id, ...change },
          (body) => create.mutateAsync(body),
          report,
        );
    if (saved) onClose();
  };

  const toggleOffer = (key: string, on: boolean) =>
    set('offerKeys', on ? [...draft.offerKeys, key] : draft.offerKeys.filter((one) => one !== key));
  const toggleGift = (id: GiftId, on: boolean) => {
    const gifts = { ...draft.gifts };
    if (on) gifts[id] = '';
    else delete gifts[id];
    set('gifts', gifts);
  };
  const timesHint = t('form.timesHint', { timeZone: list.timeZone });

  return (
    <FormDialog
      title={promotion ? t('form.editTitle', { title: promotion.title }) : t('form.createTitle')}
      saveLabel={promotion ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      busy={create.isPending || edit.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="promotion-dialog"
    >
      <FormField label={t('form.title')} error={error('title')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={draft.title}
            maxLength={120}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      {!promotion && (
        <FormField label={t('form.id')} hint={t('form.idHint')} error={error('id')}>
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.id}
              maxLength={40}
              onChange={(event) => set('id', event.target.value.toLowerCase())}
            />
          )}
        </FormField>
      )}
      <FormField label={t('form.kind')} error={error('kind')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as PromotionKind)}
          >
            {PROMOTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={formParts.pair}>
        <FormField label={t('form.startsAt')} hint={timesHint} error={error('startsAt')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={fieldControlClass}
              value={draft.startsAt}
              onChange={(event) => set('startsAt', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.endsAt')} error={error('endsAt')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={fieldControlClass}
              value={draft.endsAt}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset
        className={formParts.choices}
        aria-describedby={error('offerKeys') ? 'promotion-offers-error' : undefined}
      >
        <legend>{t('form.offers')}</legend>
        {list.offers.map((offer) => (
          <label key={offer.key} className={formParts.choice}>
            <input
              type="checkbox"
              checked={draft.offerKeys.includes(offer.key)}
              onChange={(event) => toggleOffer(offer.key, event.target.checked)}
            />
            {offer.title} <span className={styles.muted}>{offer.key}</span>
          </label>
        ))}
        {error('offerKeys') && (
          <p id="promotion-offers-error" className={styles.error}>
            {error('offerKeys')}
          </p>
        )}
      </fieldset>
      <fieldset className={formParts.choices}>
        <legend>{t('form.gifts')}</legend>
        {giftIds.map((id) => {
          const on = draft.gifts[id] !== undefined;
          const claimed = promotion?.gifts.find((gift) => gift.id === id)?.claimed ?? 0;
          const index = given.indexOf(id);
          return (
            <div key={id} className={styles.gift}>
              <label className={formParts.choice}>
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggleGift(id, event.target.checked)}
                />
                {t('form.giftOn', { title: giftTitles[id] })}
              </label>
              {on && (
                <FormField
                  label={t('form.stock', { title: giftTitles[id] })}
                  hint={t('form.stockHint', { claimed })}
                  error={error(`gifts.${index}.stock`) ?? error(`gifts.${index}`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={claimed}
                      className={fieldControlClass}
                      value={draft.gifts[id] ?? ''}
                      onChange={(event) => set('gifts', { ...draft.gifts, [id]: event.target.value })}
                    />
                  )}
                </FormField>
              )}
            </div>
          );
        })}
      </fieldset>
      {given.length > 0 && (
        <FormField label={t('form.giftOffer')} error={error('giftOfferKey')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.giftOfferKey}
              onChange={(event) => set('giftOfferKey', event.target.value)}
            >
              <option value="">{t('form.giftOfferFirst')}</option>
              {list.offers
                .filter((offer) => draft.offerKeys.includes(offer.key))
                .map((offer) => (
                  <option key={offer.key} value={offer.key}>
                    {offer.title} ({offer.key})
                  </option>
                ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label={t('form.couponCode')} hint={t('form.couponHint')} error={error('couponCode')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={draft.couponCode}
            maxLength={32}
            onChange={(event) => set('couponCode', event.target.value.toUpperCase())}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
