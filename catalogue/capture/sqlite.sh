#!/usr/bin/env bash
# Capture SQLite errors from the sqlite3 shell, Python's sqlite3 module and a tiny C program.
# Debian packages: sqlite3 python3 gcc libsqlite3-dev
# Usage: bash catalogue/capture/sqlite.sh CASE   (no argument lists the cases)
# Every case works on database files in a temporary directory that is removed at the end.
set -u

CASES="no-such-table no-such-table-python no-such-column syntax-error table-already-exists
ambiguous-column values-count-mismatch no-such-function database-locked database-locked-python
unique-constraint unique-constraint-python not-null-constraint foreign-key-constraint
check-constraint trigger-abort trigger-abort-python readonly readonly-python cantopen
cantopen-python notadb corrupt full toobig mismatch locked-python ioerr range nomem
strict-datatype interrupted not-authorized too-many-variables transaction-within-transaction
ambiguous-column-python strict-datatype-python check-constraint-python range-bind-text corrupt-python full-python locked-python-drop-other mismatch-python
ioerr-python notadb-python foreign-key-delete-python interrupted-thread no-such-column-python not-authorized-attach not-null-constraint-python nomem-zeroblob toobig-python syntax-error-python table-already-exists-shell too-many-variables-insert transaction-within-transaction-python"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1
PY=/usr/bin/python3

W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W" || exit 1

# shop: a small database app.db
shop() {
  sqlite3 app.db "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total REAL CHECK (total >= 0), status TEXT);
    INSERT INTO users VALUES (1, 'ann@example.com', 'Ann'), (2, 'bob@example.com', 'Bob');
    INSERT INTO orders VALUES (10, 1, 9.5, 'shipped');"
}
# sh_stdin SQL: feed SQL to the shell on standard input (the "near line N" form)
sh_stdin() { printf '%s\n' "$@" | sqlite3 app.db 2>&1; }
py() { printf '%s\n' "$@" >app.py; "$PY" app.py 2>&1; }

case "$CASE" in
  no-such-table)
    shop; sh_stdin "SELECT count(*) FROM users;" "SELECT * FROM customers;" ;;
  no-such-table-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "rows = con.execute('SELECT * FROM customers').fetchall()" ;;
  no-such-column)
    shop; sqlite3 app.db "SELECT id, emial FROM users;" 2>&1 ;;
  syntax-error)
    shop; sh_stdin "SELECT id, email FORM users;" ;;
  table-already-exists)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)')" ;;
  ambiguous-column)
    shop; sqlite3 app.db "SELECT id, email FROM users JOIN orders ON orders.user_id = users.id;" 2>&1 ;;
  values-count-mismatch)
    shop; sh_stdin "INSERT INTO users VALUES (3, 'cy@example.com');" ;;
  no-such-function)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute(\"SELECT concat(name, ' <', email, '>') FROM users\")" ;;
  database-locked|database-locked-python)
    shop
    "$PY" -c "
