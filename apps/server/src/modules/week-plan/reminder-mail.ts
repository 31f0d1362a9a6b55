import type { Mail } from '../mail/mail.module';
import type { DueReminder } from './week-plan.repository';

/** "Tuesday, November 24 at 6:30 PM" of the class's start, in the studio's time zone. */
const startText = (startsAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(startsAt);

/** The reminder before a live class of the member's week plan (she turned reminders on). */
export function reminderMail(reminder: DueReminder, timeZone: string, link: string): Mail {
  return {
    to: reminder.email,
    subject: `Reminder: ${reminder.name} starts soon`,
    text: [
      `Hello ${reminder.firstName || 'Dancer'},`,
      '',
      `${reminder.name} from your week plan starts ${startText(reminder.startsAt, timeZone)}.`,
      `Join from the live schedule: ${link}`,
      '',
      'You can turn these reminders off in My Account.',
      '',
      'See you at the barre!',
    ].join('\n'),
  };
}
