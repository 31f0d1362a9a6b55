import type { DemoPoster } from '@releve/db/seed';
import { loadSharp } from '../../../runtime/load-sharp';

/** Every poster exists at these widths (viewing.md §9), as WebP and JPEG. */
export const POSTER_WIDTHS = [320, 640, 1280] as const;

const palettes: readonly [string, string, string][] = [
  ['#2b1055', '#d53369', '#ffd6e8'],
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#3d0c45', '#9d4edd', '#f4a259'],
  ['#0b3d2e', '#2d6a4f', '#f2cc8f'],
  ['#22223b', '#4a4e69', '#f2e9e4'],
  ['#003049', '#d62828', '#fcbf49'],
  ['#370617', '#9d0208', '#ffba08'],
  ['#14213d', '#3a86ff', '#8ecae6'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
  ['#1b4332', '#40916c', '#d8f3dc'],
  ['#3a0ca3', '#f72585', '#4cc9f0'],
  ['#240046', '#7b2cbf', '#ff9e00'],
  ['#6a040f', '#dc2f02', '#ffb703'],
];

/** A tiny deterministic sequence per design: same poster, same picture, on every machine. */
function sequence(seed: number) {
  let state = (seed + 1) * 2_654_435_761;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Gradient, one family of shapes and the poster's word, as SVG of the given size. */
export function posterSvg(poster: DemoPoster, width: number, height: number): string {
  const [dark, mid, light] = palettes[poster.design % palettes.length] as [string, string, string];
  const random = sequence(poster.design);
  const kind = Math.floor(poster.design / palettes.length + poster.design) % 4;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = Math.round((0.08 + random() * 0.25) * Math.min(width, height));
    const opacity = (0.15 + random() * 0.35).toFixed(2);
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${light}" opacity="${opacity}"/>`);
    if (kind === 1) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${light}" stroke-width="${Math.max(4, size / 8)}" opacity="${opacity}"/>`,
      );
    }
    if (kind === 2) {
      shapes.push(
        `<rect x="${x - width}" y="${y}" width="${width * 3}" height="${size / 3}" fill="${light}" opacity="${opacity}" transform="rotate(-24 ${x} ${y})"/>`,
      );
    }
    if (kind === 3) {
      shapes.push(
        `<polygon points="${x},${y - size} ${x + size},${y} ${x},${y + size} ${x - size},${y}" fill="${light}" opacity="${opacity}"/>`,
      );
    }
  }
  const fontSize = Math.round(Math.min(width / Math.max(poster.word.length * 0.62, 4), height * 0.28));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shapes.join('\n  ')}
  <text x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.62)}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(poster.word)}</text>
  <text x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.62 + fontSize * 0.55)}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * 0.22)}" letter-spacing="4" fill="${light}">PIROUETTE HOUSE</text>
</svg>`;
}

export interface PosterFile {
  /** Storage key: `posters/{id}/{width}.{webp|jpg}`. */
  key: string;
  data: Buffer;
}

/** The six files of one poster: 16:9 landscape or 2:3 portrait, at each width, WebP and JPEG. */
export async function renderPoster(poster: DemoPoster): Promise<PosterFile[]> {
  const ratio = poster.orientation === 'portrait' ? 3 / 2 : 9 / 16;
  const largest = POSTER_WIDTHS[POSTER_WIDTHS.length - 1] as number;
  const sharp = await loadSharp();
  // Drawn once at the largest width, kept raw (no PNG round trip), then scaled down per width.
  const master = await sharp(Buffer.from(posterSvg(poster, largest, Math.round(largest * ratio))))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const files: PosterFile[] = [];
  for (const width of POSTER_WIDTHS) {
    const resized = sharp(master.data, { raw: master.info }).resize(width, Math.round(width * ratio));
    const [webp, jpg] = await Promise.all([
      resized.clone().webp({ quality: 78, effort: 2 }).toBuffer(),
      resized.clone().flatten().jpeg({ quality: 80 }).toBuffer(),
    ]);
    files.push({ key: `posters/${poster.id}/${width}.webp`, data: webp });
    files.push({ key: `posters/${poster.id}/${width}.jpg`, data: jpg });
  }
  return files;
}
