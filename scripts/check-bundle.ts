/** npm run check:bundle: proves no Ajv, rjsf, simulator, server or test code is in the player bundle. */
import { forbiddenModules, loadChunks } from './lib/bundle';

const chunks = loadChunks();
const found = forbiddenModules(chunks);
for (const f of found) console.error(`${f.chunk} contains ${f.module}`);
const modules = chunks.reduce((n, c) => n + c.modules.length, 0);
console.log(found.length ? `${found.length} forbidden modules in the player bundle` : `player bundle clean: ${chunks.length} chunks, ${modules} modules, none forbidden`);
process.exit(found.length ? 1 : 0);
