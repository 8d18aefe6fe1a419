#!/usr/bin/env bash
# Capture cases for catalogue/rust records imported by catalogue/importers/rustc_error_codes.py:
# CASE is a rustc error code (E0004). The script takes the first code example of that code's
# `rustc --explain` text (the erroneous example), compiles it with the Debian compiler and prints
# what rustc prints. It tries the example as a library crate, then wrapped in `fn main() { ... }`
# (as rustdoc would), with edition 2021 then 2015, and prints the first output that reports CASE.
# Needs: the Debian package rustc (1.63, /usr/bin/rustc; another compiler via RUSTC=...), python3.
# RUSTC_BOOTSTRAP=1 lets examples that use #![feature(...)] build on the stable compiler.
# Offline; nothing is fetched. Usage: bash catalogue/capture/rust-explain.sh CASE
set -u
RUSTC=${RUSTC:-/usr/bin/rustc}
export RUSTC_BOOTSTRAP=1
if [ $# -eq 0 ]; then
  echo "usage: $0 EXXXX   (any code that \`$RUSTC --explain\` knows)" >&2
  exit 2
fi
code=$1
case "$code" in E[0-9][0-9][0-9][0-9]) ;; *) echo "not a rustc error code: $code" >&2; exit 2 ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$RUSTC" --explain "$code" > explain.md 2>/dev/null || { echo "$RUSTC does not explain $code" >&2; exit 1; }
# lib.rs: the first example as written; main.rs: the same with crate attributes kept on top and the
# rest wrapped in fn main.
python3 - <<'PY'
import re
text = open("explain.md", encoding="utf-8").read()
blocks = re.findall(r"^```[^\n]*\n(.*?)^```", text, re.S | re.M)
src = blocks[0] if blocks else ""
lines = src.split("\n")
attrs = [l for l in lines if l.startswith("#![")]
body = [l for l in lines if not l.startswith("#![")]
open("lib.rs", "w", encoding="utf-8").write(src)
open("wrapped.rs", "w", encoding="utf-8").write("\n".join(attrs) + "\nfn main() {\n" + "\n".join(body) + "\n}\n")
PY
for edition in 2021 2015; do
  for form in lib wrapped; do
    cp "$form.rs" main.rs
    if [ "$form" = lib ]; then kind="--crate-type lib"; else kind=""; fi
    out=$("$RUSTC" --edition "$edition" $kind --emit=metadata main.rs -o out 2>&1)
    if printf '%s\n' "$out" | grep -q "^\(error\|warning\)\[$code\]"; then
      printf '%s\n' "$out"
      exit 0
    fi
  done
done
echo "the example of $code did not produce $code with $RUSTC" >&2
exit 1
