#!/usr/bin/env python3
"""PostgreSQL SQLSTATE codes -> catalogue/postgresql.

Reads every `#define ERRCODE_<NAME> MAKE_SQLSTATE('2','3','5','0','5')` line of PostgreSQL's
own header utils/errcodes.h, which Debian ships in the package postgresql-server-dev-15:

    /usr/include/postgresql/15/server/utils/errcodes.h

When the server package postgresql-15 is installed too, its data file
/usr/share/postgresql/15/errcodes.txt (the file errcodes.h is generated from) supplies the
condition names that PL/pgSQL and the documentation use (unique_violation); without it the
condition name is derived from the ERRCODE_ name. The record's code is the five-character
SQLSTATE; the condition name and the psycopg class name (UniqueViolation) are aliases.

A SQLSTATE with two ERRCODE_ names (22008, 2202E, 26000, 34000, 3D000, 3F000) is one code and
one record; the first name in the header is the main one, the second is an alias.

Run from the repository root:

    python3 catalogue/importers/postgresql_sqlstate.py            # report codes without a record
    python3 catalogue/importers/postgresql_sqlstate.py --drafts /tmp/drafts   # write drafts

It reads local files only and never touches the network. Set PG_ERRCODES_H / PG_ERRCODES_TXT
to read another PostgreSQL version's files.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

CATEGORY = "postgresql"
HEADER = os.environ.get("PG_ERRCODES_H", "/usr/include/postgresql/15/server/utils/errcodes.h")
TXT = os.environ.get("PG_ERRCODES_TXT", "/usr/share/postgresql/15/errcodes.txt")

DEFINE = re.compile(
    r"^#define\s+ERRCODE_(\w+)\s+MAKE_SQLSTATE\('(.)',\s*'(.)',\s*'(.)',\s*'(.)',\s*'(.)'\)")

# Codes MySQL and MariaDB print as well (ERROR 1062 (23000), SQLSTATE[42000]); a bare
# SQLSTATE of these says little about PostgreSQL, so its pattern weighs less.
SHARED_WITH_MYSQL = {"01000", "02000", "22000", "23000", "25000", "40000", "42000", "44000",
                     "0A000", "08004", "08007", "22004", "22007", "22012", "22023", "22025",
                     "24000", "25001", "25006", "34000", "3D000", "3F000", "40001", "42000"}


def read_header(path):
    """(sqlstate, [ERRCODE names without prefix]) in header order."""
    order, names = [], {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = DEFINE.match(line)
            if not match:
                continue
            name, code = match.group(1), "".join(match.group(2, 3, 4, 5, 6))
            if code not in names:
                order.append(code)
                names[code] = []
            names[code].append(name)
    return [(code, names[code]) for code in order]


def read_condition_names(path):
    """ERRCODE name (without prefix) -> condition name, from errcodes.txt when present."""
    conditions = {}
    if not os.path.exists(path):
        return conditions
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.split()
            if len(fields) == 4 and re.fullmatch(r"[0-9A-Z]{5}", fields[0]) \
                    and fields[2].startswith("ERRCODE_"):
                conditions[fields[2][len("ERRCODE_"):]] = fields[3]
    return conditions


def camel(condition):
    """psycopg's exception class name for a condition name: unique_violation -> UniqueViolation."""
    return "".join(part.capitalize() for part in condition.split("_"))


def code_patterns(code):
    shared = code in SHARED_WITH_MYSQL
    return [
        # psql with \set VERBOSITY verbose, and server logs with log_error_verbosity = verbose
        (rf"\b(?:ERROR|FATAL|PANIC|WARNING|NOTICE):\s+{code}:", 0.9),
        # SQLSTATE[23505], SQLSTATE 23505, sqlstate=23505, ERROR: 23505, node-postgres code: '23505'
        (rf"(?i)(?:sqlstate\W{{0,3}}|\berror:\s+|\bcode\W{{1,3}}){code}\b", 0.5 if shared else 0.85),
    ]


def is_error(code):
    """Classes 00 (success) and 01 (warning) are not errors; psycopg has no class for them."""
    return not code.startswith(("00", "01"))


def entries():
    conditions = read_condition_names(TXT)
    registry = []
    for code, names in read_header(HEADER):
        # the main name is the first one errcodes.txt gives a condition name (2202E is
        # ARRAY_SUBSCRIPT_ERROR, array_subscript_error; ARRAY_ELEMENT_ERROR is its old alias)
        names = sorted(names, key=lambda n: 0 if n in conditions else 1)
        registry.append((code, names, conditions.get(names[0], names[0].lower())))
    # condition names used by more than one SQLSTATE (string_data_right_truncation is 01004
    # and 22001): psycopg suffixes the later error class with Ext, the slug takes the ERRCODE name
    users = {}
    for code, names, condition in registry:
        users.setdefault(condition, []).append(code)
    taken = {name[:-5] for name in os.listdir(os.path.join(common.CATALOGUE, CATEGORY))
             if name.endswith(".yaml")}
    for code, names, condition in registry:
        shared = len(users[condition]) > 1
        aliases = [] if shared else [condition]
        for extra in names[1:]:
            extra_condition = conditions.get(extra, extra.lower())
            if extra_condition not in aliases and extra_condition != condition:
                aliases.append(extra_condition)
        klass = None
        if is_error(code):
            klass = camel(condition)
            if [c for c in users[condition] if is_error(c)].index(code) > 0:
                klass += "Ext"
            if klass == "InternalError":
                klass = "InternalError_"   # psycopg keeps InternalError for the DB-API class
            aliases += [klass, f"psycopg2.errors.{klass}"]
        slug_source = condition
        if shared:
            slug_source = (names[0].lower().replace("s_r_e_", "sql_routine_")
                           .replace("e_r_i_e_", "external_routine_invocation_")
                           .replace("e_r_e_", "external_routine_"))
        slug = common.slugify(slug_source)
        if slug in taken:
            slug = f"{slug}-{code.lower()}"
        patterns = code_patterns(code)
        if klass:
            patterns.append((rf"\bpsycopg2?\.errors\.{klass}\b", 0.9))
        title = condition.replace("_", " ")
        record = common.draft(code, title, None, patterns, aliases=aliases, languages=["sql"])
        yield [code], slug, record


if __name__ == "__main__":
    if not os.path.exists(HEADER):
        sys.exit(f"{HEADER} not found: apt-get install postgresql-server-dev-15")
    sys.exit(common.run(CATEGORY, "PostgreSQL 15 utils/errcodes.h (postgresql-server-dev-15)",
                        entries()))
