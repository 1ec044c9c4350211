import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { liveryDev } from './scripts/lib/dev-plugin';

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
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

export default defineConfig({
  plugins: [react(), liveryDev(), moduleReport()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
});
