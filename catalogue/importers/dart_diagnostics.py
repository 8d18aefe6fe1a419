#!/usr/bin/env python3
"""Importer for catalogue/dart: the diagnostics of the Dart analyzer and of the Dart compiler (CFE).

Two registries print the compile errors Dart and Flutter users paste:
  - the analyzer (`dart analyze`, `flutter analyze`, the IDE's squiggles) names each diagnostic by a
    lower snake-case code at the end of its line (`error - lib/main.dart:3:3 - Undefined name 'x'.
    ... - undefined_identifier`); its table is pkg/analyzer/messages.yaml, a map of error classes
    (CompileTimeErrorCode, StaticWarningCode, WarningCode, HintCode, ParserErrorCode, ...) to codes,
    each with a `problemMessage` template ({0}, {1}, ... or #name for its arguments);
  - the common front end (`dart run`, `dart compile`, `flutter run`, `flutter build`) prints
    `lib/main.dart:3:3: Error: <message>` without a code; its table is pkg/front_end/messages.yaml,
    a map of message names (MethodNotFound, TypeNotFound, ...) to a `problemMessage` template
    (#name, #type, ... for its arguments) and, for many, the analyzer code it corresponds to.
A diagnostic counts as covered when a record of catalogue/dart has its analyzer
code (upper or lower case) as its code or among its aliases; a CFE message without an analyzer code
counts as covered when a record's pattern matches its template.

Reads: both files of the Dart SDK repository (github:dart-lang/sdk); no Debian package holds them.
The facts (code, class, severity, template; CFE name, template, analyzer code) are kept in
data/dart_diagnostics.json with the repository, paths and commits; --refresh --src DIR regenerates
it from a checkout (DIR is the SDK's root; pass --commit HASH to record which). A table whose file
is not under DIR keeps its stored facts, so each table can be refreshed from a copy of its one file
at its own commit. The stored facts are a selection (the compile errors and analysis-options codes
Dart and Flutter users meet most): a refresh keeps the selected entries, read anew, and prints how
many lie outside it; --whole takes both whole tables. Nothing is fetched
from the network. Deprecated/removed codes and internal problems are left out.

Run:  python3 catalogue/importers/dart_diagnostics.py [--refresh --src DIR [--commit HASH] [--whole]]
                                                      [--cfe] [--drafts DIR]
      --cfe also lists the CFE messages that have no analyzer code.
Exit status 1 while any listed diagnostic lacks a record (see common.run).
"""
import json
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "dart_diagnostics.json")
ANALYZER = "pkg/analyzer/messages.yaml"
CFE = "pkg/front_end/messages.yaml"
# The severity the analyzer gives each class's diagnostics (ErrorType of the class).
SEVERITY = {"CompileTimeErrorCode": "error", "ParserErrorCode": "error", "ScannerErrorCode": "error",
            "SyntacticErrorCode": "error", "StaticWarningCode": "warning", "WarningCode": "warning",
            "StaticTypeWarningCode": "error", "HintCode": "info", "FfiCode": "error",
            "PubspecWarningCode": "warning", "AnalysisOptionsErrorCode": "error",
            "AnalysisOptionsWarningCode": "warning", "AnalysisOptionsHintCode": "info",
            "ManifestWarningCode": "warning", "TodoCode": "info"}
PLACEHOLDER = r"\{\d+\}|#\w+(?:%\d*\.?\d*)?"


def text_of(message):
    """A template's one-line form (a list or a block scalar joined at its line breaks)."""
    if isinstance(message, list):
        message = " ".join(message)
    return " ".join(str(message).split())


def analyzer_entries(doc):
    for klass, codes in doc.items():
        if not isinstance(codes, dict):
            continue
        for name, entry in codes.items():
            if not isinstance(entry, dict) or "problemMessage" not in entry:
                continue
            if entry.get("removedIn") or entry.get("deprecatedMessage") or name.startswith("InternalProblem"):
                continue
            code = (entry.get("sharedName") or name).lower()
            yield {"code": code, "name": name, "class": klass,
                   "severity": SEVERITY.get(klass, entry.get("type", "error")).lower(),
                   "message": text_of(entry["problemMessage"])}


