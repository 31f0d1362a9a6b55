import { MAX_BPM, MIN_BPM, type TempoSuggestion } from '@releve/contracts';
import { spawnTool } from './ffmpeg';

/**
 * A tempo heard in a class's music (issue 38), for the studio to confirm or correct by tapping: the
 * classic onset-strength method. The audio's loudness is taken in short frames; where it rises is an
 * onset; the onsets' autocorrelation peaks at the beat's period (weighted towards a danceable 120 beats
 * a minute, so a half or double tempo loses to the one a dancer counts); the beats' phase is where the
 * onsets fall most on that grid, and the "1" the strongest of the eight counts.
 */
export const TEMPO_SAMPLE_RATE = 11_025;
const HOP = 256;
const WINDOW = 1_024;
/** Below this the music is too short to hear a beat in. */
const MIN_SECONDS = 4;
/** The loudness (log) an onset must rise by at least once: below, the sound is steady. */
const MIN_RISE = 0.1;
/** Below this the beat did not stand out: no suggestion rather than a wrong one. */
const MIN_CONFIDENCE = 0.1;
/** How much of a class is listened to: a tempo is steady enough in four minutes to be heard. */
export const LISTENED_SECONDS = 240;

const FRAMES_PER_SECOND = TEMPO_SAMPLE_RATE / HOP;

/** The time an onset in frame `n` is heard: a click enters the frame at its end (a hop's width). */
const frameTime = (frame: number) => (frame * HOP + WINDOW - HOP / 2) / TEMPO_SAMPLE_RATE;

export function estimateTempo(samples: Float32Array): TempoSuggestion | null {
  const frames = Math.floor((samples.length - WINDOW) / HOP);
  if (frames < MIN_SECONDS * FRAMES_PER_SECOND) return null;
  const onsets = onsetStrength(samples, frames);
  if (!onsets) return null;
  const period = beatPeriod(spread(onsets));
  if (!period) return null;
  const grid = beatGrid(onsets, period.frames);
  const phase = firstOne(onsets, grid);
  const bpm = Math.round(((60 * FRAMES_PER_SECOND) / grid.period) * 10) / 10;
  const firstCount = Math.max(0, frameTime(phase));
  return { bpm, firstCount: Math.round(firstCount * 1000) / 1000, confidence: period.confidence };
}

/** How much the loudness rises into each frame (none where it falls), its mean taken away. */
function onsetStrength(samples: Float32Array, frames: number): Float64Array | null {
  const loudness = new Float64Array(frames);
  for (let n = 0; n < frames; n++) {
    let energy = 0;
    for (let i = n * HOP; i < n * HOP + WINDOW; i++) energy += (samples[i] as number) ** 2;
    loudness[n] = Math.log1p((1000 * energy) / WINDOW);
  }
  const onsets = new Float64Array(frames);
  let sum = 0;
  for (let n = 1; n < frames; n++) {
    onsets[n] = Math.max(0, (loudness[n] as number) - (loudness[n - 1] as number));
    sum += onsets[n] as number;
  }
  const mean = sum / frames;
  // A steady sound's loudness ripples a little from frame to frame: that is no beat.
  let loudest = 0;
  for (let n = 1; n < frames; n++) loudest = Math.max(loudest, onsets[n] as number);
  if (loudest < MIN_RISE) return null;
  for (let n = 0; n < frames; n++) onsets[n] = (onsets[n] as number) - mean;
  return onsets;
}

/**
 * Each onset spread over the frames beside it: a beat of 20.5 frames lands on whole frames 20 and 21
 * apart by turns, and unspread, the autocorrelation would favour twice the period (41, whole).
 */
function spread(onsets: Float64Array): Float64Array {
  return onsets.map((value, n) => Math.max(onsets[n - 1] ?? value, value, onsets[n + 1] ?? value));
}

