#!/usr/bin/env bash
# The main job on the embedded defaults: builds errknow and analyzes a sample error with the
# command line (the HTTP backend, errknow-server, is the next issue; this script will start it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
sample=$'$ python3 app.py\nTraceback (most recent call last):\n  File "/srv/app/app.py", line 3, in <module>\n    import requests\nModuleNotFoundError: No module named \'requests\''
echo "--- errknow analyze on a sample error:"
printf '%s\n' "$sample"
echo "---"
printf '%s\n' "$sample" | ./build/cli/errknow analyze -
