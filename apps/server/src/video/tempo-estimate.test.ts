import { describe, expect, it } from 'vitest';
import { estimateTempo, TEMPO_SAMPLE_RATE } from './tempo-estimate';

/**
 * A click track: a short burst on each beat, louder on every eighth (the "1"), over a soft hum, as a
 * drum machine behind a class's piano would give.
 */
function clickTrack({
  bpm,
  firstOne,
  seconds,
  leadIn = 0,
}: {
  bpm: number;
  firstOne: number;
  seconds: number;
  leadIn?: number;
}) {
  const samples = new Float32Array(Math.round(seconds * TEMPO_SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++)
    samples[i] = 0.02 * Math.sin((2 * Math.PI * 220 * i) / TEMPO_SAMPLE_RATE);
  const beat = 60 / bpm;
  for (let k = -leadIn; ; k++) {
    const at = firstOne + k * beat;
    if (at >= seconds) break;
    if (at < 0) continue;
    const start = Math.round(at * TEMPO_SAMPLE_RATE);
    const loud = ((k % 8) + 8) % 8 === 0 ? 0.9 : 0.45;
    for (let i = 0; i < 300 && start + i < samples.length; i++) {
      samples[start + i] =
        (samples[start + i] as number) +
        loud * Math.sin((2 * Math.PI * 1000 * i) / TEMPO_SAMPLE_RATE) * (1 - i / 300);
    }
  }
  return samples;
}

describe('estimateTempo', () => {
  it.each([
    [120, 0.5],
    [96, 1.2],
    [138, 0.3],
    [72, 2.0],
    [84, 0.9],
    [108, 0.15],
    [126, 1.7],
    [150, 0.6],
  ])('hears %d beats a minute and the "1" at %d s', (bpm, firstOne) => {
    const found = estimateTempo(clickTrack({ bpm, firstOne, seconds: 30, leadIn: 4 }));
    expect(found).not.toBeNull();
    expect(Math.abs((found?.bpm ?? 0) - bpm)).toBeLessThanOrEqual(1);
    // The "1" heard may be a later phrase's: it falls on the grid of ones within 40 ms.
    const phrase = (8 * 60) / bpm;
    const offBy = ((((found?.firstCount ?? 0) - firstOne) % phrase) + phrase) % phrase;
    expect(Math.min(offBy, phrase - offBy)).toBeLessThan(0.04);
    expect(found?.confidence).toBeGreaterThan(0.3);
  });

  it('suggests nothing for silence, a steady hum, or a few seconds', () => {
    expect(estimateTempo(new Float32Array(TEMPO_SAMPLE_RATE * 20))).toBeNull();
    const hum = new Float32Array(TEMPO_SAMPLE_RATE * 20).map(
      (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / TEMPO_SAMPLE_RATE),
    );
    expect(estimateTempo(hum)).toBeNull();
    expect(estimateTempo(clickTrack({ bpm: 120, firstOne: 0.5, seconds: 2 }))).toBeNull();
  });
});
