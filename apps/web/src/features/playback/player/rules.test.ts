import type { MediaItem } from '@releve/contracts';
import { resumeTime } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { resumeShareOf } from '../session/resume';
import { loopJump, nextLoopPoint, setLoopPoint } from './ab-loop';
import { parseChapters } from './chapters';
import { dueMilestones, freshMilestones, markDone } from './milestones';
import { nextInQueue, nextItemOf, playableNext } from './next-item';
import { actionForKey } from './shortcuts';
import { SignCache } from './sign-cache';
import { clampRate, formatRate, stepRate } from './speed';

describe('speed', () => {
  it('steps by 0.05 without float drift and stops at 0.25x and 2x', () => {
    expect(stepRate(1, 1)).toBe(1.05);
    expect(stepRate(0.3, -1)).toBe(0.25);
    expect(stepRate(0.25, -1)).toBe(0.25);
    expect(stepRate(1.95, 1)).toBe(2);
    expect(stepRate(2, 1)).toBe(2);
    let rate = 0.25;
    for (let i = 0; i < 3; i++) rate = stepRate(rate, 1);
    expect(rate).toBe(0.4);
  });
  it('clamps and snaps rates from elsewhere', () => {
    expect(clampRate(3)).toBe(2);
    expect(clampRate(0.1)).toBe(0.25);
    expect(clampRate(1.07)).toBe(1.05);
    expect(clampRate(Number.NaN)).toBe(1);
    expect(formatRate(0.75)).toBe('0.75x');
    expect(formatRate(1)).toBe('1x');
    expect(formatRate(1.5)).toBe('1.5x');
  });
});

describe('A-B loop', () => {
  it('sets A, then B, and a third press clears', () => {
    const a = setLoopPoint({}, 'a', 10);
    expect(a).toEqual({ a: 10 });
    const ab = setLoopPoint(a, 'b', 20);
    expect(ab).toEqual({ a: 10, b: 20 });
    expect(setLoopPoint(ab, 'a', 30)).toEqual({});
    expect(setLoopPoint(ab, 'b', 30)).toEqual({});
  });
  it('ignores B at or before A, and B alone loops from the start', () => {
    expect(setLoopPoint({ a: 10 }, 'b', 10)).toEqual({ a: 10 });
    expect(setLoopPoint({}, 'b', 8)).toEqual({ a: 0, b: 8 });
  });
  it('jumps back to A once playback reaches B, never before', () => {
    expect(loopJump({ a: 10, b: 20 }, 19.9)).toBeUndefined();
    expect(loopJump({ a: 10, b: 20 }, 20.1)).toBe(10);
    expect(loopJump({ a: 10 }, 30)).toBeUndefined();
  });
  it('the loop button cycles A, B, clear', () => {
    expect(nextLoopPoint({})).toBe('a');
    expect(nextLoopPoint({ a: 1 })).toBe('b');
    expect(nextLoopPoint({ a: 1, b: 2 })).toBe('b');
  });
});

describe('resume', () => {
  it('resumes only strictly between 5% and 95%', () => {
    expect(resumeTime(0.05, 100)).toBe(0);
    expect(resumeTime(0.5, 100)).toBe(50);
    expect(resumeTime(0.95, 100)).toBe(0);
  });
  it('gives the player a share of the file, since the catalogue duration may differ', () => {
    expect(resumeShareOf(undefined)).toBe(0);
    expect(resumeShareOf(0.05)).toBe(0);
    expect(resumeShareOf(0.051)).toBe(0.051);
    expect(resumeShareOf(0.5)).toBe(0.5);
    expect(resumeShareOf(0.949)).toBe(0.949);
    expect(resumeShareOf(0.95)).toBe(0);
    expect(resumeShareOf(1)).toBe(0);
  });
});

describe('milestones', () => {
  const run = (moments: { time: number; watched?: number; ended?: boolean }[], duration = 100) => {
    let done = freshMilestones();
    const log: string[] = [];
    for (const moment of moments) {
      const due = dueMilestones(done, { duration, watched: moment.watched ?? moment.time, ...moment });
      if (due.almostComplete) log.push('almost');
      if (due.autoplayPrompt) log.push('prompt');
      log.push(...due.events);
      done = markDone(done, due);
    }
    return log;
  };
  it('signals almost complete at 95% once, even after seeking back', () => {
    expect(
      run([{ time: 94 }, { time: 95 }, { time: 50 }, { time: 96 }]).filter((x) => x === 'almost'),
    ).toEqual(['almost']);
  });
  it('offers the next class once when under 10 s remain', () => {
    const log = run([{ time: 89 }, { time: 90.5 }, { time: 80 }, { time: 95 }]);
    expect(log.filter((x) => x === 'prompt')).toEqual(['prompt']);
    expect(run([{ time: 89.9 }])).not.toContain('prompt');
  });
  it('sends start, the 5 s view, quartiles and complete once each, in order', () => {
    const log = run([
      { time: 1, watched: 1 },
      { time: 30, watched: 4 },
      { time: 31, watched: 5 },
      { time: 60 },
      { time: 10 },
      { time: 80 },
      { time: 100, ended: true },
      { time: 100, ended: true },
    ]);
    expect(log.filter((x) => x !== 'almost' && x !== 'prompt')).toEqual([
      'start',
      'q25',
      'view',
      'q50',
      'q75',
      'complete',
    ]);
  });
});

