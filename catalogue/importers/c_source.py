"""Reading message templates out of C sources: shared by the importers that read an interpreter's
own C code (php_messages.py, ruby_messages.py, cpython_messages.py).

A message is the format string passed to an error call: adjacent string literals, maybe with
printf macros between them (`"value " PRIsVALUE " is ..."`). These helpers split a call's
arguments, join its literals, undo C escapes, and turn printf conversions into placeholders
(`{d}` for integers, `{}` for anything else).
"""
import re

STRING = re.compile(r'\s*"((?:[^"\\\n]|\\.)*)"')
# printf conversions, with positional arguments (%1$s) and every length modifier.
PRINTF = re.compile(r"%(?:\d+\$)?(?:[-+ #0]*)(?:\d+|\*)?(?:\.(?:\d+|\*))?"
                    r"(?:hh|h|ll|l|z|t|j|L)?([a-zA-Z%])")
_DOUBLE_QUOTED = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_SINGLE_QUOTED = re.compile(r"'(?:[^'\\\n]|\\.)*'")


def c_unescape(text):
    return (text.replace('\\"', '"').replace("\\'", "'").replace("\\n", "\n")
            .replace("\\t", "\t").replace("\\\\", "\\"))


def printf_template(fmt, printf=PRINTF):
    """The format string with each conversion as a placeholder: `{d}` for an integer, `{}` else."""
    def sub(m):
        conv = m.group(1)
        if conv == "%":
            return "%"
        return "{d}" if conv in "diuxX" else "{}"
    return printf.sub(sub, fmt)


def split_args(text, pos):
    """The top-level arguments of a call from pos (after its opening parenthesis); None when the
    call does not close."""
    depth, i, start, args = 0, pos, pos, []
    while i < len(text):
        ch = text[i]
        if ch == '"' or ch == "'":
            m = (_DOUBLE_QUOTED if ch == '"' else _SINGLE_QUOTED).match(text, i)
            i = m.end() if m else i + 1
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                args.append(text[start:i])
                return args
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(text[start:i])
            start = i + 1
        i += 1
    return None


def skip_args(text, pos, count):
    """The position after `count` top-level comma-separated arguments from pos; None when the call
    closes first."""
    depth = 0
    i = pos
    while i < len(text) and count:
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                return None
            depth -= 1
        elif ch == '"':
            m = _DOUBLE_QUOTED.match(text, i)
            i = m.end() if m else i + 1
            continue
        elif ch == "," and depth == 0:
            count -= 1
        i += 1
    return i


def literal(arg, macro, macro_format):
    """The format string of one argument: string literals and printf macros (`macro` matches one;
    `macro_format(name)` is the conversion it stands for), nothing else; None otherwise."""
    pos, parts = 0, []
    arg = re.sub(r"/\*.*?\*/", " ", arg, flags=re.S)
    while pos < len(arg):
        s = STRING.match(arg, pos)
        if s:
            parts.append(s.group(1))
            pos = s.end()
            continue
        m = macro.match(arg, pos)
        if m:
            parts.append(macro_format(m.group(1)))
            pos = m.end()
            continue
        if arg[pos:].strip() == "":
            break
        return None
    return c_unescape("".join(parts)) if parts else None
