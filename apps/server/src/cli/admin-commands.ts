import { type GiftId, isGiftId, type Promotion, type StaffRole, staffRoleSchema } from '@releve/contracts';
import {
  AdminError,
  type AdminService,
  type ImportReport,
  isProductType,
  MAX_DAY_PASSES,
  MAX_GRANT_DAYS,
  type ProductType,
  productTypeProblem,
} from '../modules/admin/admin.module';
import type { PromotionSettings, PromotionsAdmin } from '../modules/billing/billing.module';

export const adminUsage = `Usage: npm run admin -- <command>

  grant <email> <on-demand|live> <days> [--recurring]   give access for <days> days from now
  revoke <email> [on-demand|live]                       remove all products, or those of one type
  day-passes <email> <count>                            set the number of unused day passes
  make-admin <email>                                    make the account the studio's owner (an admin)
  remove-admin <email>                                  take the account's staff role away
  staff-role <email> <owner|instructor|contributor|none>
                                                        give a role in the studio's staff, or take it
  import-members <file.csv>                             create members from a CSV file
                                                        (email,first_name,last_name,product,paid_until)
  attach-recording <class id> <media id>                attach a live class's recording: everyone who
                                                        asked is notified and e-mailed
  renew-subscriptions                                   charge the sandbox subscriptions whose period
                                                        ended (the server does it every 5 minutes)
  promotion <id> <promo-pricing|new-year-sale|vita> <starts-at> <ends-at> <offer-key,...>
      [--title=<text>] [--gift=<five-day-passes|calendar|inspiration-collection>:<count|uncounted>]...
      [--gift-offer=<offer-key>] [--code=<promo code>]
                                                        create or replace a promotion (times in ISO 8601,
                                                        e.g. 2026-11-27T05:00:00Z; the end excluded; a
                                                        gift's count is how many in all, given ones
                                                        included; one promotion of a kind at a time)
  promotion-stock <id> <gift> <count|uncounted>         set how many of a gift are left
  promotions                                            list the running and upcoming promotions
  end-promotion <id>                                    end a running promotion now
  remove-promotion <id>                                 delete a promotion never used (end a used one)
  insights rebuild                                      make the Insights' rollups again from the
                                                        billing rows (the server keeps them current)
  newsletter-link <email>...                            the newsletter's 24-hour pass link for each
                                                        reader, signed with the server's secret
  help                                                  show this list

The commands read the server's environment (DATA_DIR, DATABASE_URL). On PGlite (no DATABASE_URL),
stop the server first: one process at a time may open the database. See docs/operations.md.`;

export type AdminCommand =
  | { name: 'help' }
  | { name: 'grant'; email: string; type: ProductType; days: number; recurring: boolean }
  | { name: 'revoke'; email: string; type?: ProductType }
  | { name: 'day-passes'; email: string; count: number }
  | { name: 'make-admin' | 'remove-admin'; email: string }
  | { name: 'staff-role'; email: string; role: StaffRole | null }
  | { name: 'import-members'; file: string }
  | { name: 'renew-subscriptions' }
  | { name: 'insights-rebuild' }
  | { name: 'attach-recording'; classId: number; mediaId: string }
  | { name: 'promotion'; settings: PromotionSettings }
  | { name: 'promotion-stock'; id: string; gift: GiftId; stock: number | null }
  | { name: 'promotions' }
  | { name: 'remove-promotion' | 'end-promotion'; id: string }
  | { name: 'newsletter-link'; emails: string[] };

/** A command line that names no valid command: the message says what is wrong and where to look. */
export class UsageError extends AdminError {
  constructor(problem: string) {
    super(`${problem}\nRun "npm run admin -- help" for the list of commands.`);
    this.name = 'UsageError';
  }
}

