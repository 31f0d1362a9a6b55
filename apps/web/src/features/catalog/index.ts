// Catalog: the catalogue's answers (initial data, media, playlists, series, courses), the program lesson rules and section locks, a program's resource list (also the library's), the sidebar's catalogue, and the home rows drawn from a draft (the console's preview).
export { useCourse } from './api/get-courses';
export { initialDataQueryKey, useInitialData } from './api/get-initial-data';
export { useMedia, useMediaItems } from './api/get-media';
export { usePlaylist } from './api/get-playlist';
export { useNextEpisode } from './api/get-series';
export { mediaQueryKey } from './api/media-query-key';
export { playlistQueryKey } from './api/playlist-query-key';
export { isLessonLocked, type LessonProgress, lessonStatus } from './browse/lessons';
export { ProgramResources } from './browse/ProgramResources';
export { programLocksQueryKey, useSectionLock } from './browse/section-locks';
export { useOpensText } from './browse/section-opens';
export { HomePreview, type HomePreviewProps } from './home/HomePreview';
export { SidebarCatalog } from './home/SidebarCatalog';
