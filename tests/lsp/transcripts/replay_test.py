#!/usr/bin/env python3
"""Replays every tests/lsp/transcripts/*.json against the real errknow-lsp and compares the
server's messages with the recorded ones as parsed JSON (see lsp_transcript.py for the rules).
Exits 1 with the differences when any transcript differs.

  python3 tests/lsp/transcripts/replay_test.py ERRKNOW_LSP_BIN ERRKNOW_BIN [NAME ...]
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import lsp_transcript as lt  # noqa: E402


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    lsp_bin, errknow_bin = argv[1], argv[2]
    paths = lt.transcript_paths(argv[3:])
    if not paths:
        print("no transcripts found", file=sys.stderr)
        return 1
    failed = 0
    with lt.temp_dir() as tmp:
        db = lt.build_fixture_catalogue(errknow_bin, tmp)
        for path in paths:
            name = os.path.basename(path)
            transcript = lt.load(path)
            if "server" not in transcript:
                print(f"FAIL {name}: never recorded (run record.py)")
                failed += 1
                continue
            try:
                messages, code = lt.run(transcript, lsp_bin, db)
                problems = lt.differences(transcript["server"], messages)
                if code != transcript.get("exitCode"):
                    problems.append(f"exit status: expected {transcript.get('exitCode')}, got {code}")
            except Exception as e:  # noqa: BLE001 - a hang or crash is this transcript's failure
                problems = [f"{type(e).__name__}: {e}"]
            if problems:
                failed += 1
                print(f"FAIL {name} ({transcript.get('description', '')})")
                for p in problems:
                    print("  " + p.replace("\n", "\n  "))
            else:
                print(f"ok   {name}: {len(transcript['server'])} messages")
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