/** Reads the words after `npm run admin --`; nothing here touches the database. */
export function parseAdminCommand(argv: readonly string[]): AdminCommand {
  const flags = argv.filter((word) => word.startsWith('--'));
  const [name, ...args] = argv.filter((word) => !word.startsWith('--'));
  const unknownFlags = flags.filter(
    (flag) =>
      !(name === 'grant' && flag === '--recurring') &&
      !(name === 'promotion' && /^--(title|gift|gift-offer|code)=/.test(flag)),
  );
  if (unknownFlags.length > 0) throw new UsageError(`Unknown option ${unknownFlags.join(' ')}`);

  const expect = (count: number, shape: string) => {
    if (args.length !== count) throw new UsageError(`Usage: npm run admin -- ${name} ${shape}`);
  };
  switch (name) {
    case undefined:
    case 'help':
      return { name: 'help' };
    case 'grant': {
      expect(3, '<email> <on-demand|live> <days> [--recurring]');
      const [email = '', type = '', days = ''] = args;
      return {
        name,
        email,
        type: productType(type),
        days: wholeNumber('days', days, 1, MAX_GRANT_DAYS),
        recurring: flags.includes('--recurring'),
      };
    }
    case 'revoke': {
      if (args.length < 1 || args.length > 2)
        throw new UsageError('Usage: npm run admin -- revoke <email> [on-demand|live]');
      const [email = '', type] = args;
      return type === undefined ? { name, email } : { name, email, type: productType(type) };
    }
    case 'day-passes': {
      expect(2, '<email> <count>');
      const [email = '', count = ''] = args;
      return { name, email, count: wholeNumber('count', count, 0, MAX_DAY_PASSES) };
    }
    case 'make-admin':
    case 'remove-admin':
      expect(1, '<email>');
      return { name, email: args[0] ?? '' };
    case 'staff-role': {
      expect(2, '<email> <owner|instructor|contributor|none>');
      const [email = '', role = ''] = args;
      if (role === 'none') return { name, email, role: null };
      const parsed = staffRoleSchema.safeParse(role);
      if (!parsed.success) {
        throw new UsageError(`The role must be owner, instructor, contributor or none, not "${role}"`);
      }
      return { name, email, role: parsed.data };
    }
    case 'import-members':
      expect(1, '<file.csv>');
      return { name, file: args[0] ?? '' };
    case 'insights':
      if (args.length !== 1 || args[0] !== 'rebuild')
        throw new UsageError('Usage: npm run admin -- insights rebuild');
      return { name: 'insights-rebuild' };
    case 'renew-subscriptions':
    case 'promotions':
      expect(0, '');
      return { name };
    case 'attach-recording': {
      expect(2, '<class id> <media id>');
      const [classId = '', mediaId = ''] = args;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(mediaId)) throw new UsageError(`"${mediaId}" is not a media id`);
      return { name, classId: wholeNumber('class id', classId, 1, 2_147_483_647), mediaId };
    }
    case 'promotion':
      expect(
        5,
        '<id> <promo-pricing|new-year-sale|vita> <starts-at> <ends-at> <offer-key,...> [--title=...]',
      );
      return { name, settings: promotionSettings(args, flags) };
    case 'promotion-stock': {
      expect(3, '<id> <gift> <count|uncounted>');
      const [id = '', gift = '', stock = ''] = args;
      return { name, id: promotionId(id), gift: giftOf(gift), stock: stockOf(stock) };
    }
    case 'remove-promotion':
    case 'end-promotion':
      expect(1, '<id>');
      return { name, id: promotionId(args[0] ?? '') };
    case 'newsletter-link': {
      if (args.length === 0) throw new UsageError(`Usage: npm run admin -- ${name} <email>...`);
      const bad = args.find((email) => !/^[^\s@]+@[^\s@]+$/.test(email));
      if (bad !== undefined) throw new UsageError(`"${bad}" is not an e-mail address`);
      return { name, emails: args };
    }
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}

const promotionKinds = ['promo-pricing', 'new-year-sale', 'vita'] as const;
const MAX_STOCK = 1_000_000;

