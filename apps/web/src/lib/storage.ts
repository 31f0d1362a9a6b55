/**
 * Browser storage that never throws: private modes and full quotas make storage calls
 * fail, and a failed preference must not break the page.
 */
const PREFIX = 'releve.';

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const readLocal = (key: string) => safely(() => localStorage.getItem(PREFIX + key), null);
export const writeLocal = (key: string, value: string) =>
  safely(() => localStorage.setItem(PREFIX + key, value), undefined);
export const removeLocal = (key: string) => safely(() => localStorage.removeItem(PREFIX + key), undefined);
export const readSession = (key: string) => safely(() => sessionStorage.getItem(PREFIX + key), null);
export const writeSession = (key: string, value: string) =>
  safely(() => sessionStorage.setItem(PREFIX + key, value), undefined);
export const removeSession = (key: string) =>
  safely(() => sessionStorage.removeItem(PREFIX + key), undefined);
