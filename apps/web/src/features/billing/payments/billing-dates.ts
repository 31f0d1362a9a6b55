/** "November 22, 2026": a subscription's dates as the payments page and its views show them. */
export const formatBillingDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
