import {
  isPromotionRunning,
  type Promotion,
  promotionSettingsProblems,
  type StudioPromotion,
  type StudioPromotionEdit,
  type StudioPromotionList,
  type StudioPromotionPreview,
  type studioPromotionCreateSchema,
  zonedInstant,
  zonedParts,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError, invalidFields } from '../../../plugins/errors';
import { recordStudioChange } from '../../accounts/accounts.module';
import { PromotionsRepository } from './promotions.repository';
import {
  type PromotionDetail,
  type PromotionSettings,
  PromotionSettingsError,
  PromotionsAdmin,
} from './promotions-admin';

type PromotionCreate = z.output<typeof studioPromotionCreateSchema>;
type Action = 'promotion.create' | 'promotion.update' | 'promotion.end' | 'promotion.delete';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DDTHH:MM` of `instant` on the studio's wall clock. */
export function localTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant the studio's clocks read `local` (`YYYY-MM-DDTHH:MM`). */
export function instantOf(local: string, timeZone: string): Date {
  const [day = '', time = ''] = local.split('T');
  return zonedInstant(day, time, timeZone);
}

export function toStudioPromotion(detail: PromotionDetail, timeZone: string): StudioPromotion {
  const { row } = detail;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startsAtLocal: localTime(row.startsAt, timeZone),
    endsAtLocal: localTime(row.endsAt, timeZone),
    offerKeys: row.offerKeys,
    giftOfferKey: row.giftOfferKey,
    couponCode: row.couponCode,
    gifts: detail.gifts.map((gift) => ({
      id: gift.giftId,
      title: gift.title,
      stock: gift.stock === null ? null : gift.stock + gift.claimed,
      claimed: gift.claimed,
      left: gift.stock,
    })),
    used: detail.used,
  };
}

/**
 * The console's Promotions (decision 054): each change is PromotionsAdmin's (the command line's own
 * way), made in one transaction with its audit entry. Times are the studio's wall clock.
 */
export class StudioPromotionsService {
  constructor(
    private readonly db: Db,
    private readonly studioTimeZone: () => Promise<string>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<StudioPromotionList> {
    const timeZone = await this.studioTimeZone();
    const details = await new PromotionsAdmin(this.db).details();
    const offers = await this.db
      .select({ key: schema.offer.key, title: schema.offer.title, active: schema.offer.active })
      .from(schema.offer)
      .orderBy(asc(schema.offer.position), asc(schema.offer.key));
    return {
      promotions: details.map((detail) => toStudioPromotion(detail, timeZone)),
      timeZone,
      now: localTime(this.clock(), timeZone),
      offers,
    };
  }

  async create(actorId: string, input: PromotionCreate): Promise<StudioPromotion> {
    const timeZone = await this.studioTimeZone();
    const settings = this.settingsOf(input.id, input, timeZone);
    return this.change(actorId, 'promotion.create', input.id, timeZone, async (admin) => {
      await admin.save(settings, 'create');
      return null;
    });
  }

  async edit(actorId: string, id: string, edit: StudioPromotionEdit): Promise<StudioPromotion> {
    const timeZone = await this.studioTimeZone();
    return this.change(actorId, 'promotion.update', id, timeZone, async (admin) => {
      const before = toStudioPromotion(await admin.detail(id, true), timeZone);
      const after = {
        kind: before.kind,
        title: before.title,
        startsAt: before.startsAtLocal,
        endsAt: before.endsAtLocal,
        offerKeys: before.offerKeys,
        giftOfferKey: before.giftOfferKey,
        couponCode: before.couponCode,
        gifts: before.gifts.map((gift) => ({ id: gift.id, stock: gift.stock })),
        ...edit,
      };
      const problems = promotionSettingsProblems(after);
      if (problems.length > 0)
        throw invalidFields(Object.fromEntries(problems.map(({ path, message }) => [path, message])));
      await admin.save(this.settingsOf(id, after, timeZone), 'replace');
      return before;
    });
  }

  async end(actorId: string, id: string): Promise<StudioPromotion> {
    const timeZone = await this.studioTimeZone();
    return this.change(actorId, 'promotion.end', id, timeZone, async (admin) => {
      const before = toStudioPromotion(await admin.detail(id, true), timeZone);
      await admin.end(id, this.clock());
      return before;
    });
  }

  async remove(actorId: string, id: string): Promise<{ deleted: string }> {
    const timeZone = await this.studioTimeZone();
    try {
      await this.db.transaction(async (tx) => {
        const admin = new PromotionsAdmin(tx as unknown as Db);
        const before = toStudioPromotion(await admin.detail(id, true), timeZone);
        await admin.remove(id);
        await recordStudioChange(tx as unknown as Db, {
          actorId,
          action: 'promotion.delete',
          target: `promotion:${id}`,
          before,
          after: null,
        });
      });
    } catch (error) {
      throw httpErrorOf(error);
    }
    return { deleted: id };
  }

  /**
   * What a visitor is shown at the studio's wall-clock time `at`: the promotions GET /api/promotions
   * answers then (not yet ended, soonest first, with today's stock), and those running.
   */
  async preview(at: string): Promise<StudioPromotionPreview> {
    const timeZone = await this.studioTimeZone();
    const instant = instantOf(at, timeZone);
    const promotions: Promotion[] = await new PromotionsRepository(this.db).notEnded(instant);
    return {
      at: instant.toISOString(),
      timeZone,
      promotions,
      live: promotions
        .filter((promotion) => isPromotionRunning(promotion, instant.getTime()))
        .map((each) => each.id),
    };
  }

  private settingsOf(id: string, input: Omit<PromotionCreate, 'id'>, timeZone: string): PromotionSettings {
    const startsAt = instantOf(input.startsAt, timeZone);
    const endsAt = instantOf(input.endsAt, timeZone);
    // Wall times the clocks skip move on: the end must still come after the start.
    if (endsAt <= startsAt) throw invalidFields({ endsAt: 'must be after the start' });
    return {
      id,
      kind: input.kind,
      title: input.title,
      startsAt,
      endsAt,
      offerKeys: input.offerKeys,
      ...(input.giftOfferKey ? { giftOfferKey: input.giftOfferKey } : {}),
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      gifts: input.gifts,
    };
  }

  /** One change: PromotionsAdmin's work and its audit entry in one transaction; the promotion after it. */
  private async change(
    actorId: string,
    action: Action,
    id: string,
    timeZone: string,
    work: (admin: PromotionsAdmin) => Promise<StudioPromotion | null>,
  ): Promise<StudioPromotion> {
    try {
      return await this.db.transaction(async (tx) => {
        const admin = new PromotionsAdmin(tx as unknown as Db);
        const before = await work(admin);
        const after = toStudioPromotion(await admin.detail(id), timeZone);
        await recordStudioChange(tx as unknown as Db, {
          actorId,
          action,
          target: `promotion:${id}`,
          before,
          after,
        });
        return after;
      });
    } catch (error) {
      throw httpErrorOf(error);
    }
  }
}

/** PromotionsAdmin's refusals as answers: a field's 400 (`Invalid request. field: why`), a 404, a 409. */
function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof PromotionSettingsError)) return error;
  if (error.status === 400 && error.field) return invalidFields({ [error.field]: error.message });
  const fields = error.field ? { [error.field]: error.message } : undefined;
  return new HttpError(error.status, error.message, undefined, fields);
}
