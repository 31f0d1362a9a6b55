import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * A class a component names but its CSS module lacks is `undefined` at run time: the element silently
 * loses its look (the video panels' hints lost their muted, smaller text when `.muted` left the sheet).
 * The tests' CSS modules answer any name, so this reads the sources.
 */
const folder = path.dirname(fileURLToPath(import.meta.url));

it("every class the console's components take from a CSS module is in that module", () => {
  const missing: string[] = [];
  const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of sources) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const [, name, sheet] of source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
      const css = readFileSync(path.join(folder, path.dirname(file), sheet as string), 'utf8');
      const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]));
      const used = source.matchAll(new RegExp(`(?<![\\w.?])${name}\\.(\\w+)`, 'g'));
      for (const [, className] of used) {
        if (!defined.has(className)) missing.push(`${file}: ${name}.${className} (${sheet})`);
      }
    }
  }
  expect(missing).toEqual([]);
});
