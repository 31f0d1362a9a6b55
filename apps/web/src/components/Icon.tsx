/** Line icons drawn on a 24 px grid; decorative unless given a label. */
const paths = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  live: 'M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4',
  library: 'M5 4h4v16H5zM10 4h4v16h-4zM15.5 5l3.5-1 3 15-3.5 1z',
  community:
    'M9 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6M3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M17 14a5 5 0 0 1 4 6',
  lessons: 'M12 3l9 5-9 5-9-5zM6 10.5V16c3 2.5 9 2.5 12 0v-5.5',
  programs: 'M4 5h16M4 12h16M4 19h10',
  classes: 'M5 4h14v16H5zM9 9l6 3-6 3z',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  heart: 'M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M8 10l4 4 4-4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  play: 'M7 4l13 8-13 8z',
  share: 'M12 3v12M7 8l5-5 5 5M5 13v7h14v-7',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  check: 'M5 12l5 5 9-10',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  filter: 'M4 5h16l-6 7v6l-4 2v-8z',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  progressDone: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12l3 3 5-6',
  progressHalf: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 3v18',
  progressNone: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  ballet: 'M12 3a2 2 0 1 0 0 4a2 2 0 0 0 0-4M12 7v6M7 10l5 3 5-3M12 13l-3 8M12 13l5 6',
  tulip: 'M12 21V11M7 4l2 3 3-3 3 3 2-3v4a5 5 0 0 1-10 0zM12 16c-2-2-5-2-6-1M12 17c2-2 5-2 6-1',
  popcorn:
    'M6 9h12l-2 12H8zM7 9a2.5 2.5 0 0 1 3-3 2.5 2.5 0 0 1 4 0 2.5 2.5 0 0 1 3 3M10 9l.5 12M14 9l-.5 12',
  ornament: 'M12 8a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M10 5h4v3h-4zM12 2v3M6 14h12',
  candycane: 'M9 21V8a4 4 0 0 1 8 0v2M9 12l3-2M9 16l3-2M13 6l2 3',
  turkey:
    'M12 20a5 5 0 1 0 0-10a5 5 0 1 0 0 10M12 10V6M8 11L5 7M16 11l3-4M7 15H3M17 15h4M10 20l-1 2M14 20l1 2',
} as const;

export type IconName = keyof typeof paths;

interface Props {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
