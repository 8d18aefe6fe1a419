#!/usr/bin/env python3
"""Importer for catalogue/java: javac's diagnostics (cannot find symbol, incompatible types, ...).

javac prints no codes, but every diagnostic has a key in its resource bundle
`com.sun.tools.javac.resources.compiler` (module jdk.compiler): `compiler.err.cant.resolve.location`,
`compiler.warn.has.been.deprecated`, ... (`javac --diags=...`, `-XDrawDiagnostics` and IDEs print
them). Our records keep their own JAVAC_* codes and list the keys among their `aliases`.

A key counts as covered when a record of catalogue/java lists it as code or alias, or when one of
the records' patterns matches the key's English text with its arguments filled in, as javac prints
it (`File.java:1: error: ...`, `warning: ...`, `Note: ...`).

Reads: the bundle class of the JDK on this machine (Debian package openjdk-17-jdk-headless), through
a small Java program the importer compiles and runs with
`--add-exports jdk.compiler/com.sun.tools.javac.resources=ALL-UNNAMED`. Nothing is fetched.
Kept: every `compiler.err.*` key and the warnings and notes people meet (WARNINGS below), with the
English template ({0} placeholders, MessageFormat quoting: '' is one quote) and the JDK version, in
data/javac_diagnostics.json; --refresh regenerates that file from the JDK and nothing else.

Run:  python3 catalogue/importers/javac_diagnostics.py [--refresh] [--java-home DIR] [--drafts DIR]
Exit status 1 while any key lacks a record (see common.run).
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
DATA = os.path.join(HERE, "data", "javac_diagnostics.json")
BUNDLE = "com.sun.tools.javac.resources.compiler"
EXPORT = "jdk.compiler/com.sun.tools.javac.resources=ALL-UNNAMED"

# Warnings and notes people meet and paste (build logs, Stack Overflow, issue threads); the rest
# of compiler.warn.* are lint details or JDK-internal corner cases.
WARNINGS = (
    "compiler.note.unchecked.filename", "compiler.note.unchecked.plural",
    "compiler.note.unchecked.recompile", "compiler.note.deprecated.filename",
    "compiler.note.deprecated.plural", "compiler.note.deprecated.recompile",
    "compiler.note.removal.filename", "compiler.note.removal.plural",
    "compiler.note.preview.filename", "compiler.note.preview.plural",
    "compiler.warn.unchecked.assign", "compiler.warn.unchecked.call.mbr.of.raw.type",
    "compiler.warn.unchecked.cast.to.type", "compiler.warn.unchecked.meth.invocation.applied",
    "compiler.warn.unchecked.generic.array.creation",
    "compiler.warn.unchecked.varargs.non.reifiable.type",
    "compiler.warn.varargs.unsafe.use.varargs.param", "compiler.warn.prob.found.req",
    "compiler.warn.raw.class.use", "compiler.warn.has.been.deprecated",
    "compiler.warn.has.been.deprecated.for.removal", "compiler.warn.option.obsolete.source",
    "compiler.warn.option.obsolete.target", "compiler.warn.option.obsolete.suppression",
    "compiler.warn.source.no.bootclasspath", "compiler.warn.source.no.system.modules.path",
    "compiler.warn.source.target.conflict", "compiler.warn.target.default.source.conflict",
    "compiler.warn.big.major.version", "compiler.warn.sun.proprietary",
    "compiler.warn.illegal.char.for.encoding", "compiler.warn.missing.SVUID",
    "compiler.warn.possible.fall-through.into.case", "compiler.warn.redundant.cast",
    "compiler.warn.proc.annotations.without.processors",
    "compiler.warn.proc.processor.incompatible.source.version",
    "compiler.warn.proc.unmatched.processor.options", "compiler.warn.proc.messager",
    "compiler.warn.path.element.not.found", "compiler.warn.dir.path.element.not.found",
    "compiler.warn.package.empty.or.not.found", "compiler.warn.module.not.found",
    "compiler.warn.div.zero", "compiler.warn.empty.if", "compiler.warn.strictfp",
    "compiler.warn.underscore.as.identifier", "compiler.warn.self.ref",
    "compiler.warn.override.equals.but.not.hashcode", "compiler.warn.unreachable.catch",
    "compiler.warn.try.resource.not.referenced", "compiler.warn.finally.cannot.complete",
)

DUMP = r"""
import java.util.*;
public class DumpJavac {
    public static void main(String[] a) throws Exception {
        ResourceBundle b = (ResourceBundle) Class.forName("%s").getDeclaredConstructor().newInstance();
        List<String> keys = new ArrayList<>(b.keySet());
        Collections.sort(keys);
        for (String k : keys) {
            Object v = b.getObject(k);
            if (v instanceof String)
                System.out.println(k + "\t" + ((String) v).replace("\\", "\\\\").replace("\n", "\\n"));
        }
        System.err.println(System.getProperty("java.runtime.version"));
    }
}
""" % BUNDLE


def refresh(java_home):
    javac = os.path.join(java_home, "bin", "javac") if java_home else "javac"
    java = os.path.join(java_home, "bin", "java") if java_home else "java"
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(work, "DumpJavac.java"), "w", encoding="utf-8") as handle:
            handle.write(DUMP)
        subprocess.run([javac, "--add-exports", EXPORT, "-d", work,
                        os.path.join(work, "DumpJavac.java")], check=True)
        proc = subprocess.run([java, "--add-exports", EXPORT, "-cp", work, "DumpJavac"],
                              capture_output=True, text=True, check=True)
    version = proc.stderr.strip().splitlines()[-1]
    keys = []
    for line in proc.stdout.splitlines():
        key, _, text = line.partition("\t")
        if not (key.startswith("compiler.err.") or key in WARNINGS):
            continue
        text = text.replace("\\n", "\n").replace("\\\\", "\\")
        keys.append({"key": key, "message": text})
    data = {"source": f"resource bundle {BUNDLE} (module jdk.compiler)",
            "version": "JDK " + version, "package": "openjdk-17-jdk-headless (Debian 12)",
            "kept": "compiler.err.* and the warnings and notes listed in WARNINGS", "keys": keys}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def split_args(template):
    """The template as a list of literal strings and ('arg', n) parts; {n,choice,...} included."""
    parts, i, buf = [], 0, ""
    while i < len(template):
        c = template[i]
        if c == "'" and template[i + 1:i + 2] == "'":
            buf += "'"
            i += 2
            continue
        if c == "{":
            depth, j = 0, i
            while j < len(template):
                depth += template[j] == "{"
                depth -= template[j] == "}"
                if depth == 0:
                    break
                j += 1
            m = re.match(r"\{(\d+)", template[i:])
            if m:
                parts.append(buf)
                parts.append(("arg", int(m.group(1))))
                buf = ""
                i = j + 1
                continue
        buf += c
        i += 1
    parts.append(buf)
    return parts


def filled(template, value="Sample", first=None):
    """The text as javac prints it, every argument replaced by a plain name ({0} by `first`)."""
    first = value if first is None else first
    return "".join((first if p[1] == 0 else value) if isinstance(p, tuple) else p
                   for p in split_args(template))


# javac's first argument is often a kind name or a token; try these for it.
FIRST_ARGS = ("Sample", "method", "variable", "class", "';'", "int")


def prefix(key):
    if key.startswith("compiler.err."):
        return "Main.java:3: error: "
    if key.startswith("compiler.warn."):
        return "Main.java:3: warning: "
    return "Note: "


def catalogue_patterns():
    """(record code, compiled pattern) for every record of catalogue/java, in Python's re."""
    import yaml
    folder = os.path.join(common.CATALOGUE, "java")
    out = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            record = yaml.safe_load(handle) or {}
        for pattern in record.get("patterns") or []:
            try:
                out.append((str(record["code"]), re.compile(pattern["regex"], re.M)))
            except re.error:
                pass
    return out


