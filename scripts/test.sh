#!/usr/bin/env bash
# Builds errknow and runs every test: the GoogleTest suites and the real-binary CLI test (ctest),
# the catalogue check, and a short libFuzzer run of the analyzer built with clang-14.
# Set ERRKNOW_FUZZ_SECONDS=0 to skip the fuzz run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
./build/cli/errknow catalogue check catalogue
bash scripts/fuzz.sh "${ERRKNOW_FUZZ_SECONDS:-60}"
cd build
ctest --output-on-failure -j"$(nproc)" --timeout 900