import sqlite3, time
con = sqlite3.connect('app.db')
con.execute('BEGIN IMMEDIATE')
con.execute(\"UPDATE users SET name = 'Annie' WHERE id = 1\")
time.sleep(2)
con.commit()" &
    sleep 0.5
    if [ "$CASE" = database-locked ]; then
      sqlite3 app.db "INSERT INTO users (email) VALUES ('dan@example.com');" 2>&1
    else
      py "import sqlite3" "con = sqlite3.connect('app.db', timeout=0.2)" "con.execute(\"INSERT INTO users (email) VALUES ('dan@example.com')\")"
    fi
    wait ;;
  unique-constraint)
    shop; sh_stdin "BEGIN;" "INSERT INTO users (email, name) VALUES ('cy@example.com', 'Cy');" \
      "INSERT INTO users (email, name) VALUES ('ann@example.com', 'Ann B');" "COMMIT;" ;;
  unique-constraint-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('INSERT INTO users (id, email) VALUES (?, ?)', (1, 'new@example.com'))" ;;
  not-null-constraint)
    shop; sh_stdin "INSERT INTO users (name) VALUES ('Cy');" ;;
  foreign-key-constraint)
    shop; sh_stdin "PRAGMA foreign_keys = ON;" "INSERT INTO orders (id, user_id, total) VALUES (11, 42, 5.0);" ;;
  check-constraint)
    shop; sh_stdin "UPDATE orders SET total = -3 WHERE id = 10;" ;;
  trigger-abort|trigger-abort-python)
    shop
    sqlite3 app.db "CREATE TRIGGER orders_frozen BEFORE UPDATE OF total ON orders WHEN old.status = 'shipped'
      BEGIN SELECT RAISE(ABORT, 'cannot change the total of a shipped order'); END;"
    if [ "$CASE" = trigger-abort ]; then
      sh_stdin "UPDATE orders SET total = 12 WHERE id = 10;"
    else
      py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('UPDATE orders SET total = 12 WHERE id = 10')"
    fi ;;
  readonly)
    shop; sqlite3 -readonly app.db "DELETE FROM orders;" 2>&1 ;;
  readonly-python)
    shop; py "import sqlite3" "con = sqlite3.connect('file:app.db?mode=ro', uri=True)" "con.execute('DELETE FROM orders')" ;;
  cantopen)
    sqlite3 "$W/data/app.db" "SELECT 1;" 2>&1 ;;
  cantopen-python)
    py "import sqlite3" "con = sqlite3.connect('data/app.db')" ;;
  notadb)
    printf 'id,email\n1,ann@example.com\n' >app.db
    sqlite3 app.db "SELECT * FROM users;" 2>&1 ;;
  corrupt)
    shop
    sqlite3 app.db "WITH RECURSIVE r(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM r WHERE i < 500)
      INSERT INTO users (id, email) SELECT i, 'user' || i || '@example.com' FROM r;"
    # overwrite the start of page 2 (a b-tree page) with junk
    printf '\x0d\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff' | dd of=app.db bs=1 seek=4096 conv=notrunc 2>/dev/null
    sqlite3 app.db "SELECT email FROM users WHERE name IS NULL LIMIT 3;" 2>&1 ;;
  full)
    shop; sh_stdin "PRAGMA max_page_count = 8;" "CREATE TABLE audit (id INTEGER PRIMARY KEY, payload BLOB);" \
      "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 100) INSERT INTO audit (payload) SELECT randomblob(2000) FROM r;" ;;
  toobig)
    shop; sh_stdin ".limit length 1000000" "SELECT length(zeroblob(5000000) || 'x');" | grep -v '^ *length' ;;
  mismatch)
    shop; sh_stdin "INSERT INTO users (id, email) VALUES ('u-3', 'cy@example.com');" ;;
  locked-python)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db')" "cur = con.execute('SELECT * FROM users')" "cur.fetchone()" "con.execute('DROP TABLE users')" ;;
  ioerr)
    shop
    # a file-size limit makes write() fail with EFBIG, which SQLite reports as an I/O error
    ( trap '' XFSZ; ulimit -f 24; sh_stdin "CREATE TABLE attachments (id INTEGER PRIMARY KEY, data BLOB);" \
      "INSERT INTO attachments (data) VALUES (randomblob(100000));" ) ;;
  range)
    cat >bind.c <<'C'
#include <stdio.h>
#include <sqlite3.h>
int main(void) {
  sqlite3 *db; sqlite3_stmt *st;
  sqlite3_open(":memory:", &db);
  sqlite3_prepare_v2(db, "SELECT ?1 + 1", -1, &st, 0);
  int rc = sqlite3_bind_int(st, 2, 41);   /* the statement has one parameter only */
  if (rc != SQLITE_OK) {
    fprintf(stderr, "sqlite3_bind_int: %s (%d)\n", sqlite3_errmsg(db), rc);
    return 1;
  }
  return 0;
}
C
    gcc bind.c -lsqlite3 -o bind && ./bind 2>&1 ;;
  nomem)
    shop; ( ulimit -v 100000; sqlite3 app.db "SELECT length(randomblob(200000000));" 2>&1 ) ;;
  strict-datatype)
    shop; sh_stdin "CREATE TABLE items (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL) STRICT;" \
      "INSERT INTO items (qty) VALUES ('three');" ;;
  interrupted)
    shop
    py "import sqlite3, time" "con = sqlite3.connect('app.db')" "start = time.monotonic()" \
       "# give up on any statement that runs longer than 0.2 s" \
       "con.set_progress_handler(lambda: time.monotonic() - start > 0.2, 10000)" \
       "con.execute('WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r').fetchone()" ;;
  not-authorized)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db')" \
       "def only_reads(action, arg1, arg2, db, trigger):" \
       "    return sqlite3.SQLITE_OK if action in (sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ) else sqlite3.SQLITE_DENY" \
       "con.set_authorizer(only_reads)" "con.execute('DELETE FROM users')" ;;
  too-many-variables)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db')" "ids = list(range(300000))" \
       "sql = 'SELECT * FROM users WHERE id IN (%s)' % ','.join('?' * len(ids))" "rows = con.execute(sql, ids).fetchall()" ;;
  transaction-within-transaction)
    shop; sh_stdin "BEGIN;" "UPDATE users SET name = 'Annie' WHERE id = 1;" "BEGIN;" "COMMIT;" ;;
  ambiguous-column-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute(\"SELECT name, total FROM orders JOIN users ON users.id = orders.user_id WHERE status = 'shipped' ORDER BY id\").fetchall()" ;;
  strict-datatype-python)
    py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('CREATE TABLE prices (sku TEXT PRIMARY KEY, amount REAL NOT NULL) STRICT')" \
       "con.execute('INSERT INTO prices VALUES (?, ?)', ('A-100', '12,50'))" ;;
  check-constraint-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('INSERT INTO orders (id, user_id, total) VALUES (?, ?, ?)', (11, 2, -20.0))" ;;
  range-bind-text)
    cat >bind.c <<'C'
