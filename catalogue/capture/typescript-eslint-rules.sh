#!/usr/bin/env bash
# Capture cases for catalogue/typescript's typescript-eslint rule records: a small app.ts per rule,
# linted by the real ESLint with typescript-eslint's plugin and parser (type information from a
# strict tsconfig.json), only that rule switched on. Each case prints the findings of its rule
# first as "rule | message" from ESLint's JSON output (the message is what editors publish as the
# diagnostic's message, with source "eslint" and the rule id as code), then as ESLint's default
# (stylish) formatter prints them in a terminal.
# Needs: the npm packages eslint (10.x), typescript-eslint (8.74.0) and typescript, installed in
# TSESLINT_MODULES (default /tmp/reg-npm/node_modules), and nodejs. Nothing runs but ESLint.
# Usage: bash catalogue/capture/typescript-eslint-rules.sh CASE   (no argument lists the cases)
set -u
MODULES=${TSESLINT_MODULES:-/tmp/reg-npm/node_modules}
CASES="no-unused-vars no-explicit-any no-floating-promises no-misused-promises no-unsafe-assignment
no-unsafe-member-access no-unsafe-call no-unsafe-argument no-unsafe-return no-non-null-assertion
no-unnecessary-type-assertion ban-ts-comment consistent-type-imports prefer-as-const
no-require-imports no-empty-object-type no-unnecessary-condition prefer-nullish-coalescing
restrict-template-expressions require-await"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory

# lint RULE: lint app.ts (read from stdin) with only @typescript-eslint/RULE on and print its findings.
lint() {
  cat > app.ts
  ln -s "$MODULES" node_modules
  cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "strict": true, "target": "es2022", "module": "nodenext", "noEmit": true }, "include": ["*.ts"] }
JSON
  cat > eslint.config.mjs <<JS
import tseslint from 'typescript-eslint';
export default [{
  files: ['**/*.ts'],
  plugins: { '@typescript-eslint': tseslint.plugin },
  languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: { '@typescript-eslint/$1': 'error' },
}];
JS
  node "$MODULES/eslint/bin/eslint.js" --format json app.ts | node -e '
let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => {
  for (const f of JSON.parse(s)) for (const m of f.messages)
    if (m.ruleId === process.argv[1]) console.log(m.ruleId + " | " + m.message);
});' "@typescript-eslint/$1"
  node "$MODULES/eslint/bin/eslint.js" app.ts | grep -F "@typescript-eslint/$1"
}

case_body() {
  case "$1" in
  no-unused-vars) lint no-unused-vars <<'TS'
import { readFileSync } from 'node:fs';
export function total(prices: number[]): number {
  const tax = 0.2;
  return prices.reduce((a, b) => a + b, 0);
}
TS
  ;;
  no-explicit-any) lint no-explicit-any <<'TS'
export function parseConfig(raw: string): any {
  return JSON.parse(raw);
}
TS
  ;;
  no-floating-promises) lint no-floating-promises <<'TS'
async function saveUser(name: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 10, name));
}
export function onSubmit(name: string): void {
  saveUser(name);
}
TS
  ;;
  no-misused-promises) lint no-misused-promises <<'TS'
async function isReady(): Promise<boolean> {
  return Promise.resolve(true);
}
export function start(): void {
  if (isReady()) {
    console.log('ready');
  }
  [1, 2].forEach(async (n) => { await isReady(); console.log(n); });
}
TS
  ;;
  no-unsafe-assignment) lint no-unsafe-assignment <<'TS'
export function load(raw: string): string {
  const config = JSON.parse(raw);
  return String(config);
}
TS
  ;;
  no-unsafe-member-access) lint no-unsafe-member-access <<'TS'
export function port(raw: string): unknown {
  const config: any = JSON.parse(raw);
  return config.server.port;
}
TS
  ;;
  no-unsafe-call) lint no-unsafe-call <<'TS'
export function run(plugin: any): void {
  plugin.init();
}
TS
  ;;
  no-unsafe-argument) lint no-unsafe-argument <<'TS'
function greet(name: string): string {
  return 'hello ' + name;
}
export function fromJson(raw: string): string {
  return greet(JSON.parse(raw));
}
TS
  ;;
  no-unsafe-return) lint no-unsafe-return <<'TS'
export function readUser(raw: string): { name: string } {
  return JSON.parse(raw);
}
TS
  ;;
  no-non-null-assertion) lint no-non-null-assertion <<'TS'
const users = new Map<string, { name: string }>();
export function nameOf(id: string): string {
  return users.get(id)!.name;
}
TS
  ;;
  no-unnecessary-type-assertion) lint no-unnecessary-type-assertion <<'TS'
export function shout(text: string): string {
  const upper = text.toUpperCase() as string;
  return upper + '!';
}
TS
  ;;
  ban-ts-comment) lint ban-ts-comment <<'TS'
export function double(n: number): number {
  // @ts-ignore
  return n * '2';
}
TS
  ;;
  consistent-type-imports) cat > types.ts <<'TS'
export interface User { name: string }
TS
  lint consistent-type-imports <<'TS'
import { User } from './types.js';
export function hello(user: User): string {
  return 'hello ' + user.name;
}
TS
  ;;
  prefer-as-const) lint prefer-as-const <<'TS'
export const mode: 'production' = 'production';
export const level = 'debug' as 'debug';
TS
  ;;
  no-require-imports) lint no-require-imports <<'TS'
const path = require('path');
export const here: string = path.resolve('.');
TS
  ;;
  no-empty-object-type) lint no-empty-object-type <<'TS'
export interface Options {}
export function configure(options: {}): void {
  console.log(options);
}
TS
  ;;
  no-unnecessary-condition) lint no-unnecessary-condition <<'TS'
export function label(name: string): string {
  if (name === null) {
    return 'anonymous';
  }
  return name ?? 'nobody';
}
TS
  ;;
  prefer-nullish-coalescing) lint prefer-nullish-coalescing <<'TS'
export function retries(configured: number | undefined): number {
  return configured || 3;
}
TS
  ;;
  restrict-template-expressions) lint restrict-template-expressions <<'TS'
export function describe(user: { name: string; tags: string[] } | undefined): string {
  return `user ${user} has tags ${user?.tags}`;
}
TS
  ;;
  require-await) lint require-await <<'TS'
export async function loadName(): Promise<string> {
  return 'fixed';
}
TS
  ;;
  *) echo "unknown case: $1" >&2; exit 2 ;;
  esac
}
case_body "$1"