def code_for(key):
    return "JAVAC_" + re.sub(r"[^A-Za-z0-9]+", "_", key.split(".", 2)[2]).upper()


def entries(data):
    patterns = catalogue_patterns()
    slugs = set()
    for entry in data["keys"]:
        key, message = entry["key"], entry["message"]
        texts = [prefix(key) + filled(message, first=f) for f in FIRST_ARGS]
        codes = [key, code_for(key)]
        for code, regex in patterns:
            if any(regex.search(text) for text in texts):
                codes.append(code)
                break
        first = message.split("\n")[0]
        regex = "".join(".+?" if isinstance(p, tuple) else common.re2_escape(p)
                        for p in split_args(first))
        if regex.endswith(".+?"):
            regex = regex[:-3] + r"\S"
        kind = prefix(key).split(": ")[-2].split(" ")[-1] if key.startswith("compiler.err") or \
            key.startswith("compiler.warn") else None
        lead = rf"\.java:\d+: {kind}: " if kind else r"Note: (?:\S+\.java )?"
        record = common.draft(code_for(key), common.PROSE_TODO,
                              ("{file}:{line}: " + kind + ": " if kind else "Note: ") +
                              filled(first, "{name}"),
                              [(lead + regex, 0.9)], aliases=[key], languages=["java"])
        slug = common.slugify("javac " + filled(first, " "))
        if slug in slugs:
            slug = common.slugify("javac " + key.split(".", 2)[2])
        slugs.add(slug)
        yield codes, slug, record


def main():
    java_home = common.take_option("--java-home")
    if common.take_option("--refresh", flag=True):
        data = refresh(java_home)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    return common.run("java", f"javac diagnostics ({data['version']}, {data['source']})",
                      entries(data))


if __name__ == "__main__":
    sys.exit(main())
