#!/usr/bin/env python3
"""Importer for catalogue/go: the Go type checker's error codes (UnusedVar, UndeclaredName, ...).

Go's compiler prints no codes, but its type checker classifies every error with one, and gopls and
editors show it (`compiler(UnusedVar)`, links to pkg.go.dev/golang.org/x/tools/internal/typesinternal).
Our records keep their own GO_* codes and list the type checker's name among their `aliases`; a code
counts as covered when some record of catalogue/go has it as code or alias.

Reads: the type checker's code table with its doc comments and `Example:` blocks,
  Go 1.19: src/go/types/errorcodes.go (names with a leading underscore),
  Go 1.20+: src/internal/types/errors/codes.go.
Provides it: the Debian package golang-1.19-src (/usr/share/go-1.19/src); with --compile the
importer also needs golang-1.19-go (/usr/lib/go-1.19/bin/go): it compiles each example offline in a
temporary module and takes the message the compiler really prints, which is exact.
Nothing is fetched from the network.

The extracted facts (code name, number, the compiler's message for the example, source and version)
are kept in data/go_types_errors.json; --refresh regenerates that file from the source and nothing
else. Our prose lives only in the records.

Run:  python3 catalogue/importers/go_types_errors.py [--refresh [--compile]] [--src DIR] [--go BIN]
                                                      [--drafts DIR]
Exit status 1 while any code lacks a record (see common.run).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "go_types_errors.json")
TABLES = ("internal/types/errors/codes.go", "go/types/errorcodes.go")


def go_version(src):
    path = os.path.join(os.path.dirname(src), "VERSION")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            return handle.readline().strip()
    m = re.search(r"go-?(\d+\.\d+)", src)
    return "go" + m.group(1) if m else "unknown"


def parse_table(text):
    """(name, number, example) for every code of the const block, in order (iota from 0)."""
    block = text[text.index("const (") :]
    block = block[: block.index("\n)")]
    number = -1
    comment = []
    for line in block.split("\n")[1:]:
        stripped = line.strip()
        if stripped.startswith("//"):
            comment.append(stripped[2:])
            continue
        m = re.match(r"^(_?[A-Za-z]\w*)(?:\s+\w+\s*=\s*(-?\d+|iota))?\s*(?://.*)?$", stripped)
        if stripped.startswith("_ ") or stripped == "_":
            number += 1
            comment = []
            continue
        if m:
            if m.group(2) and m.group(2) != "iota":
                number = int(m.group(2))
            else:
                number += 1
            name = m.group(1).lstrip("_")
            yield name, number, example(comment)
        comment = []


def example(comment):
    """The code of the doc comment's `Example:` block (lines indented by one extra space)."""
    lines = []
    inside = False
    for line in comment:
        if line.strip() == "Example:":
            inside = True
            lines = []
            continue
        if inside:
            if line.startswith("  ") or line.strip() == "":
                lines.append(line[2:])
            else:
                break
    code = "\n".join(lines).strip("\n")
    return code or None


def compile_message(go, code):
    """Compile the example offline as a package of its own and return the compiler's first error."""
    body = code if re.match(r"\s*package\s", code) else "package p\n\n" + code
    env = dict(os.environ, GOFLAGS="-mod=mod", GOPROXY="off", GOTOOLCHAIN="local",
               GO111MODULE="on", CGO_ENABLED="0")
    with tempfile.TemporaryDirectory() as work:
        env["GOPATH"] = os.path.join(work, "gopath")
        with open(os.path.join(work, "go.mod"), "w", encoding="utf-8") as handle:
            handle.write("module example.com/p\n\ngo 1.19\n")
        with open(os.path.join(work, "p.go"), "w", encoding="utf-8") as handle:
            handle.write(body + "\n")
        proc = subprocess.run([go, "build", "./..."], cwd=work, capture_output=True, text=True,
                              env=env, timeout=120)
    for line in proc.stderr.splitlines():
        m = re.match(r"^\./p\.go:\d+:\d+: (.+)$", line)
        if m:
            return m.group(1).replace(work + "/", "./").strip()
    return None


def refresh(src, go, compile_examples):
    for rel in TABLES:
        path = os.path.join(src, rel)
        if os.path.exists(path):
            break
    else:
        sys.exit(f"no type checker code table under {src}: install golang-1.19-src or pass --src")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    codes = []
    for name, number, code in parse_table(text):
        if name == "Test":
            continue
        entry = {"code": name, "number": number, "message": None}
        if code and compile_examples:
            entry["message"] = compile_message(go, code)
        codes.append(entry)
    data = {"source": f"$GOROOT/src/{rel}", "version": go_version(src),
            "package": "golang-1.19-src (Debian 12)",
            "messages": "compiled from each code's Example with " + os.path.basename(go) +
                        " build" if compile_examples else "not compiled", "codes": codes}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def snake(name):
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()


def template(message):
    """Names the compiler quotes or prints as identifiers become placeholders."""
    return re.sub(r"\b(?:x|y|f|T|S|p|fmt|m)\b", "{name}", message)


def entries(data):
    for entry in data["codes"]:
        name = entry["code"]
        message = entry.get("message")
        patterns = []
        if message:
            regex = common.template_regex(template(message), placeholder=r"\{name\}")
            regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":")
            patterns.append((r"\.go:\d+:\d+: " + regex, 0.9))
        else:
            patterns.append((rf"\b{name}\b", 0.3))
        slug = common.slugify(message or snake(name).replace("_", " "))
        record = common.draft("GO_" + snake(name), common.PROSE_TODO,
                              "{file}:{line}:{col}: " + message if message else None,
                              patterns, aliases=[name], languages=["go"])
        yield [name, "GO_" + snake(name)], slug, record


def main():
    src = common.take_option("--src", "/usr/share/go-1.19/src")
    go = common.take_option("--go", "/usr/lib/go-1.19/bin/go")
    do_refresh = common.take_option("--refresh", flag=True)
    compile_examples = common.take_option("--compile", flag=True)
    if do_refresh:
        data = refresh(src, go, compile_examples)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    return common.run("go", f"Go type checker codes ({data['version']}, {data['source']})",
                      entries(data))


if __name__ == "__main__":
    sys.exit(main())
