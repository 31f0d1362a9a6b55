/** What the outbox needs from an RFC 822 message: its headers (names lower-cased) and its text bodies. */
export interface ParsedEml {
  headers: Map<string, string>;
  text: string;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/**
 * Reads back the messages nodemailer writes: headers with RFC 2047 words, single-part or nested
 * multipart bodies in quoted-printable, base64 or 7/8 bit. Attachments are skipped.
 */
export function parseEml(raw: Buffer): ParsedEml {
  // latin1 maps each byte to one character, so bodies can be decoded to bytes again before their charset.
  const root = splitPart(raw.toString('latin1'));
  if (!parseContentType(root.headers.get('content-type')).type.startsWith('multipart/')) {
    // A single-part body ends with the line break SMTP needs, which nodemailer adds when the text has none.
    root.body = root.body.replace(/\r?\n$/, '');
  }
  const bodies: { text?: string; html?: string } = {};
  collectBodies(root, bodies);
  return { headers: root.headers, text: bodies.text ?? '', html: bodies.html };
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeHeaderValue(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectBodies(part: Part, bodies: { text?: string; html?: string }): void {
  const { type, params } = parseContentType(part.headers.get('content-type'));
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return;
    for (const child of splitMultipart(part.body, boundary)) collectBodies(splitPart(child), bodies);
    return;
  }
  if (/^\s*attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  const key = type === 'text/plain' ? 'text' : type === 'text/html' ? 'html' : undefined;
  if (!key || bodies[key] !== undefined) return;
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding'));
  bodies[key] = decodeCharset(bytes, params.get('charset')).replace(/\r\n/g, '\n');
}

function splitMultipart(body: string, boundary: string): string[] {
  const children: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | undefined;
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
      if (current) children.push(current.join('\r\n'));
      current = trimmed.endsWith(`${boundary}--`) ? undefined : [];
      if (!current) break;
    } else if (current) {
      current.push(line);
    }
  }
  return children;
}

function parseContentType(value = 'text/plain'): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals < 0) continue;
    const name = param.slice(0, equals).trim().toLowerCase();
    params.set(
      name,
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeTransfer(body: string, encoding = '7bit'): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeQuotedPrintable(value: string): Buffer {
  return Buffer.from(
    value.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown label: UTF-8 is what nodemailer writes anyway.
    return new TextDecoder().decode(bytes);
  }
}

const encodedWord = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/** Decodes RFC 2047 words; adjacent words are joined as bytes, since a character may span two of them. */
function decodeHeaderValue(value: string): string {
  let result = '';
  let last = 0;
  let charset = '';
  let bytes: Buffer[] = [];
  for (const match of value.matchAll(encodedWord)) {
    const [word, wordCharset = 'utf-8', encoding = 'Q', text = ''] = match;
    const between = value.slice(last, match.index);
    // Whitespace between two encoded words is folding, not content.
    const adjacent = bytes.length > 0 && between.trim() === '';
    const sameCharset = charset === (wordCharset.split('*')[0] ?? '').toLowerCase();
    if (!adjacent || !sameCharset) {
      result += decodeCharset(Buffer.concat(bytes), charset || 'utf-8');
      bytes = [];
      charset = (wordCharset.split('*')[0] ?? '').toLowerCase();
    }
    if (!adjacent) result += decodeCharset(Buffer.from(between, 'latin1'));
    bytes.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
    last = match.index + word.length;
  }
  result += decodeCharset(Buffer.concat(bytes), charset || 'utf-8');
  return result + decodeCharset(Buffer.from(value.slice(last), 'latin1'));
}
