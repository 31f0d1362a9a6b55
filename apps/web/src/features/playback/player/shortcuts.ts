/** Seconds the arrows and J/L move; the volume step of the up and down arrows. */
export const ARROW_SEEK_SECONDS = 5;
export const JL_SEEK_SECONDS = 10;
export const VOLUME_STEP = 0.1;
/** One frame of the demo classes (30 fps), for the comma and period keys. */
export const FRAME_SECONDS = 1 / 30;

export type PlayerAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; amount: number }
  | { type: 'toggleMute' }
  | { type: 'toggleMirror' }
  | { type: 'rate'; direction: 1 | -1 }
  | { type: 'loopPoint'; point: 'a' | 'b' }
  /** A loop set whole (a phrase of the music's counts), played from its start. */
  | { type: 'setLoop'; a: number; b: number }
  | { type: 'toggleCounts' }
  /** The next camera angle of the class (decision 063), from the same moment. */
  | { type: 'nextAngle' }
  | { type: 'frame'; direction: 1 | -1 }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleHelp' };

/** The shortcut list, in the order the help overlay shows it; `labelKey` is in player.json's `keys`. */
export const shortcutList = [
  { keys: ['Space', 'K'], labelKey: 'playPause' },
  { keys: ['←', '→'], labelKey: 'seek5' },
  { keys: ['J', 'L'], labelKey: 'seek10' },
  { keys: ['↑', '↓'], labelKey: 'volume' },
  { keys: ['U'], labelKey: 'mute' },
  { keys: ['M'], labelKey: 'mirror' },
  { keys: ['[', ']'], labelKey: 'speed' },
  { keys: ['A', 'B'], labelKey: 'loop' },
  { keys: ['C'], labelKey: 'counts' },
  { keys: ['V'], labelKey: 'angle' },
  { keys: [',', '.'], labelKey: 'frame' },
  { keys: ['F'], labelKey: 'fullscreen' },
  { keys: ['?'], labelKey: 'help' },
] as const;

/**
 * What a key press does in the player, or undefined for keys it leaves alone. `paused` matters
 * for frame stepping, which only makes sense on a still picture. M is the mirror (the studio's
 * most used tool), so muting moved to U.
 */
export function actionForKey(key: string, paused: boolean): PlayerAction | undefined {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { type: 'togglePlay' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -ARROW_SEEK_SECONDS };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: ARROW_SEEK_SECONDS };
    case 'j':
      return { type: 'seekBy', seconds: -JL_SEEK_SECONDS };
    case 'l':
      return { type: 'seekBy', seconds: JL_SEEK_SECONDS };
    case 'ArrowUp':
      return { type: 'volumeBy', amount: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', amount: -VOLUME_STEP };
    case 'u':
      return { type: 'toggleMute' };
    case 'm':
      return { type: 'toggleMirror' };
    case '[':
      return { type: 'rate', direction: -1 };
    case ']':
      return { type: 'rate', direction: 1 };
    case 'a':
      return { type: 'loopPoint', point: 'a' };
    case 'b':
      return { type: 'loopPoint', point: 'b' };
    case ',':
      return paused ? { type: 'frame', direction: -1 } : undefined;
    case '.':
      return paused ? { type: 'frame', direction: 1 } : undefined;
    case 'c':
      return { type: 'toggleCounts' };
    case 'v':
      return { type: 'nextAngle' };
    case 'f':
      return { type: 'toggleFullscreen' };
    case '?':
      return { type: 'toggleHelp' };
    default:
      return undefined;
  }
}