#include <stdio.h>
#include <sqlite3.h>
int main(void) {
  sqlite3 *db; sqlite3_stmt *st;
  sqlite3_open(":memory:", &db);
  sqlite3_prepare_v2(db, "SELECT :name || ' <' || :email || '>'", -1, &st, 0);
  int rc = sqlite3_bind_text(st, 0, "ann", -1, SQLITE_STATIC);   /* parameters are numbered from 1 */
  if (rc != SQLITE_OK) {
    fprintf(stderr, "sqlite3_bind_text: %s (%d)\n", sqlite3_errmsg(db), rc);
    return 1;
  }
  return 0;
}
C
    gcc bind.c -lsqlite3 -o bind && ./bind 2>&1 ;;
  corrupt-python)
    shop
    sqlite3 app.db "WITH RECURSIVE r(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM r WHERE i < 500)
      INSERT INTO users (id, email) SELECT i, 'user' || i || '@example.com' FROM r;"
    printf '\x0d\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff' | dd of=app.db bs=1 seek=4096 conv=notrunc 2>/dev/null
    py "import sqlite3" "con = sqlite3.connect('app.db')" "print(con.execute('SELECT id, email FROM users WHERE name IS NULL ORDER BY id DESC').fetchall())" ;;
  full-python)
    shop; py "import sqlite3, os" "con = sqlite3.connect('app.db')" "con.execute('PRAGMA max_page_count = 10')" \
       "con.execute('CREATE TABLE logs (id INTEGER PRIMARY KEY, line TEXT)')" \
       "for i in range(200):" "    con.execute('INSERT INTO logs (line) VALUES (?)', (os.urandom(1500).hex(),))" "con.commit()" ;;
  locked-python-drop-other)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db', isolation_level=None)" "for row in con.execute('SELECT id FROM users'):" \
       "    con.execute('DROP TABLE orders')" ;;
  mismatch-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('UPDATE orders SET id = ? WHERE id = 10', ('ORD-10',))" ;;
  ioerr-python)
    shop
    ( trap '' XFSZ; ulimit -f 24; py "import sqlite3" "con = sqlite3.connect('app.db')" \
       "con.execute('CREATE TABLE uploads (id INTEGER PRIMARY KEY, body BLOB)')" \
       "con.execute('INSERT INTO uploads (body) VALUES (randomblob(200000))')" "con.commit()" ) ;;
  notadb-python)
    printf '{"users": [{"id": 1, "email": "ann@example.com"}]}\n' >settings.db
    py "import sqlite3" "con = sqlite3.connect('settings.db')" "con.execute('SELECT name FROM sqlite_master').fetchall()" ;;
  foreign-key-delete-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('PRAGMA foreign_keys = ON')" "con.execute('DELETE FROM users WHERE id = 1')" ;;
  interrupted-thread)
    shop
    py "import sqlite3, threading" "con = sqlite3.connect('app.db', check_same_thread=False)" \
       "threading.Timer(0.3, con.interrupt).start()" \
       "con.execute('WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT max(i) FROM r').fetchone()" ;;
  no-such-column-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute(\"UPDATE orders SET shipped_at = datetime('now') WHERE id = 10\")" ;;
  not-authorized-attach)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db')" \
       "def no_attach(action, arg1, arg2, db, trigger):" \
       "    return sqlite3.SQLITE_DENY if action == sqlite3.SQLITE_ATTACH else sqlite3.SQLITE_OK" \
       "con.set_authorizer(no_attach)" "con.execute(\"ATTACH DATABASE 'other.db' AS other\")" ;;
  not-null-constraint-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute('UPDATE users SET email = ? WHERE id = ?', (None, 2))" ;;
  nomem-zeroblob)
    shop; ( ulimit -v 100000; sqlite3 app.db "SELECT hex(zeroblob(150000000));" 2>&1 ) ;;
  toobig-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 10000)" \
       "con.execute('UPDATE users SET name = ? WHERE id = 1', ('x' * 20000,))" ;;
  syntax-error-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db')" "con.execute(\"SELECT * FROM orders WHERE status = 'shipped' ORDER total DESC\")" ;;
  table-already-exists-shell)
    shop; sh_stdin "CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER, total REAL);" ;;
  too-many-variables-insert)
    shop
    py "import sqlite3" "con = sqlite3.connect('app.db')" "rows = [('user%d@example.com' % i, 'U%d' % i) for i in range(150000)]" \
       "sql = 'INSERT INTO users (email, name) VALUES ' + ','.join(['(?, ?)'] * len(rows))" \
       "con.execute(sql, [v for r in rows for v in r])" ;;
  transaction-within-transaction-python)
    shop; py "import sqlite3" "con = sqlite3.connect('app.db', isolation_level=None)" "con.execute('BEGIN')" \
       "con.execute(\"UPDATE users SET name = 'Bobby' WHERE id = 2\")" "con.execute('BEGIN')" ;;
  *)
    echo "unknown case: $CASE" >&2; exit 2 ;;
esac
