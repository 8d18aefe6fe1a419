// Bundles src/extension.ts and vscode-languageclient into dist/extension.js (CommonJS, Node),
// the only code the .vsix carries. `node esbuild.mjs --outdir DIR --entry src/x.ts` bundles other
// entry points the same way (the unit tests use it for the plain modules).
import * as esbuild from 'esbuild';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { outdir: { type: 'string' }, entry: { type: 'string', multiple: true }, minify: { type: 'boolean' } },
});
const entryPoints = values.entry ?? ['src/extension.ts'];
await esbuild.build({
  entryPoints,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  sourcemap: false,
  minify: values.minify ?? false,
  logLevel: 'warning',
  ...(values.outdir ? { outdir: values.outdir } : { outfile: 'dist/extension.js' }),
});
