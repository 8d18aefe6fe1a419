#!/usr/bin/env python3
"""PHP's own error message templates -> catalogue/php.

PHP prints no error codes: a message is told apart by its level (`Fatal error:`, `Warning:`,
`Deprecated:`), the class of a thrown Error (`Error`, `TypeError`, `ValueError`,
`ArgumentCountError`, `DivisionByZeroError`) and the text. This importer lists the messages the
engine and its core raise, with that level or class, and reports the ones no record of
catalogue/php recognises.

Reads (with --refresh only): the C sources of PHP 8.2 (Debian 12's source package php8.2, its
upstream tarball php8.2_8.2.32.orig.tar.xz; the same tree is github:php/php-src at tag
php-8.2.32). Unpack it and pass --src DIR (the php-8.2.32 folder). Without deb-src lines in
apt's sources, a private list does it:
    printf 'deb-src http://deb.debian.org/debian bookworm main\\n' > /tmp/s.list
    apt-get -o Dir::Etc::SourceList=/tmp/s.list -o Dir::Etc::SourceParts=/nonexistent \\
            -o Dir::State::Lists=/tmp/lists update
    apt-get -o ... source --download-only php8.2 ; tar xJf php8.2_8.2.32.orig.tar.xz
Folders read: Zend/ (the engine: compile-time fatals, runtime Errors, warnings, deprecations),
main/ and main/streams/ (startup, include, streams, sockets), ext/standard/ (the functions of
the core library: file, array, string, url, http wrapper warnings), and the always-enabled
extensions people meet most: ext/pcre (preg_*), ext/session, ext/date, ext/json.

The calls read, and what PHP prints for them:
  zend_error(E_X, "fmt") / zend_error_noreturn / zend_error_at*  -> `<Level>: fmt`
  zend_throw_error(NULL|zend_ce_x, "fmt")                        -> `Uncaught <Class>: fmt`
  zend_type_error / zend_value_error / zend_argument_count_error -> TypeError / ValueError / ArgumentCountError
  zend_argument_type_error(n, "fmt") / zend_argument_value_error  -> `f(): Argument #n ($p) fmt`
  zend_throw_exception(_ex)(zend_ce_x, "fmt")                     -> `<Class>: fmt`
  php_error_docref(NULL, E_X, "fmt")                              -> `<Level>: f(): fmt`
printf conversions (`%s`, `%d`, `ZEND_LONG_FMT`, `%.*G`, ...) become `{}` (`{d}` for integers).
E_CORE_ERROR bugs of the engine (`missing rc1`) and messages that are only placeholders are
left out. The facts (level or class, template, file, version) are kept in
data/php_messages.json; without --refresh only that file is read, so the output is the same
from any checkout.

Covered: some pattern of a record in catalogue/php matches the template with its placeholders
filled (patterns are RE2; Python's re runs them here).

Run:  python3 catalogue/importers/php_messages.py [--refresh --src DIR] [--drafts DIR]
Exit status 1 while any message lacks a record.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from c_source import printf_template, split_args  # noqa: E402
from c_source import literal as c_literal  # noqa: E402
import yaml  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "php_messages.json")
CATEGORY = "php"
FOLDERS = ("Zend", "main", "main/streams", "ext/standard", "ext/pcre", "ext/session", "ext/date",
           "ext/json")

LEVELS = {"E_ERROR": "Fatal error", "E_CORE_ERROR": "Fatal error", "E_COMPILE_ERROR": "Fatal error",
          "E_USER_ERROR": "Fatal error", "E_RECOVERABLE_ERROR": "Recoverable fatal error",
          "E_WARNING": "Warning", "E_CORE_WARNING": "Warning", "E_COMPILE_WARNING": "Warning",
          "E_NOTICE": "Notice", "E_DEPRECATED": "Deprecated", "E_PARSE": "Parse error",
          "E_STRICT": "Strict Standards"}
CLASSES = {"NULL": "Error", "zend_ce_error": "Error", "zend_ce_type_error": "TypeError",
           "zend_ce_value_error": "ValueError", "zend_ce_argument_count_error": "ArgumentCountError",
           "zend_ce_arithmetic_error": "ArithmeticError",
           "zend_ce_division_by_zero_error": "DivisionByZeroError",
           "zend_ce_compile_error": "CompileError", "zend_ce_parse_error": "ParseError",
           "zend_ce_unhandled_match_error": "UnhandledMatchError", "zend_ce_exception": "Exception",
           "zend_ce_error_exception": "ErrorException", "spl_ce_RuntimeException": "RuntimeException",
           "spl_ce_LogicException": "LogicException",
           "spl_ce_InvalidArgumentException": "InvalidArgumentException",
           "spl_ce_UnexpectedValueException": "UnexpectedValueException",
           "spl_ce_OutOfRangeException": "OutOfRangeException", "zend_ce_closed_generator_exception":
           "ClosedGeneratorException", "php_json_exception_ce": "JsonException",
           "zend_ce_request_parse_body_exception": "RequestParseBodyException"}

CALL = re.compile(
    r"\b(?P<fn>zend_error(?:_noreturn|_at_noreturn|_at|_unchecked)?|zend_throw_error|"
    r"zend_type_error|zend_value_error|zend_argument_count_error|zend_argument_type_error|"
    r"zend_argument_value_error|zend_throw_exception(?:_ex)?|php_error_docref)\s*\(")
MACRO = re.compile(r"\s*(ZEND_LONG_FMT|ZEND_ULONG_FMT|ZEND_XLONG_FMT|ZEND_LONG_FMT_SPEC|PRI\w+|"
                   r"ZEND_LONG_MAX_STR|ZEND_DOUBLE_FMT)\b")
INT_MACROS = {"ZEND_LONG_FMT", "ZEND_ULONG_FMT", "ZEND_XLONG_FMT"}


def literal(arg):
    """The format string of one argument; ZEND_LONG_FMT and the like are integer conversions."""
    return c_literal(arg, MACRO, lambda name: "%d" if name in INT_MACROS else "%s")

def messages(src):
    for folder in FOLDERS:
        base = os.path.join(src, folder)
        for name in sorted(os.listdir(base)):
            if not name.endswith(".c") or name.endswith("_arginfo.h"):
                continue
            rel = f"{folder}/{name}"
            with open(os.path.join(base, name), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            for m in CALL.finditer(text):
                fn = m.group("fn")
                args = split_args(text, m.end())
                if not args:
                    continue
                args = [a.strip() for a in args]
                kind, fmt_index, prefix = None, 0, ""
                if fn.startswith("zend_error"):
                    level_arg = args[0]
                    fmt_index = 3 if fn.startswith("zend_error_at") else 1
                    level = LEVELS.get(level_arg)
                    if level is None:
                        continue
                    kind = level
                    if level_arg == "E_CORE_ERROR" and len(args) > fmt_index and "missing" in args[fmt_index]:
                        continue
                elif fn == "zend_throw_error":
                    kind = CLASSES.get(args[0])
                    fmt_index = 1
                elif fn in ("zend_type_error", "zend_argument_type_error"):
                    kind = "TypeError"
                    fmt_index = 1 if fn == "zend_argument_type_error" else 0
                    prefix = "{}(): Argument #{d} (${}) " if fn == "zend_argument_type_error" else ""
                elif fn in ("zend_value_error", "zend_argument_value_error"):
                    kind = "ValueError"
                    fmt_index = 1 if fn == "zend_argument_value_error" else 0
                    prefix = "{}(): Argument #{d} (${}) " if fn == "zend_argument_value_error" else ""
                elif fn == "zend_argument_count_error":
                    kind, fmt_index = "ArgumentCountError", 0
                elif fn == "zend_throw_exception":
                    kind, fmt_index = CLASSES.get(args[0]), 1
                elif fn == "zend_throw_exception_ex":
                    kind, fmt_index = CLASSES.get(args[0]), 2
                elif fn == "php_error_docref":
                    kind = LEVELS.get(args[1]) if len(args) > 1 else None
                    fmt_index, prefix = 2, "{}(): "
                if kind is None or len(args) <= fmt_index:
                    continue
                fmt = literal(args[fmt_index])
                if fmt is None:
                    continue
                line = text.count("\n", 0, m.start()) + 1
                yield kind, prefix + printf_template(fmt), rel, line


def meaningful(template):
    text = re.sub(r"\{d?\}", " ", template)
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 2


def refresh(src, commit):
    version = "unknown"
    header = os.path.join(src, "main", "php_version.h")
    if os.path.exists(header):
        m = re.search(r'#define PHP_VERSION "([^"]+)"', open(header, encoding="utf-8").read())
        version = m.group(1) if m else version
    seen, out = set(), []
    for kind, template, rel, line in messages(src):
        template = template.strip()
        if "\n" in template or not meaningful(template):
            continue
        key = (kind, template)
        if key in seen:
            continue
        seen.add(key)
        out.append({"kind": kind, "template": template, "source": f"{rel}:{line}"})
    out.sort(key=lambda e: (e["source"].split(":")[0], e["kind"], e["template"]))
    return {"version": version,
            "source": f"php8.2_{version}.orig.tar.xz (Debian 12 source package php8.2; "
                      f"github:php/php-src tag php-{version}"
                      + (f", commit {commit}" if commit else "") + ")",
            "folders": list(FOLDERS),
            "kind": "the level PHP prints before the message (Fatal error, Warning, Notice, "
                    "Deprecated) or the class of the Error/exception thrown",
            "placeholders": "{} any value, {d} an integer (printf %d/%u/%x, ZEND_LONG_FMT)",
            "messages": out}


def catalogue_patterns():
    found = []
    folder = os.path.join(common.CATALOGUE, CATEGORY)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            record = yaml.safe_load(handle) or {}
        if record.get("depth") == "generic":
            continue
        for pattern in record.get("patterns") or []:
            if pattern["weight"] < 0.7:
                continue
            try:
                found.append((re.compile(pattern["regex"], re.M), f"{CATEGORY}/{name[:-5]}"))
            except re.error:
                continue
    return found


FILLERS = ("name", "null", "int", "App\\Model")


def filled(entry):
    """What PHP prints for a template, with sample values in its placeholders (one line for
    each sample: a record that expects `on null` or a class name matches one of them)."""
    lines = []
    for value in FILLERS:
        text = entry["template"].replace("{d}", "2").replace("{}", value)
        kind = entry["kind"]
        if kind in LEVELS.values():
            lines.append(f"PHP {kind}:  {text} in /app/index.php on line 3")
        else:
            lines.append(f"PHP Fatal error:  Uncaught {kind}: {text} in /app/index.php:3")
    return "\n".join(lines)


def template_pattern(template):
    parts = re.split(r"(\{d?\})", template)
    out = []
    for part in parts:
        if part == "{d}":
            out.append(r"-?\d+")
        elif part == "{}":
            out.append(r".+?")
        else:
            out.append(common.re2_escape(part))
    regex = "".join(out)
    if regex.endswith(".+?"):
        regex = regex[:-3] + ".+"
    return regex


def main():
    parser = argparse.ArgumentParser(description="Compare PHP's message templates with catalogue/php.")
    parser.add_argument("--drafts", metavar="DIR",
                        help="write a draft record for every message without one into DIR/php/")
    parser.add_argument("--kind", help="report one level or class only (Warning, TypeError, ...)")
    parser.add_argument("--folder", help="report one source folder only (Zend, main, ext/standard)")
    data = common.registry_data(DATA, refresh, "the unpacked php-8.2.x source tree")
    args = parser.parse_args()
    patterns = catalogue_patterns()
    total, missing = 0, []
    for entry in data["messages"]:
        if args.kind and entry["kind"] != args.kind:
            continue
        if args.folder and not entry["source"].startswith(args.folder + "/"):
            continue
        total += 1
        line = filled(entry)
        hits = [slug for rx, slug in patterns if rx.search(line)]
        if hits:
            continue
        missing.append(entry)
    print(f"php: {total} messages in PHP {data['version']}, {total - len(missing)} matched by a "
          f"record, {len(missing)} without")
    for entry in missing:
        print(f"  missing {entry['kind']}: {entry['template']}  [{entry['source']}]")
    if args.drafts:
        folder = os.path.join(args.drafts, CATEGORY)
        os.makedirs(folder, exist_ok=True)
        used = set()
        for entry in missing:
            slug = common.slugify(re.sub(r"\{d?\}", " ", entry["template"]))
            name, n = slug, 2
            while name in used:
                name, n = f"{slug}-{n}", n + 1
            used.add(name)
            code = entry["kind"] if entry["kind"] not in LEVELS.values() else "PHP_" + \
                re.sub(r"[^A-Z0-9]+", "_", slug.upper())[:48]
            message = entry["template"].replace("{d}", "{value}").replace("{}", "{value}")
            record = common.draft(code, common.PROSE_TODO, message,
                                  [(template_pattern(entry["template"]), 0.9)], languages=["php"])
            record["primary"] = False
            with open(os.path.join(folder, name + ".yaml"), "w", encoding="utf-8") as handle:
                handle.write(common.dump(record, f"PHP {data['version']} {entry['source']}"))
        print(f"drafts written to {folder}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
