#!/usr/bin/env bash
# Capture cases for catalogue/docker's Dockerfile language server records: a small Dockerfile per
# validation code, checked by the real dockerfile-utils validator (the library the Dockerfile
# language server, dockerfile-language-server-nodejs, publishes its diagnostics from, with source
# "dockerfile-utils" and the numeric ValidationCode as code). Each case prints the findings of its
# code as "code | message" (the message is what editors show).
# Needs: the npm package dockerfile-utils (0.16.x), installed in DOCKERFILE_UTILS_MODULES (default
# /tmp/dfu/node_modules: `mkdir -p /tmp/dfu && cd /tmp/dfu && npm install dockerfile-utils`), and
# nodejs. Nothing is built and no Docker daemon is used.
# Usage: bash catalogue/capture/dockerfile-rules.sh CASE   (no argument lists the cases)
set -u
MODULES=${DOCKERFILE_UTILS_MODULES:-/tmp/dfu/node_modules}
CASES="casing-instruction casing-directive argument-missing duplicate-build-stage-name
empty-continuation-line invalid-port invalid-reference-format syntax-missing-equals
multiple-instructions unknown-instruction unknown-copy-flag deprecated-maintainer
json-in-single-quotes workdir-is-not-absolute invalid-destination argument-requires-one-or-three
invalid-proto"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory

# validate CODE: validate the Dockerfile read from stdin and print the findings of CODE.
validate() {
  cat > Dockerfile
  NODE_PATH="$MODULES" node -e '
const { validate } = require("dockerfile-utils");
const text = require("fs").readFileSync("Dockerfile", "utf8");
for (const d of validate(text))
  if (String(d.code) === process.argv[1]) console.log(d.source + " " + d.code + " | " + d.message);' "$1"
}

case_body() {
  case "$1" in
  casing-instruction) validate 0 <<'DF'
FROM debian:12
run apt-get update
DF
  ;;
  casing-directive) validate 1 <<'DF'
# ESCAPE=`
FROM debian:12
DF
  ;;
  argument-missing) validate 2 <<'DF'
FROM debian:12
ENV
DF
  ;;
  duplicate-build-stage-name) validate 10 <<'DF'
FROM golang:1.22 AS build
RUN go version
FROM debian:12 AS build
CMD ["true"]
DF
  ;;
  empty-continuation-line) validate 11 <<'DF'
FROM debian:12
RUN apt-get update && \

    apt-get install -y curl
DF
  ;;
  invalid-port) validate 24 <<'DF'
FROM nginx:1.27
EXPOSE http
DF
  ;;
  invalid-reference-format) validate 26 <<'DF'
FROM node:
CMD ["node"]
DF
  ;;
  syntax-missing-equals) validate 33 <<'DF'
FROM debian:12
ENV APP_ENV=production LOG_LEVEL
DF
  ;;
  multiple-instructions) validate 37 <<'DF'
FROM node:20
CMD ["npm", "run", "migrate"]
CMD ["node", "server.js"]
DF
  ;;
  unknown-instruction) validate 38 <<'DF'
FROM debian:12
RUN apt-get update &&
    apt-get install -y curl
DF
  ;;
  unknown-copy-flag) validate 40 <<'DF'
FROM debian:12
COPY --chmode=755 run.sh /usr/local/bin/
DF
  ;;
  deprecated-maintainer) validate 45 <<'DF'
FROM debian:12
MAINTAINER Jane Doe
DF
  ;;
  json-in-single-quotes) validate 49 <<'DF'
FROM node:20
CMD ['node', 'server.js']
DF
  ;;
  workdir-is-not-absolute) validate 50 <<'DF'
FROM node:20
WORKDIR app
DF
  ;;
  invalid-destination) validate 23 <<'DF'
FROM node:20
COPY package.json package-lock.json /app
DF
  ;;
  argument-requires-one-or-three) validate 8 <<'DF'
FROM node:20 build
RUN npm ci
DF
  ;;
  invalid-proto) validate 25 <<'DF'
FROM nginx:1.27
EXPOSE 80/http
DF
  ;;
  *) echo "unknown case: $1" >&2; exit 2 ;;
  esac
}
case_body "$1"
