#!/usr/bin/env bash
# The real `errknow` binary against hostile input and bad arguments: it must answer, never crash or
# hang (exit codes below 124), and refuse bad arguments (and empty input) with a non-zero exit. Prints
# "N passed, N failed" last.
set -u
BIN=$1
pass=0 failn=0
ok() { pass=$((pass + 1)); }
bad() { failn=$((failn + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

gen() {
  case $1 in
    empty) printf '' ;;
    nul) printf 'Error\0\0ECONNREFUSED\0' ;;
    badutf8) printf 'TypeError: \xff\xfe\xc3 bad' ;;
    longline) head -c 1048576 /dev/zero | tr '\0' 'a' ;;
    tenmb) for i in $(seq 1 20000); do printf 'line %d ModuleNotFoundError: No module named x ERROR 1146 (42S02) %0400d\n' "$i" 0; done | head -c 10485760 ;;
    regexbait) python3 -c "print('(' * 100000 + 'a' * 100000 + 'HTTP/1.1 ' * 20000 + 'Error: ' * 20000)" ;;
    binary) head -c 2000000 /dev/urandom ;;
  esac
}
# Empty input is a usage error (exit 2), as the API's 422.
gen empty > "$tmp/empty"
timeout 60 "$BIN" analyze --json "$tmp/empty" > /dev/null 2> "$tmp/empty.err"; rc=$?
[ $rc -eq 2 ] && grep -q 'empty' "$tmp/empty.err" && ok || bad "analyze empty: exit $rc, not 2 with a message"
for c in nul badutf8 longline tenmb regexbait binary; do
  gen $c > "$tmp/$c"
  timeout 60 "$BIN" analyze --json "$tmp/$c" > "$tmp/$c.out" 2>&1; rc=$?
  if [ $rc -ne 0 ]; then bad "analyze $c exit $rc"; continue; fi
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert isinstance(d["detected"], dict)' "$tmp/$c.out" 2>/dev/null && ok || bad "analyze $c: not the API JSON"
done
"$BIN" analyze /nonexistent/file.log > /dev/null 2>&1 && bad "missing file exits 0" || ok
"$BIN" analyze --bogus > /dev/null 2>&1 && bad "unknown flag exits 0" || ok
"$BIN" --help > /dev/null 2>&1 && ok || bad "--help"
"$BIN" --version | grep -q '^errknow ' && ok || bad "--version"
printf 'HTTP/1.1 503 Service Unavailable\n' | "$BIN" analyze --json - | grep -q '"code": "503"' && ok || bad "stdin analyze"
printf 'Error: connect ECONNREFUSED 127.0.0.1:5432\n' | "$BIN" analyze --ai --json - | grep -q '"provider": "builtin"' && ok || bad "analyze --ai"
# Colours on a terminal only: not with NO_COLOR, not with TERM=dumb (a pseudo-terminal from script(1)).
if command -v script >/dev/null; then
  script -qec "TERM=xterm $BIN show http 404" /dev/null | grep -q $'\x1b\[' && ok || bad "no colours on a terminal"
  script -qec "TERM=xterm NO_COLOR=1 $BIN show http 404" /dev/null | grep -q $'\x1b\[' && bad "colours with NO_COLOR" || ok
  script -qec "TERM=dumb $BIN search ECONNREFUSED" /dev/null | grep -q $'\x1b\[' && bad "colours with TERM=dumb" || ok
fi
echo "$pass passed, $failn failed"
[ $failn -eq 0 ]
