// Library: what the viewer keeps and has done: favorites, progress, classes taken, player settings, the browser's own history.
export { usePlayerPreferences, useSavePlayerPreferences } from './api/player-preferences';
export { updateProfileUser } from './api/profile-cache';
export { type QueuedSave, queuedProgress, sendQueuedProgress } from './api/progress-queue';
export { useSaveProgress } from './api/save-progress';
export { useVideoStates, useVideoStatesQuery } from './api/video-states';
export { useRecordClassTaken } from './api/watched-videos';
export { FavoriteButton } from './components/FavoriteButton';
export type { StoredHistoryEntry } from './history';
export { useLocalHistory } from './local-history';
export { type LibraryRow, useLibraryRow, useLibraryRowSize } from './member-rows';
