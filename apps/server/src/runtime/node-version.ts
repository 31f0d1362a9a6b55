/**
 * The Node.js versions Relevé runs on (decision 008): 22.12 or newer (the oldest that every
 * dependency's `engines` accepts), 24 LTS recommended. `npm run setup` installs 24 into
 * node_modules/.bin, where `npm start` and every other `npm run` find it first; a server started
 * some other way (a bare `node` of the machine, a service file) meets this check first.
 */
export const MINIMUM_NODE = { major: 22, minor: 12 } as const;
export const RECOMMENDED_NODE = '24 LTS';

/** The one line to print when `version` (as in `process.version`) is too old; undefined when it will do. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const { major: minMajor, minor: minMinor } = MINIMUM_NODE;
  if (major > minMajor || (major === minMajor && minor >= minMinor)) return undefined;
  return (
    `Relevé needs Node.js ${minMajor}.${minMinor} or newer and this is Node.js ${version.replace(/^v/, '')}: ` +
    `install Node.js ${RECOMMENDED_NODE} (npm run setup puts it in node_modules/.bin, where npm start finds it).`
  );
}

/** Stops the process at once, with that line on standard error, on a Node.js that is too old. */
export function exitOnUnsupportedNode(version: string = process.version): void {
  const message = unsupportedNodeMessage(version);
  if (!message) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
