import type { Mail } from '../mail/mail.module';
import type { LiveClassRow } from './live.repository';

/** "Tuesday, November 24" of the class's start, in the studio's time zone. */
const classDay = (row: LiveClassRow, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(
    row.startsAt,
  );

/** "Tuesday, November 24, 6:00 PM" of the class's start, in the studio's time zone. */
const classDayAndTime = (row: LiveClassRow, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(row.startsAt);

/** The notification's message for a cancelled class a member had reserved. */
export function cancelMessage(row: LiveClassRow, timeZone: string): string {
  return `${row.name} (${classDayAndTime(row, timeZone)}) is cancelled.`;
}

/** The e-mail to a member who had reserved a class the studio cancelled. */
export function cancelMail(
  row: LiveClassRow,
  timeZone: string,
  recipient: { email: string; firstName: string },
  link: string,
): Mail {
  return {
    to: recipient.email,
    subject: `${row.name} is cancelled`,
    text: [
      `Hello ${recipient.firstName || 'Dancer'},`,
      '',
      `The studio has cancelled ${row.name} (${classDayAndTime(row, timeZone)}), which you had reserved.`,
      'The other classes of the week are on the schedule:',
      link,
      '',
      'See you at the barre!',
    ].join('\n'),
  };
}

/** The notification's message for a recording now available. */
export function recordingMessage(row: LiveClassRow, timeZone: string): string {
  return `The recording of ${row.name} (${classDay(row, timeZone)}) is ready to watch.`;
}

/** The e-mail to a member who asked for the recording. */
export function recordingMail(
  row: LiveClassRow,
  timeZone: string,
  recipient: { email: string; firstName: string },
  link: string,
): Mail {
  return {
    to: recipient.email,
    subject: `The recording of ${row.name} is ready`,
    text: [
      `Hello ${recipient.firstName || 'Dancer'},`,
      '',
      `You asked to hear when the recording of ${row.name} (${classDay(row, timeZone)}) was ready. It is:`,
      link,
      '',
      'See you at the barre!',
    ].join('\n'),
  };
}

/** The notification's message for a reserved class the studio moved: its new day and time. */
export function movedMessage(before: LiveClassRow, after: LiveClassRow, timeZone: string): string {
  return `${after.name} (${classDayAndTime(before, timeZone)}) moves to ${classDayAndTime(after, timeZone)}. Your reservation follows it.`;
}

/** The e-mail to a member whose reserved classes the studio moved (one e-mail for all of them). */
export function movedMail(
  moves: { before: LiveClassRow; after: LiveClassRow }[],
  timeZone: string,
  recipient: { email: string; firstName: string },
  link: string,
): Mail {
  const first = moves[0] as { before: LiveClassRow; after: LiveClassRow };
  return {
    to: recipient.email,
    subject: moves.length === 1 ? `${first.after.name} has a new time` : `${first.after.name}: new times`,
    text: [
      `Hello ${recipient.firstName || 'Dancer'},`,
      '',
      'The studio has moved classes you reserved. Your reservations follow them:',
      ...moves.map(
        ({ before, after }) =>
          `- ${after.name}: ${classDayAndTime(before, timeZone)} is now ${classDayAndTime(after, timeZone)}`,
      ),
      '',
      'The schedule:',
      link,
      '',
      'See you at the barre!',
    ].join('\n'),
  };
}