function autocorrelation(onsets: Float64Array, lag: number): number {
  let sum = 0;
  for (let n = lag; n < onsets.length; n++) sum += (onsets[n] as number) * (onsets[n - lag] as number);
  return sum;
}

/** The beat's period in frames (a fraction: the peak refined between its neighbours), and how clear. */
function beatPeriod(onsets: Float64Array): { frames: number; confidence: number } | null {
  const zero = autocorrelation(onsets, 0);
  if (!(zero > 0)) return null;
  const shortest = Math.floor((60 * FRAMES_PER_SECOND) / MAX_BPM);
  const longest = Math.ceil((60 * FRAMES_PER_SECOND) / MIN_BPM);
  const scores = new Map<number, number>();
  for (let lag = shortest - 1; lag <= longest + 1; lag++) scores.set(lag, autocorrelation(onsets, lag));
  let best = -1;
  let bestWeighted = Number.NEGATIVE_INFINITY;
  for (let lag = shortest; lag <= longest; lag++) {
    const bpm = (60 * FRAMES_PER_SECOND) / lag;
    const weighted = (scores.get(lag) as number) * Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);
    if (weighted > bestWeighted) {
      bestWeighted = weighted;
      best = lag;
    }
  }
  const confidence = Math.min(1, Math.max(0, (scores.get(best) as number) / zero));
  if (confidence < MIN_CONFIDENCE) return null;
  return { frames: best, confidence: Math.round(confidence * 100) / 100 };
}

/** How many onsets a grid of beats catches (each beat the strongest within a frame of it, with `near`). */
function onGrid(onsets: Float64Array, offset: number, step: number, near = false): number {
  let sum = 0;
  for (let at = offset; at < onsets.length; at += step) {
    const n = Math.round(at);
    sum += near
      ? Math.max(
          onsets[n - 1] ?? Number.NEGATIVE_INFINITY,
          onsets[n] as number,
          onsets[n + 1] ?? Number.NEGATIVE_INFINITY,
        )
      : (onsets[n] as number);
  }
  return sum;
}

/**
 * The beat's period to a hundredth of a frame and its offset: the grid near the autocorrelation's
 * whole-frame period that catches most onsets (over minutes, a period a tenth of a frame off drifts
 * by whole beats).
 */
function beatGrid(onsets: Float64Array, lag: number): { period: number; phase: number } {
  let best = { period: lag, phase: 0, score: Number.NEGATIVE_INFINITY };
  for (let period = lag - 1; period <= lag + 1; period += 0.01) {
    for (let phase = 0; phase < period; phase++) {
      const score = onGrid(onsets, phase, period);
      if (score > best.score) best = { period, phase, score };
    }
  }
  return best;
}

/** The frame of the first "1": the strongest of the eight counts on the beats' grid. */
function firstOne(onsets: Float64Array, { period, phase }: { period: number; phase: number }): number {
  let count = 0;
  let best = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < 8; j++) {
    const score = onGrid(onsets, phase + j * period, 8 * period, true);
    if (score > best) {
      best = score;
      count = j;
    }
  }
  return phase + count * period;
}

/** The first minutes of a file's audio, mono at TEMPO_SAMPLE_RATE; empty when it has no sound. */
export async function readAudio(
  input: string,
  ffmpegPath: string,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const chunks: Buffer[] = [];
  const args = ['-v', 'error', '-i', input, '-t', String(LISTENED_SECONDS), '-vn', '-ac', '1'];
  args.push('-ar', String(TEMPO_SAMPLE_RATE), '-f', 'f32le', 'pipe:1');
  const run = await spawnTool(ffmpegPath, args, { signal, onStdoutBuffer: (chunk) => chunks.push(chunk) });
  if (run.code !== 0) return new Float32Array(0);
  const bytes = Buffer.concat(chunks);
  const aligned = new Uint8Array(bytes.length - (bytes.length % 4));
  aligned.set(bytes.subarray(0, aligned.length));
  return new Float32Array(aligned.buffer);
}
