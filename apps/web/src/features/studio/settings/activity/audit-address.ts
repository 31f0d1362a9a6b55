import { AUDIT_ACTIONS, AUDIT_CURSOR, type AuditAction, type AuditFilters, isDay } from '@releve/contracts';

/** Where the log is read from: the page's filters and, past the first page, the entry it starts at. */
export interface AuditAddress extends AuditFilters {
  before?: string;
  after?: string;
}

const PARAMS = ['actor', 'subject', 'action', 'from', 'to', 'before', 'after'] as const;

/**
 * The Activity page's address (`?actor=…&subject=…&action=…&from=…&to=…&before=…`), which is also what the page
 * asks the server: a reload or Back shows the same entries. A value the server would refuse (a
 * hand-edited address) is left out, so the page shows the log rather than an error.
 */
export function readAuditAddress(search: string): AuditAddress {
  const params = new URLSearchParams(search);
  const address: AuditAddress = {};
  const actor = params.get('actor');
  if (actor && actor.length <= 80) address.actor = actor;
  const subject = params.get('subject');
  if (subject && subject.length <= 80) address.subject = subject;
  const action = params.get('action');
  if (action && (AUDIT_ACTIONS as readonly string[]).includes(action)) address.action = action as AuditAction;
  const from = params.get('from');
  if (from && isDay(from)) address.from = from;
  const to = params.get('to');
  if (to && isDay(to) && !(address.from && to < address.from)) address.to = to;
  const before = params.get('before');
  const after = params.get('after');
  if (before && AUDIT_CURSOR.test(before)) address.before = before;
  else if (after && AUDIT_CURSOR.test(after)) address.after = after;
  return address;
}

/** The address as a query string (`?…`, or empty), its parameters always in the same order. */
export function auditSearchOf(address: AuditAddress): string {
  const params = new URLSearchParams();
  for (const name of PARAMS) {
    const value = address[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A filter changed: the log is read again from its newest entry. */
export function withFilter(address: AuditAddress, changes: Partial<AuditFilters>): AuditAddress {
  const { before: _before, after: _after, ...filters } = address;
  const next: AuditAddress = { ...filters, ...changes };
  if (next.from && next.to && next.to < next.from) {
    // The other end moved past this one: the range becomes the one day just picked.
    if ('from' in changes) next.to = next.from;
    else next.from = next.to;
  }
  return next;
}

/** Whether any filter is set (the page then offers to clear them). */
export const hasFilters = (address: AuditAddress) =>
  Boolean(address.actor || address.subject || address.action || address.from || address.to);
