#!/usr/bin/env bash
# Capture cases for the ShellCheck rule records of catalogue/linux written with depth "full" (the
# ones catalogue/capture/shellcheck.sh does not already cover): a small script per rule, checked by
# the real shellcheck. Each case prints shellcheck's JSON findings for that rule (code and message as
# an editor receives them: source "shellcheck", code "SCnnnn") and the gcc-format line a terminal
# or CI log shows.
# Needs: the Debian package shellcheck (0.9.0 in Debian 12), python3 (to filter the JSON). Nothing
# else runs.
# Usage: bash catalogue/capture/shellcheck-rules.sh CASE   (no argument lists the cases)
set -u
CASES="sc2002 sc2016 sc2024 sc2045 sc2059 sc2064 sc2115 sc2128 sc2148 sc2207 sc2317 sc1090 sc2012 sc2015 sc2283 sc3010 sc1009 sc1072 sc1073 sc3043"

# check CODE [SHELL-OPTIONS]: run shellcheck on script.sh (read from stdin) and print its findings of
# rule SC<CODE>, first as "SCnnnn | message" from -f json, then in the gcc format.
check() {
  local code=$1
  shift
  cat > script.sh
  shellcheck "$@" -f json script.sh | python3 -c '
import json, sys
for d in json.load(sys.stdin):
    if d["code"] == int(sys.argv[1]):
        print("SC%d | %s" % (d["code"], d["message"]))' "$code"
  shellcheck "$@" -f gcc script.sh | grep -F "[SC$code]"
}

case_body() {
  case "$1" in
  sc2002) check 2002 <<'SH'
#!/bin/bash
cat access.log | grep "GET /health"
SH
  ;;
  sc2016) check 2016 <<'SH'
#!/bin/bash
echo 'Deploying to $TARGET_HOST'
SH
  ;;
  sc2024) check 2024 <<'SH'
#!/bin/bash
sudo echo "127.0.0.1 devbox" >> /etc/hosts
SH
  ;;
  sc2045) check 2045 <<'SH'
#!/bin/bash
for f in $(ls *.csv); do
  wc -l "$f"
done
SH
  ;;
  sc2059) check 2059 <<'SH'
#!/bin/bash
msg="Disk usage at 90%"
printf "$msg\n"
SH
  ;;
  sc2064) check 2064 <<'SH'
#!/bin/bash
tmpdir=$(mktemp -d)
trap "rm -rf $tmpdir" EXIT
touch "$tmpdir/work"
SH
  ;;
  sc2115) check 2115 <<'SH'
#!/bin/bash
build_root=$1
rm -rf "$build_root/"*
SH
  ;;
  sc2128) check 2128 <<'SH'
#!/bin/bash
servers=(web1 web2 web3)
echo "Restarting $servers"
SH
  ;;
  sc2148) check 2148 <<'SH'
echo "setting up environment"
export APP_ENV=dev
SH
  ;;
  sc2207) check 2207 <<'SH'
#!/bin/bash
branches=($(git branch --format='%(refname:short)'))
echo "${#branches[@]}"
SH
  ;;
  sc2317) check 2317 <<'SH'
#!/bin/bash
echo "done"
exit 0
echo "cleaning up"
SH
  ;;
  sc1090) check 1090 <<'SH'
#!/bin/bash
env_file=$1
. "$env_file"
SH
  ;;
  sc2012) check 2012 <<'SH'
#!/bin/bash
latest=$(ls -t backups/ | head -n 1)
echo "$latest"
SH
  ;;
  sc2015) check 2015 <<'SH'
#!/bin/bash
grep -q "^debug" app.conf && rm app.conf || touch app.conf
SH
  ;;
  sc2283) check 2283 <<'SH'
#!/bin/bash
retries = 3
echo "$retries"
SH
  ;;
  sc3010) check 3010 <<'SH'
#!/bin/sh
if [[ -n "$HOME" ]]; then echo "home set"; fi
SH
  ;;
  sc1009) check 1009 <<'SH'
#!/bin/bash
if [ -z "$DEPLOY_ENV"]; then exit 1; fi
SH
  ;;
  sc1072) check 1072 <<'SH'
#!/bin/bash
if [ -z "$DEPLOY_ENV"]; then exit 1; fi
SH
  ;;
  sc1073) check 1073 <<'SH'
#!/bin/bash
if [ -z "$DEPLOY_ENV"]; then exit 1; fi
SH
  ;;
  sc3043) check 3043 <<'SH'
#!/bin/sh
greet() {
  local name=$1
  echo "hello $name"
}
greet world
SH
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
