import {
  COUPON_BATCH_MAX,
  COUPON_CUSTOMERS,
  COUPON_DURATIONS,
  COUPON_MAX_PERIODS,
  type FieldErrors,
  type StudioCoupon,
  type StudioCouponOffer,
  studioCouponCreateSchema,
  studioCouponEditSchema,
} from '@releve/contracts';
import { useState } from 'react';
import formParts from '../shared/FormChoices.module.css';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf, saveChecked } from '../shared/field-errors';
import styles from './Coupons.module.css';
import { type CouponDraft, createRequestOf, draftOf, editRequestOf, emptyDraft } from './coupon-draft';
import { useCreateCoupons, useEditCoupon } from './coupons-api';
import { useCouponTexts } from './texts';

/** The API's fields a form field is checked as (its message is named by them). */
const apiFieldsOf: Record<keyof CouponDraft, string[]> = {
  codeMode: [],
  code: ['code', 'codes.code'],
  prefix: ['codes.prefix'],
  count: ['codes.count'],
  kind: ['kind', 'percentOff', 'amountOff'],
  percentOff: ['percentOff'],
  amount: ['amountOff'],
  duration: ['duration', 'durationPeriods'],
  durationPeriods: ['durationPeriods'],
  offerKeys: ['offerKeys'],
  customers: ['customers'],
  firstDay: ['validFrom', 'validUntil'],
  lastDay: ['validUntil'],
  maxRedemptions: ['maxRedemptions'],
};

interface Props {
  /** The coupon edited; none: a new one (or a batch). */
  coupon?: StudioCoupon;
  offers: readonly StudioCouponOffer[];
  onClose(): void;
  /** A batch was made: its codes, to show. */
  onBatch?(codes: string[]): void;
}

/**
 * Makes a coupon (one code or a batch of random ones) or edits one. A used coupon's code, kind,
 * discount and duration are shown but not editable (the server refuses them too).
 */
