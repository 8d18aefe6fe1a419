#!/usr/bin/env python3
"""Rule registry of Ruff (source "Ruff"; the diagnostic's code is the rule code, e.g. F401).

No Debian package ships Ruff, and its npm build (@astral-sh/ruff-wasm-nodejs) has no call that
lists the rules, so this reads Ruff's public source, github:astral-sh/ruff (a git directory or a
checkout; tested at commit fca5c7cf2cd2, 0.16.4+20):
  - crates/ruff_linter/src/registry.rs: the linters (plugin names) and their code prefixes,
  - crates/ruff_linter/src/codes.rs: code -> rule struct (`(Pyflakes, "401") => ...UnusedImport`),
  - each rule struct under crates/ruff_linter/src/rules/: its status
    (#[violation_metadata(stable_since|preview_since|deprecated_since|removed_since = ...)]),
    the first paragraph of its "## What it does" doc ("description"), the format strings of
    its `fn message` ("messages", {placeholders} as Ruff writes them; "message" is the first)
    and whether it has a fix,
  - crates/ruff_linter/src/settings/mod.rs: DEFAULT_SELECTORS (the rules on without config).
The rule name is the struct's name in kebab case, as `ruff rule` and the docs spell it.
With --wasm DIR (the npm package @astral-sh/ruff-wasm-nodejs, unpacked or installed), every name
is checked against the strings of ruff_wasm_bg.wasm and the wasm's version is recorded.
Nothing is downloaded. Writes: data/ruff_rules.json.

    python3 catalogue/importers/ruff_rules.py --repo /path/to/ruff[.git] \
        [--wasm /tmp/reg-npm/node_modules/@astral-sh/ruff-wasm-nodejs]
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

DOCS = "https://docs.astral.sh/ruff/rules/{name}/"
LINTER = "crates/ruff_linter/src/"


class Repo:
    """Read files of a git directory (bare or not) at one commit."""

    def __init__(self, path):
        git_dir = os.path.join(path, ".git") if os.path.isdir(os.path.join(path, ".git")) else path
        self.git = ["git", "--git-dir", git_dir]
        self.commit = self.run("rev-parse", "HEAD").strip()
        self.describe = self.run("describe", "--tags", "--always", self.commit).strip()
        self.files = self.run("ls-tree", "-r", "--name-only", self.commit).splitlines()

    def run(self, *args):
        return subprocess.run(self.git + list(args), capture_output=True, text=True,
                              check=True).stdout

    def read(self, path):
        return self.run("show", f"{self.commit}:{path}")


def kebab(name):
    """heck's kebab case (what strum's serialize_all = "kebab-case" produces)."""
    words, word = [], ""
    for i, ch in enumerate(name):
        nxt = name[i + 1] if i + 1 < len(name) else ""
        if ch.isupper() and word and (word[-1].islower() or word[-1].isdigit()
                                      or (word[-1].isupper() and nxt.islower())):
            words.append(word)
            word = ""
        word += ch
    words.append(word)
    return "-".join(w.lower() for w in words)


CHAR = re.compile(r"'(?:\\.|[^\\'])'")
RAW = re.compile(r'r(#*)"')


def skip_literal(text, i):
    """At text[i]: (end, string value) for a string literal, (end, None) for a comment or a char
    literal, None for anything else. Raw strings (r#"..."#, which hold quotes) are read whole,
    `\\`-newline continuations folded in the others."""
    if text.startswith("//", i):
        end = text.find("\n", i)
        return (len(text) if end < 0 else end), None
    if text[i] == "'" and CHAR.match(text, i):
        return CHAR.match(text, i).end(), None
    word_before = i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")
    raw = RAW.match(text, i)
    if raw and not word_before:
        end = text.index('"' + raw.group(1), raw.end())
        return end + 1 + len(raw.group(1)), text[raw.end():end]
    if text[i] == '"' and not word_before:
        j = i + 1
        while text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        value = re.sub(r"\\\n\s*", "", text[i + 1:j])
        value = value.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")
        return j + 1, value
    return None


def rust_strings(body):
    """The string literals of a Rust snippet (skip_literal)."""
    out, i = [], 0
    while i < len(body):
        literal = skip_literal(body, i)
        if literal is None:
            i += 1
            continue
        i, value = literal
        if value is not None:
            out.append(value)
    return out


def is_message(text):
    """Whether a literal of `fn message` is a message (or a whole format string of one), not a
    piece joined into one (", ", "a", "an async", "`{name}`", "int | float")."""
    tokens = text.split()
    lettered = [t for t in tokens if re.search(r"[A-Za-z]", t)]
    if len(lettered) >= 3:
        return True
    return len(lettered) >= 1 and len(tokens) >= 2 and not text[:1].islower()


def fn_body(text, start):
    """The {...} block opening at or after `start`, skipping strings, chars and comments."""
    depth, i = 0, text.index("{", start)
    begin = i
    while i < len(text):
        ch = text[i]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[begin:i + 1]
        else:
            literal = skip_literal(text, i)
            if literal is not None:
                i = literal[0]
                continue
        i += 1
    raise ValueError("unbalanced braces")


def rule_facts(repo, module_path, struct, cache):
    folder = LINTER + "rules/" + "/".join(module_path) + "/"
    single = folder.rstrip("/") + ".rs"  # a module that is one file (e.g. violations.rs)
    for path in [p for p in repo.files
                 if (p.startswith(folder) and p.endswith(".rs")) or p == single]:
        if path not in cache:
            cache[path] = repo.read(path)
        text = cache[path]
        match = re.search(r"pub(?:\([a-z]+\))? struct %s\b" % struct, text)
        if not match:
            continue
        head = text[:match.start()]
        derive = "#[derive(ViolationMetadata)]"
        attrs = head[head.rfind(derive):] if derive in head[-400:] else head[-400:]
        status = re.search(r'(stable|preview|deprecated|removed)_since\s*=\s*"([^"]+)"', attrs)
        doc_start = head.rfind("\n/// ## What it does")
        what = None
        if doc_start >= 0:
            doc_lines = []
            for line in head[doc_start:].splitlines()[2:]:
                line = line.strip()
                if not line.startswith("///") or line == "///":
                    break
                doc_lines.append(line[3:].strip())
            what = " ".join(doc_lines) or None
        impl = re.search(r"impl (?:Always|)Violation for %s\b" % struct, text)
        messages, fix = [], None
        if impl:
            fix = "None"
            impl_body = fn_body(text, impl.end())
            msg = re.search(r"fn message\(&self\)", impl_body)
            if msg:
                body = fn_body(impl_body, msg.end())
                for s in rust_strings(body):
                    if is_message(s) and s not in messages:
                        messages.append(s)
            fixm = re.search(r"FIX_AVAILABILITY: FixAvailability = FixAvailability::(\w+)",
                             impl_body)
            if fixm:
                fix = fixm.group(1)
            elif "fn fix_title" in impl_body:
                fix = "Sometimes"
            if re.search(r"impl AlwaysFixableViolation for %s\b" % struct, text):
                fix = "Always"
        elif re.search(r"impl AlwaysFixableViolation for %s\b" % struct, text):
            always = re.search(r"impl AlwaysFixableViolation for %s\b" % struct, text)
            impl_body = fn_body(text, always.end())
            msg = re.search(r"fn message\(&self\)", impl_body)
            if msg:
                messages = list(dict.fromkeys(
                    s for s in rust_strings(fn_body(impl_body, msg.end())) if is_message(s)))
            fix = "Always"
        return {"status": status.group(1) if status else None,
                "since": status.group(2) if status else None,
                "what": what, "messages": messages, "fix": fix, "path": path}
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", required=True)
    parser.add_argument("--wasm", default=None)
    args = parser.parse_args()
    repo = Repo(args.repo)

    registry = repo.read(LINTER + "registry.rs")
    enum = registry[registry.index("pub enum Linter {"):]
    enum = enum[:enum.index("\n}")]
    linters, pending, label = {}, [], None
    for line in enum.splitlines():
        line = line.strip()
        m = re.match(r"///\s*\[([^\]]+)\]", line)
        if m:
            label = m.group(1)
        m = re.match(r'#\[prefix = "([^"]*)"\]', line)
        if m:
            pending.append(m.group(1))
        m = re.match(r"(\w+),$", line)
        if m:
            linters[m.group(1)] = (pending, label)
            pending, label = [], None

    codes = repo.read(LINTER + "codes.rs")
    block = codes[codes.index("pub fn code_to_rule"):]
    entries = []
    test_only = False
    for line in block.splitlines():
        line = line.strip()
        if line.startswith("#[cfg(") and "test" in line:
            test_only = True  # the next entry exists only in Ruff's own test builds
            continue
        m = re.match(r'\((\w+), "(\w+)"\) => rules::([\w:]+)::(\w+),', line)
        if m:
            if not test_only:
                entries.append(m.groups())
            test_only = False
    entries = list(dict.fromkeys(entries))  # codes.rs repeats some lines verbatim

    settings = repo.read(LINTER + "settings/mod.rs")
    defaults_block = settings[settings.index("pub const DEFAULT_SELECTORS"):]
    defaults_block = defaults_block[:defaults_block.index("\n];")]
    default_structs = set(re.findall(r"RuleSelector::rule\(Rule::(\w+)\)", defaults_block))
    if re.search(r"RuleSelector::(?!rule\()", defaults_block.split("\n", 1)[1]):
        raise SystemExit("ruff: DEFAULT_SELECTORS holds selectors other than single rules; "
                         "extend the importer")

    wasm_names, wasm_version = None, None
    if args.wasm:
        with open(os.path.join(args.wasm, "package.json"), encoding="utf-8") as handle:
            wasm_version = json.load(handle)["version"]
        with open(os.path.join(args.wasm, "ruff_wasm_bg.wasm"), "rb") as handle:
            wasm_names = handle.read().decode("latin-1")

    cache, rules, missing_in_wasm = {}, [], []
    for linter, code, module, struct in entries:
        prefixes, label = linters[linter]
        full = code if len(prefixes) > 1 else prefixes[0] + code
        facts = rule_facts(repo, module.split("::"), struct, cache) or {}
        name = kebab(struct)
        if wasm_names is not None and name not in wasm_names:
            missing_in_wasm.append(full)
        status = facts.get("status")
        rules.append({
            "code": full,
            "name": name,
            "aliases": [name, f"Ruff({full})", f"ruff({full})"],
            "message": (facts.get("messages") or [None])[0],
            "messages": facts.get("messages"),
            "description": facts.get("what"),
            "category": label,
            "status": status,
            "since": facts.get("since"),
            "default_enabled": struct in default_structs and status == "stable",
            "fixable": facts.get("fix"),
            "deprecated": status in ("deprecated", "removed"),
            "docs": DOCS.format(name=name),
        })
    version = repo.describe
    extra = {"commit": repo.commit,
             "default_enabled_means": "in settings DEFAULT_SELECTORS (on without configuration)"}
    if wasm_version:
        extra["checked_against"] = (f"npm @astral-sh/ruff-wasm-nodejs {wasm_version}: "
                                    f"{len(rules) - len(missing_in_wasm)} of {len(rules)} rule "
                                    "names found in ruff_wasm_bg.wasm")
        extra["names_not_in_wasm"] = sorted(missing_in_wasm)
    lrc.write("ruff", ["Ruff", "ruff"], version,
              f"github:astral-sh/ruff@{repo.commit}: crates/ruff_linter/src/codes.rs, registry.rs, "
              "settings/mod.rs and the rule structs under rules/",
              rules, extra=extra)


if __name__ == "__main__":
    main()
