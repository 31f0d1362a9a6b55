import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('withQuery', () => {
  it('changes and removes query keys', () => {
    expect(withQuery('/s/x', 'r=1&play=1', { e: 'ep', play: undefined })).toBe('/s/x?r=1&e=ep');
    expect(withQuery('/s/x', '', {})).toBe('/s/x');
  });
});
