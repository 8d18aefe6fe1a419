#!/usr/bin/env bash
# Capture cases for catalogue/javascript's rules of ESLint's core rules: a small app.js per rule,
# checked by the real eslint with only that rule on. Each case prints "rule | message" for the
# rule's findings (what an editor publishes as the diagnostic, with source "eslint" and the rule id
# as code, from --format json), then the lines of eslint's default (stylish) output for that rule.
# Needs: eslint 10.15.0 from npm (ESLINT, default /tmp/reg-npm/node_modules/.bin/eslint, with
# nodejs). Nothing runs but eslint.
# Usage: bash catalogue/capture/eslint-rules.sh CASE   (no argument lists the cases)
set -u
ESLINT=${ESLINT:-/tmp/reg-npm/node_modules/.bin/eslint}
CASES="no-unused-vars no-undef no-console eqeqeq prefer-const no-var no-empty no-unreachable
no-prototype-builtins no-useless-escape no-case-declarations no-fallthrough no-shadow
no-use-before-define no-param-reassign curly no-debugger no-constant-condition no-cond-assign
consistent-return no-async-promise-executor no-unused-expressions"

# lint RULE [SETTING]: check app.js (read from stdin, an ES module for node) with only RULE on
# (SETTING is the rule's JSON setting, default "error") and print its findings.
lint() {
  cat > app.js
  cat > eslint.config.js <<CFG
export default [{
  files: ["**/*.js"],
  languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: { console: "readonly", process: "readonly" } },
  rules: { "$1": ${2:-\"error\"} },
}];
CFG
  "$ESLINT" --format json app.js | node -e '
let s = ""; process.stdin.on("data", c => s += c).on("end", () => {
  for (const f of JSON.parse(s)) for (const m of f.messages)
    if (m.ruleId === process.argv[1]) console.log(m.ruleId + " | " + m.message);
});' "$1"
  "$ESLINT" app.js | grep -F "  $1"
}

case_body() {
  case "$1" in
  no-unused-vars) lint no-unused-vars <<'JS'
import { readFile } from "node:fs/promises";
export function total(items) {
  const count = items.length;
  return items.reduce((sum, item) => sum + item.price, 0);
}
JS
  ;;
  no-undef) lint no-undef <<'JS'
export function greet(user) {
  return fetchProfile(user.id).then((p) => p.name);
}
JS
  ;;
  no-console) lint no-console <<'JS'
export function save(order) {
  console.log("saving", order.id);
  return order;
}
JS
  ;;
  eqeqeq) lint eqeqeq <<'JS'
export function isEmpty(value) {
  return value == null || value.length == 0;
}
JS
  ;;
  prefer-const) lint prefer-const <<'JS'
export function label(user) {
  let prefix = "Dr.";
  return `${prefix} ${user.name}`;
}
JS
  ;;
  no-var) lint no-var <<'JS'
export function sum(values) {
  var total = 0;
  for (const v of values) total += v;
  return total;
}
JS
  ;;
  no-empty) lint no-empty <<'JS'
export function parse(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
  }
  return null;
}
JS
  ;;
  no-unreachable) lint no-unreachable <<'JS'
export function price(item) {
  return item.price * 2;
  console.log("computed");
}
JS
  ;;
  no-prototype-builtins) lint no-prototype-builtins <<'JS'
export function has(config, key) {
  return config.hasOwnProperty(key);
}
JS
  ;;
  no-useless-escape) lint no-useless-escape <<'JS'
export const phone = /^\+?[0-9\-]+$/;
export const note = "it\'s done";
JS
  ;;
  no-case-declarations) lint no-case-declarations <<'JS'
export function handle(action) {
  switch (action.type) {
    case "add":
      const item = action.payload;
      return [item];
    default:
      return [];
  }
}
JS
  ;;
  no-fallthrough) lint no-fallthrough <<'JS'
export function level(code) {
  let out = "";
  switch (code) {
    case 1:
      out = "low";
    case 2:
      out = "high";
      break;
  }
  return out;
}
JS
  ;;
  no-shadow) lint no-shadow <<'JS'
const item = { id: 1 };
export function ids(items) {
  return items.map((item) => item.id).concat(item.id);
}
JS
  ;;
  no-use-before-define) lint no-use-before-define <<'JS'
export function start() {
  return settings.port;
}
const settings = { port: 3000 };
console.log(total);
const total = 1;
JS
  ;;
  no-param-reassign) lint no-param-reassign '["error", { "props": true }]' <<'JS'
export function normalize(user, name) {
  name = name.trim();
  user.name = name;
  return user;
}
JS
  ;;
  curly) lint curly <<'JS'
export function first(list) {
  if (list.length === 0) return null;
  return list[0];
}
JS
  ;;
  no-debugger) lint no-debugger <<'JS'
export function area(r) {
  debugger;
  return Math.PI * r * r;
}
JS
  ;;
  no-constant-condition) lint no-constant-condition <<'JS'
export function check(flag) {
  if ("production") {
    return flag;
  }
  return !flag;
}
JS
  ;;
  no-cond-assign) lint no-cond-assign <<'JS'
export function find(users, id) {
  let user;
  if (user = users.get(id)) {
    return user;
  }
  return null;
}
JS
  ;;
  consistent-return) lint consistent-return <<'JS'
export function discount(order) {
  if (!order.code) {
    return;
  }
  return order.total * 0.9;
}
JS
  ;;
  no-async-promise-executor) lint no-async-promise-executor <<'JS'
export function load(url) {
  return new Promise(async (resolve) => {
    const res = await fetch(url);
    resolve(await res.json());
  });
}
JS
  ;;
  no-unused-expressions) lint no-unused-expressions <<'JS'
export function toggle(state, flag) {
  flag && state.enable();
  state.count;
}
JS
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
