#!/usr/bin/env node
// Checks that web features and server modules meet only through their public faces (issue 10,
// docs/ARCHITECTURE.md "Boundaries"). Biome's import restrictions match import strings, not the files
// they resolve to, so a relative `../../accounts/use-viewer` cannot be told from a feature's own
// `../use-viewer` there; this resolves every import and judges the file it lands on.
//
//   web:    a file outside features/<B> may import features/<B>/index.ts only; app/ may also load
//           features/<B>/routes/* lazily with import(); components/ and lib/ import no feature.
//           features/<B>/views/ holds B's views of the account dialog, which app/dialog-views.ts
//           registers: no other feature takes anything of them, not even re-exported by B's index
//           (the dialog of accounts does not name billing's views; billing's views take the dialog's
//           props from lib/account-dialog.ts). src/testing/ is test support and exempt.
//   server: a file outside modules/<B> may import modules/<B>/<B>.module.ts only; tests may also use
//           modules/<B>/testing/*.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const serverSrc = path.join(root, 'apps/server/src');
const extensions = ['.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];

/** Every import of a file: static imports and re-exports, and dynamic import() calls. */
export function importsOf(source) {
  const found = [];
  const staticImport = /(?:^|\n)\s*(?:import|export)\s([^'"`;]*?)from\s*['"]([^'"]+)['"]/g;
  const bareImport = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(staticImport)) {
    found.push({ specifier: match[2], dynamic: false, names: namesOf(match[1]) });
  }
  for (const match of source.matchAll(bareImport)) found.push({ specifier: match[1], dynamic: false });
  for (const match of source.matchAll(dynamicImport)) found.push({ specifier: match[1], dynamic: true });
  return found;
}

/** The names an import or re-export clause brings (`{ a, type B, c as d }` gives a, B, c), `*` for a namespace. */
function namesOf(clause) {
  const braces = clause.match(/\{([^}]*)\}/);
  const names = braces ? braces[1].split(',').map(importedName).filter(Boolean) : [];
  if ((braces ? clause.replace(braces[0], '') : clause).includes('*')) names.push('*');
  return names;
}

const importedName = (part) =>
  part
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0];

/** What an index re-exports: each name it exports, with the specifier it comes from (`*`: all of one). */
export function reExportsOf(source) {
  const reExports = [];
  const reExport = /(?:^|\n)\s*export\s((?:type\s+)?(?:\*|\{[^}]*\}))\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(reExport)) {
    const clause = match[1].replace(/^type\s+/, '');
    if (clause.startsWith('*')) reExports.push({ name: '*', specifier: match[2] });
    for (const part of clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1);
      if (name) reExports.push({ name, specifier: match[2] });
    }
  }
  return reExports;
}

function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of ['', ...extensions]) {
    const file = base + candidate;
    try {
      if (statSync(file).isFile()) return file;
    } catch {}
  }
  return base;
}

const isTest = (file) => /\.(int\.)?test\.tsx?$/.test(file) || file.includes('/testing/');

/** The part (`features/<name>` or `modules/<name>`) a file belongs to, or null. */
function partOf(file, src, kind) {
  const relative = path.relative(src, file).split(path.sep);
  if (relative[0] !== kind || relative.length < 3) return null;
  return { name: relative[1], inner: relative.slice(2).join('/') };
}

/** Why an import crosses a boundary it may not, or null when it is allowed. */
export function webViolation(fromFile, target, dynamic) {
  if (!target.startsWith(webSrc + path.sep)) return null;
  const from = partOf(fromFile, webSrc, 'features');
  const to = partOf(target, webSrc, 'features');
  if (!to || from?.name === to.name) return null;
  const fromFolder = path.relative(webSrc, fromFile).split(path.sep)[0];
  if (fromFolder === 'testing') return null;
  if (fromFolder === 'components' || fromFolder === 'lib') {
    return `is shared code and may not depend on the web feature "${to.name}" (move what both need to lib/ or components/)`;
  }
  if (/^index\.tsx?$/.test(to.inner)) return null;
  if (fromFolder === 'app' && dynamic && to.inner.startsWith('routes/')) return null;
  return `imports a private file of the web feature "${to.name}" (use features/${to.name}/index.ts)`;
}

/**
 * Why an import takes a feature's account dialog views (features/<B>/views/) through B's index, which
 * only app/ (the dialog's registry) may, or null. `names` are the names imported, `indexSource` the
 * index's text.
 */
export function dialogViewsViolation(fromFile, target, names, indexSource = undefined) {
  const from = partOf(fromFile, webSrc, 'features');
  const to = partOf(target, webSrc, 'features');
  if (!from || !to || from.name === to.name || !/^index\.tsx?$/.test(to.inner)) return null;
  const views = path.join(webSrc, 'features', to.name, 'views') + path.sep;
  for (const { name, specifier } of reExportsOf(indexSource ?? readFileSync(target, 'utf8'))) {
    if (!(names.includes(name) || names.includes('*') || name === '*')) continue;
    const source = resolveRelative(target, specifier);
    if (source?.startsWith(views)) {
      const what = name === '*' ? 'all of' : `"${name}" from`;
      return `takes ${what} the account dialog's views of the web feature "${to.name}" (its views/ are for app/dialog-views.ts; a view's props are in lib/account-dialog.ts)`;
    }
  }
  return null;
}

export function serverViolation(fromFile, target) {
  if (!target.startsWith(serverSrc + path.sep)) return null;
  const from = partOf(fromFile, serverSrc, 'modules');
  const to = partOf(target, serverSrc, 'modules');
  if (!to || from?.name === to.name) return null;
  if (to.inner === `${to.name}.module.ts`) return null;
  if (isTest(fromFile) && to.inner.startsWith('testing/')) return null;
  return `imports a private file of the server module "${to.name}" (use modules/${to.name}/${to.name}.module.ts)`;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(full);
    } else if (/\.(m?ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

export function findViolations() {
  const violations = [];
  for (const [src, judge] of [
    [webSrc, webViolation],
    [serverSrc, serverViolation],
  ]) {
    for (const file of sourceFiles(src)) {
      for (const { specifier, dynamic, names = [] } of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolveRelative(file, specifier);
        const why =
          target &&
          (judge(file, target, dynamic) ||
            (src === webSrc && !dynamic ? dialogViewsViolation(file, target, names) : null));
        if (why) violations.push(`${path.relative(root, file)}: '${specifier}' ${why}`);
      }
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = findViolations();
  for (const line of violations) console.error(line);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) cross a boundary; see docs/ARCHITECTURE.md "Boundaries".`,
    );
    process.exit(1);
  }
  console.log('Boundaries: every feature and module is reached through its public face.');
}
