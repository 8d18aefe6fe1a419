#!/usr/bin/env python3
"""MariaDB server errors: compare the server's error registry with catalogue/mysql.

Reads, all on this machine:
  /usr/include/mariadb/mysqld_error.h      (Debian package libmariadb-dev)
      the error numbers and their ER_* names;
  /usr/share/mysql/english/errmsg.sys      (Debian package mariadb-server-core)
      the English message templates the server prints, in error-number order;
  /usr/share/mysql/errmsg-utf8.txt         (Debian package mariadb-server)
      the SQLSTATE of each error (errors without one are reported as HY000).

Scope: the server has about 1,200 errors, most of them internal (debug sync, NDB, RocksDB,
GTID bookkeeping, Boost geometry). This importer tracks the ones people meet in practice
(COMMON below: connection, access, syntax, schema, constraint, lock, replication, storage
engine, limits, character sets). Set MARIADB_ALL=1 to compare every error instead.

Run:
  python3 catalogue/importers/mariadb_errors.py                 # report codes without a record
  python3 catalogue/importers/mariadb_errors.py --drafts /tmp/d # write drafts to /tmp/d/mysql/
"""
import os
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HEADER = "/usr/include/mariadb/mysqld_error.h"
ERRMSG_SYS = "/usr/share/mysql/english/errmsg.sys"
ERRMSG_TXT = "/usr/share/mysql/errmsg-utf8.txt"

# The errors people meet in practice (the rest are internal or obsolete).
COMMON = """
1004 1005 1006 1007 1008 1010 1011 1016 1017 1021 1022 1025 1026 1030 1031 1032 1033 1034 1035
1036 1037 1038 1040 1041 1042 1043 1044 1045 1046 1047 1048 1049 1050 1051 1052 1053 1054 1055
1056 1057 1058 1059 1060 1061 1062 1063 1064 1065 1066 1067 1068 1069 1070 1071 1072 1073 1074
1075 1082 1090 1091 1093 1094 1095 1096 1099 1100 1102 1103 1104 1105 1109 1110 1111 1113 1114
1115 1116 1117 1118 1119 1121 1129 1130 1132 1133 1135 1136 1137 1138 1139 1140 1141 1142 1143
1145 1146 1147 1148 1149 1152 1153 1156 1157 1158 1159 1160 1161 1163 1164 1166 1167 1169 1170
1171 1173 1175 1176 1179 1180 1181 1184 1192 1193 1194 1195 1197 1198 1199 1200 1203 1205 1206
1207 1208 1210 1211 1213 1215 1216 1217 1218 1221 1222 1223 1226 1227 1228 1229 1230 1231 1232
1233 1234 1235 1236 1238 1239 1241 1242 1248 1250 1251 1253 1254 1255 1263 1264 1265 1267 1270
1271 1273 1280 1286 1288 1289 1290 1291 1292 1293 1295 1298 1300 1301 1304 1305 1317 1318 1327
1329 1336 1347 1348 1356 1359 1360 1362 1363 1364 1365 1366 1367 1369 1370 1381 1390 1396 1397
1398 1399 1400 1403 1406 1411 1415 1422 1424 1425 1426 1427 1439 1442 1443 1449 1451 1452 1456
1459 1461 1463 1470 1473 1486 1488 1492 1493 1499 1503 1505 1507 1508 1517 1524 1525 1526 1553
1564 1566 1567 1568 1582 1583 1584 1586 1590 1592 1593 1594 1595 1597 1598 1615 1621 1628 1629
1630 1637 1644 1677 1689 1690 1691 1698 1701 1705 1707 1709 1712 1713 1735 1737 1743 1744 1747
1761 1762 1792 1808 1812 1813 1814 1815 1817 1819 1820 1821 1822 1825 1826 1828 1829 1830 1831
1832 1833 1834 1836 1845 1846 1859 1862 1873 1874 1877 1901 1903 1904 1906 1907 1911 1912 1927
1945 1950 1959 1961 1965 1967 1969 1973 1974 1975 1977 1978 1979 3003 3015 3019 3058 4005 4025
4026 4035 4038 4042 4078 4079 4084 4091 4092 4099 4107 4108 4139 4145 4150 4151 4161 4182
"""

# printf conversions, including positional (%2$*1$s) and star widths (%-.*s).
SPEC = re.compile(r"%(%|(?:\d+\$)?[-`#0 +]*(?:\d+|\*(?:\d+\$)?)?"
                  r"(?:\.(?:\d+|\*(?:\d+\$)?))?(?:ll|l|z)?([sdiuMTcfgxX]))")
KIND = {"s": "name", "T": "name", "d": "num", "i": "num", "u": "num", "M": "errno"}


def header_names():
    """number -> ER_ name, from mysqld_error.h."""
    names = {}
    with open(HEADER, encoding="utf-8") as handle:
        for line in handle:
            m = re.match(r"#define ((?:ER|WARN)_\w+) (\d+)\s*$", line)
            if not m or re.match(r"ER_(ERROR_(FIRST|LAST)|UNUSED)", m.group(1)):
                continue
            number = int(m.group(2))
            # Prefer the ER_ name when a WARN_ name shares the number.
            if number not in names or names[number].startswith("WARN_"):
                names[number] = m.group(1)
    return names


