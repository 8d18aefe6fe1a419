#!/usr/bin/env bash
# Capture cases for catalogue/elasticsearch. No Elasticsearch server runs here: the cases run the
# official clients against a port of 127.0.0.1 where nothing listens and print what they show.
# Needs: nodejs and the npm package @elastic/elasticsearch (8.x) installed in ES_JS_MODULES
# (default /tmp/esjs/node_modules: `mkdir -p /tmp/esjs && cd /tmp/esjs && npm install @elastic/elasticsearch@8`).
# Usage: bash catalogue/capture/elasticsearch.sh CASE    (no argument: list the cases)
set -u
CASES="js-connection-refused js-connection-refused-search"
MODULES=${ES_JS_MODULES:-/tmp/esjs/node_modules}
run_node() { NODE_PATH="$MODULES" node -e "$1" "$P" 2>&1; }

case_body() {
  P=$(free_port)
  case "$1" in
  js-connection-refused)
    # an unhandled rejection: node prints the throwing line and the error; the object dump after it is cut
    run_node 'const { Client } = require("@elastic/elasticsearch")
new Client({ node: "http://127.0.0.1:" + process.argv[1], maxRetries: 0 }).info().catch(e => { throw e })' | sed -n '1,9p' ;;
  js-connection-refused-search)
    run_node 'const { Client } = require("@elastic/elasticsearch")
const client = new Client({ node: "http://localhost:" + process.argv[1] })
async function main() {
  try { await client.search({ index: "orders", query: { match: { status: "paid" } } }) }
  catch (e) { console.error(e.name + ": " + e.message) }
}
main()' ;;
  *) echo "unknown case: $1" >&2; exit 2 ;;
  esac
}
source "$(dirname "$0")/cases.sh"; run_case "$@"
