/** The questionnaire's five answers, and the program each one recommends. */
export const welcomeAnswers = {
  new: 'beginner',
  someKnowledge: 'intermediate',
  experienced: 'intermediate',
  returning: 'gentleReturn',
  rebuilding: 'gentleReturn',
} as const;

export type WelcomeAnswer = keyof typeof welcomeAnswers;
export type WelcomeProgram = (typeof welcomeAnswers)[WelcomeAnswer];

export function isWelcomeAnswer(value: string | null): value is WelcomeAnswer {
  return value !== null && Object.hasOwn(welcomeAnswers, value);
}
