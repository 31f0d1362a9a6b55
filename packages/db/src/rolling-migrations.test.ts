import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/**
 * Upgrades while running (docs/operations.md, "Upgrades while running"; decision 061): during a rolling
 * update the new release's first process migrates the database while processes of the release before
 * still serve from it. So a migration only expands the schema; what the release before still reads or
 * writes is dropped, renamed, retyped or made required only in a later release, once no running code
 * uses it (expand, then contract). This check reads each migration from the first one written under
 * the rule and refuses the statements that break the code before it, unless the migration is listed
 * in CONTRACT_STEPS with the release that stopped using what it removes.
 */

/** Migrations up to this number were written before the rule (0029 dropped `user.is_admin` at once). */
const LAST_BEFORE_THE_RULE = 51;

/**
 * Contract steps: a migration file that removes or tightens what an earlier release used, with why
 * the release before it no longer touches that (e.g. "0060: drops media_item.old_title; 0058's release
 * stopped reading and writing it").
 */
const CONTRACT_STEPS: Record<string, string> = {};

/** What in a statement breaks the release before it, or undefined when it only expands. */
export function breaksTheReleaseBefore(statement: string): string | undefined {
  // Names and texts cannot read as keywords (a column named "type", a default 'rename').
  const sql = statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/"[^"]*"/g, '"name"')
    .replace(/'[^']*'/g, "'text'")
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  if (/\bDROP TABLE\b/.test(sql)) return 'drops a table';
  if (/\bDROP (FUNCTION|VIEW|TYPE)\b/.test(sql)) return 'drops a function, view or type';
  if (/\bDROP COLUMN\b/.test(sql)) return 'drops a column';
  if (/\bRENAME\b/.test(sql)) return 'renames a table, a column or a value';
  if (/\bALTER COLUMN\b.*\bSET NOT NULL\b/.test(sql)) return 'makes a column required';
  if (/\bALTER COLUMN\b.*\b(SET DATA )?TYPE\b/.test(sql)) return "changes a column's type";
  if (/\bADD COLUMN\b.*\bNOT NULL\b/.test(sql) && !/\bDEFAULT\b/.test(sql)) {
    return 'adds a required column without a default (the release before inserts rows without it)';
  }
  return undefined;
}

function migrationFiles(): { file: string; number: number; statements: string[] }[] {
  return readdirSync(migrationsFolder)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file))
    .sort()
    .map((file) => ({
      file,
      number: Number(file.slice(0, 4)),
      statements: readFileSync(path.join(migrationsFolder, file), 'utf8')
        .split('--> statement-breakpoint')
        .flatMap((part) => part.split(/;\s*(?:\n|$)/))
        .filter((part) => part.trim()),
    }));
}

describe('migrations a running release survives (expand, then contract)', () => {
  it('finds what breaks the release before', () => {
    expect(breaksTheReleaseBefore('ALTER TABLE "user" DROP COLUMN "is_admin"')).toBe('drops a column');
    expect(breaksTheReleaseBefore('DROP TABLE "old_thing" CASCADE')).toBe('drops a table');
    expect(breaksTheReleaseBefore('DROP FUNCTION search_word_candidates(text)')).toMatch(/function/);
    expect(breaksTheReleaseBefore('ALTER TABLE "a" RENAME COLUMN "b" TO "c"')).toMatch(/renames/);
    expect(breaksTheReleaseBefore('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL')).toMatch(/required/);
    expect(breaksTheReleaseBefore('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer')).toMatch(/type/);
    expect(breaksTheReleaseBefore('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL')).toMatch(
      /without a default/,
    );
    // Expanding is fine: new tables, optional columns, columns with a default, indexes, looser rules.
    expect(breaksTheReleaseBefore('ALTER TABLE "a" ADD COLUMN "b" text')).toBeUndefined();
    expect(
      breaksTheReleaseBefore(`ALTER TABLE "a" ADD COLUMN "b" text DEFAULT 'x' NOT NULL`),
    ).toBeUndefined();
    expect(breaksTheReleaseBefore('CREATE TABLE "t" ("id" text PRIMARY KEY NOT NULL)')).toBeUndefined();
    expect(breaksTheReleaseBefore('CREATE INDEX "i" ON "a" USING btree ("b")')).toBeUndefined();
    expect(breaksTheReleaseBefore('ALTER TABLE "a" ALTER COLUMN "b" DROP NOT NULL')).toBeUndefined();
    expect(
      breaksTheReleaseBefore(`ALTER TABLE "a" ALTER COLUMN "type" SET DEFAULT 'rename'`),
    ).toBeUndefined();
  });

  it('has no migration since the rule that breaks the release before it, unless it is a listed contract step', () => {
    const migrations = migrationFiles();
    expect(migrations.length).toBeGreaterThan(LAST_BEFORE_THE_RULE);
    // The classifier sees the statement that came before the rule: it reads the files it is meant to.
    const before = migrations.find((one) => one.file.startsWith('0029_'));
    expect(before?.statements.some((statement) => breaksTheReleaseBefore(statement))).toBe(true);
    const problems = migrations
      .filter((one) => one.number > LAST_BEFORE_THE_RULE && !CONTRACT_STEPS[one.file])
      .flatMap((one) =>
        one.statements.flatMap((statement) => {
          const why = breaksTheReleaseBefore(statement);
          return why ? [`${one.file}: ${why}: ${statement.trim().slice(0, 120)}`] : [];
        }),
      );
    expect(problems).toEqual([]);
  });
});
