#!/usr/bin/env bash
# Configures and builds errknow in ./build (Release with debug info). CI=true turns warnings into
# errors. Extra arguments go to CMake's configure step.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
WERROR=OFF
if [ "${CI:-}" = "true" ]; then WERROR=ON; fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DERRKNOW_WERROR=$WERROR "$@" >/dev/null
cmake --build build -j"$(nproc)"
