const dateAdded = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "MMMM d, yyyy" (viewing.md §2): "January 5, 2026". */
export const formatDateAdded = (milliseconds: number) => dateAdded.format(milliseconds);
