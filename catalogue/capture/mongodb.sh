#!/usr/bin/env bash
# Capture cases for catalogue/mongodb: Mongoose and Node.js driver errors that need no server
# (schema validation, connection-string parsing). Each case runs a few lines of Node.js and prints
# the error as an application's `console.error(String(err))` or an uncaught throw shows it.
# Needs: nodejs and the npm package mongoose (8.x, which brings the mongodb driver), installed in
# MONGOOSE_MODULES (default /tmp/dsh/node_modules: `mkdir -p /tmp/dsh && cd /tmp/dsh && npm install
# mongoose@8`). No mongod is started.
# Usage: bash catalogue/capture/mongodb.sh CASE   (no argument lists the cases)
set -u
MODULES=${MONGOOSE_MODULES:-/tmp/dsh/node_modules}
CASES="mongoose-validation-required mongoose-uri-undefined driver-invalid-scheme"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory

run_node() { NODE_PATH="$MODULES" node -e "$1" 2>&1; }

case "$1" in
mongoose-validation-required)
  run_node '
const mongoose = require("mongoose");
const User = mongoose.model("User", new mongoose.Schema({ name: { type: String, required: true }, email: { type: String, required: true } }));
console.log(String(new User({}).validateSync()));' ;;
mongoose-uri-undefined)
  run_node '
const mongoose = require("mongoose");
mongoose.connect(process.env.MONGO_URI_NOT_SET).catch(e => console.log(String(e)));' ;;
driver-invalid-scheme)
  run_node '
const { MongoClient } = require("mongodb");
try { new MongoClient("localhost:27017/app"); } catch (e) { console.log(String(e)); }' ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
