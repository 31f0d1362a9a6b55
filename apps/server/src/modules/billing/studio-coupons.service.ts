import {
  COUPON_FIXED_ONCE_USED,
  type CouponCustomers,
  couponTermsProblems,
  type StudioCoupon,
  type StudioCouponEdit,
  type StudioCouponList,
  type StudioCouponQuery,
  type StudioCouponRedemptions,
  type studioCouponCreateSchema,
  studioCouponMessages,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { z } from 'zod';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import { randomCouponCode } from './coupon-codes';
import { newId } from './ids';
import type { CouponRow } from './offers.repository';
import { type CouponInsert, type StudioCouponsRepository, toStudioCoupon } from './studio-coupons.repository';

type CouponCreate = z.output<typeof studioCouponCreateSchema>;

/** Random codes that clash with existing ones are drawn again, this many rounds at most. */
const BATCH_ROUNDS = 5;

const customerFlags = (customers: CouponCustomers) => ({
  newCustomersOnly: customers === 'new',
  existingCustomersOnly: customers === 'existing',
});
const instant = (value: string | null) => (value ? new Date(value) : null);

/**
 * The console's Coupons (decision 051): each change one transaction with its audit entry. A coupon
 * an order used (or a checkout still open was priced with) keeps its code, kind, amount and duration:
 * what was sold stays as it was sold; its dates, cap, offers, customers and state may change.
 */
export class StudioCouponsService {
  constructor(
    private readonly db: Db,
    private readonly repository: StudioCouponsRepository,
  ) {}

  async list(query: StudioCouponQuery): Promise<StudioCouponList> {
    const [{ rows, total }, offers] = await Promise.all([
      this.repository.list(query),
      this.repository.offers(),
    ]);
    return { coupons: rows.map(toStudioCoupon), total, offers };
  }

  async create(actorId: string, input: CouponCreate): Promise<StudioCoupon[]> {
    await this.checkOffers(input.offerKeys);
    const { codes, customers, validFrom, validUntil, ...terms } = input;
    const base = {
      ...terms,
      ...customerFlags(customers),
      validFrom: instant(validFrom),
      validUntil: instant(validUntil),
    };
    return this.transaction(async (repository, tx) => {
      if (codes.kind === 'single') {
        const [row] = await repository.insert([{ ...base, code: codes.code }]);
        if (!row)
          throw new HttpError(409, studioCouponMessages.exists, undefined, {
            'codes.code': studioCouponMessages.exists,
          });
        await this.audit(tx, actorId, 'coupon.create', `coupon:${row.code}`, null, toStudioCoupon(row));
        return [toStudioCoupon(row)];
      }
      const batchId = newId('batch', 9);
      const made: CouponRow[] = [];
      for (let round = 0; round < BATCH_ROUNDS && made.length < codes.count; round++) {
        const rows: CouponInsert[] = [];
        for (let i = made.length; i < codes.count; i++)
          rows.push({ ...base, code: randomCouponCode(codes.prefix), batchId });
        made.push(...(await repository.insert(rows)));
      }
      if (made.length < codes.count) throw new Error('could not draw enough free coupon codes');
      await this.audit(tx, actorId, 'coupon.create', `coupon-batch:${batchId}`, null, {
        prefix: codes.prefix,
        count: made.length,
        codes: made.map((row) => row.code),
        terms: { ...toStudioCoupon(made[0] as CouponRow), code: undefined },
      });
      return made.map(toStudioCoupon);
    });
  }

  async edit(actorId: string, code: string, edit: StudioCouponEdit): Promise<StudioCoupon> {
    if (edit.offerKeys) await this.checkOffers(edit.offerKeys);
    return this.transaction(async (repository, tx) => {
      const row = await this.found(repository, code, true);
      const before = toStudioCoupon(row);
      const after = { ...before, ...edit };
      const fixedChanged = COUPON_FIXED_ONCE_USED.filter((field) => after[field] !== before[field]);
      if (fixedChanged.length > 0 && (row.timesRedeemed > 0 || (await repository.openOrderNames(code)))) {
        throw new HttpError(409, studioCouponMessages.used, 'coupon-used');
      }
      const problems = couponTermsProblems(after);
      if (after.maxRedemptions !== null && after.maxRedemptions < row.timesRedeemed)
        problems.push({ path: 'maxRedemptions', message: studioCouponMessages.capBelowUses });
      if (problems.length > 0)
        throw invalidFields(Object.fromEntries(problems.map(({ path, message }) => [path, message])));
      if (after.code !== code && (await repository.byCode(after.code))) {
        throw new HttpError(409, studioCouponMessages.exists, undefined, {
          code: studioCouponMessages.exists,
        });
      }
      const {
        customers,
        validFrom,
        validUntil,
        timesRedeemed: _,
        createdAt: __,
        batchId: ___,
        ...rest
      } = after;
      const updated = await repository.update(code, {
        ...rest,
        ...customerFlags(customers),
        validFrom: instant(validFrom),
        validUntil: instant(validUntil),
        updatedAt: new Date(),
      });
      const answer = toStudioCoupon(updated as CouponRow);
      await this.audit(tx, actorId, 'coupon.update', `coupon:${answer.code}`, before, answer);
      return answer;
    });
  }

  /** No new checkout takes it; subscriptions that have its discount keep it. Archiving twice is no change. */
  async archive(actorId: string, code: string): Promise<StudioCoupon> {
    return this.transaction(async (repository, tx) => {
      const row = await this.found(repository, code, true);
      if (!row.active) return toStudioCoupon(row);
      const updated = toStudioCoupon(
        (await repository.update(code, { active: false, updatedAt: new Date() })) as CouponRow,
      );
      await this.audit(tx, actorId, 'coupon.archive', `coupon:${code}`, toStudioCoupon(row), updated);
      return updated;
    });
  }

  async redemptions(code: string): Promise<StudioCouponRedemptions> {
    await this.found(this.repository, code);
    return { code, redemptions: await this.repository.redemptions(code) };
  }

  private async found(repository: StudioCouponsRepository, code: string, lock = false) {
    const row = await repository.byCode(code, lock);
    if (!row) throw new HttpError(404, studioCouponMessages.notFound);
    return row;
  }

  private async checkOffers(keys: string[]) {
    const known = await this.repository.existingOfferKeys(keys);
    const missing = keys.find((key) => !known.has(key));
    if (missing !== undefined)
      throw invalidFields({ offerKeys: `${studioCouponMessages.unknownOffer}: ${missing}` });
  }

  private transaction<T>(work: (repository: StudioCouponsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work(this.repository.within(tx as unknown as Db), tx as unknown as Db),
    );
  }

  private audit(
    tx: Db,
    actorId: string,
    action: 'coupon.create' | 'coupon.update' | 'coupon.archive',
    target: string,
    before: unknown,
    after: unknown,
  ) {
    return recordStudioChange(tx, { actorId, action, target, before, after });
  }
}
