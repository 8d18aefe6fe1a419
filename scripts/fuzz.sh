#!/usr/bin/env bash
# Builds the analyzer's libFuzzer target with clang-14 (ASan + UBSan) in ./build-fuzz and runs it
# for the given number of seconds (default 60), seeded with the dev set and the inputs of past
# crashes (tests/data/fuzz-regressions). 0 skips.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}
[ "$secs" -gt 0 ] || exit 0
bash scripts/setup-debian.sh
# The catalogue is data, not code under test: embed the one ./build compiled (scripts/test.sh
# builds it first) rather than compiling it again with the sanitized compiler (some 20 minutes).
prebuilt=""
[ -f build/catalogue.db ] && prebuilt="$PWD/build/catalogue.db"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
  -DERRKNOW_FUZZ=ON -DERRKNOW_BUILD_TESTS=OFF -DERRKNOW_BUILD_BENCH=OFF \
  -DERRKNOW_PREBUILT_CATALOGUE_DB="$prebuilt" >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target errknow_analyzer_fuzz
corpus=build-fuzz/corpus
mkdir -p "$corpus"
python3 - "$corpus" <<'PY'
import json, sys, os, hashlib
for line in open("tests/data/dev.jsonl"):
    t = json.loads(line)["text"].encode()
    open(os.path.join(sys.argv[1], hashlib.sha1(t).hexdigest()), "wb").write(t)
PY
cp tests/data/fuzz-regressions/* "$corpus"/
# Crash and timeout inputs land in build-fuzz/ (artifact_prefix), never in the work tree.
./build-fuzz/tests/fuzz/errknow_analyzer_fuzz -max_total_time="$secs" -max_len=65536 -timeout=25 \
  -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=build-fuzz/ "$corpus" 2>&1 | tail -15
echo "fuzz: no crash in ${secs}s"
