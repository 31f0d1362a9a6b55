import type { DemoMagazine, DemoMagazinePage } from '@releve/db/seed';
import { loadSharp } from '../../../runtime/load-sharp';
import type { Storage } from '../../../storage/storage';

/** Magazine pages are drawn this wide (the reader's widest canvas is 1200 px; it scales). */
export const MAGAZINE_PAGE_WIDTH = 1000;
/** US Letter's proportions, like the printed issue. */
export const MAGAZINE_PAGE_HEIGHT = Math.round((MAGAZINE_PAGE_WIDTH * 11) / 8.5);
const COVER_WIDTH = 320;

const palettes: readonly [string, string, string][] = [
  ['#2b1055', '#d53369', '#ffd6e8'],
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
  ['#3a0ca3', '#f72585', '#4cc9f0'],
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks a line of text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

const textLines = (lines: readonly string[], x: number, y: number, size: number, fill: string) =>
  lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.45}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('\n');

/** One page as SVG: a cover (colour block, title), a contents list, or an article with a picture band. */
export function magazinePageSvg(page: DemoMagazinePage): string {
  const [dark, mid, light] = palettes[page.design % palettes.length] as [string, string, string];
  const width = MAGAZINE_PAGE_WIDTH;
  const height = MAGAZINE_PAGE_HEIGHT;
  const folio = `<text x="${width / 2}" y="${height - 40}" text-anchor="middle" font-family="DejaVu Sans" font-size="22" fill="#6b6b6b">${page.number}</text>`;
  if (page.kind === 'cover') {
    const [masthead = '', blurb = ''] = page.lines;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${dark}"/>
  <circle cx="${width * 0.72}" cy="${height * 0.45}" r="${width * 0.38}" fill="${mid}"/>
  <circle cx="${width * 0.3}" cy="${height * 0.7}" r="${width * 0.18}" fill="${light}" opacity="0.35"/>
  <text x="60" y="120" font-family="DejaVu Sans" font-weight="bold" font-size="44" letter-spacing="6" fill="${light}">${escapeXml(masthead)}</text>
  <text x="60" y="${height * 0.82}" font-family="DejaVu Sans" font-weight="bold" font-size="120" fill="#ffffff">${escapeXml(page.heading)}</text>
  ${textLines(wrap(blurb, 42), 60, height * 0.82 + 80, 32, '#ffffff')}
</svg>`;
  }
  const body =
    page.kind === 'contents'
      ? textLines(page.lines, 80, 300, 34, '#222222')
      : `<rect x="80" y="300" width="${width - 160}" height="420" fill="${mid}"/>
  <circle cx="${width * 0.65}" cy="510" r="150" fill="${light}" opacity="0.6"/>
  ${textLines(
    page.lines.slice(1).flatMap((line) => wrap(line, 48)),
    80,
    800,
    32,
    '#222222',
  )}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#fbf8f3"/>
  <rect width="100%" height="24" fill="${dark}"/>
  <text x="80" y="130" font-family="DejaVu Sans" font-size="24" letter-spacing="4" fill="${mid}">${escapeXml(page.kind === 'contents' ? 'CONTENTS' : (page.lines[0] ?? ''))}</text>
  <text x="80" y="220" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="${dark}">${escapeXml(page.heading)}</text>
  ${body}
  ${folio}
</svg>`;
}

export interface MagazineFile {
  /** Storage key: `magazines/{id}/{page}.png` or `magazines/{id}/cover.webp`. */
  key: string;
  data: Buffer;
}

/**
 * A page as a PNG, and for the first page also the issue's cover for the library's list. A plain
 * PNG at the default level: about 20 ms and 90 KB a page here (a palette PNG is half the size but
 * three times slower to make, and seeding should stay quick).
 */
export async function renderMagazinePage(
  magazineId: string,
  page: DemoMagazinePage,
): Promise<MagazineFile[]> {
  const sharp = await loadSharp();
  const drawn = sharp(Buffer.from(magazinePageSvg(page)));
  const png = await drawn.clone().png().toBuffer();
  const files = [{ key: `magazines/${magazineId}/${page.number}.png`, data: png }];
  if (page.number === 1) {
    const cover = await drawn.clone().resize(COVER_WIDTH).webp({ quality: 80, effort: 2 }).toBuffer();
    files.push({ key: `magazines/${magazineId}/cover.webp`, data: cover });
  }
  return files;
}

/** Draws every page of the issues into storage, two at a time (each keeps a core busy). */
export async function renderMagazines(magazines: readonly DemoMagazine[], storage: Storage): Promise<void> {
  const pages = magazines.flatMap((issue) => issue.pages.map((page) => ({ id: issue.row.id, page })));
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const { id, page } = pages[next++] as (typeof pages)[number];
      for (const file of await renderMagazinePage(id, page)) await storage.put(file.key, file.data);
    }
  };
  await Promise.all([lane(), lane()]);
}
