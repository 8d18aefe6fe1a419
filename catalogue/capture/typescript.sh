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
ts2353 ts2739 ts7053 ts18046 ts2580 ts6133 ts2366
ts2345-union ts2552-method ts2304-type ts2451-function ts2420-property
ts2367-number ts6133-param ts2554-too-many ts2366-switch ts7053-object-key ts7006-callback
ts2732-data ts7016-deep ts2739-class ts1192-node-module ts2305-type ts18003-exclude
ts2353-function-arg ts2532-array-find ts18047-ref
ts18048-optional-param ts2551-method ts2339-window ts2741-return ts2564-array ts2835-dir
ts1005-missing-paren ts5025-case ts5023-cli ts18046-catch ts2454-switch
ts2580-buffer ts2531-match ts2769-replace"
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
ts2345-union)
  cat > src/notify.ts <<'EOF'
type Channel = "email" | "sms";
function notify(channel: Channel, to: string) { return `${channel}:${to}`; }
const preferred: string = "push";
notify(preferred, "ada@example.com");
EOF
  tsc_plain src/notify.ts ;;
ts2552-method)
  cat > src/cart.ts <<'EOF'
const cartItems = [{ price: 3 }, { price: 4 }];
export const sum = cartItem.reduce((n, i) => n + i.price, 0);
EOF
  tsc_plain src/cart.ts ;;
ts2304-type)
  cat > src/api.ts <<'EOF'
export async function getUser(id: string): Promise<UserDto> {
  const res = await fetch(`/users/${id}`);
  return res.json();
}
EOF
  tsc_plain src/api.ts ;;
ts2451-function)
  cat > src/handlers.ts <<'EOF'
const handler = () => "first";
function setup() { return 1; }
const handler = () => "second";
EOF
  tsc_plain src/handlers.ts ;;
ts2420-property)
  cat > src/logger.ts <<'EOF'
interface Logger { level: string; log(msg: string): void }
export class ConsoleLogger implements Logger {
  log(msg: string) { console.log(msg); }
}
EOF
  tsc_plain src/logger.ts ;;
ts2367-number)
  cat > src/http.ts <<'EOF'
export function ok(status: 200 | 201 | 204) { return status === 404; }
EOF
  tsc_plain src/http.ts ;;
ts6133-param)
  cat > src/format.ts <<'EOF'
export function format(value: number, locale: string) {
  return value.toFixed(2);
}
EOF
  tsc_plain --noUnusedParameters src/format.ts ;;
ts2554-too-many)
  cat > src/log.ts <<'EOF'
function log(message: string) { console.log(message); }
log("saved", { id: 7 });
EOF
  tsc_plain src/log.ts ;;
ts2366-switch)
  cat > src/size.ts <<'EOF'
type Size = "s" | "m" | "l";
export function width(size: Size | "xl"): number {
  switch (size) {
    case "s": return 100;
    case "m": return 200;
    case "l": return 300;
  }
}
EOF
  tsc_plain src/size.ts ;;
ts7053-object-key)
  cat > src/env.ts <<'EOF'
const defaults = { PORT: "3000", HOST: "localhost" };
export function setting(key: string) { return defaults[key] ?? ""; }
EOF
  tsc_plain src/env.ts ;;
ts7006-callback)
  cat > src/events.ts <<'EOF'
export function register(handlers: Record<string, Function>) {
  handlers["click"] = function (event) { return event.target; };
}
EOF
  tsc_plain src/events.ts ;;
ts2732-data)
  mkdir -p src/data
  echo '[{"code": "fr"}]' > src/data/locales.json
  echo 'import locales from "./data/locales.json"; export const codes = locales.map((l) => l.code);' > src/i18n.ts
  "$TSC" --noEmit --strict --module commonjs --moduleResolution node10 --esModuleInterop --pretty false src/i18n.ts 2>&1 ;;
ts7016-deep)
  mkdir -p node_modules/old-color/lib
  echo '{"name":"old-color","version":"0.3.1","main":"lib/index.js"}' > node_modules/old-color/package.json
  echo 'exports.hex = function (r, g, b) { return "#"; };' > node_modules/old-color/lib/index.js
  echo 'import { hex } from "old-color"; export const red = hex(255, 0, 0);' > src/theme.ts
  tsc_plain src/theme.ts ;;
ts2739-class)
  cat > src/point.ts <<'EOF'
interface Point3D { x: number; y: number; z: number; label: string }
const p = { x: 1, y: 2 };
export const q: Point3D = p;
EOF
  tsc_plain src/point.ts ;;
