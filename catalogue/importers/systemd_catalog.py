#!/usr/bin/env python3
"""Importer for catalogue/systemd: the journal's message catalogue (MESSAGE_ID -> Subject).

systemd logs its notable events with a MESSAGE_ID, and `journalctl -x` prints the catalogue's
Subject and explanation under them (`Subject: A start job for unit @UNIT@ has failed`,
`The unit @UNIT@ has entered the 'failed' state with result '@UNIT_RESULT@'.`). A MESSAGE_ID counts
as covered when a record of catalogue/systemd lists it among its aliases (lower-case hex, no dashes).

Reads: /usr/lib/systemd/catalog/systemd.catalog (Debian package systemd; `--src FILE` for another),
the English catalogue only. Entries that report normal operation (journal started, session
created, sleep entered, start-up complete, ...) are listed with --all only.
Nothing is fetched from the network; the catalogue is on this machine, so no data file is kept.

Run:  python3 catalogue/importers/systemd_catalog.py [--src FILE] [--all] [--drafts DIR]
Exit status 1 while any listed entry lacks a record (see common.run).
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import take_option  # noqa: E402

CATALOG = "/usr/lib/systemd/catalog/systemd.catalog"
# Subjects of entries that only report normal operation.
INFORMATIONAL = re.compile(
    r"has been started|has been stopped|Disk space used|new session|has been terminated|"
    r"new seat|has now been removed|^Time change|Time zone change|start-up is now complete|"
    r"sleep state|shutdown initiated|factory reset|has begun execution|finished successfully|"
    r"stop job .* has finished|reload job .* has finished|has been started$|^Unit succeeded|"
    r"Resources consumed|Initial clock synchronization|TPM PCR Extended|^Unit skipped")


def parse(text):
    """(message_id, subject, body) of every `-- ID` entry."""
    for block in re.split(r"(?m)^-- ", text)[1:]:
        head, _, rest = block.partition("\n")
        message_id = head.split()[0].lower()
        subject = ""
        body = []
        for line in rest.split("\n"):
            if line.startswith("Subject: "):
                subject = line[len("Subject: "):].strip()
            elif re.match(r"^(Defined-By|Support|Documentation):", line):
                continue
            else:
                body.append(line)
        yield message_id, subject, "\n".join(body).strip()


def version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "systemd"],
                             capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        out = ""
    return out or "unknown"


def entries(text, include_informational):
    for message_id, subject, _ in parse(text):
        if not include_informational and INFORMATIONAL.search(subject):
            continue
        template = re.sub(r"@([A-Z_]+)@", "{value}", subject)
        regex = common.template_regex(template, placeholder=r"\{value\}")
        regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":")
        record = common.draft("SYSTEMD_" + common.slugify(subject, 40).replace("-", "_").upper(),
                              common.PROSE_TODO, subject, [(regex, 0.8)],
                              aliases=[message_id], extra={"platforms": ["linux", "systemd"]})
        yield [message_id], common.slugify(subject), record


def main():
    src = take_option("--src", CATALOG)
    include_informational = take_option("--all", flag=True)
    with open(src, encoding="utf-8") as handle:
        text = handle.read()
    return common.run("systemd", f"systemd journal catalogue ({src}, systemd {version()})",
                      entries(text, include_informational))


if __name__ == "__main__":
    sys.exit(main())
