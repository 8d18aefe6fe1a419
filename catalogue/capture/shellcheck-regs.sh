#!/usr/bin/env bash
# Capture cases for more of catalogue/linux's ShellCheck rules (POSIX-sh portability warnings whose
# messages ShellCheck builds from tables, and a few common errors): a small script per rule, checked
# by the real shellcheck, printing its findings for that rule in the gcc format. The message after
# the level is what editors publish as the diagnostic's message (source "shellcheck", code "SCnnnn").
# Needs: the Debian package shellcheck (0.9.0 in Debian 12). Nothing runs but shellcheck.
# Usage: bash catalogue/capture/shellcheck-regs.sh CASE   (no argument lists the cases)
set -u
CASES="sc3054 sc3055 sc3056 sc3058 sc2072 sc2081 sc3051 sc1137"

# check CODE: run shellcheck on script.sh (read from stdin) and print its findings of rule CODE.
check() {
  cat > script.sh
  shellcheck -f gcc script.sh | grep -F "[SC$1]"
}

case_body() {
  case "$1" in
  sc3054) check 3054 <<'SH'
#!/bin/sh
hosts="web1 web2"
echo "${hosts[0]}"
SH
  ;;
  sc3055) check 3055 <<'SH'
#!/bin/sh
ports="80 443"
for i in "${!ports[@]}"; do echo "$i"; done
SH
  ;;
  sc3056) check 3056 <<'SH'
#!/bin/sh
for name in "${!APP_@}"; do echo "$name"; done
SH
  ;;
  sc3058) check 3058 <<'SH'
#!/bin/sh
echo "${@%.txt}"
SH
  ;;
  sc2072) check 2072 <<'SH'
#!/bin/bash
version=$(cat VERSION)
if [ "$version" -lt 2.5 ]; then echo "too old"; fi
SH
  ;;
  sc2081) check 2081 <<'SH'
#!/bin/bash
file="$1"
if [ "$file" = *.tar.gz ]; then tar xzf "$file"; fi
SH
  ;;
  sc3051) check 3051 <<'SH'
#!/bin/sh
# shellcheck source=/dev/null
source ./config.sh
echo "$APP_HOME"
SH
  ;;
  sc1137) check 1137 <<'SH'
#!/bin/bash
for (i=0; i<3; i++)); do echo "$i"; done
SH
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
