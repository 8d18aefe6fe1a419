#!/usr/bin/env bash
# The main job on the embedded defaults: builds errknow and starts errknow-server on
# 127.0.0.1:8080 with the bundled catalogue and a SQLite accounts store (in $ERRKNOW_DATA_DIR,
# default ./.errknow-data). On the first start it makes a development user and prints its API key
# once. Extra arguments go to errknow-server (see errknow-server --help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
export ERRKNOW_DATA_DIR=${ERRKNOW_DATA_DIR:-$PWD/.errknow-data}
mkdir -p "$ERRKNOW_DATA_DIR"
echo "errknow: try it with"
echo "  curl -s -H \"Authorization: Bearer \$KEY\" -H 'Content-Type: application/json' \\"
echo "       -d '{\"error\": \"ModuleNotFoundError: No module named requests\"}' http://127.0.0.1:8080/api/v1/analyze"
exec ./build/backend/errknow-server "$@"
