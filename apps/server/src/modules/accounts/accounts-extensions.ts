import type { StudioMemberDetail, User } from '@releve/contracts';
import type { MemberMemory } from '../../cache/member-memory';
import type { LinkSigner } from '../../config/signed-links';
import type { BeforeAccountDeleted } from './account-deletion';
import type { ExportSection } from './export.sections';

/** The parts of a member's profile (GET /api/users/{id}) that other modules fill. */
export type ProfileParts = Partial<Pick<User, 'counts' | 'programState' | 'myWeekPlan'>>;

/** A module's part of the profile: the library gives the counts, progress and program state. */
export interface ProfileExtension {
  profileParts(userId: string): Promise<ProfileParts>;
}

/** The parts of a member's page in the console (GET /api/studio/members/{id}) that other modules fill. */
export type MemberDetailParts = Pick<
  StudioMemberDetail,
  'subscription' | 'payments' | 'watchHistory' | 'weekPlan' | 'reservations'
>;

/** A module's part of a member's page in the console: billing gives the subscription and payments. */
export interface MemberDetailsExtension {
  memberDetails(userId: string): Promise<Partial<MemberDetailParts>>;
}

/**
 * What the accounts module lets the modules registered after it add (as `app.accounts`). Accounts
 * needs nothing of them to start: the profile and the data export read what was added when a member
 * asks, so the library (which itself needs accounts' Access) plugs in after accounts, with no cycle.
 */
export interface AccountsExtensions {
  /** Adds a module's part of the member's profile; parts are merged over the account's own. */
  addProfileParts(extension: ProfileExtension): void;
  /** Adds a module's part of a member's page in the console; a part no module gives reads as empty. */
  addMemberDetails(extension: MemberDetailsExtension): void;
  /** Adds a module's sections to the member's data export, after those added before. */
  addExportSections(...sections: ExportSection[]): void;
  /**
   * Adds a step run before an account is deleted (billing cancels the member's subscriptions at the
   * provider and keeps the studio's records, anonymised); a step that throws `AccountDeletionRefused`
   * stops the deletion with its message, and nothing is deleted.
   */
  addBeforeAccountDeleted(step: BeforeAccountDeleted): void;
  /** Signs and checks what a link names, with the server's secret, for one purpose (the newsletter's). */
  linkSigner(purpose: string): LinkSigner;
  /**
   * A memory of rows per member, forgotten when the database announces a change of that member's rows
   * (the tables migration 0020 watches: the account, products, favorites, classes taken, program
   * states, the week plan).
   */
  memberMemory<Source>(): MemberMemory<Source>;
  /**
   * Settles once every change committed before the call has been heard by this process's memories
   * (at once on PGlite): for code that wrote past the HTTP routes (which wait by themselves) and reads
   * a member's kept rows next, as the admin tools' tests do.
   */
  changesHeard(): Promise<void>;
}
