#!/usr/bin/env bash
# Capture real tsc diagnostics for the catalogue/typescript records.
# Debian packages: nodejs, npm (typescript@5 is installed from the npm registry into the temp dir).
# Usage: bash catalogue/capture/typescript.sh CASE   (no argument lists the cases)
# Most cases use `--pretty false`, the `file(line,col): error TSxxxx:` form that CI logs show.
# Cases ending in -pretty use tsc's terminal form `file:line:col - error TSxxxx:`; its colour codes
# are removed, as they are when the text is copied from a terminal.
set -u
CASES="ts2322 ts2322-pretty ts2345 ts2339 ts2551 ts2304 ts2552 ts2307 ts2307-pretty ts2305 ts7016
ts18047 ts2531 ts18048 ts2532 ts2367 ts2420 ts2451 ts2454 ts7006 ts1005 ts2554 ts2741 ts18003
ts5023 ts5025 ts1192 ts2769 ts2564 ts2835 ts2732
ts2353 ts2739 ts7053 ts18046 ts2580 ts6133 ts2366"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
T=$(mktemp -d)
trap 'cd /; rm -rf "$T"' EXIT
cd "$T" || exit 1
printf 'cache=%s\nfund=false\naudit=false\nupdate-notifier=false\nloglevel=error\n' "$T/.npm" > "$T/.npmrc"
export npm_config_userconfig="$T/.npmrc"
echo '{"name":"demo","version":"1.0.0","private":true}' > package.json
npm install --no-save typescript@5 >/dev/null 2>&1 || { echo "npm install typescript@5 failed" >&2; exit 1; }
mkdir -p src
TSC="$T/node_modules/.bin/tsc"
FLAGS="--noEmit --strict --target es2022 --module esnext --moduleResolution bundler --lib es2022,dom"
tsc_plain() { "$TSC" $FLAGS --pretty false "$@" 2>&1; }
tsc_pretty() { "$TSC" $FLAGS --pretty "$@" 2>&1 | sed 's/\x1b\[[0-9;]*m//g'; }

case "$1" in
ts2322|ts2322-pretty)
  cat > src/config.ts <<'EOF'
interface Config { port: number; host: string }
const port: number = "3000";
const cfg: Config = { port: "8080", host: "localhost" };
EOF
  if [ "$1" = ts2322 ]; then tsc_plain src/config.ts; else tsc_pretty src/config.ts; fi ;;
ts2345)
  cat > src/users.ts <<'EOF'
function findUser(id: number) { return { id }; }
const raw = "42";
findUser(raw);
EOF
  tsc_plain src/users.ts ;;
ts2339)
  cat > src/order.ts <<'EOF'
interface Order { id: string; total: number }
function label(o: Order) { return `${o.id}: ${o.total} (${o.currency})`; }
EOF
  tsc_plain src/order.ts ;;
ts2551)
  cat > src/order.ts <<'EOF'
interface Order { id: string; total: number }
function label(o: Order) { return `${o.id}: ${o.totl}`; }
EOF
  tsc_plain src/order.ts ;;
ts2304)
  cat > src/main.ts <<'EOF'
export function main() {
  const client = new HttpClient({ timeout: 5000 });
  return client;
}
EOF
  tsc_plain src/main.ts ;;
ts2552)
  cat > src/main.ts <<'EOF'
const retryCount = 3;
for (let i = 0; i < retryCont; i++) console.log(i);
EOF
  tsc_plain src/main.ts ;;
ts2307|ts2307-pretty)
  cat > src/server.ts <<'EOF'
import express from "express";
import { db } from "./database";
const app = express();
EOF
  if [ "$1" = ts2307 ]; then tsc_plain src/server.ts; else tsc_pretty src/server.ts; fi ;;
ts2732)
  echo '{"port": 3000}' > src/settings.json
  echo 'import settings from "./settings.json"; console.log(settings.port);' > src/app.ts
  "$TSC" --noEmit --strict --module commonjs --moduleResolution node10 --esModuleInterop --pretty false src/app.ts 2>&1 ;;
ts2305)
  echo 'export function formatDate(d: Date) { return d.toISOString(); }' > src/util.ts
  echo 'import { formatDate, parseDate } from "./util";' > src/app.ts
  tsc_plain src/app.ts ;;
ts7016)
  mkdir -p node_modules/legacy-csv
  echo '{"name":"legacy-csv","version":"1.2.0","main":"index.js"}' > node_modules/legacy-csv/package.json
  echo 'module.exports = function parse(s) { return s.split(","); };' > node_modules/legacy-csv/index.js
  echo 'import parse from "legacy-csv"; console.log(parse("a,b"));' > src/app.ts
  tsc_plain src/app.ts ;;
ts18047)
  cat > src/page.ts <<'EOF'
const root = document.getElementById("app");
root.innerHTML = "<p>ready</p>";
EOF
  tsc_plain src/page.ts ;;
ts2531)
  cat > src/page.ts <<'EOF'
document.querySelector("#app").innerHTML = "<p>ready</p>";
EOF
  tsc_plain src/page.ts ;;
ts18048)
  cat > src/user.ts <<'EOF'
interface User { name: string; address?: { city: string } }
function city(u: User) { const a = u.address; return a.city; }
EOF
  tsc_plain src/user.ts ;;
ts2532)
  cat > src/cache.ts <<'EOF'