function promotionSettings(args: string[], flags: string[]): PromotionSettings {
  const [id = '', kind = '', starts = '', ends = '', keys = ''] = args;
  const flag = (flagName: string) =>
    flags.filter((each) => each.startsWith(`--${flagName}=`)).map((each) => each.slice(flagName.length + 3));
  if (!(promotionKinds as readonly string[]).includes(kind)) {
    throw new UsageError(`The kind must be one of ${promotionKinds.join(', ')}, not "${kind}"`);
  }
  const gifts = flag('gift').map((value) => {
    const [gift = '', stock = ''] = value.split(':');
    return { id: giftOf(gift), stock: stockOf(stock) };
  });
  const [giftOfferKey] = flag('gift-offer');
  const [couponCode] = flag('code');
  return {
    id: promotionId(id),
    kind: kind as PromotionSettings['kind'],
    title: flag('title')[0]?.trim() || id,
    startsAt: instant('starts-at', starts),
    endsAt: instant('ends-at', ends),
    offerKeys: keys.split(',').filter(Boolean),
    gifts,
    ...(giftOfferKey ? { giftOfferKey } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
}

function promotionId(value: string): string {
  if (!/^[a-z0-9-]{1,40}$/.test(value)) {
    throw new UsageError(`A promotion id is 1 to 40 lowercase letters, digits or dashes, not "${value}"`);
  }
  return value;
}

function giftOf(value: string): GiftId {
  if (!isGiftId(value))
    throw new UsageError(
      `The gift must be five-day-passes, calendar or inspiration-collection, not "${value}"`,
    );
  return value;
}

function stockOf(value: string): number | null {
  return value === 'uncounted' ? null : wholeNumber('The stock', value, 0, MAX_STOCK);
}

function instant(what: string, value: string): Date {
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (Number.isNaN(time))
    throw new UsageError(`${what} must be a time like 2026-11-27T05:00:00Z, not "${value}"`);
  return new Date(time);
}

function productType(value: string): ProductType {
  if (!isProductType(value)) throw new UsageError(productTypeProblem(value));
  return value;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

export type PromotionCommand = Extract<
  AdminCommand,
  { name: 'promotion' | 'promotion-stock' | 'promotions' | 'remove-promotion' | 'end-promotion' }
>;

export const isPromotionCommand = (command: AdminCommand): command is PromotionCommand =>
  ['promotion', 'promotion-stock', 'promotions', 'remove-promotion', 'end-promotion'].includes(command.name);

/** Runs a promotion command (billing's PromotionsAdmin) and answers what to print. */
export async function runPromotionCommand(
  command: PromotionCommand,
  promotions: PromotionsAdmin,
): Promise<string> {
  switch (command.name) {
    case 'promotion': {
      const saved = await promotions.save(command.settings);
      return `Saved:\n${formatPromotions([saved])}`;
    }
    case 'promotion-stock':
      await promotions.setStock(command.id, command.gift, command.stock);
      return `${command.id}: ${command.gift} ${command.stock === null ? 'uncounted' : `${command.stock} left`}.`;
    case 'promotions':
      return formatPromotions(await promotions.list());
    case 'remove-promotion':
      await promotions.remove(command.id);
      return `Removed the promotion ${command.id}.`;
    case 'end-promotion': {
      const ended = await promotions.end(command.id);
      return `Ended the promotion ${command.id} at ${new Date(ended.endTime).toISOString()}.`;
    }
  }
}

/** Runs one command against the database and answers what to print. */
export async function runAdminCommand(
  command: Exclude<
    AdminCommand,
    {
      name:
        | 'help'
        | 'import-members'
        | 'renew-subscriptions'
        | 'insights-rebuild'
        | 'attach-recording'
        | 'newsletter-link'
        | PromotionCommand['name'];
    }
  >,
  admin: AdminService,
): Promise<string> {
  switch (command.name) {
    case 'grant': {
      const product = await admin.grant(command.email, command);
      const recurring = command.recurring ? ', recurring' : '';
      return `Granted ${command.type} to ${command.email} for ${command.days} days${recurring}, until ${product.expiresAt.toISOString()}.`;
    }
    case 'revoke': {
      const removed = await admin.revoke(command.email, command.type);
      const what = command.type ? `${command.type} product` : 'product';
      return `Removed ${removed} ${what}${removed === 1 ? '' : 's'} from ${command.email}.`;
    }
    case 'day-passes':
      await admin.setDayPasses(command.email, command.count);
      return `${command.email} now has ${command.count} unused day pass${command.count === 1 ? '' : 'es'}.`;
    case 'make-admin':
      await admin.setStaffRole(command.email, 'owner');
      return `${command.email} is an admin (the studio's owner).`;
    case 'remove-admin':
      await admin.setStaffRole(command.email, null);
      return `${command.email} is no longer an admin.`;
    case 'staff-role':
      await admin.setStaffRole(command.email, command.role);
      return command.role
        ? `${command.email} is the studio's ${command.role}.`
        : `${command.email} has no role in the studio's staff.`;
  }
}

/** The import's answer, every skipped and bad row with its line. */
export function formatImportReport(report: ImportReport, file: string): string {
  const { imported, duplicates, bad } = report;
  const withProduct = (type: ProductType) =>
    imported.filter((member) => member.product?.type === type).length;
  const lines = [
    `Imported ${imported.length} member${imported.length === 1 ? '' : 's'} from ${file} ` +
      `(${withProduct('on-demand')} on-demand, ${withProduct('live')} live, ` +
      `${imported.filter((member) => !member.product).length} without a product).`,
  ];
  if (duplicates.length > 0) {
    lines.push(`Skipped ${duplicates.length} row${duplicates.length === 1 ? '' : 's'} already known:`);
    for (const row of duplicates) lines.push(`  line ${row.line}: ${row.email} ${row.reason}`);
  }
  if (bad.length > 0) {
    lines.push(`Not imported, ${bad.length} bad row${bad.length === 1 ? '' : 's'}:`);
    for (const row of bad) lines.push(`  line ${row.line}: ${row.reason}`);
  }
  if (imported.length > 0) {
    lines.push('Nobody was e-mailed: members choose their password with "Forgot password?" when signing in.');
  }
  return lines.join('\n');
}

/** What `renew-subscriptions` did, from the types of the events the sandbox wrote. */
export function formatRenewals(eventTypes: string[]): string {
  const count = (type: string) => eventTypes.filter((each) => each === type).length;
  if (eventTypes.length === 0) return 'No sandbox subscription was due.';
  return (
    `Sandbox subscriptions due: ${count('invoice.paid')} renewed, ${count('invoice.payment_failed')} declined, ` +
    `${count('customer.subscription.deleted')} ended. Their webhooks are queued: the server delivers them ` +
    '(at its next start on PGlite).'
  );
}

/** One line per promotion: its window, offers and gifts with what is left. */
export function formatPromotions(promotions: Promotion[]): string {
  if (promotions.length === 0) return 'No promotion is running or planned.';
  return promotions
    .map((promotion) => {
      const gifts = promotion.gifts
        .map((gift) => `${gift.id} ${gift.remaining === -1 ? 'uncounted' : `${gift.remaining} left`}`)
        .join(', ');
      const window = `${new Date(promotion.startTime).toISOString()} to ${new Date(promotion.endTime).toISOString()}`;
      return `${promotion.id} (${promotion.kind}) "${promotion.title}" ${window}: ${promotion.offerKeys.join(', ')}${
        gifts ? `; gifts: ${gifts}` : ''
      }${promotion.couponCode ? `; code ${promotion.couponCode}` : ''}`;
    })
    .join('\n');
}
