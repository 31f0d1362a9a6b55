// Playback: the player, a class's playback on its page, and how far the viewer got through a class or lesson.
export { useLessonProgress } from './lesson/lesson-progress';
export { MediaPlayback } from './media/MediaPlayback';
export { attachHls } from './player/attach-hls';
export { Player } from './player/Player';
export { useWatchedShare } from './session/resume';