export function CouponDialog({ coupon, offers, onClose, onBatch }: Props) {
  const { t } = useCouponTexts();
  const create = useCreateCoupons();
  const edit = useEditCoupon();
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftOf(coupon) : emptyDraft));
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => {
    setDraft((before) => ({ ...before, [key]: value }));
    // The field's message goes once it is changed; the others stay until the next save.
    const fields = { ...errors.fields };
    for (const field of apiFieldsOf[key]) delete fields[field];
    setErrors({ fields, whole: errors.whole });
  };
  const fixed = !!coupon && coupon.timesRedeemed > 0;
  const currency = offers[0]?.currency ?? 'USD';
  const report = (fields: FieldErrors, whole?: string) => setErrors({ fields, whole });
  const error = (field: string) => errorOf(errors.fields, field);

  const save = async () => {
    let batch: string[] | null = null;
    const saved = coupon
      ? await saveChecked(
          studioCouponEditSchema,
          editRequestOf(coupon, draft),
          (change) => edit.mutateAsync({ code: coupon.code, edit: change }),
          report,
        )
      : await saveChecked(
          studioCouponCreateSchema,
          createRequestOf(draft),
          async (request) => {
            const made = await create.mutateAsync(request);
            if (request.codes.kind === 'batch') batch = made.coupons.map((one) => one.code);
          },
          report,
        );
    if (!saved) return;
    // A batch's codes are shown next (the dialog makes way for them); otherwise the dialog closes.
    if (batch && onBatch) onBatch(batch);
    else onClose();
  };

  const toggleOffer = (key: string, on: boolean) =>
    set('offerKeys', on ? [...draft.offerKeys, key] : draft.offerKeys.filter((one) => one !== key));

  return (
    <FormDialog
      title={coupon ? t('form.editTitle', { code: coupon.code }) : t('form.createTitle')}
      saveLabel={coupon ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      busy={create.isPending || edit.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="coupon-dialog"
    >
      {!coupon && (
        <fieldset className={formParts.choices}>
          <legend>{t('form.codes')}</legend>
          {(['single', 'batch'] as const).map((mode) => (
            <label key={mode} className={formParts.choice}>
              <input
                type="radio"
                name="code-mode"
                checked={draft.codeMode === mode}
                onChange={() => set('codeMode', mode)}
              />
              {t(`form.${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
      {draft.codeMode === 'single' ? (
        <FormField
          label={t('form.code')}
          hint={fixed ? t('form.fixedHint') : t('form.codeHint')}
          error={error('codes.code') ?? error('code')}
        >
          {(control) => (
            <input
              {...control}
              className={fieldControlClass}
              value={draft.code}
              readOnly={fixed}
              autoComplete="off"
              onChange={(event) => set('code', event.target.value.toUpperCase())}
            />
          )}
        </FormField>
      ) : (
        <div className={formParts.pair}>
          <FormField label={t('form.prefix')} hint={t('form.prefixHint')} error={error('codes.prefix')}>
            {(control) => (
              <input
                {...control}
                className={fieldControlClass}
                value={draft.prefix}
                autoComplete="off"
                onChange={(event) => set('prefix', event.target.value.toUpperCase())}
              />
            )}
          </FormField>
          <FormField label={t('form.count')} error={error('codes.count')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={COUPON_BATCH_MAX}
                className={fieldControlClass}
                value={draft.count}
                onChange={(event) => set('count', event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <div className={formParts.pair}>
        <FormField label={t('form.kind')} error={error('kind')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.kind}
              disabled={fixed}
              onChange={(event) => set('kind', event.target.value as CouponDraft['kind'])}
            >
              <option value="percent">{t('form.kinds.percent')}</option>
              <option value="amount">{t('form.kinds.amount')}</option>
            </select>
          )}
        </FormField>
        {draft.kind === 'percent' ? (
          <FormField label={t('form.percentOff')} error={error('percentOff')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                className={fieldControlClass}
                value={draft.percentOff}
                readOnly={fixed}
                onChange={(event) => set('percentOff', event.target.value)}
              />
            )}
          </FormField>
        ) : (
          <FormField label={t('form.amount', { currency })} error={error('amountOff')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                className={fieldControlClass}
                value={draft.amount}
                readOnly={fixed}
                onChange={(event) => set('amount', event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <div className={formParts.pair}>
        <FormField label={t('form.duration')} hint={t('form.durationHint')} error={error('duration')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.duration}
              disabled={fixed}
              onChange={(event) => set('duration', event.target.value as CouponDraft['duration'])}
            >
              {COUPON_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {t(`form.durations.${duration}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {draft.duration === 'repeating' && (
          <FormField label={t('form.durationPeriods')} error={error('durationPeriods')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={COUPON_MAX_PERIODS}
                className={fieldControlClass}
                value={draft.durationPeriods}
                readOnly={fixed}
                onChange={(event) => set('durationPeriods', event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <fieldset className={formParts.choices}>
        <legend>{t('form.offers')}</legend>
        {offers.map((offer) => (
          <label key={offer.key} className={formParts.choice}>
            <input
              type="checkbox"
              checked={draft.offerKeys.includes(offer.key)}
              onChange={(event) => toggleOffer(offer.key, event.target.checked)}
            />
            {offer.active ? offer.title : t('form.retired', { title: offer.title })}{' '}
            <span className={styles.key}>{offer.key}</span>
          </label>
        ))}
        <p className={formParts.hint}>{error('offerKeys') ?? t('form.offersHint')}</p>
      </fieldset>
      <FormField label={t('form.customers')} error={error('customers')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={draft.customers}
            onChange={(event) => set('customers', event.target.value as CouponDraft['customers'])}
          >
            {COUPON_CUSTOMERS.map((customers) => (
              <option key={customers} value={customers}>
                {t(`customers.${customers}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={formParts.pair}>
        <FormField label={t('form.firstDay')} hint={t('form.datesHint')} error={error('validFrom')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldControlClass}
              value={draft.firstDay}
              onChange={(event) => set('firstDay', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.lastDay')} error={error('validUntil')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldControlClass}
              value={draft.lastDay}
              onChange={(event) => set('lastDay', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('form.maxRedemptions')}
        hint={t('form.maxRedemptionsHint')}
        error={error('maxRedemptions')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            className={fieldControlClass}
            value={draft.maxRedemptions}
            onChange={(event) => set('maxRedemptions', event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
