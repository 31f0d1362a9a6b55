import type {
  CouponCustomers,
  CouponDuration,
  StudioCoupon,
  StudioCouponCreate,
  StudioCouponEdit,
} from '@releve/contracts';

/**
 * The coupon form as typed: numbers as the fields hold them, an amount in the currency's units
 * ("12.50"), dates as days (yyyy-mm-dd) in the owner's own time zone. `requestOf` turns it into the
 * API's request; a field typed wrong reaches the API's schema as it is, which names it.
 */
export interface CouponDraft {
  codeMode: 'single' | 'batch';
  code: string;
  prefix: string;
  count: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  amount: string;
  duration: CouponDuration;
  durationPeriods: string;
  offerKeys: string[];
  customers: CouponCustomers;
  /** The first day it may be used (from its start), or ''. */
  firstDay: string;
  /** The last day it may be used (to its end), or ''. */
  lastDay: string;
  maxRedemptions: string;
}

export const emptyDraft: CouponDraft = {
  codeMode: 'single',
  code: '',
  prefix: '',
  count: '20',
  kind: 'percent',
  percentOff: '20',
  amount: '',
  duration: 'once',
  durationPeriods: '3',
  offerKeys: [],
  customers: 'everyone',
  firstDay: '',
  lastDay: '',
  maxRedemptions: '',
};

/** A number typed, or NaN for text that is not one (the schema says what is wrong); null when empty. */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** "12.50" in the currency's units as minor units (1250); null when empty. */
export function centsOf(text: string): number | null {
  const value = typedNumber(text.replace(',', '.'));
  return value === null ? null : Math.round(value * 100);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The start of a day in the browser's time zone. */
const startOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** The first day as an instant: its start. */
export const validFromOf = (day: string) => (day ? startOf(day).toISOString() : null);
/** The last day as an instant: the start of the day after it (the coupon works all of its last day). */
export function validUntilOf(day: string): string | null {
  if (!day) return null;
  const next = startOf(day);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

/** The form's days of a coupon's instants (the last day is the one before its end). */
export function daysOf(coupon: Pick<StudioCoupon, 'validFrom' | 'validUntil'>) {
  const lastDay = coupon.validUntil ? new Date(Date.parse(coupon.validUntil) - 1) : null;
  return {
    firstDay: coupon.validFrom ? dayOf(new Date(coupon.validFrom)) : '',
    lastDay: lastDay ? dayOf(lastDay) : '',
  };
}

/** The terms of the draft, as both the create and the edit send them. */
function termsOf(draft: CouponDraft) {
  const percent = draft.kind === 'percent';
  return {
    kind: draft.kind,
    percentOff: percent ? typedNumber(draft.percentOff) : null,
    amountOff: percent ? null : centsOf(draft.amount),
    duration: draft.duration,
    durationPeriods: draft.duration === 'repeating' ? typedNumber(draft.durationPeriods) : null,
    offerKeys: draft.offerKeys,
    customers: draft.customers,
    validFrom: validFromOf(draft.firstDay),
    validUntil: validUntilOf(draft.lastDay),
    maxRedemptions: typedNumber(draft.maxRedemptions),
  };
}

export function createRequestOf(draft: CouponDraft): StudioCouponCreate {
  const codes =
    draft.codeMode === 'single'
      ? { kind: 'single' as const, code: draft.code }
      : { kind: 'batch' as const, prefix: draft.prefix, count: typedNumber(draft.count) ?? Number.NaN };
  return { codes, ...(termsOf(draft) as Omit<StudioCouponCreate, 'codes'>) };
}

/**
 * The edit of a coupon: only what changed is sent, so a used coupon's fixed terms, left as they
 * were, are not refused.
 */
export function editRequestOf(coupon: StudioCoupon, draft: CouponDraft): StudioCouponEdit {
  const next = { code: draft.code.trim().toUpperCase(), ...termsOf(draft) } as Record<string, unknown>;
  const edit: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    const before = (coupon as unknown as Record<string, unknown>)[field];
    if (JSON.stringify(before) !== JSON.stringify(value)) edit[field] = value;
  }
  return edit as StudioCouponEdit;
}

/** The form filled with a coupon, to edit it. */
export function draftOf(coupon: StudioCoupon): CouponDraft {
  return {
    ...emptyDraft,
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amount: coupon.amountOff === null ? '' : (coupon.amountOff / 100).toFixed(2),
    duration: coupon.duration,
    durationPeriods: coupon.durationPeriods === null ? '3' : String(coupon.durationPeriods),
    offerKeys: coupon.offerKeys,
    customers: coupon.customers,
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    ...daysOf(coupon),
  };
}
