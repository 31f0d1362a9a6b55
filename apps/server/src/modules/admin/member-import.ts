import type { Auth, UsersRepository } from '../accounts/accounts.module';
import { type BadRow, type DuplicateRow, type MemberRow, parseMemberCsv } from './member-csv';

export interface ImportedMember {
  line: number;
  email: string;
  userId: string;
  product?: MemberRow['product'];
}

export interface ImportReport {
  imported: ImportedMember[];
  /** Rows not imported because the e-mail has an account already (or repeats an earlier row). */
  duplicates: DuplicateRow[];
  bad: BadRow[];
}

/**
 * Brings a studio's existing members in from a CSV file: each becomes a better-auth user with no
 * password (no credential account) and, when the row names one, a product until the end of its
 * paid_until day. Nobody is e-mailed: members choose a password through "Forgot password".
 * A row is imported whole or not at all.
 */
export class MemberImporter {
  constructor(
    private readonly auth: Auth,
    private readonly users: UsersRepository,
    private readonly actor = 'cli',
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async importCsv(text: string): Promise<ImportReport> {
    const parsed = parseMemberCsv(text, this.clock());
    const report: ImportReport = { imported: [], duplicates: [...parsed.duplicates], bad: [...parsed.bad] };
    for (const row of parsed.rows) {
      if (await this.users.findByEmail(row.email)) {
        report.duplicates.push({ line: row.line, email: row.email, reason: 'has an account already' });
        continue;
      }
      try {
        report.imported.push(await this.importRow(row));
      } catch (error) {
        // Another process may have created the same e-mail in between: that is a duplicate, not a failure.
        if (await this.users.findByEmail(row.email)) {
          report.duplicates.push({ line: row.line, email: row.email, reason: 'has an account already' });
        } else {
          report.bad.push({ line: row.line, reason: `could not be saved: ${(error as Error).message}` });
        }
      }
    }
    const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
    report.duplicates.sort(byLine);
    report.bad.sort(byLine);
    return report;
  }

  private async importRow(row: MemberRow): Promise<ImportedMember> {
    const { internalAdapter } = await this.auth.$context;
    const user = await internalAdapter.createUser(
      {
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        firstName: row.firstName,
        lastName: row.lastName,
      },
      // Provisioned by the studio, the way better-auth's admin plugin creates users.
      { method: 'admin' },
    );
    try {
      if (row.product) {
        await this.users.addProduct({
          userId: user.id,
          type: row.product.type,
          createdAt: this.clock(),
          expiresAt: row.product.expiresAt,
          isRecurring: false,
          source: 'import',
        });
      }
      await this.users.audit({
        actorId: this.actor,
        subjectId: user.id,
        action: 'import',
        detail: row.product ? `${row.product.type} until ${row.product.paidUntil}` : 'no product',
      });
    } catch (error) {
      // Products go with the user (on delete cascade), so nothing of the row is left.
      await internalAdapter.deleteUser(user.id);
      throw error;
    }
    return {
      line: row.line,
      email: row.email,
      userId: user.id,
      ...(row.product ? { product: row.product } : {}),
    };
  }
}
