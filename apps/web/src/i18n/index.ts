import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, writeLocal } from '../lib/storage';
import account from './locales/en/account.json';
import browse from './locales/en/browse.json';
import catalog from './locales/en/catalog.json';
import common from './locales/en/common.json';
import home from './locales/en/home.json';
import library from './locales/en/library.json';
import media from './locales/en/media.json';
import pages from './locales/en/pages.json';
import player from './locales/en/player.json';
import profile from './locales/en/profile.json';
import search from './locales/en/search.json';

export const supportedLanguages = ['en'] as const;
type Language = (typeof supportedLanguages)[number];

/**
 * English resources. This module is loaded as a chunk of its own (with i18next) in
 * parallel with the site config, so its imports travel together in that one chunk.
 */
const resources = {
  en: { common, pages, account, profile, catalog, home, media, browse, library, player, search },
} as const;

const LANGUAGE_KEY = 'language';

/** The saved language when it is supported; otherwise English, the only language for now. */
export function chooseLanguage(): Language {
  const saved = readLocal(LANGUAGE_KEY);
  return supportedLanguages.find((language) => language === saved) ?? 'en';
}

export async function initI18n(): Promise<typeof i18next> {
  const language = chooseLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  writeLocal(LANGUAGE_KEY, language);
  return i18next;
}
