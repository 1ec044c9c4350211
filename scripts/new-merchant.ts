/**
 * npm run new-merchant -- <code> [--from <existing code>] [--name "<display name>"]
 * Copies an existing merchant (default demo) to merchants/<code>/, renames its identity and validates it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatError } from '../src/config/validate';
import { copyMerchant, loadMerchant, MERCHANTS_DIR } from './lib/merchants';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const code = args[0];
const from = option('--from') ?? 'demo';

if (!code || !/^[a-z][a-z0-9-]{1,30}$/.test(code)) {
  console.error('usage: npm run new-merchant -- <code> [--from demo] [--name "Display Name"]\n<code>: lower-case letters, digits and hyphens, 2-31 characters, starting with a letter');
  process.exit(1);
}
const target = join(MERCHANTS_DIR, code);
if (existsSync(target)) {
  console.error(`${target} already exists`);
  process.exit(1);
}
const file = copyMerchant(from, code, { name: option('--name') ?? code });

const result = loadMerchant(code);
for (const e of result.errors) console.error(formatError(e));
console.log(result.errors.length ? `created ${file} with errors` : `created ${file} from ${from}; preview at http://${code}.localhost:4173/ after npm start`);
process.exit(result.errors.length ? 1 : 0);
