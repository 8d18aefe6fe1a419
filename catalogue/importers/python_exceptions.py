"""Python built-in exception classes -> catalogue/python.

Reads: the interpreter that runs this script: every class in `builtins` that subclasses
BaseException. Debian's python3 package (/usr/bin/python3, 3.11) and the python3 on PATH here
(CPython 3.11.7) give the same set; a newer Python may add classes (rerun with it to see).
Names bound to another class (EnvironmentError and IOError are OSError) become aliases on that
class's record. Warning classes are included only where people really meet them as a warning
line (`file.py:3: DeprecationWarning: ...`, by default or in pytest's warnings summary) or as an
error under -W error; the bare `Warning` base class and the warnings that stay hidden unless a
flag turns them on (ImportWarning, UnicodeWarning, BytesWarning, EncodingWarning) are left out.

Record codes follow catalogue/README.md: the exception class name. Several records may share a
class (TypeError variants); any record whose code is the class counts.

Run:  python3 catalogue/importers/python_exceptions.py                  # report classes without a record
      python3 catalogue/importers/python_exceptions.py --drafts /tmp/d  # write drafts to /tmp/d/python/
Nothing is fetched from the network.
"""
import builtins
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

SHOWN_WARNINGS = {"DeprecationWarning", "PendingDeprecationWarning", "FutureWarning",
                  "RuntimeWarning", "SyntaxWarning", "UserWarning", "ResourceWarning"}


def classes():
    """{class: [names bound to it in builtins]} for every built-in exception class."""
    found = {}
    for name in dir(builtins):
        obj = getattr(builtins, name)
        if isinstance(obj, type) and issubclass(obj, BaseException):
            found.setdefault(obj, []).append(name)
    return found


def entries():
    for cls, names in sorted(classes().items(), key=lambda item: item[0].__name__):
        name = cls.__name__
        if issubclass(cls, Warning) and name not in SHOWN_WARNINGS:
            continue
        aliases = sorted(n for n in names if n != name)
        if issubclass(cls, Warning):
            # warnings.showwarning: "{file}:{line}: DeprecationWarning: {message}"
            patterns = [(rf":\d+: {name}: .+", 0.85), (rf"\b{name}\b", 0.7)]
            message = f"{{file}}:{{line}}: {name}: {{message}}"
        elif issubclass(cls, OSError) and cls is not OSError:
            patterns = [(rf"\b{name}: \[(?:Errno|WinError) \d+\] .+", 0.9), (rf"\b{name}\b", 0.7)]
            message = f"{name}: [Errno {{errno}}] {{strerror}}"
        else:
            patterns = [(rf"\b{name}: .+", 0.85), (rf"(?m)^{name}$", 0.8), (rf"\b{name}\b", 0.65)]
            message = f"{name}: {{message}}"
        record = common.draft(name, name, message, patterns, aliases=aliases,
                              languages=["python"])
        yield [name] + aliases, common.slugify(common_slug(name)), record


def common_slug(name):
    """CamelCase class name -> words: BlockingIOError -> Blocking IO Error."""
    return " ".join(re.findall(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z][a-z]*|[a-z0-9]+", name))


if __name__ == "__main__":
    sys.exit(common.run("python", f"python{sys.version_info[0]}.{sys.version_info[1]} builtins "
                        "introspection", entries()))
