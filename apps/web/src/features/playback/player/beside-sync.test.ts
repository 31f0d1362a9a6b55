import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { besideMustSeek, besideRate, DRIFT_GOAL_S, DRIFT_SEEK_S, keepBeside } from './beside-sync';

/** A video element as far as the sync uses it: a clock that moves at its speed while playing. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  playbackRate = 1;
  paused = true;
  seeking = false;
  readyState = 4; // HAVE_ENOUGH_DATA
  /** How fast its clock really goes (a decoder that falls behind: below 1). */
  clock = 1;
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  seek(time: number) {
    this.currentTime = time;
    this.dispatchEvent(new Event('seeking'));
    this.dispatchEvent(new Event('seeked'));
  }
  setRate(rate: number) {
    this.playbackRate = rate;
    this.dispatchEvent(new Event('ratechange'));
  }
  /** `ms` of playing: the clock moves by the speed. */
  advance(ms: number) {
    if (!this.paused) this.currentTime += (ms / 1000) * this.playbackRate * this.clock;
  }
}

let main: FakeVideo;
let beside: FakeVideo;
let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  main = new FakeVideo();
  beside = new FakeVideo();
  stop = keepBeside(main as unknown as HTMLVideoElement, beside as unknown as HTMLVideoElement);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** Plays both for `ms`, 10 ms at a time, the sync's checks running as they would. */
function play(ms: number) {
  for (let spent = 0; spent < ms; spent += 10) {
    main.advance(10);
    beside.advance(10);
    vi.advanceTimersByTime(10);
  }
}
const drift = () => beside.currentTime - main.currentTime;

describe('the speed of the angle beside', () => {
  it('is the main speed when in step, and closes a gap of either sign, by at most a quarter', () => {
    expect(besideRate(0.5, 0.01)).toBe(0.5);
    expect(besideRate(1, -0.1)).toBeCloseTo(1.2);
    expect(besideRate(1, 0.06)).toBeCloseTo(0.88);
    expect(besideRate(0.5, 0.2)).toBeCloseTo(0.375);
    expect(besideMustSeek(DRIFT_SEEK_S + 0.01)).toBe(true);
    expect(besideMustSeek(-DRIFT_SEEK_S)).toBe(false);
  });
});

describe('the angle beside', () => {
  it('plays and pauses with the main picture, at its speed', () => {
    void main.play();
    expect(beside.paused).toBe(false);
    main.setRate(0.5);
    expect(beside.playbackRate).toBe(0.5);
    main.pause();
    expect(beside.paused).toBe(true);
  });

  it('catches up from 200 ms behind within a few seconds, then stays within 100 ms at 0.5x', () => {
    main.setRate(0.5);
    void main.play();
    beside.currentTime = -0.2;
    play(4_000);
    expect(Math.abs(drift())).toBeLessThanOrEqual(DRIFT_GOAL_S + 0.01);
    for (let step = 0; step < 50; step++) {
      play(100);
      expect(Math.abs(drift())).toBeLessThanOrEqual(0.1);
    }
  });

  it('keeps within 100 ms of the main picture when its own clock runs 8% slow', () => {
    beside.clock = 0.92;
    void main.play();
    play(3_000);
    for (let step = 0; step < 100; step++) {
      play(100);
      expect(Math.abs(drift())).toBeLessThanOrEqual(0.1);
    }
  });

  it('jumps with a seek and an A-B loop going round, and lines up while paused', () => {
    void main.play();
    play(1_000);
    main.seek(42);
    expect(beside.currentTime).toBe(42);
    play(2_000);
    main.seek(40); // the loop's B reached: back to A
    expect(beside.currentTime).toBe(40);
    main.pause();
    beside.currentTime = 40.2;
    main.dispatchEvent(new Event('seeked'));
    expect(beside.currentTime).toBe(main.currentTime);
  });

  it('waits while the main picture is between angles, and stops following once released', () => {
    void main.play();
    main.readyState = 0; // HAVE_NOTHING: its next source is being attached
    main.currentTime = 0;
    beside.currentTime = 30;
    play(500);
    expect(beside.currentTime).toBeGreaterThan(30);
    main.readyState = 4;
    stop();
    main.pause();
    expect(beside.paused).toBe(false);
  });
});