def section_starts():
    """The first error number of each section, from the header's ER_ERROR_FIRST* macros."""
    starts = []
    with open(HEADER, encoding="utf-8") as handle:
        for line in handle:
            m = re.match(r"#define ER_ERROR_FIRST(?:_SECTION_\d+)? (\d+)\s*$", line)
            if m and int(m.group(1)) not in starts:
                starts.append(int(m.group(1)))
    return starts


def messages():
    """number -> English template, from errmsg.sys.

    Layout (format 2.5): a 32-byte header (magic FE FE 02 05, text length as uint32 at
    byte 6, message count as uint16 at 12, section count as uint16 at 14), one uint16
    message count per section, one uint16 length per message, then the NUL-terminated
    texts in error-number order.
    """
    with open(ERRMSG_SYS, "rb") as handle:
        data = handle.read()
    if data[:4] != b"\xfe\xfe\x02\x05":
        raise SystemExit(f"{ERRMSG_SYS}: unknown format {data[:4].hex()}")
    text_length = struct.unpack_from("<I", data, 6)[0]
    count = struct.unpack_from("<H", data, 12)[0]
    texts = data[len(data) - text_length:].split(b"\0")[:count]
    sizes, offset, total = [], 32, 0
    while total < count:
        size = struct.unpack_from("<H", data, offset)[0]
        sizes.append(size)
        total += size
        offset += 2
    # The file merges header sections that follow each other closely (1000 and 1900):
    # each file section starts at the first header section beyond the previous one's end.
    header_starts = section_starts()
    result, index, end, start = {}, 0, 0, -1
    for size in sizes:
        start = min(s for s in header_starts if s >= end and s > start)
        end = start + size
        for k in range(size):
            result[start + k] = texts[index].decode("utf-8")
            index += 1
    return result


def sqlstates():
    """ER_ name -> SQLSTATE, from errmsg-utf8.txt (first word after the name)."""
    states = {}
    with open(ERRMSG_TXT, encoding="utf-8") as handle:
        for line in handle:
            m = re.match(r"^((?:ER|WARN)_\w+)[ \t]*(\S*)", line)
            if m:
                states[m.group(1)] = m.group(2) or "HY000"
    return states


def to_template(printf):
    """printf-style text -> template with {placeholders}."""
    seen = {}

    def name_for(kind):
        seen[kind] = seen.get(kind, 0) + 1
        return kind

    parts, pos = [], 0
    for m in SPEC.finditer(printf):
        parts.append(printf[pos:m.start()])
        pos = m.end()
        if m.group(1) == "%":
            parts.append("%")
            continue
        name = name_for(KIND.get(m.group(2), "value"))
        token = "{%s#%d}" % (name, seen[name])
        parts.append(f"`{token}`" if "`" in m.group(1) else token)
    parts.append(printf[pos:])
    text = "".join(parts)
    # Number a placeholder only when its kind occurs more than once.
    for kind, n in seen.items():
        if n == 1:
            text = text.replace("{%s#1}" % kind, "{%s}" % kind)
        else:
            text = re.sub(r"\{%s#(\d+)\}" % kind, lambda m: "{%s%s}" % (kind, m.group(1)), text)
    return text


def template_regex(template):
    """Like common.template_regex, but escapes only what RE2 needs escaped."""
    parts = re.split(r"(\{[^}]*\})", template)
    out = [".+?" if re.fullmatch(r"\{[^}]*\}", p) else common.re2_escape(p) for p in parts]
    pattern = "".join(out)
    if pattern.endswith(".+?"):
        pattern = pattern[:-3] + ".+"
    return pattern


def literal_length(template):
    return len(re.sub(r"\{[^}]*\}", "", template).strip(" '`:.,()"))


def unique_slug(slug, number, used):
    """Templates that start alike give the same slug: the later code gets its number appended,
    and so does a code whose slug a record of another code already holds."""
    path = os.path.join(common.CATALOGUE, "mysql", slug + ".yaml")
    taken_by = used.get(slug)
    if taken_by is None and os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            m = re.search(r"^code: '?(\d+)'?$", handle.read(), re.M)
        taken_by = int(m.group(1)) if m else -1
    if taken_by is not None and taken_by != number:
        slug = f"{slug}-{number}"
    used.setdefault(slug, number)
    return slug


def entries():
    names = header_names()
    texts = messages()
    states = sqlstates()
    scope = None if os.environ.get("MARIADB_ALL") else {int(n) for n in COMMON.split()}
    used = {}
    for number in sorted(names):
        if scope is not None and number not in scope:
            continue
        name = names[number]
        printf = texts.get(number, "")
        template = to_template(printf) if printf else ""
        state = states.get(name, "HY000")
        printed = f"ERROR {number} \\({state}\\)"
        patterns = []
        if template:
            patterns.append((f"{printed}.*{template_regex(template)}", 0.95))
        patterns.append((printed, 0.9))
        if template and literal_length(template) >= 24:
            patterns.append((template_regex(template), 0.8))
        aliases = [name] + ([state] if state != "HY000" else [])
        message = f"ERROR {number} ({state}): {template}" if template else None
        slug = unique_slug(common.slugify(re.sub(r"\{[^}]*\}", " ", template) or name[3:],
                                          limit=50), number, used)
        record = common.draft(number, template or name, message, patterns,
                              aliases=aliases, languages=["sql"])
        yield [str(number), name], slug, record


if __name__ == "__main__":
    sys.exit(common.run("mysql", "MariaDB's mysqld_error.h and english/errmsg.sys",
                        entries()))
