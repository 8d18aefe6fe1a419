#!/usr/bin/env python3
"""Check registry of Cppcheck (source "cppcheck"; the diagnostic's code is the error id, e.g.
nullPointer, as `--template={id}` and editor integrations print it).

Reads: the Debian package cppcheck (tested with 2.10): `cppcheck --errorlist`, Cppcheck's own
XML list of every message it can give: id, severity, msg (the short text, with sample names
where the real message names a variable), verbose (the long text) and CWE number.
default_enabled: only severity "error" is reported without --enable=...
Also the ids `<function>Called` that Cppcheck's library files (cfg/*.cfg, in the same package)
declare for obsolete or discouraged functions (<warn>), with the message Cppcheck prints for
them ("Obsolete function 'gets' called. It is recommended to use 'fgets' or 'gets_s' instead.")
and the libraries that declare them (std is loaded always, the others with --library=NAME).
--errorlist omits some ids (2.10: uninitvar, "Uninitialized variable: x", among ~40): with
--src (Cppcheck's public source, github:danmar/cppcheck, at the tag of the installed version)
the ids of every reportError(...) call in lib/*.cpp that --errorlist lacks are added, with
their severity where it is literal and no message (most are built at run time).
Cppcheck has no per-id documentation pages, so "docs" is left out.
Writes: data/cppcheck_rules.json. Nothing is downloaded.

    apt-get install -y cppcheck
    python3 catalogue/importers/cppcheck_rules.py [--cppcheck cppcheck] [--src /path/to/cppcheck]
"""
import argparse
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402


def alternatives_text(alts):
    quoted = [f"'{a}'" for a in alts]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def library_warnings(cfg_dir):
    """The `<name>Called` ids of the library files' <warn> functions (cfg/*.cfg)."""
    out = {}
    if not os.path.isdir(cfg_dir):
        return []
    for cfg in sorted(os.listdir(cfg_dir)):
        if not cfg.endswith(".cfg"):
            continue
        try:
            root = ET.parse(os.path.join(cfg_dir, cfg)).getroot()
        except ET.ParseError:
            continue
        library = cfg[:-4]
        for func in root.iter("function"):
            warn = func.find("warn")
            if warn is None:
                continue
            for name in func.get("name", "").split(","):
                name = name.strip()
                if not name:
                    continue
                text = (warn.text or "").strip()
                reason = warn.get("reason")
                alts = [a for a in (warn.get("alternatives") or "").split(",") if a]
                description = None
                if text:
                    # "short message\nverbose message", as in --errorlist's msg and verbose
                    message, _, description = (line.strip() for line in text.partition("\n"))
                elif reason and alts:
                    message = (f"{reason} function '{name}' called. It is recommended to use "
                               f"{alternatives_text(alts)} instead.")
                elif reason:
                    message = f"{reason} function '{name}' called."
                else:
                    message = None
                code = f"{name}Called"
                rule = out.setdefault(code, {
                    "code": code, "name": code, "aliases": [f"cppcheck({code})"],
                    "message": message, "description": description or None,
                    "severity": warn.get("severity", "style"),
                    "category": warn.get("severity", "style"), "libraries": [],
                    "default_enabled": False,
                    "source_of_id": "library configuration <warn> (cfg/*.cfg)"})
                rule["libraries"].append(library)
    return list(out.values())


def source_ids(repo, ref):
    """Ids of the reportError(...) calls in Cppcheck's lib/*.cpp at `ref` (checkinternal.cpp,
    built only for Cppcheck's own development, left out), with the severity when literal."""
    git_dir = os.path.join(repo, ".git") if os.path.isdir(os.path.join(repo, ".git")) else repo
    git = ["git", "--git-dir", git_dir]

    def run(*a):
        return subprocess.run(git + list(a), capture_output=True, text=True, check=True).stdout

    commit = run("rev-list", "-n1", ref).strip()
    found = {}
    for path in sorted(run("ls-tree", "--name-only", commit, "lib/").split()):
        if not path.endswith(".cpp") or path.endswith("checkinternal.cpp"):
            continue
        text = run("show", f"{commit}:{path}")
        for m in re.finditer(r"\breportError\((.*?)\);", text, re.S):
            args = m.group(1)
            sev = re.search(r"Severity::(\w+)", args)
            for lit in re.finditer(r'"([^"\\]*)"', args):
                before = args[:lit.start()].rstrip()
                if before.endswith("+") or args[lit.end():].lstrip().startswith("+"):
                    continue  # part of a built string (e.g. function + "Called")
                if re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_]*", lit.group(1)):
                    entry = found.setdefault(lit.group(1), {"severities": [], "files": []})
                    if sev and sev.group(1) not in entry["severities"]:
                        entry["severities"].append(sev.group(1))
                    if path not in entry["files"]:
                        entry["files"].append(path)
                    break
    return commit, found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cppcheck", default="cppcheck")
    parser.add_argument("--cfg", default="/usr/lib/x86_64-linux-gnu/cppcheck/cfg")
    parser.add_argument("--src", default=None,
                        help="Cppcheck's source (github:danmar/cppcheck, git dir or checkout): "
                             "also list the reportError ids that --errorlist omits")
    args = parser.parse_args()
    xml = subprocess.run([args.cppcheck, "--errorlist"], capture_output=True, text=True,
                         check=True).stdout
    root = ET.fromstring(xml)
    version = root.find("cppcheck").get("version")
    rules = []
    for err in root.iter("error"):
        cwe = err.get("cwe")
        verbose = err.get("verbose")
        rules.append({
            "code": err.get("id"),
            "name": err.get("id"),
            "aliases": [f"cppcheck({err.get('id')})", f"[{err.get('id')}]"],
            "message": err.get("msg"),
            "description": verbose if verbose and verbose != err.get("msg") else None,
            "severity": err.get("severity"),
            "category": err.get("severity"),
            "cwe": int(cwe) if cwe else None,
            "default_enabled": err.get("severity") == "error",
        })
    known = {r["code"] for r in rules}
    rules.extend(r for r in library_warnings(args.cfg) if r["code"] not in known)
    origin_src = ""
    if args.src:
        known = {r["code"] for r in rules}
        commit, found = source_ids(args.src, version)
        origin_src = f"; reportError ids of github:danmar/cppcheck@{commit} ({version}) lib/*.cpp"
        for code, entry in sorted(found.items()):
            if code in known:
                continue
            sev = entry["severities"][0] if len(entry["severities"]) == 1 else None
            rules.append({"code": code, "name": code, "aliases": [f"cppcheck({code})"],
                          "severity": sev, "category": sev,
                          "default_enabled": sev == "error",
                          "source_of_id": "reportError in " + ", ".join(entry["files"]) +
                                          " (not in --errorlist)"})
    lrc.write("cppcheck", ["cppcheck", "Cppcheck"], version,
              f"Debian cppcheck {version}: cppcheck --errorlist and the <warn> functions of "
              "cfg/*.cfg" + origin_src, rules,
              extra={"default_enabled_means": "severity error (the others need --enable)"})


if __name__ == "__main__":
    main()
