import {
  type FieldErrors,
  OFFER_CURRENCIES,
  OFFER_MAX_DAY_PASSES,
  OFFER_MAX_PERIODS,
  OFFER_MAX_TRIAL_DAYS,
  type StudioOffer,
  studioOfferCreateSchema,
  studioOfferEditSchema,
} from '@releve/contracts';
import { useState } from 'react';
import formParts from '../shared/FormChoices.module.css';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, saveChecked } from '../shared/field-errors';
import { createRequestOf, draftOf, editRequestOf, emptyDraft, type OfferDraft } from './offer-draft';
import { useCreateOffer, useEditOffer } from './offers-api';
import { useOfferTexts } from './texts';

/** The API's fields a form field is checked as (its message is named by them). */
const apiFieldsOf: Record<keyof OfferDraft, string[]> = {
  key: ['key'],
  title: ['title'],
  kind: ['kind', 'period', 'trialDays'],
  period: ['period'],
  periodCount: ['periodCount'],
  currency: ['currency'],
  price: ['price'],
  trialDays: ['trialDays'],
  audience: ['audience'],
  onDemand: ['grantsProducts'],
  live: ['grantsProducts'],
  dayPasses: ['grantsDayPasses', 'grantsProducts'],
  shownOnPricing: ['shownOnPricing'],
};

interface Props {
  /** The offer edited; none: a new one. */
  offer?: StudioOffer;
  onClose(): void;
}

/**
 * Makes an offer or edits one. An offer bought shows its kind, period, currency and grants but does
 * not let them change (the server refuses them too); its price may change, for new purchases only.
 */
export function OfferDialog({ offer, onClose }: Props) {
  const { t } = useOfferTexts();
  const create = useCreateOffer();
  const edit = useEditOffer();
  const [draft, setDraft] = useState<OfferDraft>(() => (offer ? draftOf(offer) : emptyDraft));
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });
  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => {
    setDraft((before) => ({ ...before, [key]: value }));
    const fields = { ...errors.fields };
    for (const field of apiFieldsOf[key]) delete fields[field];
    setErrors({ fields, whole: errors.whole });
  };
  const fixed = !!offer && (offer.sold || offer.special);
  const report = (fields: FieldErrors, whole?: string) => setErrors({ fields, whole });
  const error = (field: string) => errorOf(errors.fields, field);

  const save = async () => {
    const saved = offer
      ? await saveChecked(
          studioOfferEditSchema,
          editRequestOf(offer, draft),
          (change) => edit.mutateAsync({ id: offer.id, edit: change }),
          report,
        )
      : await saveChecked(studioOfferCreateSchema, createRequestOf(draft), create.mutateAsync, report);
    if (saved) onClose();
  };
  const number = (field: keyof OfferDraft, min: number, max: number, readOnly = false) => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min,
    max,
    readOnly,
    className: fieldControlClass,
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });

  return (
    <FormDialog
      title={offer ? t('form.editTitle', { title: offer.title }) : t('form.createTitle')}
      saveLabel={offer ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      busy={create.isPending || edit.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="offer-dialog"
    >
      {fixed && (
        <p className={formParts.hint}>{offer?.special ? t('form.specialHint') : t('form.soldHint')}</p>
      )}
      <div className={formParts.pair}>
        <FormField label={t('form.title')} error={error('title')}>
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.title}
              autoComplete="off"
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.key')} hint={t('form.keyHint')} error={error('key')}>
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.key}
              readOnly={!!offer}
              autoComplete="off"
              onChange={(event) => set('key', event.target.value.toLowerCase())}
            />
          )}
        </FormField>
      </div>
      <div className={formParts.pair}>
        <FormField label={t('form.kind')} error={error('kind')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.kind}
              disabled={fixed}
              onChange={(event) => set('kind', event.target.value as OfferDraft['kind'])}
            >
              <option value="one-time">{t('kinds.one-time')}</option>
              <option value="subscription">{t('kinds.subscription')}</option>
            </select>
          )}
        </FormField>
        <FormField label={t('form.audience')} error={error('audience')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.audience}
              onChange={(event) => set('audience', event.target.value as OfferDraft['audience'])}
            >
              {(['everyone', 'members', 'non-members'] as const).map((audience) => (
                <option key={audience} value={audience}>
                  {t(`audiences.${audience}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={formParts.pair}>
        <FormField
          label={t('form.price')}
          hint={offer?.sold ? t('form.priceHint') : undefined}
          error={error('price')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              className={fieldControlClass}
              value={draft.price}
              onChange={(event) => set('price', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.currency')} error={error('currency')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.currency}
              disabled={fixed}
              onChange={(event) => set('currency', event.target.value)}
            >
              {OFFER_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={formParts.pair}>
        <FormField
          label={draft.kind === 'subscription' ? t('form.every') : t('form.lasts')}
          error={error('periodCount')}
        >
          {(control) => <input {...control} {...number('periodCount', 1, OFFER_MAX_PERIODS, fixed)} />}
        </FormField>
        <FormField label={t('form.period')} error={error('period')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.period}
              disabled={fixed}
              onChange={(event) => set('period', event.target.value as OfferDraft['period'])}
            >
              <option value="month">{t('periods.month')}</option>
              <option value="year">{t('periods.year')}</option>
              {draft.kind === 'one-time' && <option value="">{t('periods.none')}</option>}
            </select>
          )}
        </FormField>
        {draft.kind === 'subscription' && (
          <FormField label={t('form.trialDays')} hint={t('form.trialHint')} error={error('trialDays')}>
            {(control) => <input {...control} {...number('trialDays', 0, OFFER_MAX_TRIAL_DAYS)} />}
          </FormField>
        )}
      </div>
      <fieldset className={formParts.choices}>
        <legend>{t('form.grants')}</legend>
        <label className={formParts.choice}>
          <input
            type="checkbox"
            checked={draft.onDemand}
            disabled={fixed}
            onChange={(event) => set('onDemand', event.target.checked)}
          />
          {t('products.on-demand')}
        </label>
        <label className={formParts.choice}>
          <input
            type="checkbox"
            checked={draft.live}
            disabled={fixed}
            onChange={(event) => set('live', event.target.checked)}
          />
          {t('products.live')}
        </label>
        <p className={formParts.hint}>{error('grantsProducts') ?? t('form.grantsHint')}</p>
      </fieldset>
      <FormField label={t('form.dayPasses')} error={error('grantsDayPasses')}>
        {(control) => <input {...control} {...number('dayPasses', 0, OFFER_MAX_DAY_PASSES, fixed)} />}
      </FormField>
      <label className={formParts.choice}>
        <input
          type="checkbox"
          checked={draft.shownOnPricing}
          onChange={(event) => set('shownOnPricing', event.target.checked)}
        />
        {t('form.shownOnPricing')}
      </label>
    </FormDialog>
  );
}
