#!/usr/bin/env python3
"""Node.js error codes -> catalogue/javascript.

Reads
  * the documented error codes from Node's API documentation, `errors.md.gz`, shipped in Debian's
    `nodejs-doc` package: every `### \`CODE\`` heading under "## Node.js error codes" (the
    "## Legacy Node.js error codes" section lists removed or deprecated codes and is skipped), and
    the bullet list of "### Common system errors" (`EACCES`, `ECONNREFUSED`, ...);
  * the message templates of the installed `node` itself (Debian/NodeSource package `nodejs`):
    `node --expose-internals` loads `internal/errors`, builds every `codes.ERR_*` error with
    placeholder arguments and prints the class name and message, so `{0}`, `{1}` mark the
    variable parts. Codes raised only from C++ have no template there and get none.

Getting the documentation: `nodejs-doc` conflicts with the NodeSource `nodejs` package installed
here, so do not install it; unpack its .deb instead (this script never downloads anything):

    cd /tmp && apt-get download nodejs-doc && dpkg-deb -x nodejs-doc_*.deb /tmp/nodejs-doc

Run:
    python3 catalogue/importers/node_errors.py --doc /tmp/nodejs-doc/usr/share/doc/nodejs/api
    python3 catalogue/importers/node_errors.py --doc DIR --drafts /tmp/drafts

A code whose Node record lives in another category (ENOTFOUND: catalogue/dns,
ERR_TLS_CERT_ALTNAME_INVALID: catalogue/tls) counts as covered when that category has it.
"""
import gzip
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

CATEGORY = "javascript"
DEFAULT_DOC = "/tmp/nodejs-doc/usr/share/doc/nodejs/api"
# Codes covered by a record in another category (the code, the category holding it).
ELSEWHERE = {"ENOTFOUND": "dns", "ERR_TLS_CERT_ALTNAME_INVALID": "tls"}

# Runs inside `node --expose-internals`: one JSON object code -> {name, message}.
NODE_MESSAGES_JS = r"""
const { codes } = require('internal/errors');
const out = {};
const obj = (i) => ({ toString() { return `{${i}}`; }, valueOf() { return 987650 + i; },
                      toJSON() { return `{${i}}`; } });
function attempt(code, args) {
  try {
    const e = new codes[code](...args);
    return { name: e.name, message: String(e.message).replace(/98765(\d)/g, '{$1}') };
  } catch { return null; }
}
for (const code of Object.keys(codes)) {
  let found = null;
  // SystemError subclasses take one context object.
  const ctx = attempt(code, [{ syscall: '{syscall}', code: '{errno_code}', message: '{detail}', path: '{path}' }]);
  if (ctx && ctx.name === 'SystemError') found = ctx;
  for (let n = 0; n <= 6 && !found; n++) {
    // Objects first (they survive %d), then plain strings (for function templates).
    const a = attempt(code, Array.from({ length: n }, (_, i) => obj(i)));
    const b = attempt(code, Array.from({ length: n }, (_, i) => `{${i}}`));
    if (a && !/instance of Object|\[Function|Received type/.test(a.message)) found = a;
    else if (b) found = b;
    else if (a) found = a;
  }
  out[code] = found || { name: null, message: null };
}
process.stdout.write(JSON.stringify(out));
"""

# Message texts that show our probe arguments leaking rather than a template.
BAD_TEMPLATE = re.compile(r"instance of Object|\[Function|Received type|\bundefined\b|NaN|"
                          r"toString|^\{\d\}$")


def parse_doc(doc_dir):
    """Current documented codes (in order) and the common system errors with their names."""
    path = os.path.join(doc_dir, "errors.md.gz")
    if not os.path.exists(path):
        path = os.path.join(doc_dir, "errors.md")
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    codes, system = [], []
    section = None
    for line in lines:
        if line.startswith("## "):
            title = line[3:].strip()
            section = "codes" if title == "Node.js error codes" else None
            continue
        if line.startswith("### "):
            if line.strip() == "### Common system errors":
                section = "system"
                continue
            if section == "system":
                section = None
            match = re.fullmatch(r"### `([A-Z][A-Z0-9_]+)`", line.strip())
            if section == "codes" and match:
                codes.append(match.group(1))
            continue
        if section == "system":
            match = re.match(r"\* `(E[A-Z0-9_]+)` \(([^)]+)\)", line)
            if match:
                system.append((match.group(1), match.group(2)))
    return codes, system


def node_messages():
    """code -> {name, message} from the installed node, or {} when node is not there."""
    node = shutil.which("node") or shutil.which("nodejs")
    if not node:
        print("note: node not found, drafts get no message templates", file=sys.stderr)
        return {}
    result = subprocess.run([node, "--expose-internals", "-e", NODE_MESSAGES_JS],
                            capture_output=True, text=True, check=True, timeout=120)
    return json.loads(result.stdout)


def template(info):
    """The printed message template, or None when the probe did not yield a clean one."""
    message = (info or {}).get("message")
    if not message:
        return None
    # Objects shown after "Received"/"got" are our probe arguments: mark them as variable.
    message = re.sub(r"Received (an instance of Object|type string \('\{\d\}'\)|\{[\s\S]*\})",
                     "Received {received}", message)
    message = re.sub(r"but got an instance of Object", "but got {received}", message)
    message = message.split("\n")[0].rstrip()
    if BAD_TEMPLATE.search(message):
        return None
    return message


def entries(doc_dir):
    codes, system = parse_doc(doc_dir)
    messages = node_messages()
    other = {cat: common.known_codes(cat) for cat in set(ELSEWHERE.values())}
    for code in codes:
        if code in ELSEWHERE and code.lower() in other[ELSEWHERE[code]]:
            print(f"  {code}: covered by catalogue/{ELSEWHERE[code]}", file=sys.stderr)
            continue
        info = messages.get(code) or {}
        text = template(info)
        name = info.get("name") or "Error"
        message = f"{name} [{code}]: {text}" if text else None
        title = text.replace("{", "").replace("}", "") if text else code
        patterns = [(r"\[" + code + r"\]", 0.95), (f"code: '{code}'", 0.9)]
        record = common.draft(code, title[:90], message, patterns, languages=["javascript"])
        yield [code], common.slugify(code), record
    for code, label in system:
        if code in ELSEWHERE and code.lower() in other[ELSEWHERE[code]]:
            print(f"  {code}: covered by catalogue/{ELSEWHERE[code]}", file=sys.stderr)
            continue
        lower = label.lower()
        message = f"Error: {code}: {lower}, {{syscall}} '{{path}}'"
        patterns = [(f"Error: {code}: {lower}, \\w+", 0.9),
                    (f"^\\s+code: '{code}'", 0.8)]
        record = common.draft(code, f"{code}: {lower}", message, patterns,
                              languages=["javascript"])
        yield [code], common.slugify(f"{code} {label}"), record


def main():
    argv = sys.argv[1:]
    doc_dir = DEFAULT_DOC
    if "--doc" in argv:
        at = argv.index("--doc")
        doc_dir = argv[at + 1]
        del argv[at:at + 2]
    if not os.path.isdir(doc_dir):
        sys.exit(f"{doc_dir}: no such directory; unpack nodejs-doc first (see the top comment)")
    sys.argv = [sys.argv[0]] + argv
    return common.run(CATEGORY, f"Node.js errors.md (nodejs-doc) and node {node_version()}",
                      list(entries(doc_dir)))


def node_version():
    node = shutil.which("node") or shutil.which("nodejs")
    if not node:
        return "(not installed)"
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()


if __name__ == "__main__":
    sys.exit(main())
