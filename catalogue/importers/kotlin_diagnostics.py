#!/usr/bin/env python3
"""Importer for catalogue/kotlin: the Kotlin compiler's diagnostics (UNRESOLVED_REFERENCE, ...).

kotlinc prints a diagnostic as `e: File.kt: (3, 5): Unresolved reference: x` (1.3 to 1.6) or
`e: file:///src/File.kt:3:5 Unresolved reference: x` (1.7 and later); IDEs and Gradle show the
diagnostic's name beside it in some views. Our records keep their own KOTLIN_* codes and list the
compiler's name among their `aliases`; a diagnostic counts as covered when some record of
catalogue/kotlin has it as code or alias.

Reads (with --refresh only): the compiled classes of Debian 12's kotlin 1.3.31 package, through
`javap` (openjdk): `Errors` and `ErrorsJvm` (each diagnostic's name and severity, from the static
initialiser: the Severity loaded before each factory is stored), `DefaultErrorMessages` and
`DefaultErrorMessagesJvm` (each name's English template: the string loaded after the factory).
Templates are java.text.MessageFormat: `{0}` is a value, `''` a quote. Kotlin 2's compiler (K2)
words some messages differently (`Unresolved reference 'x'.`): records carry both wordings.
The facts (name, severity, template, class, version) are kept in data/kotlin_diagnostics.json;
without --refresh only that file is read, so the output is the same from any checkout.

Run:  python3 catalogue/importers/kotlin_diagnostics.py [--refresh] [--frontend JAR]
          [--frontend-java JAR] [--severity ERROR|WARNING] [--drafts DIR]
Exit status 1 while any diagnostic lacks a record (see common.run).
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "kotlin_diagnostics.json")
VERSION = "1.3.31"
# (jar option, errors class, messages class)
CLASSES = (
    ("frontend", "org/jetbrains/kotlin/diagnostics/Errors",
     "org/jetbrains/kotlin/diagnostics/rendering/DefaultErrorMessages"),
    ("frontend_java", "org/jetbrains/kotlin/resolve/jvm/diagnostics/ErrorsJvm",
     "org/jetbrains/kotlin/resolve/jvm/diagnostics/DefaultErrorMessagesJvm"),
)
FIELD = re.compile(r"// Field (?:[\w/$]+\.)?(\w+):L")
STRING = re.compile(r"// String (.*)$")


def javap(jar, cls, work):
    """The bytecode listing of one class of a jar, with its string constants."""
    with zipfile.ZipFile(jar) as archive:
        archive.extract(cls + ".class", work)
    return subprocess.run(["javap", "-c", "-p", "-constants", "-cp", work, cls.replace("/", ".")],
                          capture_output=True, text=True, check=True).stdout


def severities(listing):
    """name -> ERROR / WARNING / INFO: the Severity loaded last before each factory is stored."""
    out, current = {}, None
    for line in listing.splitlines():
        if "Severity." in line and "getstatic" in line:
            current = re.search(r"Severity\.(\w+):", line).group(1)
        elif "putstatic" in line and current:
            m = FIELD.search(line)
            if m:
                out[m.group(1)] = current
    return out


def templates(listing, errors_class):
    """name -> template: the first string constant loaded after each factory of the errors class."""
    owner = errors_class.split("/")[-1]
    out, pending = {}, None
    for line in listing.splitlines():
        if "getstatic" in line and f"/{owner}." in line:
            m = FIELD.search(line)
            pending = m.group(1) if m else None
        elif pending and ("ldc" in line) and "// String" in line:
            text = STRING.search(line).group(1)
            out.setdefault(pending, text.replace("\\'", "'").replace("\\n", "\n").replace('\\"', '"'))
            pending = None
    return out


def refresh(jars):
    entries = []
    with tempfile.TemporaryDirectory() as work:
        for option, errors_class, messages_class in CLASSES:
            severity = severities(javap(jars[option], errors_class, work))
            for name, template in templates(javap(jars[option], messages_class, work), errors_class).items():
                entries.append({"name": name, "severity": severity.get(name, "ERROR"), "template": template,
                                "class": errors_class.split("/")[-1]})
    data = {"source": "kotlin " + VERSION + " (Debian 12 package kotlin), classes " +
                      ", ".join(c.split("/")[-1] for _, e, m in CLASSES for c in (e, m)),
            "version": VERSION, "diagnostics": entries}
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def message_format_text(template):
    """What kotlinc prints for the template, with {0}, {1}, ... left as placeholders."""
    return template.replace("''", "'")


def entries(data, only_severity):
    for entry in data["diagnostics"]:
        if only_severity and entry["severity"] != only_severity:
            continue
        name = entry["name"]
        text = message_format_text(entry["template"])
        regex = common.template_regex(text, placeholder=r"\{\d+\}")
        slug = common.slugify(re.sub(r"\{\d+\}", " ", text)) or common.slugify(name.replace("_", " "))
        record = common.draft("KOTLIN_" + name, common.PROSE_TODO, re.sub(r"\{\d+\}", "{value}", text),
                              [(r"(?:^|\s)[ew]: \S+\.kts?(?::\d+:\d+|: \(\d+, \d+\):) " + regex, 0.9)],
                              aliases=[name], languages=["kotlin"])
        yield [name, "KOTLIN_" + name], slug, record


def main():
    jars = {"frontend": common.take_option("--frontend", f"/usr/share/java/kotlin-frontend-{VERSION}.jar"),
            "frontend_java": common.take_option("--frontend-java",
                                                f"/usr/share/java/kotlin-frontend.java-{VERSION}.jar")}
    only = common.take_option("--severity")
    if common.take_option("--refresh", flag=True):
        data = refresh(jars)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    label = f" {only}" if only else ""
    return common.run("kotlin", f"Kotlin compiler{label} diagnostics ({data['source']})", entries(data, only))


if __name__ == "__main__":
    sys.exit(main())
