/**
 * Orders two strings by their UTF-16 code units: right for ISO dates and times, which sort as text.
 * Not `localeCompare`, whose first call loads the browser's collation data (tens of milliseconds on a
 * phone, in the middle of the first render).
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
