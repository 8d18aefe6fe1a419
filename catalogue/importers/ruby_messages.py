#!/usr/bin/env python3
"""Ruby's own exception message templates -> catalogue/ruby.

Ruby prints no error codes: `file.rb:3:in 'm': undefined method 'x' for nil (NoMethodError)` is
told apart by the exception class at the end and the message before it. This importer lists the
messages the interpreter, its extensions and its standard library raise, with their class, and
reports the ones no record of catalogue/ruby recognises.

Reads (with --refresh only): the sources of Ruby 3.1.2, the ruby Debian 12 runs (Debian's
source package ruby3.1, its upstream tarball ruby3.1_3.1.2.orig.tar.xz; the same tree is
github:ruby/ruby at tag v3_1_2). Unpack it and pass --src DIR (the ruby-3.1.2 folder). Without
deb-src lines in apt's sources, a private list does it:
    printf 'deb-src http://deb.debian.org/debian bookworm main\\n' > /tmp/s.list
    apt-get -o Dir::Etc::SourceList=/tmp/s.list -o Dir::Etc::SourceParts=/nonexistent \\
            -o Dir::State::Lists=/tmp/lists update
    apt-get -o ... source --download-only ruby3.1 ; tar xJf ruby3.1_3.1.2.orig.tar.xz
What is read:
  - the interpreter's C sources (*.c, parse.y) and the C extensions (ext/*/*.c):
      rb_raise(rb_eX, "fmt") / rb_enc_raise(enc, rb_eX, "fmt")   -> `fmt (X)`
      rb_name_err_raise("fmt") -> NameError, rb_frozen_error_raise(obj, "fmt") -> FrozenError,
      rb_loaderror("fmt") -> LoadError, rb_key_err_raise -> KeyError,
      rb_warn / rb_warning / rb_category_warn / rb_warn_deprecated -> `warning: fmt`,
      yyerror0 / yyerror1 / compile_error in parse.y -> SyntaxError,
      the NoMethodError / NameError formats kept as rb_fstring_lit in vm_eval.c and error.c;
  - the standard library in lib/ and ext/*/lib/ (RubyGems and Bundler included):
    `raise Class, "literal"` and `raise Class.new("literal")`, `#{...}` interpolations as `{}`.
Newer releases changed some wordings (Ruby 3.3: `undefined method 'x' for an instance of Foo`;
Ruby 3.4: a quote instead of the backquote, and the Prism parser's syntax errors). Those are kept
in the data file's `newer` list, copied by hand from the files named with each entry; --refresh
keeps them.

printf conversions (`%s`, `%d`, `%"PRIsVALUE"`, `%+"PRIsVALUE"`, `%1$s`) become `{}` (`{d}` for
integers). The facts are kept in data/ruby_messages.json; without --refresh only that file is
read, so the output is the same from any checkout.

Covered: some pattern of a record in catalogue/ruby matches `<template filled> (<Class>)`.

Run:  python3 catalogue/importers/ruby_messages.py [--refresh --src DIR] [--drafts DIR]
                                                    [--class NAME] [--origin c|lib|newer]
Exit status 1 while any message lacks a record.
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from c_source import printf_template, split_args  # noqa: E402
from c_source import literal as c_literal  # noqa: E402
import yaml  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "ruby_messages.json")
CATEGORY = "ruby"
LIB_SKIP = {"vendor", "test", "tests", "sample", "benchmark"}

CLASSES = {
    "rb_eArgError": "ArgumentError", "rb_eTypeError": "TypeError", "rb_eRuntimeError": "RuntimeError",
    "rb_eIndexError": "IndexError", "rb_eRangeError": "RangeError", "rb_eNameError": "NameError",
    "rb_eNoMethodError": "NoMethodError", "rb_eIOError": "IOError", "rb_eEOFError": "EOFError",
    "rb_eFrozenError": "FrozenError", "rb_eKeyError": "KeyError", "rb_eStopIteration": "StopIteration",
    "rb_eNotImpError": "NotImplementedError", "rb_eZeroDivError": "ZeroDivisionError",
    "rb_eFloatDomainError": "FloatDomainError", "rb_eLocalJumpError": "LocalJumpError",
    "rb_eSysStackError": "SystemStackError", "rb_eRegexpError": "RegexpError",
    "rb_eThreadError": "ThreadError", "rb_eFiberError": "FiberError",
    "rb_eEncodingError": "EncodingError", "rb_eEncCompatError": "Encoding::CompatibilityError",
    "rb_eSecurityError": "SecurityError", "rb_eNoMatchingPatternError": "NoMatchingPatternError",
    "rb_eNoMatchingPatternKeyError": "NoMatchingPatternKeyError", "rb_eLoadError": "LoadError",
    "rb_eSyntaxError": "SyntaxError", "rb_eScriptError": "ScriptError",
    "rb_eStandardError": "StandardError", "rb_eException": "Exception", "rb_eFatal": "fatal",
    "rb_eMathDomainError": "Math::DomainError", "rb_eClosedQueueError": "ClosedQueueError",
    "rb_eSystemCallError": "SystemCallError", "rb_eInterrupt": "Interrupt",
    "rb_eSignal": "SignalException", "rb_eNoMemError": "NoMemoryError",
    "rb_eIOTimeoutError": "IO::TimeoutError",
    "rb_eSocket": "SocketError", "rb_eResolution": "Socket::ResolutionError",
    "eSSLError": "OpenSSL::SSL::SSLError", "eParserError": "JSON::ParserError",
    "eNestingError": "JSON::NestingError", "eGeneratorError": "JSON::GeneratorError",
    "rb_eZError": "Zlib::Error", "cDataError": "Zlib::DataError", "cBufError": "Zlib::BufError",
    "cGzError": "Zlib::GzipFile::Error", "eDateError": "Date::Error",
    "rb_eUndefinedConversionError": "Encoding::UndefinedConversionError",
    "rb_eInvalidByteSequenceError": "Encoding::InvalidByteSequenceError",
    "rb_eConverterNotFoundError": "Encoding::ConverterNotFoundError",
    "eRactorError": "Ractor::Error", "eRactorIsolationError": "Ractor::IsolationError",
    "eRactorRemoteError": "Ractor::RemoteError", "eRactorMovedError": "Ractor::MovedError",
    "eRactorClosedError": "Ractor::ClosedError", "eFiberError": "FiberError",
    "rb_eUncaughtThrow": "UncaughtThrowError", "ePTYChildExited": "PTY::ChildExited",
}

CALL = re.compile(
    r"\b(?P<fn>rb_raise|rb_enc_raise|rb_name_err_raise|rb_frozen_error_raise|rb_loaderror|"
    r"rb_key_err_raise|rb_warn|rb_warning|rb_category_warn|rb_warn_deprecated|rb_enc_warn|"
    r"yyerror0|yyerror1|compile_error|rb_fstring_lit)\s*\(")
MACROS = {"PRIsVALUE": "s", "PRIdSIZE": "zd", "PRIuSIZE": "zu", "PRIdVALUE": "ld",
          "PRIxVALUE": "lx", "PRI_LONG_PREFIX": "l", "PRI_SIZE_PREFIX": "z", "PRIdPTRDIFF": "td",
          "PRI_VALUE_PREFIX": "l", "PRIuVALUE": "lu", "PRIdPTR": "ld", "PRIxPTR": "lx",
          "PRId64": "ld", "PRIu64": "lu", "PRI_PIDT_PREFIX": "", "PRI_INT_PREFIX": ""}
MACRO = re.compile(r"\s*(" + "|".join(MACROS) + r")\b")
RAISE_RB = re.compile(
    r"""\braise\s*\(?\s*(?P<cls>[A-Z][\w:]*)(?:\s*,\s*|\.new\(\s*)(?P<q>["'])(?P<msg>(?:[^"'\\\n]|\\.|(?!(?P=q))["'])*)(?P=q)""")


def literal(arg):
    """The format string of one argument; a PRI macro is the conversion it stands for."""
    return c_literal(arg, MACRO, MACROS.__getitem__)

def fstring_kind(template):
    if template.startswith("undefined method") or "private method" in template \
            or "protected method" in template:
        return "NoMethodError"
    if template.startswith("undefined local variable") or template.startswith("undefined "):
        return "NameError"
    return None


def c_files(src):
    for name in sorted(os.listdir(src)):
        if name.endswith(".c") or name == "parse.y":
            if name == "parse.c":
                continue
            yield name
    ext = os.path.join(src, "ext")
    for root, dirs, files in os.walk(ext):
        dirs[:] = sorted(d for d in dirs if d not in LIB_SKIP and d != "lib")
        for name in sorted(files):
            if name.endswith(".c"):
                yield os.path.relpath(os.path.join(root, name), src)


def c_messages(src):
    for rel in c_files(src):
        with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        for m in CALL.finditer(text):
            fn = m.group("fn")
            args = split_args(text, m.end())
            if not args:
                continue
            args = [a.strip() for a in args]
            kind, index = None, 0
            if fn == "rb_raise":
                kind, index = CLASSES.get(args[0]), 1
            elif fn == "rb_enc_raise":
                kind, index = CLASSES.get(args[1]) if len(args) > 1 else None, 2
            elif fn == "rb_name_err_raise":
                kind, index = "NameError", 0
            elif fn == "rb_frozen_error_raise":
                kind, index = "FrozenError", 1
            elif fn == "rb_loaderror":
                kind, index = "LoadError", 0
            elif fn == "rb_key_err_raise":
                kind, index = "KeyError", 0
            elif fn in ("rb_warn", "rb_warning"):
                kind, index = "warning", 0
            elif fn in ("rb_category_warn", "rb_enc_warn"):
                kind, index = "warning", 1
            elif fn == "rb_warn_deprecated":
                fmt = literal(args[0])
                if fmt is None:
                    continue
                line = text.count("\n", 0, m.start()) + 1
                yield "warning", printf_template(fmt) + " is deprecated", rel, line
                continue
            elif fn in ("yyerror0", "compile_error"):
                kind = "SyntaxError"
                index = 1 if fn == "compile_error" else 0
            elif fn == "yyerror1":
                kind, index = "SyntaxError", 1
            elif fn == "rb_fstring_lit":
                fmt = literal(args[0])
                kind = fstring_kind(fmt or "")
                index = 0
            if kind is None or len(args) <= index:
                continue
            fmt = literal(args[index])
            if fmt is None:
                continue
            line = text.count("\n", 0, m.start()) + 1
            yield kind, printf_template(fmt), rel, line


def lib_messages(src):
    roots = [os.path.join(src, "lib")]
    ext = os.path.join(src, "ext")
    roots += sorted(os.path.join(ext, d, "lib") for d in os.listdir(ext)
                    if os.path.isdir(os.path.join(ext, d, "lib")))
    for base in roots:
        for root, dirs, files in os.walk(base):
            dirs[:] = sorted(d for d in dirs if d not in LIB_SKIP)
            for name in sorted(files):
                if not name.endswith(".rb"):
                    continue
                path = os.path.join(root, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                rel = os.path.relpath(path, src)
                for m in RAISE_RB.finditer(text):
                    msg = m.group("msg")
                    if m.group("q") == '"':
                        msg = re.sub(r"#\{[^}]*\}", "{}", msg)
                        msg = msg.replace('\\"', '"').replace("\\\\", "\\")
                    line = text.count("\n", 0, m.start()) + 1
                    yield m.group("cls"), msg, rel, line


def meaningful(template):
    text = re.sub(r"\{d?\}", " ", template)
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 2


def refresh(src, commit):
    version = "unknown"
    header = os.path.join(src, "include", "ruby", "version.h")
    vh = os.path.join(src, "version.h")
    parts = {}
    for path in (vh, header):
        if os.path.exists(path):
            for key, value in re.findall(r"#define RUBY_(?:API_)?VERSION_(MAJOR|MINOR|TEENY)\s+(\d+)",
                                         open(path, encoding="utf-8").read()):
                parts.setdefault(key, value)
    if len(parts) == 3:
        version = f"{parts['MAJOR']}.{parts['MINOR']}.{parts['TEENY']}"
    seen, out = set(), []
    for origin, gen in (("c", c_messages(src)), ("lib", lib_messages(src))):
        for kind, template, rel, line in gen:
            template = template.strip()
            if "\n" in template or not meaningful(template):
                continue
            if (kind, template) in seen:
                continue
            seen.add((kind, template))
            out.append({"kind": kind, "template": template, "source": f"{rel}:{line}",
                        "origin": origin})
    out.sort(key=lambda e: (e["origin"], e["source"].split(":")[0], e["kind"], e["template"]))
    newer = []
    if os.path.exists(DATA):
        with open(DATA, encoding="utf-8") as handle:
            newer = json.load(handle).get("newer", [])
    return {"version": version,
            "source": f"ruby3.1_{version}.orig.tar.xz (Debian 12 source package ruby3.1; "
                      f"github:ruby/ruby tag v{version.replace('.', '_')}"
                      + (f", commit {commit}" if commit else "") + ")",
            "kind": "the exception class Ruby prints in parentheses after the message, or "
                    "`warning` for rb_warn/rb_warning",
            "placeholders": "{} any value, {d} an integer",
            "messages": out,
            "newer": newer}


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
            if re.fullmatch(r"\\\(\[\\w:\]\+\\\)|\\\([\w:\\]+\\\)|[\w:]+", pattern["regex"]):
                continue    # the class name alone is no proof that this message is known
            try:
                found.append((re.compile(pattern["regex"], re.M), f"{CATEGORY}/{name[:-5]}"))
            except re.error:
                continue
    return found


FILLERS = ("name", "nil", "Integer", "String", "1")


def filled(entry):
    lines = []
    for value in FILLERS:
        text = entry["template"].replace("{d}", "2").replace("{}", value)
        if entry["kind"] == "warning":
            lines.append(f"/app/lib/a.rb:3: warning: {text}")
        else:
            lines.append(f"/app/lib/a.rb:3:in `run': {text} ({entry['kind']})")
    return "\n".join(lines)


def template_pattern(template):
    out = []
    for part in re.split(r"(\{d?\})", template):
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
    parser = argparse.ArgumentParser(description="Compare Ruby's message templates with catalogue/ruby.")
    parser.add_argument("--drafts", metavar="DIR",
                        help="write a draft record for every message without one into DIR/ruby/")
    parser.add_argument("--class", dest="cls", help="report one exception class only")
    parser.add_argument("--origin", choices=("c", "lib", "newer"), help="report one origin only")
    data = common.registry_data(DATA, refresh, "the unpacked ruby-3.1.x source tree")
    args = parser.parse_args()
    entries = data["messages"] + [dict(e, origin="newer") for e in data.get("newer", [])]
    patterns = catalogue_patterns()
    total, missing = 0, []
    for entry in entries:
        if args.cls and entry["kind"] != args.cls:
            continue
        if args.origin and entry["origin"] != args.origin:
            continue
        total += 1
        if any(rx.search(filled(entry)) for rx, _ in patterns):
            continue
        missing.append(entry)
    print(f"ruby: {total} messages in Ruby {data['version']} (and newer wordings), "
          f"{total - len(missing)} matched by a record, {len(missing)} without")
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
            code = entry["kind"] if entry["kind"] != "warning" else \
                "RUBY_WARNING_" + re.sub(r"[^A-Z0-9]+", "_", slug.upper())[:40]
            message = entry["template"].replace("{d}", "{value}").replace("{}", "{value}")
            record = common.draft(code, common.PROSE_TODO, message,
                                  [(template_pattern(entry["template"]), 0.9)], languages=["ruby"])
            record["primary"] = False
            with open(os.path.join(folder, name + ".yaml"), "w", encoding="utf-8") as handle:
                handle.write(common.dump(record, f"Ruby {data['version']} {entry['source']}"))
        print(f"drafts written to {folder}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
