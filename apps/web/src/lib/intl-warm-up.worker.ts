/**
 * Loads the browser's internationalisation data (ICU) off the main thread. ICU keeps its data and the
 * detected time zone for the whole page process, so once this worker has formatted a date, a price and
 * a plural, the page's own first use of `Intl` costs nothing. On the main thread that first use took
 * 50 to 300 ms (Debian's Chromium, 2 cores), in the middle of taking over the server's HTML.
 */
const now = new Date();
new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(now);
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', hour: 'numeric' }).formatToParts(now);
Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1);
new Intl.PluralRules().select(1);
new Intl.Collator().compare('a', 'b');
self.close();
