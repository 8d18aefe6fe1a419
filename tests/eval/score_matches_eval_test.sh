#!/usr/bin/env bash
# The team's scorer (tests/eval/score.py, a copy of the dev set's scorer) against the real
# errknow-server gives the same top-1, top-3 and calibration error as `errknow eval` in process.
# Usage: score_matches_eval_test.sh ERRKNOW ERRKNOW_SERVER DEV_JSONL
set -u
cli=$1 srv=$2 dev=$3
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
"$srv" --listen 127.0.0.1:0 --store "$tmp/store.db" >"$tmp/out.log" 2>"$tmp/err.log" &
pid=$!
for _ in $(seq 1 100); do grep -q "listening on" "$tmp/out.log" 2>/dev/null && break; sleep 0.1; done
port=$(grep -oE 'listening on 127\.0\.0\.1:[0-9]+' "$tmp/out.log" | grep -oE '[0-9]+$')
key=$(grep -oE 'ek_[A-Za-z0-9]{32,}' "$tmp/out.log" | head -1)
[ -n "$port" ] && [ -n "$key" ] || { echo "server did not start"; echo "0 passed, 1 failed"; exit 1; }
served=$(python3 "$here/score.py" --base "http://127.0.0.1:$port" --key "$key" --corpus "$dev" 2>&1 | tail -1)
inproc=$("$cli" eval "$dev" | tail -1)
echo "score.py: $served"
echo "eval:     $inproc"
fig() { echo "$1" | grep -oE "$2=[0-9.]+" | cut -d= -f2; }
fails=0
for k in top1 top3 ece; do
  a=$(fig "$served" $k) b=$(fig "$inproc" $k)
  python3 -c "import sys; sys.exit(0 if abs(float('$a')-float('$b'))<0.0015 else 1)" || { echo "FAIL: $k differs ($a vs $b)"; fails=$((fails+1)); }
done
errs=$(fig "$served" errors)
[ "${errs:-1}" = "0" ] || { echo "FAIL: score.py saw request errors"; fails=$((fails+1)); }
echo "$((4-fails)) passed, $fails failed"
[ $fails -eq 0 ]
