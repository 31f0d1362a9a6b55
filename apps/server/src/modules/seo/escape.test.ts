import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape';

describe('escapeHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`Pliés & "tendus" <b>'fast'</b>`)).toBe(
      'Pliés &amp; &quot;tendus&quot; &lt;b&gt;&#39;fast&#39;&lt;/b&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('never lets a value close the script or open a comment', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('stays JSON that reads back to the same value', () => {
    const value = { name: 'Barre & <core> "burn"\u2028next', n: 3 };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });
});