ts1192-node-module)
  echo 'export const VERSION = "1.0"; export function start() {}' > src/server.ts
  echo 'import server from "./server"; server.start();' > src/main.ts
  tsc_plain src/main.ts ;;
ts2305-type)
  echo 'export interface Invoice { id: string }' > src/types.ts
  echo 'import type { Invoice, Customer } from "./types"; export let c: Customer | Invoice;' > src/billing.ts
  tsc_plain src/billing.ts ;;
ts18003-exclude)
  mkdir -p lib; echo 'export const x = 1;' > lib/index.ts
  echo '{"compilerOptions":{"strict":true,"outDir":"dist"},"include":["source"]}' > tsconfig.json
  "$TSC" -p tsconfig.json --pretty false 2>&1 ;;
ts2353-function-arg)
  cat > src/fetch.ts <<'EOF'
function request(opts: { url: string; method?: "GET" | "POST" }) { return opts.url; }
request({ url: "/api", method: "GET", headers: {} });
EOF
  tsc_plain src/fetch.ts ;;
ts2532-array-find)
  cat > src/users.ts <<'EOF'
const users = [{ id: 1, name: "ada" }];
export const name = users.find((u) => u.id === 2).name;
EOF
  "$TSC" --noEmit --strict --target es5 --lib es2015 --pretty false src/users.ts 2>&1 ;;
ts18047-ref)
  cat > src/canvas.ts <<'EOF'
const canvas = document.querySelector("canvas");
export const ctx = canvas.getContext("2d");
EOF
  tsc_plain src/canvas.ts ;;
ts18048-optional-param)
  cat > src/greet.ts <<'EOF'
export function greet(name?: string) { return name.toUpperCase(); }
EOF
  tsc_plain src/greet.ts ;;
ts2551-method)
  cat > src/list.ts <<'EOF'
const items = ["a", "b"];
export const has = items.include("a");
EOF
  tsc_plain src/list.ts ;;
ts2339-window)
  cat > src/analytics.ts <<'EOF'
window.dataLayer.push({ event: "load" });
EOF
  tsc_plain src/analytics.ts ;;
ts2741-return)
  cat > src/user.ts <<'EOF'
interface Account { id: number; owner: string }
export function create(id: number): Account { return { id }; }
EOF
  tsc_plain src/user.ts ;;
ts2564-array)
  cat > src/queue.ts <<'EOF'
export class JobQueue {
  private jobs: string[];
  add(job: string) { this.jobs.push(job); }
}
EOF
  tsc_plain src/queue.ts ;;
ts2835-dir)
  mkdir -p src/lib
  echo 'export const VERSION = "1.0";' > src/lib/version.ts
  echo 'import { VERSION } from "./lib/version"; console.log(VERSION);' > src/cli.ts
  echo '{"name":"demo","version":"1.0.0","private":true,"type":"module"}' > package.json
  "$TSC" --noEmit --strict --module nodenext --moduleResolution nodenext --pretty false src/cli.ts 2>&1 ;;
ts1005-missing-paren)
  cat > src/loop.ts <<'EOF'
for (const x of [1, 2, 3] {
  console.log(x);
}
EOF
  tsc_plain src/loop.ts ;;
ts5025-case)
  echo '{"compilerOptions":{"strict":true,"esmoduleinterop":true},"include":["src/**/*"]}' > tsconfig.json
  echo 'export const x = 1;' > src/index.ts
  "$TSC" -p tsconfig.json --pretty false 2>&1 ;;
ts5023-cli)
  echo 'export const x = 1;' > src/index.ts
  "$TSC" --noEmit --strictMode --pretty false src/index.ts 2>&1 ;;
ts18046-catch)
  cat > src/fetch.ts <<'EOF'
export async function run() {
  const data: unknown = await Promise.resolve({ items: [] });
  return data.items;
}
EOF
  tsc_plain src/fetch.ts ;;
ts2454-switch)
  cat > src/color.ts <<'EOF'
export function hex(name: string) {
  let value: string;
  switch (name) { case "red": value = "#f00"; break; }
  return value.toUpperCase();
}
EOF
  tsc_plain src/color.ts ;;
ts2580-buffer)
  cat > src/encode.ts <<'EOF'
export const encoded = Buffer.from("hello").toString("base64");
EOF
  tsc_plain src/encode.ts ;;
ts2531-match)
  cat > src/parse.ts <<'EOF'
export const major = Number("v1.2".match(/v(\d+)/)[1]);
EOF
  tsc_plain src/parse.ts ;;
ts2769-replace)
  cat > src/slug.ts <<'EOF'
export const slug = "a b".replace(/ /g, 5);
EOF
  tsc_plain src/slug.ts ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
