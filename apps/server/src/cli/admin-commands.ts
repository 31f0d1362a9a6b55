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

export const adminUsage = `Usage: npm run admin -- <command>

  grant <email> <on-demand|live> <days> [--recurring]   give access for <days> days from now
  revoke <email> [on-demand|live]                       remove all products, or those of one type
  day-passes <email> <count>                            set the number of unused day passes
  make-admin <email>                                    make the account an admin
  remove-admin <email>                                  take the admin rights away
  import-members <file.csv>                             create members from a CSV file
                                                        (email,first_name,last_name,product,paid_until)
  attach-recording <class id> <media id>                attach a live class's recording: everyone who
                                                        asked is notified and e-mailed
  renew-subscriptions                                   charge the sandbox subscriptions whose period
                                                        ended (the server does it every 5 minutes)
  help                                                  show this list

The commands read the server's environment (DATA_DIR, DATABASE_URL). On PGlite (no DATABASE_URL),
stop the server first: one process at a time may open the database. See docs/operations.md.`;

export type AdminCommand =
  | { name: 'help' }
  | { name: 'grant'; email: string; type: ProductType; days: number; recurring: boolean }
  | { name: 'revoke'; email: string; type?: ProductType }
  | { name: 'day-passes'; email: string; count: number }
  | { name: 'make-admin' | 'remove-admin'; email: string }
  | { name: 'import-members'; file: string }
  | { name: 'renew-subscriptions' }
  | { name: 'attach-recording'; classId: number; mediaId: string };

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
  const unknownFlags = flags.filter((flag) => !(name === 'grant' && flag === '--recurring'));
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
    case 'import-members':
      expect(1, '<file.csv>');
      return { name, file: args[0] ?? '' };
    case 'renew-subscriptions':
      expect(0, '');
      return { name };
    case 'attach-recording': {
      expect(2, '<class id> <media id>');
      const [classId = '', mediaId = ''] = args;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(mediaId)) throw new UsageError(`"${mediaId}" is not a media id`);
      return { name, classId: wholeNumber('class id', classId, 1, 2_147_483_647), mediaId };
    }
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
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

/** Runs one command against the database and answers what to print. */
export async function runAdminCommand(
  command: Exclude<
    AdminCommand,
    { name: 'help' | 'import-members' | 'renew-subscriptions' | 'attach-recording' }
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
      await admin.setAdmin(command.email, true);
      return `${command.email} is an admin.`;
    case 'remove-admin':
      await admin.setAdmin(command.email, false);
      return `${command.email} is no longer an admin.`;
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
