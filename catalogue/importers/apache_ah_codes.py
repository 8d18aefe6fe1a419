#!/usr/bin/env python3
"""Importer for catalogue/apache: Apache httpd's error-log message numbers (AH00072, AH01630, ...).

Every message httpd 2.4+ writes to its error log carries a number from the APLOGNO() macro,
printed as `AHnnnnn: ` in front of the text (`AH01630: client denied by server configuration`).
Our records use `AHnnnnn` as their code; a number counts as covered when a record of
catalogue/apache has it as code or alias.

Reads: the C sources of httpd (github:apache/httpd, any checkout or mirror): each
`APLOGNO(nnnnn)` with the log level of its ap_log_*error call (APLOG_EMERG ... APLOG_TRACE8),
the source file, and the format string that follows (adjacent string literals joined; a
format macro such as APR_SIZE_T_FMT and every printf conversion become `{value}`). Debian's
apache2 package ships only binaries. The extracted facts are kept in data/apache_ah_codes.json;
--refresh --src DIR regenerates them from a source tree (`git archive` or a work tree).
By default only messages logged at warn level or more severe are listed (debug, info and trace
lines are rarely pasted as errors; a number whose level the scan cannot tell is kept); --all lists
every number. Nothing is fetched from the network.

Run:  python3 catalogue/importers/apache_ah_codes.py [--refresh --src DIR [--commit HASH]]
                                                     [--all] [--drafts DIR]
Exit status 1 while any listed number lacks a record (see common.run).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "apache_ah_codes.json")
SEVERE = {"EMERG", "ALERT", "CRIT", "ERR", "WARNING", "NOTICE"}
LEVEL = re.compile(r"APLOG_(EMERG|ALERT|CRIT|ERR|WARNING|NOTICE|INFO|DEBUG|TRACE\d)\b")
LITERAL = re.compile(r'\s*"((?:[^"\\\n]|\\.)*)"')
MACRO = re.compile(r"\s*([A-Z][A-Z0-9_]*_FMT|APR_\w+_FMT)\b")
CONVERSION = re.compile(r"%%|%[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|z|j|t|q)?"
                        r"(?:pm|pI|pA|pT|pt|pB|pF|pS|[diouxXeEfgGcspn])")


def fmt_template(parts):
    """printf format parts (literals and macro names) -> a message template with {value}."""
    out = []
    for kind, text in parts:
        if kind == "macro":
            out.append("{value}")
            continue
        text = text.encode("utf-8").decode("unicode_escape", errors="replace")
        text = CONVERSION.sub(lambda m: "%" if m.group(0) == "%%" else "{value}", text)
        out.append(text)
    return re.sub(r"\s+", " ", "".join(out)).strip()


def scan(text):
    for m in re.finditer(r"APLOGNO\((\d{5})\)", text):
        number = m.group(1)
        # the log level: the last APLOG_ level between the start of the call and APLOGNO
        start = max(text.rfind("ap_log", 0, m.start()), text.rfind(";", 0, m.start()))
        levels = LEVEL.findall(text[start:m.start()]) if start >= 0 else []
        level = levels[-1] if levels else None
        pos, parts = m.end(), []
        while True:
            lit = LITERAL.match(text, pos)
            if lit:
                parts.append(("literal", lit.group(1)))
                pos = lit.end()
                continue
            mac = MACRO.match(text, pos)
            if mac and parts:
                parts.append(("macro", mac.group(1)))
                pos = mac.end()
                continue
            break
        yield number, level, fmt_template(parts)


def refresh(src, commit):
    found = {}
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            rel = os.path.relpath(path, src)
            for number, level, template in scan(text):
                entry = found.setdefault(number, {"number": number, "level": level,
                                                  "file": rel, "message": template})
                if not entry["message"] and template:
                    entry.update(level=level, file=rel, message=template)
    codes = [found[k] for k in sorted(found)]
    data = {"repository": "github:apache/httpd", "path": "*.c, *.h (APLOGNO)",
            "commit": commit or "unknown", "selection": "every APLOGNO(nnnnn) use", "codes": codes}
    return data


def entries(data, everything):
    for entry in data["codes"]:
        if not everything and entry["level"] is not None and entry["level"] not in SEVERE:
            continue
        code = f"AH{entry['number']}"
        message = f"{code}: {entry['message']}" if entry["message"] else f"{code}: {{value}}"
        fixed = re.split(r"\{value\}", entry["message"] or "", maxsplit=1)[0].strip()
        patterns = [(rf"\b{code}: {common.re2_escape(fixed)}" if fixed else rf"\b{code}:", 0.9)]
        title = entry["message"][:80] if entry["message"] else code
        record = common.draft(code, title, message, patterns)
        yield [code], common.slugify(f"{code} {entry['message']}"), record


def main():
    everything = take_option("--all", flag=True)
    data = common.registry_data(DATA, refresh, "DIR (an httpd source tree)")
    return common.run("apache", f"httpd APLOGNO messages ({data['repository']} at "
                      f"{data['commit'][:12]})", entries(data, everything))


if __name__ == "__main__":
    sys.exit(main())
