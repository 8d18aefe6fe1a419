#!/usr/bin/env python3
"""Importer for catalogue/c-cpp: gcc's own diagnostic texts (C/C++ front ends, preprocessor, driver).

gcc prints no codes, but every diagnostic it can print is a msgid of its message catalogues: the
English format string (`%qD was not declared in this scope`, `expected %<;%> before %qE`). Our
records keep their own GCC_* codes; a msgid counts as covered when some record of catalogue/c-cpp
has a pattern that matches the
msgid's text with its format directives filled (`%qD` -> 'name', `%<` -> ', `%d` -> 1, ...) behind
a `file.c:1:2: error: ` or `warning: ` prefix.

Reads: /usr/share/locale/de/LC_MESSAGES/gcc-12.mo and cpplib-12.mo, the message catalogues of the
Debian package gcc-12-locales (any language's catalogue holds the same msgids; `--locale` picks
another). Python's gettext reads .mo files; nothing is fetched from the network.

Filter (a .mo keeps no source locations, so the kept set is chosen by the text):
  kept     msgids that start with a lower-case letter, `%`, `#`, `'`, `"` or `ISO ` (gcc's
           diagnostics are lower-case sentences; option help and Fortran messages are capitalised);
  skipped  multi-line or over 200 characters (help text), Fortran loci `%L`/`%C` and `!$`,
           Objective-C (`@`-keywords, `Objective-C`), OpenMP/OpenACC (`omp`, `acc`, `clause`),
           the middle/back end and internals (gimple, RTL, SSA, LTO streaming, `verify_`, dump files,
           `internal compiler error`, `in %s, at %s:%d`), target attribute/option plumbing
           (`target(`, `%<-m`), D and Go front ends (`@safe`, `go:`), bare `%s`, notes that only
           point at a location (`declared here`, `previous ...`, `candidate`), inline asm,
           builtins, spec-file and pragma plumbing, C++20 modules and ABI/mangling remarks.
The kept facts (domain, msgid) are in data/gcc_diagnostics.json with the package and version;
--refresh regenerates that file from the .mo files and nothing else.

Run:  python3 catalogue/importers/gcc_diagnostics.py [--refresh] [--locale DIR] [--drafts DIR]
Exit status 1 while any kept msgid lacks a record (see common.run).
"""
import json
import os
import re
import subprocess
import sys
import gettext

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "gcc_diagnostics.json")
DOMAINS = ("gcc-12", "cpplib-12")
CATEGORIES = ("c-cpp",)

SKIP = re.compile(
    r"%[LC]\b|!\$|Fortran|Objective-C|@(?:interface|implementation|protocol|property|synthesize|"
    r"dynamic|selector|encode|catch|try|throw|finally|end|class|public|private|package|safe|trusted"
    r"|system|nogc|live|optional|required|synchronized)|\bomp\b|\bOpenMP\b|\bOpenACC\b|\bacc\b|"
    r"\bclause\b|gimple|GIMPLE|\bRTL\b|\brtl\b|\bSSA\b|\bssa\b|verify_|\bcgraph\b|LTO stream|"
    r"internal compiler error|in %s, at %s:%d|dump file|%<-fdump|target\(|%<-m|go:|\bgo\b|"
    r"\bbasic block\b|\bbb \d|\bedge\b|\bphi\b|\bPHI\b|tree check|\bsymtab\b|\bipa\b|\bIPA\b|"
    r"\bvtable verification\b|\bcoarray\b|\bCOARRAY\b|\bD language\b|"
    r"(?:declared|defined) here$|^previous |candidate|^in a call to|^in definition of|%<asm%>|"
    r"__builtin|\bspec\b|register number|%\{|\bpragma\b|\bmodule\b|\bABI\b|\bmangl")
KEEP_START = re.compile(r"^(?:[a-z%#'\"]|ISO )")


def keep(msgid):
    if not msgid or "\n" in msgid or len(msgid) > 200 or msgid.strip() in ("%s", "%s:", "%s: %s"):
        return False
    if not KEEP_START.match(msgid):
        return False
    return not SKIP.search(msgid)


def package_version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "gcc-12-locales"],
                             capture_output=True, text=True, check=False).stdout.strip()
        return out or "unknown"
    except OSError:
        return "unknown"


