# The check shared by the Clippy capture scripts (clippy-rules.sh, clippy-pedantic.sh), sourced by
# them: the Debian clippy-driver (rust-clippy, clippy 0.1.63 with rustc 1.63) called by its path with
# the Debian sysroot, so a rustup toolchain on PATH is not used.
DRIVER=${CLIPPY_DRIVER:-/usr/bin/clippy-driver}

# clippy_findings LINT [DRIVER_FLAGS...]: check lib.rs (read from stdin) as a 2021-edition library
# with clippy-driver and print the findings of clippy::LINT, first as "code | message" from the JSON
# output (what an editor receives), then as the terminal prints them.
clippy_findings() {
  local lint=$1
  shift
  cat > lib.rs
  local run=(env -u RUSTUP_TOOLCHAIN "$DRIVER" --sysroot /usr --edition 2021 --crate-type lib
    --emit=metadata -o "$W/out.rmeta" "$@" lib.rs)
  "${run[@]}" --error-format=json 2>&1 | python3 -c '
import json, sys
for line in sys.stdin:
    try:
        d = json.loads(line)
    except ValueError:
        continue
    if (d.get("code") or {}).get("code") == sys.argv[1]:
        print(d["code"]["code"], "|", d["message"])' "clippy::$lint"
  "${run[@]}" 2>&1 | awk -v r="#$lint\\n" '/^(warning|error)(\[|:)/ { if (b ~ r) printf "%s", b; b = "" } { b = b $0 "\n" } END { if (b ~ r) printf "%s", b }'
}
