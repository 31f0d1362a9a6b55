import english from '../../i18n/locales/en/downloads.json';

/** The offline banner's texts, loaded when it first shows. */
export const bannerTexts = { offline: english.offline, backOnline: english.backOnline };