const hits = new Map<string, number>();
hits.set("home", 1);
const next = hits.get("home") + 1;
const rounded = hits.get("about").toFixed(0);
EOF
  tsc_plain src/cache.ts ;;
ts2367)
  cat > src/status.ts <<'EOF'
type Status = "active" | "disabled";
function isOn(s: Status) { return s === "enabled"; }
EOF
  tsc_plain src/status.ts ;;
ts2420)
  cat > src/repo.ts <<'EOF'
interface Repository { find(id: string): string | undefined; save(item: string): void }
class MemoryRepository implements Repository {
  find(id: string) { return undefined; }
}
EOF
  tsc_plain src/repo.ts ;;
ts2451)
  cat > src/vars.ts <<'EOF'
let total = 0;
let total = 10;
EOF
  tsc_plain src/vars.ts ;;
ts2454)
  cat > src/flag.ts <<'EOF'
let mode: string;
if (Math.random() > 0.5) mode = "fast";
console.log(mode.toUpperCase());
EOF
  tsc_plain src/flag.ts ;;
ts7006)
  cat > src/math.ts <<'EOF'
export function scale(values, factor: number) {
  return values.map((v) => v * factor);
}
EOF
  tsc_plain src/math.ts ;;
ts1005)
  cat > src/broken.ts <<'EOF'
const user = { name: "Ada" age: 36 };
EOF
  tsc_plain src/broken.ts ;;
ts2554)
  cat > src/mail.ts <<'EOF'
function send(to: string, subject: string) { return `${to}: ${subject}`; }
send("ops@example.com");
EOF
  tsc_plain src/mail.ts ;;
ts2741)
  cat > src/product.ts <<'EOF'
interface Product { id: number; name: string; price: number }
const p: Product = { id: 1, name: "Lamp" };
EOF
  tsc_plain src/product.ts ;;
ts18003)
  echo '{"compilerOptions":{"strict":true,"outDir":"dist"},"include":["src/**/*"]}' > tsconfig.json
  "$TSC" -p tsconfig.json --pretty false 2>&1 ;;
ts5023)
  printf '{\n  "compilerOptions": {\n    "strict": true,\n    "outDir": "dist",\n    "include": ["src/**/*"]\n  }\n}\n' > tsconfig.json
  echo 'export const x = 1;' > src/index.ts
  "$TSC" -p tsconfig.json --pretty false 2>&1 ;;
ts5025)
  echo '{"compilerOptions":{"strict":true,"outdir":"dist","stictNullChecks":true},"include":["src/**/*"]}' > tsconfig.json
  echo 'export const x = 1;' > src/index.ts
  "$TSC" -p tsconfig.json --pretty false 2>&1 ;;
ts1192)
  echo 'export function log(msg: string) { console.log(msg); }' > src/logger.ts
  echo 'import logger from "./logger"; logger.log("hi");' > src/app.ts
  tsc_plain src/app.ts ;;
ts2769)
  cat > src/dates.ts <<'EOF'
const when: string | undefined = undefined as string | undefined;
const d = new Date(when);
EOF
  tsc_plain src/dates.ts ;;
ts2564)
  cat > src/service.ts <<'EOF'
class ReportService {
  private endpoint: string;
  constructor() {}
}
EOF
  tsc_plain src/service.ts ;;
ts2835)
  echo 'export const add = (a: number, b: number) => a + b;' > src/util.ts
  echo 'import { add } from "./util"; console.log(add(1, 2));' > src/app.ts
  echo '{"name":"demo","version":"1.0.0","private":true,"type":"module"}' > package.json
  "$TSC" --noEmit --strict --module nodenext --moduleResolution nodenext --pretty false src/app.ts 2>&1 ;;
ts2353)
  cat > src/request.ts <<'EOF'
interface RequestOptions { url: string; timeout?: number }
const opts: RequestOptions = { url: "/api", timeout: 3000, retries: 2 };
EOF
  tsc_plain src/request.ts ;;
ts2739)
  cat > src/user.ts <<'EOF'
interface User { id: number; email: string; name: string; createdAt: Date }
const draft: User = { id: 1 };
EOF
  tsc_plain src/user.ts ;;
ts7053)
  cat > src/colors.ts <<'EOF'
const colors = { red: "#f00", green: "#0f0" };
function pick(name: string) { return colors[name]; }
EOF
  tsc_plain src/colors.ts ;;
ts18046)
  cat > src/load.ts <<'EOF'
try {
  JSON.parse("{");
} catch (err) {
  console.error(err.message);
}
EOF
  tsc_plain src/load.ts ;;
ts2580)
  cat > src/cli.ts <<'EOF'
const fs = require("fs");
console.log(process.argv.length, fs);
EOF
  "$TSC" --noEmit --strict --pretty false src/cli.ts 2>&1 ;;
ts6133)
  echo 'export const round = (n: number) => Math.round(n);' > src/helpers.ts
  cat > src/math.ts <<'EOF'
import { round } from "./helpers";
export function area(width: number, height: number) {
  const unused = width * 2;
  return width * height;
}
EOF
  "$TSC" $FLAGS --noUnusedLocals --noUnusedParameters --pretty false src/math.ts 2>&1 ;;
ts2366)
  cat > src/grade.ts <<'EOF'
export function grade(score: number): string {
  if (score >= 90) return "A";
  else if (score >= 50) return "B";
}
EOF
  tsc_plain src/grade.ts ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