def cfe_entries(doc):
    for name, entry in doc.items():
        if not isinstance(entry, dict):
            continue
        message = entry.get("problemMessage", entry.get("template"))
        if message is None or name.startswith(("InternalProblem", "internalProblem")):
            continue
        codes = entry.get("analyzerCode") or entry.get("pseudoSharedCode") or []
        codes = codes if isinstance(codes, list) else [codes]
        yield {"name": name, "message": text_of(message),
               "severity": str(entry.get("severity", "ERROR")).lower(),
               "analyzer_codes": [c.split(".")[-1].lower() for c in codes]}


WHOLE_TABLES = "the whole of both tables"


def refresh(src, commit, whole):
    """Both tables read anew from the checkout `src` (at `commit`). A table whose file is not under
    `src` keeps its stored entries and commit (the two tables may be read at two commits, each from a
    copy holding its file). Where the stored file holds a selection, a refresh keeps it (the entries
    of the names selected, as the file now has them) unless --whole is given."""
    old = {}
    if os.path.exists(DATA):
        with open(DATA, encoding="utf-8") as handle:
            old = json.load(handle)
    keep = not whole and old.get("selection", WHOLE_TABLES) != WHOLE_TABLES
    tables = {}
    for key, path, rows, parse in (("analyzer", ANALYZER, "codes", analyzer_entries),
                                   ("cfe", CFE, "messages", cfe_entries)):
        full = os.path.join(src, path)
        if not os.path.exists(full) and key in old:
            print(f"{path} not under {src}: {key} table kept at {old[key]['commit'][:12]}")
            tables[key] = old[key]
            continue
        with open(full, encoding="utf-8") as handle:
            entries_now = list(parse(yaml.safe_load(handle)))
        if keep:
            entries_now = common.keep_selection(key, old[key][rows], entries_now,
                                                key=lambda e: (e.get("class"), e["name"]))
        tables[key] = {"path": path, "commit": commit or "unknown", rows: entries_now}
    return {"repository": "github:dart-lang/sdk", "commit": tables["analyzer"]["commit"],
            "selection": old["selection"] if keep else WHOLE_TABLES,
            "analyzer": tables["analyzer"], "cfe": tables["cfe"]}


def pattern(message):
    regex = common.template_regex(message, placeholder=PLACEHOLDER)
    return regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":").replace("\\,", ",")


def covered_by_pattern(message):
    """Whether a record of dart or flutter already matches a CFE template (its placeholders as x)."""
    sample = re.sub(PLACEHOLDER, "x", message)
    for category in ("dart", "flutter"):
        folder = os.path.join(common.CATALOGUE, category)
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            if not name.endswith(".yaml"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                record = yaml.safe_load(handle) or {}
            for item in record.get("patterns") or []:
                try:
                    if re.search(item["regex"], sample):
                        return True
                except re.error:
                    continue
    return False


def entries(data, with_cfe):
    by_code = {}
    for entry in data["cfe"]["messages"]:
        for code in entry["analyzer_codes"]:
            by_code.setdefault(code, []).append(entry)
    grouped = {}
    for entry in data["analyzer"]["codes"]:
        grouped.setdefault(entry["code"], []).append(entry)
    for code, group in grouped.items():
        first = group[0]
        templates = [e["message"] for e in group] + [c["message"] for c in by_code.get(code, [])]
        patterns = []
        for message in dict.fromkeys(templates):
            patterns.append((pattern(message), 0.9))
        patterns.append((rf"\b{code}\b", 0.8))
        aliases = [code.upper()] + [f"{e['class']}.{e['name']}" for e in group]
        record = common.draft(code, common.PROSE_TODO, first["message"], patterns,
                              aliases=aliases, languages=["dart"])
        yield [code, code.upper()], common.slugify(code.replace("_", " ")), record
    if not with_cfe:
        return
    for entry in data["cfe"]["messages"]:
        if entry["analyzer_codes"] or covered_by_pattern(entry["message"]):
            continue
        record = common.draft(entry["name"], common.PROSE_TODO, entry["message"],
                              [(pattern(entry["message"]), 0.9)], languages=["dart"])
        yield [entry["name"]], common.slugify(entry["name"]), record


def main():
    with_cfe = take_option("--cfe", flag=True)
    data = common.registry_data(DATA, refresh, "<dart-lang/sdk checkout>", selective=True)
    return common.run("dart", f"Dart analyzer and CFE diagnostics ({data['repository']} {ANALYZER}, "
                      f"{CFE} at {data['commit'][:12]})", entries(data, with_cfe))


if __name__ == "__main__":
    sys.exit(main())
