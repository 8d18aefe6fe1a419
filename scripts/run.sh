#!/usr/bin/env bash
# The main job on the embedded defaults: builds errknow and starts errknow-server on
# 127.0.0.1:8080 with the bundled catalogue and a SQLite accounts store: the same default store as
# the `errknow users|keys` commands ($ERRKNOW_DATA_DIR, else $XDG_DATA_HOME/errknow, else
# ~/.local/share/errknow), so a key made with the CLI works at once. On the first start it makes a
# development user and prints its API key once. Extra arguments go to errknow-server (see
# errknow-server --help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
echo "errknow: try it with"
echo "  curl -s -H \"Authorization: Bearer \$KEY\" -H 'Content-Type: application/json' \\"
echo "       -d '{\"error\": \"ModuleNotFoundError: No module named requests\"}' http://127.0.0.1:8080/api/v1/analyze"
exec ./build/backend/errknow-server "$@"
