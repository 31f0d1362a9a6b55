import i18next from 'i18next';

/** The lesson player's texts; registered when its lazily loaded route module first runs. */
export const LESSON_NS = 'lesson';

const english = {
  position: '{{n}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  previousLesson: 'Previous lesson: {{title}}',
  nextLesson: 'Next lesson: {{title}}',
  completed: 'Completed',
  keepGoing: 'Keep going!',
  sectionDone: 'You finished this section.',
  backToProgram: 'Back to the program',
  startTrial: 'Start 7-Day Free Trial',
  joinToWatch: 'Join to watch',
  lockedThumbnail: 'Members only: {{title}}. See membership options',
  lockedNote: 'This lesson is for members.',
  closedThumbnail: '{{title}}: {{opens}}. Back to the program',
  listLabel: 'Lessons in {{name}}',
  last: 'Last',
  nextTag: 'Next',
  more: '+{{count}} more...',
  notFound: 'Lesson not found',
  notFoundText: 'This program has no lesson at this place.',
  couldNotLoad: 'We could not load this lesson.',
  retry: 'Try again',
  loading: 'Loading the lesson',
};

export type LessonText = keyof typeof english;

/** Adds the texts once i18next is running (the app starts it before any route module renders). */
export function ensureLessonTexts() {
  if (i18next.isInitialized && !i18next.hasResourceBundle('en', LESSON_NS)) {
    i18next.addResourceBundle('en', LESSON_NS, english);
  }
}
