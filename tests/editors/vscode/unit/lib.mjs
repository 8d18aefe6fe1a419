// Loads the extension's plain modules, bundled to CommonJS by the runner into $ERRKNOW_VSCODE_LIB.
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = process.env.ERRKNOW_VSCODE_LIB;
if (!dir) throw new Error('ERRKNOW_VSCODE_LIB is not set (run tests/editors/vscode/run_vscode_tests.sh)');
const require = createRequire(import.meta.url);
export const load = (name) => require(path.join(dir, `${name}.js`));
