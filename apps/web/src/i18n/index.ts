import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, writeLocal } from '../lib/storage';

export const supportedLanguages = ['en'] as const;
type Language = (typeof supportedLanguages)[number];

/** Each language's resources are a chunk of their own, fetched in parallel with the site config. */
const loaders: Record<Language, () => Promise<Record<string, Record<string, unknown>>>> = {
  en: async () => {
    const [common, pages, account] = await Promise.all([
      import('./locales/en/common.json'),
      import('./locales/en/pages.json'),
      import('./locales/en/account.json'),
    ]);
    return { common: common.default, pages: pages.default, account: account.default };
  },
};

const LANGUAGE_KEY = 'language';

/** The saved language when it is supported; otherwise English, the only language for now. */
export function chooseLanguage(): Language {
  const saved = readLocal(LANGUAGE_KEY);
  return supportedLanguages.find((language) => language === saved) ?? 'en';
}

export async function initI18n(): Promise<typeof i18next> {
  const language = chooseLanguage();
  const resources = await loaders[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  writeLocal(LANGUAGE_KEY, language);
  return i18next;
}
