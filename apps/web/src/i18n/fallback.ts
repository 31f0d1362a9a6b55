/**
 * Shown when the translations themselves cannot load, so it cannot come from them.
 * The one English text that lives in code.
 */
export const translationFailureMessage =
  'Unable to load translations. Check your language settings and try again later. If the problem persists contact technical support.';
