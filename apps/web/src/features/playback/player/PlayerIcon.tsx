/** The player's own line icons (24 px grid), kept here so the shared icon set stays small. */
const paths = {
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  muted: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  mirror: 'M12 3v18M9 7L4 12l5 5zM15 7l5 5-5 5z',
  loop: 'M4 12a6 6 0 0 1 6-6h8M15 3l3 3-3 3M20 12a6 6 0 0 1-6 6H6M9 21l-3-3 3-3',
  chapters: 'M4 6h2M4 12h2M4 18h2M9 6h11M9 12h11M9 18h11',
  captions: 'M3 5h18v14H3zM10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3',
  keyboard: 'M3 7h18v11H3zM7 11h.01M11 11h.01M15 11h.01M8 15h8',
  mono: 'M12 4v16M8 8v8M16 8v8M4 11v2M20 11v2',
  angle: 'M3 7h12v10H3zM15 10l6-3v10l-6-3z',
  beside: 'M3 5h18v14H3zM12 11h7v6h-7z',
  counts: 'M9 18V6l11-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  back: 'M19 12H5M11 6l-6 6 6 6',
  close: 'M6 6l12 12M18 6L6 18',
  minus: 'M6 12h12',
  plus: 'M6 12h12M12 6v12',
} as const;

export type PlayerIconName = keyof typeof paths;

export function PlayerIcon({ name, size = 22 }: { name: PlayerIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' || name === 'pause' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
