#!/usr/bin/env bash
# Capture cases for catalogue/linux's ShellCheck rules: a small script per rule, checked by the real
# shellcheck, printing its findings for that rule in the gcc format (the line a terminal or CI log
# shows; the message after the level is what editors publish as the diagnostic's message, with
# source "shellcheck" and code "SCnnnn").
# Needs: the Debian package shellcheck (0.9.0 in Debian 12). Nothing runs but shellcheck.
# Usage: bash catalogue/capture/shellcheck.sh CASE   (no argument lists the cases)
set -u
CASES="sc2086 sc2046 sc2034 sc2155 sc2164 sc1091 sc2068 sc2006 sc2181 sc2162 sc2154 sc2044"

# check CODE: run shellcheck on script.sh (read from stdin) and print its findings of rule CODE.
check() {
  cat > script.sh
  shellcheck -f gcc script.sh | grep -F "[SC$1]"
}

case_body() {
  case "$1" in
  sc2086) check 2086 <<'SH'
#!/bin/bash
target="my file.txt"
rm $target
SH
  ;;
  sc2046) check 2046 <<'SH'
#!/bin/bash
rm $(find . -name '*.tmp')
SH
  ;;
  sc2034) check 2034 <<'SH'
#!/bin/bash
retries=3
echo "starting"
SH
  ;;
  sc2155) check 2155 <<'SH'
#!/bin/bash
export build_id=$(git rev-parse HEAD)
echo "$build_id"
SH
  ;;
  sc2164) check 2164 <<'SH'
#!/bin/bash
cd /srv/app
rm -rf cache
SH
  ;;
  sc1091) check 1091 <<'SH'
#!/bin/bash
. ./env.sh
echo "$APP_ENV"
SH
  ;;
  sc2068) check 2068 <<'SH'
#!/bin/bash
exec python3 app.py $@
SH
  ;;
  sc2006) check 2006 <<'SH'
#!/bin/bash
today=`date +%F`
echo "$today"
SH
  ;;
  sc2181) check 2181 <<'SH'
#!/bin/bash
make build
if [ $? -ne 0 ]; then echo "build failed"; fi
SH
  ;;
  sc2162) check 2162 <<'SH'
#!/bin/bash
while read name; do echo "$name"; done < names.txt
SH
  ;;
  sc2154) check 2154 <<'SH'
#!/bin/bash
echo "deploying to $deploy_host"
SH
  ;;
  sc2044) check 2044 <<'SH'
#!/bin/bash
for f in $(find . -name '*.log'); do gzip "$f"; done
SH
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
