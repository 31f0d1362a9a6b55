/** The query key of one media item (apart, so start-up can fill it without the fetching code). */
export const mediaQueryKey = (mediaId: string) => ['media', mediaId] as const;