const item = (mediaid: string, mediaStatus: MediaItem['mediaStatus'] = 'VOD') =>
  ({ mediaid, mediaStatus }) as MediaItem;

describe('next item', () => {
  it('is the following item of the playlist context', () => {
    expect(nextItemOf([item('a'), item('b'), item('c')], 'b')?.mediaid).toBe('c');
  });
  it('does nothing when the next item is scheduled, at the end, or outside the list', () => {
    expect(nextItemOf([item('a'), item('b', 'SCHEDULED'), item('c')], 'a')).toBeUndefined();
    expect(nextItemOf([item('a'), item('b')], 'b')).toBeUndefined();
    expect(nextItemOf([item('a')], 'z')).toBeUndefined();
    expect(nextItemOf([item('a'), item('b', 'LIVE')], 'a')?.mediaid).toBe('b');
  });
  it('goes on to a following episode unless it is scheduled or there is none', () => {
    expect(playableNext(item('e2'))?.mediaid).toBe('e2');
    expect(playableNext(item('e2', 'SCHEDULED'))).toBeUndefined();
    expect(playableNext(null)).toBeUndefined();
  });
  it('walks the My Week queue, ending after the last', () => {
    expect(nextInQueue(['a', 'b'], 'a')).toBe('b');
    expect(nextInQueue(['a', 'b'], 'b')).toBeUndefined();
    expect(nextInQueue(['a', 'b'], 'x')).toBe('a');
  });
});

describe('shortcuts', () => {
  it('maps the documented keys', () => {
    expect(actionForKey(' ', false)).toEqual({ type: 'togglePlay' });
    expect(actionForKey('K', false)).toEqual({ type: 'togglePlay' });
    expect(actionForKey('ArrowLeft', false)).toEqual({ type: 'seekBy', seconds: -5 });
    expect(actionForKey('l', false)).toEqual({ type: 'seekBy', seconds: 10 });
    expect(actionForKey('ArrowUp', false)).toEqual({ type: 'volumeBy', amount: 0.1 });
    expect(actionForKey('m', false)).toEqual({ type: 'toggleMirror' });
    expect(actionForKey(']', false)).toEqual({ type: 'rate', direction: 1 });
    expect(actionForKey('[', false)).toEqual({ type: 'rate', direction: -1 });
    expect(actionForKey('B', false)).toEqual({ type: 'loopPoint', point: 'b' });
    expect(actionForKey('?', false)).toEqual({ type: 'toggleHelp' });
    expect(actionForKey('C', false)).toEqual({ type: 'toggleCounts' });
    expect(actionForKey('V', false)).toEqual({ type: 'nextAngle' });
    expect(actionForKey('x', false)).toBeUndefined();
  });
  it('steps frames only while paused', () => {
    expect(actionForKey('.', false)).toBeUndefined();
    expect(actionForKey('.', true)).toEqual({ type: 'frame', direction: 1 });
    expect(actionForKey(',', true)).toEqual({ type: 'frame', direction: -1 });
  });
});

describe('sign cache', () => {
  it('reuses a token for 15 minutes, for the same viewer only', () => {
    let now = 0;
    const cache = new SignCache(() => now);
    cache.set('me', 'm1', 't1');
    now = 14 * 60_000;
    expect(cache.get('me', 'm1')).toBe('t1');
    expect(cache.get('other', 'm1')).toBeUndefined();
    now = 15 * 60_000;
    expect(cache.get('me', 'm1')).toBeUndefined();
  });
  it('drops every token when another viewer signs', () => {
    const cache = new SignCache(() => 0);
    cache.set('me', 'm1', 't1');
    cache.set('you', 'm2', 't2');
    expect(cache.get('me', 'm1')).toBeUndefined();
  });
});

describe('chapters', () => {
  it('reads cues, skipping notes and broken ones', () => {
    const vtt =
      'WEBVTT\n\nNOTE made by hand\n\n1\n00:00.000 --> 00:30.000\nPliés\n\nbad --> cue\nX\n\n00:30.000 --> 01:02.5 align:start\nTendus\n';
    expect(parseChapters(vtt)).toEqual([
      { start: 0, end: 30, title: 'Pliés' },
      { start: 30, end: 62.5, title: 'Tendus' },
    ]);
  });
});
