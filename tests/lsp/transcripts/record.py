#!/usr/bin/env python3
"""Records the server's side of the transcripts from the real errknow-lsp: for each
tests/lsp/transcripts/*.json (or the names given), plays the client steps and writes what the
server sent ("server") and its exit status ("exitCode") back into the file. Run it when the
server's behaviour changes on purpose, then review the diff:

  python3 tests/lsp/transcripts/record.py BUILD_DIR [NAME ...]
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import lsp_transcript as lt  # noqa: E402


def dump(transcript):
    """The transcript as JSON with one message per line, so a re-recording diffs message by message."""
    parts = []
    for key, value in transcript.items():
        if isinstance(value, list):
            items = ",\n    ".join(json.dumps(v, ensure_ascii=False) for v in value)
            parts.append(f"  {json.dumps(key)}: [\n    {items}\n  ]")
        else:
            parts.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    build = argv[1]
    lsp_bin = os.path.join(build, "lsp", "errknow-lsp")
    errknow_bin = os.path.join(build, "cli", "errknow")
    with lt.temp_dir() as tmp:
        db = lt.build_fixture_catalogue(errknow_bin, tmp)
        for path in lt.transcript_paths(argv[2:]):
            transcript = lt.load(path)
            messages, code = lt.run(transcript, lsp_bin, db)
            transcript["server"] = [lt.mask(m) for m in messages]
            transcript["exitCode"] = code
            with open(path, "w", encoding="utf-8") as f:
                f.write(dump(transcript))
            print(f"{os.path.basename(path)}: {len(messages)} server messages, exit {code}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
