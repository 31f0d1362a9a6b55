import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the PDF viewer finds pdf.js's standard fonts (Helvetica and the other 13), unhashed by name. */
const PDFJS_STANDARD_FONTS = 'pdfjs/standard_fonts/';

/**
 * Copies pdf.js's standard fonts into the build: a PDF that names Helvetica without embedding it
 * (the demo's resources) is then drawn with the right glyphs and spacing, from our own server.
 */
function pdfjsStandardFonts(): Plugin {
  const fontsDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  return {
    name: 'pdfjs-standard-fonts',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(fontsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_STANDARD_FONTS}${file}`,
          source: readFileSync(path.join(fontsDir, file)),
        });
      }
    },
  };
}

/**
 * The chunks `/` loads before anything else (the entry and what it imports), found once the bundle is
 * written. Every lazy page needs them too, but they are loaded already: listing them again among each
 * page's preloads only made the first script longer (each page's list sits in it).
 */
const initialChunks = new Set<string>();
function findInitialChunks(): Plugin {
  return {
    name: 'find-initial-chunks',
    apply: 'build',
    buildStart() {
      initialChunks.clear();
    },
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (initialChunks.has(fileName) || chunk?.type !== 'chunk') return;
        initialChunks.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

export default defineConfig({
  plugins: [react(), pdfjsStandardFonts(), findInitialChunks()],
  // Features meet through their index.ts. package.json says only CSS files have side effects
  // (`sideEffects`), so importing an index brings in what the importer uses and nothing else: without
  // it, the re-exported catalogue API calls pulled zod into the first script (128 KB instead of 95 KB).
  build: {
    target: 'es2022',
    // The size budget is checked on the gzip of what `/` loads first (scripts/check-size.mjs).
    reportCompressedSize: false,
    modulePreload: {
      // index.html keeps its preloads; a lazy chunk's list leaves out what index.html preloads already.
      resolveDependencies: (_filename, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((file) => !initialChunks.has(file)),
    },
    rolldownOptions: {
      // The first script lists every lazy chunk's file name (its preload map), so short names keep
      // it small: a chunk is its content hash alone (source maps and the build log still name it).
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
