/*
 * What the player asks of the downloads (decision 064), in a chunk of its own that only the player's
 * sign loads, when it needs it: a module imported both ways would need a namespace helper in the
 * first script.
 */
export { offlineTokenFor, removeDownload } from './download-store';
