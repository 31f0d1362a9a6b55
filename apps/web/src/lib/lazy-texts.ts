import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Adds a namespace of English texts when a lazily loaded module first renders, so the texts every
 * page boots with stay small (billing, the library's resources).
 */
export function ensureTexts(namespace: string, english: object) {
  if (i18next.isInitialized && !i18next.hasResourceBundle('en', namespace)) {
    i18next.addResourceBundle('en', namespace, english);
  }
}

/** useTranslation on a lazily added namespace, adding it first on the first render. */
export function useLazyTranslation(namespace: string, english: object) {
  ensureTexts(namespace, english);
  return useTranslation(namespace);
}
