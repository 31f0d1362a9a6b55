import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml } from './eml';

/** A message the dev outbox holds, as read back from its `.eml` file. */
export interface OutboxMessage {
  /** The To header, decoded: `anne@example.com` or `Anne <anne@example.com>, ...`. */
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  date: Date;
  /** Absolute path of the `.eml` file. */
  file: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'outbox');
}

/** Every message in DATA_DIR/outbox, oldest first; none when the folder does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // File names start with the send time, so their order is the sending order; files being written
  // are hidden (dot-prefixed) and end in .tmp.
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(files.map((name) => readOutboxMessage(path.join(dir, name))));
}

/** The newest outbox message addressed to `address` (compared without case), if any. */
export async function latestMailTo(dataDir: string, address: string): Promise<OutboxMessage | undefined> {
  const wanted = address.trim().toLowerCase();
  const messages = await readOutbox(dataDir);
  return messages.findLast((message) => recipientsOf(message.to).includes(wanted));
}

async function readOutboxMessage(file: string): Promise<OutboxMessage> {
  const { headers, text, html } = parseEml(await readFile(file));
  return {
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    html,
    date: new Date(headers.get('date') ?? Number.NaN),
    file,
  };
}

function recipientsOf(toHeader: string): string[] {
  return (toHeader.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []).map((item) => item.toLowerCase());
}
