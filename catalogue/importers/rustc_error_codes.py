#!/usr/bin/env python3
"""Importer for catalogue/rust: the rustc error codes (E0001 ... E0800).

Reads: the installed compiler's own index, `rustc --explain EXXXX`, for every code in the range.
A code that explains is in the registry unless its explanation says it is "no longer emitted by
the compiler" (retired codes are skipped: only active codes are catalogued).
Provides it: the Debian package `rustc` (Debian 12: rustc 1.63, /usr/bin/rustc); another rustc
can be named with --rustc. Nothing is fetched from the network.

Facts per code: the code, and the compiler's primary message for it. The message is taken from the
`// error: ...` comment of the explanation's erroneous example when it has one; with --compile the
importer compiles that example in a temporary directory (offline, RUSTC_BOOTSTRAP=1 so feature-gated
examples build) and takes the `error[EXXXX]: ...` line rustc really prints, which is exact.

Run:  python3 catalogue/importers/rustc_error_codes.py [--range E0001-E0399] [--compile]
                                                        [--rustc /usr/bin/rustc] [--drafts DIR]
Exit status 1 while any active code in the range lacks a record (see common.run).
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

RETIRED = "no longer emitted by the compiler"


def parse_range(text):
    m = re.fullmatch(r"E?(\d{1,4})-E?(\d{1,4})", text.strip(), re.I)
    if not m:
        sys.exit(f"--range wants FROM-TO such as E0001-E0399, not {text!r}")
    return int(m.group(1)), int(m.group(2))


def explain(rustc, code):
    proc = subprocess.run([rustc, "--explain", code], capture_output=True, text=True)
    return proc.stdout if proc.returncode == 0 else None


def code_blocks(text):
    return re.findall(r"^```[^\n]*\n(.*?)^```", text, re.S | re.M)


def comment_message(block):
    """The `// error: text` comment an explanation puts next to the failing line, if any."""
    m = re.search(r"//\s*error(?:\[E\d{4}\])?:\s*(.+)$", block, re.M)
    return m.group(1).strip() if m else None


def compile_message(rustc, code, block):
    """Compile the example (as a library, then wrapped in fn main) and return rustc's error line."""
    lines = block.split("\n")
    attrs = [line for line in lines if line.startswith("#![")]
    body = [line for line in lines if not line.startswith("#![")]
    wrapped = "\n".join(attrs) + "\nfn main() {\n" + "\n".join(body) + "\n}\n"
    env = dict(os.environ, RUSTC_BOOTSTRAP="1")
    with tempfile.TemporaryDirectory() as work:
        for edition in ("2021", "2015"):
            for source, kind in ((block, ["--crate-type", "lib"]), (wrapped, [])):
                with open(os.path.join(work, "main.rs"), "w", encoding="utf-8") as handle:
                    handle.write(source)
                proc = subprocess.run([rustc, "--edition", edition, *kind, "--emit=metadata",
                                       "main.rs", "-o", "out"], cwd=work, capture_output=True,
                                      text=True, env=env)
                m = re.search(r"^(?:error|warning)\[%s\]: (.+)$" % code, proc.stderr, re.M)
                if m:
                    return m.group(1).strip()
    return None


def template(message):
    """Turn the names rustc quotes in backticks into {placeholders}."""
    return re.sub(r"`[^`]*`", "`{name}`", message)


def entries(rustc, low, high, compile_examples):
    for number in range(low, high + 1):
        code = f"E{number:04d}"
        text = explain(rustc, code)
        if text is None or RETIRED in text:
            continue
        blocks = code_blocks(text)
        message = None
        if blocks and compile_examples:
            message = compile_message(rustc, code, blocks[0])
        if message is None and blocks:
            message = comment_message(blocks[0])
        patterns = []
        full = None
        if message:
            msg = template(message)
            full = f"error[{code}]: {msg}"
            regex = common.template_regex(msg, placeholder=r"`\{name\}`").replace(".+?", "`[^`]+`")
            regex = regex.replace("\\ ", " ").replace("\\-", "-")
            patterns.append((rf"error\[{code}\]: {regex}", 0.95))
        patterns.append((rf"\berror\[{code}\]", 0.9))
        slug = common.slugify(re.sub(r"`[^`]*`", "", message) if message else code.lower())
        record = common.draft(code, common.PROSE_TODO, full, patterns, languages=["rust"])
        yield [code], slug, record


def main():
    low, high = parse_range(common.take_option("--range", "E0001-E0800"))
    rustc = common.take_option("--rustc", "/usr/bin/rustc")
    compile_examples = common.take_option("--compile", flag=True)
    if not os.path.exists(rustc):
        sys.exit(f"{rustc} not found: install the Debian package rustc or pass --rustc PATH")
    return common.run("rust", f"`{rustc} --explain` (E{low:04d}-E{high:04d}, active codes)",
                      entries(rustc, low, high, compile_examples))


if __name__ == "__main__":
    sys.exit(main())
