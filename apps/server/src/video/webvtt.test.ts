import { describe, expect, it } from 'vitest';
import { chapterMarksOf, chaptersVtt, parseWebVtt } from './webvtt';

describe('parseWebVtt', () => {
  it('reads cues with or without identifiers and hours, past a header, notes and styles, BOM and CRLF', () => {
    const vtt =
      '\uFEFFWEBVTT - Adagio\r\nKind: captions\r\n\r\nNOTE made by hand\r\n\r\nSTYLE\r\n::cue { color: yellow }\r\n\r\n' +
      'intro\r\n00:01.000 --> 00:04.500 align:start\r\nFirst position,\r\narms low\r\n\r\n' +
      '01:00:05.250 --> 01:00:06.000\r\nPlié\r\n';
    expect(parseWebVtt(vtt)).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 4.5, text: 'First position,\narms low' },
        { start: 3605.25, end: 3606, text: 'Plié' },
      ],
    });
  });

  it('names the first problem and its line', () => {
    expect(parseWebVtt('WEBVTTX\n')).toEqual({
      ok: false,
      problem: 'A WebVTT file starts with the line WEBVTT',
    });
    expect(parseWebVtt('WEBVTT\n\nhello\nthere\n')).toEqual({
      ok: false,
      problem: 'Line 3: a cue needs a timing line like 00:00:01.000 --> 00:00:04.000',
    });
    expect(parseWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nSRT commas\n')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^Line 3: "00:00:01,000 --> 00:00:02,000" is not a timing/),
    });
    expect(
      parseWebVtt('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n'),
    ).toEqual({
      ok: false,
      problem: 'Line 6: the cues are out of order (this one starts before the one above)',
    });
    expect(parseWebVtt('WEBVTT\n\0binary')).toEqual({ ok: false, problem: 'This is not a text file' });
  });
});

describe('chaptersVtt', () => {
  it('runs each chapter to the next and the last to the end, and reads back as the same marks', () => {
    const marks = [
      { start: 0, title: 'Pliés' },
      { start: 75.5, title: 'Tendus --> and jetés' },
    ];
    const vtt = chaptersVtt(marks, 3_700);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:01:15.500\nPliés\n\n00:01:15.500 --> 01:01:40.000\nTendus → and jetés\n',
    );
    expect(chapterMarksOf(vtt)).toEqual([
      { start: 0, title: 'Pliés' },
      { start: 75.5, title: 'Tendus → and jetés' },
    ]);
    expect(chapterMarksOf(null)).toEqual([]);
  });
});