def refresh(locale_dir):
    entries = []
    total = 0
    for domain in DOMAINS:
        path = os.path.join(locale_dir, domain + ".mo")
        if not os.path.exists(path):
            sys.exit(f"{path} is missing: apt-get install gcc-12-locales or pass --locale")
        with open(path, "rb") as handle:
            catalog = gettext.GNUTranslations(handle)._catalog
        ids = sorted({k if isinstance(k, str) else k[0] for k in catalog if k})
        ids = [i for i in ids if i]
        total += len(ids)
        entries += [{"domain": domain, "msgid": i} for i in ids if keep(i)]
    data = {"package": "gcc-12-locales (Debian 12)", "version": package_version(),
            "source": [os.path.join(locale_dir, d + ".mo") for d in DOMAINS],
            "filter": "see the importer's docstring", "msgids_read": total,
            "messages": entries}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


# gcc's pretty-printer directives (gcc/pretty-print.cc, c-format.cc) -> sample text.
DIRECTIVE = re.compile(r"%(?:<|>|'|%|m|R|r|q?[+#]*(?:[lhwz]{0,2}[dius]|[lhw]{0,2}x|\.\*s|[DTEFVPOAHIJKcsX]|[CLO]))")


def fill(msgid):
    def sub(m):
        d = m.group(0)
        if d in ("%<", "%>", "%'"):
            return "'"
        if d == "%%":
            return "%"
        if d in ("%m", "%R", "%r"):
            return "" if d != "%m" else "No such file or directory"
        quoted = d.startswith("%q")
        last = d[-1]
        text = "1" if last in "diux" else "name"
        if last == "T":
            text = "int"
        if last == "c":
            text = "x"
        return f"'{text}'" if quoted else text
    return DIRECTIVE.sub(sub, msgid)


def re2_to_python(regex):
    return regex.replace("(?P<", "(?P<")


def catalogue_patterns():
    out = []
    for category in CATEGORIES:
        folder = os.path.join(common.CATALOGUE, category)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".yaml"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                record = yaml.safe_load(handle) or {}
            for pattern in record.get("patterns") or []:
                try:
                    out.append((record["code"], re.compile(re2_to_python(pattern["regex"]), re.M)))
                except re.error:
                    continue
    return out


def covering_code(text, patterns):
    for prefix in ("file.c:1:2: error: ", "file.c:1:2: warning: ", "file.c:1:2: fatal error: ",
                   "gcc: error: ", "gcc: fatal error: "):
        line = prefix + text
        for code, regex in patterns:
            if regex.search(line):
                return code
    return None


def snake(slug):
    return re.sub(r"[^A-Z0-9]+", "_", slug.upper()).strip("_")[:50].rstrip("_")


def entries(data):
    patterns = catalogue_patterns()
    seen = set()
    for entry in data["messages"]:
        msgid = entry["msgid"]
        text = fill(msgid)
        code = covering_code(text, patterns)
        slug = common.slugify(text.replace("'name'", "").replace("'int'", ""), limit=50)
        base, n = slug, 2
        while slug in seen:
            slug, n = f"{base}-{n}", n + 1
        seen.add(slug)
        if code:
            yield [code], slug, None
            continue
        own = "GCC_" + snake(slug)
        template = DIRECTIVE.sub(lambda m: "'" if m.group(0) in ("%<", "%>") else "{name}", msgid)
        regex = common.template_regex(template, placeholder=r"\{name\}")
        regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":").replace("\\'", "'")
        regex = regex.replace("'", "(?:'|‘|’)")
        prefix = "fatal error: " if entry["domain"].startswith("gcc") and "No such file" in text else ""
        record = common.draft(own, common.PROSE_TODO, "{file}:{line}:{col}: error: " + prefix + template,
                              [(r"(?:error|warning): " + regex, 0.85)], aliases=[],
                              languages=["c", "cpp"])
        yield [own], slug, record


def main():
    locale_dir = common.take_option("--locale", "/usr/share/locale/de/LC_MESSAGES")
    if common.take_option("--refresh", flag=True):
        data = refresh(locale_dir)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    return common.run("c-cpp", f"gcc diagnostics ({data['package']} {data['version']})",
                      entries(data))


if __name__ == "__main__":
    sys.exit(main())
