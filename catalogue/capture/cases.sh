# Sourced last by a capture script that sets CASES and defines case_body: without an argument it
# lists the cases (and makes no scratch directory); with one it sources lib.sh (the scratch
# directory and the helpers) and runs that case.
#   source "$(dirname "$0")/cases.sh"; run_case "$@"
run_case() {
  if [ $# -eq 0 ]; then
    echo "cases: $CASES"
    exit 0
  fi
  source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
  case_body "$1"
}
