"""Linux errno names and standard signals -> catalogue/linux.

Reads:
  * /usr/include/asm-generic/errno-base.h and /usr/include/asm-generic/errno.h (Debian package
    linux-libc-dev): every `#define E<NAME> <number>`; a `#define E<ALIAS> E<NAME>` line (EWOULDBLOCK,
    EDEADLOCK) becomes an alias on the record of the name it points at.
  * the running python3's `os.strerror(n)` (glibc's message table, package libc6) for the text that
    perror(3)/strerror(3) print.
  * the running python3's `signal` module (names of signals 1..31, SIGHUP..SIGSYS, plus alias names
    such as SIGIOT) and `signal.strsignal(n)` (glibc's signal descriptions, package libc6).

Record codes follow catalogue/README.md: the errno name (aliases "Errno <n>" and alias names) and the
signal name (aliases: the shell exit status 128+n and "signal <n>").

Run:  python3 catalogue/importers/linux_errno.py                  # report codes without a record
      python3 catalogue/importers/linux_errno.py --drafts /tmp/d  # write drafts to /tmp/d/linux/
Nothing is fetched from the network.
"""
import os
import re
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HEADERS = ["/usr/include/asm-generic/errno-base.h", "/usr/include/asm-generic/errno.h"]
DEFINE = re.compile(r"^#define\s+(E[A-Z0-9]+)\s+(\w+)")

# Message-only pattern weights. Texts worded so generally that other tools print them for their
# own reasons stay at 0.6 (and the importer's user may anchor them); texts that many tools print
# but that always mean this errno get 0.7; the rest are rare and specific (0.8).
GENERIC_TEXTS = {"Protocol error", "Bad message", "Operation canceled", "Timer expired",
                 "Invalid exchange", "Invalid slot", "Invalid request code", "No anode",
                 "Exchange full", "Too many users", "Package not installed", "Object is remote",
                 "Link has been severed", "Communication error on send", "Bad font file format",
                 "Out of streams resources", "Machine is not on the network"}
FREQUENT_TEXTS = {"Disk quota exceeded", "Network is down", "Host is down", "Remote I/O error",
                  "No buffer space available", "Software caused connection abort",
                  "Too many open files in system", "Structure needs cleaning",
                  "Block device required", "No medium found", "No locks available"}


# Default action "ignore" (signal(7)): and "stop".
IGNORED_SIGNALS = {int(signal.SIGCHLD), int(signal.SIGCONT), int(signal.SIGURG),
                   int(signal.SIGWINCH)}
STOP_SIGNALS = {int(signal.SIGSTOP), int(signal.SIGTSTP), int(signal.SIGTTIN),
                int(signal.SIGTTOU)}
EXIT_STATUS = r"(?i)(?:exit(?:ed)?(?: with)?|status)(?: code| status)?:? {}\b"


def read_errnos():
    """[(name, number, [alias names])] in header order."""
    numbers, aliases, order = {}, {}, []
    for header in HEADERS:
        with open(header, encoding="utf-8") as handle:
            for line in handle:
                match = DEFINE.match(line)
                if not match:
                    continue
                name, value = match.groups()
                if value.isdigit():
                    numbers[name] = int(value)
                    order.append(name)
                else:
                    aliases.setdefault(value, []).append(name)
    return [(name, numbers[name], aliases.get(name, [])) for name in order]


def errno_entries():
    for name, number, alias_names in read_errnos():
        text = os.strerror(number)
        codes = [name] + alias_names + [f"Errno {number}"]
        names = "|".join(rf"\b{n}\b" for n in [name] + alias_names)
        text_weight = 0.6 if text in GENERIC_TEXTS else 0.7 if text in FREQUENT_TEXTS else 0.8
        patterns = [
            (rf"\[Errno {number}\] {common.re2_escape(text)}", 0.85),
            (common.re2_escape(text), text_weight),
            (names, 0.7),
        ]
        record = common.draft(name, text, "{context}: " + text, patterns,
                              aliases=alias_names + [f"Errno {number}"],
                              extra={"platforms": ["linux"]})
        yield codes, common.slugify(text), record


def signal_entries():
    alias_names = {}
    for attr in dir(signal):
        if not attr.startswith("SIG") or attr.startswith("SIG_"):
            continue
        value = getattr(signal, attr)
        if isinstance(value, int) and 1 <= int(value) <= 31:
            canonical = signal.Signals(int(value)).name
            if attr != canonical:
                alias_names.setdefault(canonical, []).append(attr)
    for sig in sorted(signal.Signals, key=int):
        number = int(sig)
        if not 1 <= number <= 31:      # standard signals only, SIGHUP..SIGSYS
            continue
        text = signal.strsignal(sig)
        status = 128 + number
        aliases = [str(status), f"signal {number}"] + sorted(alias_names.get(sig.name, []))
        codes = [sig.name] + aliases
        names = "|".join(rf"\b{n}\b" for n in [sig.name] + sorted(alias_names.get(sig.name, [])))
        text_re = common.re2_escape(text)
        if number in IGNORED_SIGNALS:
            # ignored by default: nothing ends, the shell prints no job line or exit status
            patterns = [(names, 0.8)]
        elif number in STOP_SIGNALS:
            # an interactive shell's job line: "[1]+  Stopped (tty input)     cmd"
            weight = 0.7 if text == "Stopped" else 0.8
            patterns = [(rf"\[\d+\][+-]?\s+{text_re}\s+\S", weight), (names, 0.8),
                        (EXIT_STATUS.format(status), 0.6)]
        else:
            # bash's job line: "bash: line 1: 25322 CPU time limit exceeded sleep 5"; long
            # texts can run straight into the command ("File size limit exceededsleep 5"). A
            # " (core dumped)" after the text needs no part of its own: the space before it ends the
            # match, and an optional group before the end costs Vectorscan's start tracking over ten
            # times as much per byte (bench/RESULTS.md, session 11).
            tail = "" if len(text) >= 12 else r"(?:\s|$)"
            patterns = [(rf"\d+ {text_re}{tail}", 0.75), (names, 0.8),
                        (EXIT_STATUS.format(status), 0.65)]
        message = None if number in IGNORED_SIGNALS else f"exit status {status}"
        record = common.draft(sig.name, f"{text} ({sig.name}, exit {status})", message, patterns, aliases=aliases,
                              extra={"platforms": ["linux"]})
        yield codes, common.slugify(f"{text} {sig.name}"), record


def entries():
    yield from errno_entries()
    yield from signal_entries()


if __name__ == "__main__":
    sys.exit(common.run("linux", "linux-libc-dev asm-generic/errno*.h, glibc strerror/strsignal "
                        "via python3", entries()))
