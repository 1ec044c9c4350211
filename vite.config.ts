import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CODE_SPLITTING } from './scripts/lib/chunk-groups';
import { liveryDev } from './scripts/lib/dev-plugin';
import { catalogPartOf, catalogParts } from './scripts/lib/catalog-plugin';

/** Writes which source modules each chunk holds (dist/app/.vite/modules.json) for the bundle checks. */
function moduleReport(): Plugin {
  return {
    name: 'livery-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          facade: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules),
          // Bytes each module adds to the chunk (after tree-shaking, before minification).
          sizes: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

/** Chunks every route needs right after the entry: the page asks for them while the entry still loads. */
const PRELOADED_CHUNKS = ['start', 'mount'];

/** Lets the page ask for the app's start (i18n, the query cache) and mount (React DOM, the renderer) at once. */
function preloadAppChunks(): Plugin {
  return {
    name: 'livery-preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return Object.values(ctx.bundle ?? {})
          .filter((item) => item.type === 'chunk' && PRELOADED_CHUNKS.includes(item.name))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  plugins: [catalogParts(), react(), liveryDev(), moduleReport(), preloadAppChunks()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // Few files for home's first paint (see scripts/lib/chunk-groups.ts).
    rolldownOptions: {
      output: {
        codeSplitting: CODE_SPLITTING,
        // A catalog's parts are `<tag>-first-<hash>.js` and `<tag>-rest-<hash>.js` beside the whole `<tag>-<hash>.js`.
        chunkFileNames: (chunk) => {
          const part = catalogPartOf(chunk.facadeModuleId ?? '')?.part;
          return part ? `assets/[name]-${part}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { port: 5173 },
});
