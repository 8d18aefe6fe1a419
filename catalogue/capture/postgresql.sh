#!/usr/bin/env bash
# Capture PostgreSQL errors against a throw-away PostgreSQL 15 cluster.
# Debian packages: postgresql-15 postgresql-client-15 python3 python3-psycopg2 nodejs npm
# (the bind-parameter-mismatch-node case installs the `pg` npm package into its temporary directory)
# Usage: bash catalogue/capture/postgresql.sh CASE   (no argument lists the cases)
# Must run as root: the cluster is created with initdb in a temporary directory
# owned by the postgres user, listens on 127.0.0.1 on a free port and on a unix
# socket in that directory, and is stopped (and the directory removed) at the end.
set -u

CASES="relation-does-not-exist relation-does-not-exist-verbose relation-does-not-exist-python
relation-does-not-exist-log column-does-not-exist column-of-relation-does-not-exist
function-does-not-exist operator-does-not-exist syntax-error syntax-error-end-of-input
unique-violation unique-violation-python foreign-key-insert foreign-key-delete not-null-violation
check-violation invalid-input-syntax invalid-input-uuid value-too-long integer-out-of-range
numeric-field-overflow division-by-zero permission-denied-table permission-denied-schema
password-authentication-failed no-pg-hba-entry role-does-not-exist database-does-not-exist
relation-already-exists in-failed-transaction create-database-in-transaction
serialization-failure deadlock-detected dependent-objects too-many-connections
statement-timeout raise-exception cross-database-reference connection-refused
connection-refused-python socket-not-found server-closed-connection grouping-error
ambiguous-column datatype-mismatch subquery-more-than-one-row on-conflict-no-constraint
lock-timeout lock-nowait invalid-datetime-format datetime-field-out-of-range undefined-role
undefined-type role-already-exists database-already-exists read-only-transaction
no-unique-constraint-for-foreign-key bind-parameter-mismatch-node undefined-parameter
indeterminate-datatype schema-does-not-exist invalid-byte-sequence unsupported-unicode-escape
copy-extra-data copy-missing-data cannot-cast-type alter-column-cannot-cast exclusion-violation index-row-too-big
database-in-use role-cannot-login ssl-not-supported
vacuum-in-transaction ambiguous-column-python bind-parameter-too-many-node cannot-cast-boolean-date
check-violation-update database-does-not-exist-python database-in-use-rename
datetime-field-out-of-range-insert deadlock-select-for-update dependent-objects-foreign-key
division-by-zero-modulo createdb-already-exists constraint-already-exists exclusion-violation-update
cross-database-insert foreign-key-target-not-unique-alter function-does-not-exist-mysqlism
grouping-error-order-by in-failed-transaction-python indeterminate-datatype-is-null
index-row-too-big-create-index invalid-byte-sequence-copy invalid-datetime-format-insert
no-pg-hba-entry-python not-null-violation-update on-conflict-non-unique-column
operator-does-not-exist-json password-authentication-failed-python
permission-denied-schema-public-create permission-denied-table-insert raise-exception-do-block
read-only-transaction-begin relation-already-exists-index role-does-not-exist-python
role-cannot-login-python schema-does-not-exist-grant serialization-failure-delete
server-closed-connection-python ssl-not-supported-python statement-timeout-python
subquery-more-than-one-row-update too-many-connections-reserved undefined-parameter-sql-function
socket-not-found-createdb unsupported-unicode-escape-json value-too-long-char
create-role-denied create-database-denied copy-from-file-denied
lock-file-exists lock-file-exists-pg-ctl shutting-down shutting-down-python prepared-statement-exists
prepared-statement-exists-python prepared-statement-missing prepared-statement-missing-deallocate
duplicate-column-alter duplicate-column-create duplicate-schema duplicate-schema-python
sequence-max-value sequence-max-value-serial currval-not-defined replica-identity-missing
wrong-object-type-drop wrong-object-type-alter invalid-parameter-value invalid-parameter-value-set
peer-authentication-failed peer-authentication-failed-python host-name-not-resolved host-name-not-resolved-python
unrecognized-configuration-parameter connection-already-closed-python
extension-not-available extension-not-available-python initdb-directory-not-empty initdb-directory-not-empty-files data-directory-incompatible data-directory-incompatible-pg-ctl
drop-current-database drop-current-database-python
password-authentication-failed-asyncpg relation-does-not-exist-asyncpg connection-refused-sqlalchemy unique-violation-sqlalchemy"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1
BIN=/usr/lib/postgresql/15/bin

W=$(mktemp -d)
STARTED=""
cleanup() {
  if [ -n "$STARTED" ]; then
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -m immediate stop >/dev/null 2>&1
  fi
  rm -rf "$W"
}
trap cleanup EXIT
chown postgres "$W"
cd "$W" || exit 1
PY=/usr/bin/python3
free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
PORT=$(free_port)
export PGHOST=$W PGPORT=$PORT PGUSER=postgres PGDATABASE=postgres

# start_server [extra postgresql.conf lines...]
start_server() {
  runuser -u postgres -- "$BIN/initdb" -D "$W/data" -U postgres --auth-local=trust \
    --auth-host=scram-sha-256 >"$W/initdb.log" 2>&1 || { cat "$W/initdb.log" >&2; exit 1; }
  {
    echo "listen_addresses = '127.0.0.1'"
    for l in "$@"; do echo "$l"; done
  } >>"$W/data/postgresql.conf"
  for _ in 1 2 3; do
    if runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -o "-p $PORT -k $W" -l "$W/server.log" -w start >/dev/null 2>&1; then
      STARTED=1; export PGPORT=$PORT; return 0
    fi
    PORT=$(free_port)   # the port was taken in the meantime: try another one
    rm -f "$W/server.log"
  done
  echo "server did not start" >&2; exit 1
}
# q: setup SQL, output discarded
q() { psql -X -q -v ON_ERROR_STOP=1 "$@" >/dev/null 2>&1; }
# run: the client whose output is the case output; each argument is one -c command
run() {
  local args=()
  for c in "$@"; do args+=(-c "$c"); done
  psql -X -q "${args[@]}" 2>&1
}
# wait_for_sleep: wait until another session is inside pg_sleep (so its locks/snapshot exist)
wait_for_sleep() {
  for _ in $(seq 1 100); do
    n=$(psql -X -qtA -c "SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND pid <> pg_backend_pid();" 2>/dev/null)
    [ "${n:-0}" -ge "${1:-1}" ] && return 0
    sleep 0.1
  done
}
shop() {
  q -c "CREATE TABLE users (id int PRIMARY KEY, email varchar(40) NOT NULL UNIQUE, name varchar(5));
        CREATE TABLE orders (id int PRIMARY KEY, user_id int NOT NULL REFERENCES users(id), amount numeric(6,2), qty int);
        CREATE TABLE products (id int PRIMARY KEY, price numeric CHECK (price > 0));
        INSERT INTO users VALUES (1,'ann@example.com','Ann'),(2,'bob@example.com','Bob');
        INSERT INTO orders VALUES (10,1,9.50,1),(11,1,20.00,2);"
}

case "$CASE" in
  relation-does-not-exist)
    start_server; run "SELECT * FROM users;" ;;
  relation-does-not-exist-verbose)
    start_server; run '\set VERBOSITY verbose' "SELECT id, email FROM customers WHERE id = 1;" ;;
  relation-does-not-exist-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("SELECT * FROM users")
PY
    "$PY" app.py 2>&1 ;;
  relation-does-not-exist-log)
    start_server; run "SELECT * FROM users;" >/dev/null
    grep -A1 'ERROR' "$W/server.log" ;;
  column-does-not-exist)
    start_server; shop; run "SELECT id, emial FROM users;" ;;
  column-of-relation-does-not-exist)
    start_server; shop; run "INSERT INTO users (id, email, full_name) VALUES (3, 'cy@example.com', 'Cy');" ;;
  function-does-not-exist)
    start_server; shop; run "SELECT lower(id) FROM users;" ;;
  operator-does-not-exist)
    start_server; shop; run "SELECT * FROM orders o JOIN users u ON u.id = o.user_id::text;" ;;
  syntax-error)
    start_server; shop; run "SELECT id, email FORM users;" ;;
  syntax-error-end-of-input)
    start_server; shop; run "SELECT * FROM users WHERE" ;;
  unique-violation)
    start_server; shop; run "INSERT INTO users (id, email) VALUES (3, 'ann@example.com');" ;;
  unique-violation-python)
    start_server; shop
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("INSERT INTO users (id, email) VALUES (%s, %s)", (1, "new@example.com"))
PY
    "$PY" app.py 2>&1 ;;
  foreign-key-insert)
    start_server; shop; run "INSERT INTO orders (id, user_id) VALUES (12, 42);" ;;
  foreign-key-delete)
    start_server; shop; run "DELETE FROM users WHERE id = 1;" ;;
  not-null-violation)
    start_server; shop; run "INSERT INTO users (id, name) VALUES (3, 'Cy');" ;;
  check-violation)
    start_server; shop; run "INSERT INTO products VALUES (1, -5);" ;;
  invalid-input-syntax)
    start_server; shop; run "SELECT * FROM users WHERE id = 'abc';" ;;
  invalid-input-uuid)
    start_server; run "SELECT '12345'::uuid;" ;;
  value-too-long)
    start_server; shop; run "INSERT INTO users VALUES (3, 'cy@example.com', 'Cynthia');" ;;
  integer-out-of-range)
    start_server; shop; run "UPDATE orders SET qty = 2147483647 + qty;" ;;
  numeric-field-overflow)
    start_server; shop; run "UPDATE orders SET amount = 123456.78 WHERE id = 10;" ;;
  division-by-zero)
    start_server; shop; run "SELECT sum(amount) / count(*) FILTER (WHERE qty > 5) FROM orders;" ;;
  permission-denied-table)
    start_server; shop; q -c "CREATE ROLE reporter LOGIN;"
    psql -X -q -U reporter -c "SELECT * FROM users;" 2>&1 ;;
  create-role-denied)
    start_server; q -c "CREATE ROLE app LOGIN;"
    psql -X -q -U app -d postgres -c "CREATE ROLE reporter;" 2>&1 ;;
  create-database-denied)
    start_server; q -c "CREATE ROLE app LOGIN;"
    psql -X -q -U app -d postgres -c "CREATE DATABASE shop;" 2>&1 ;;
  copy-from-file-denied)
    start_server; shop; q -c "CREATE ROLE app LOGIN; GRANT INSERT ON users TO app;"
    echo "3,carl@example.com,Carl" > "$W/users.csv"; chmod 644 "$W/users.csv"
    psql -X -q -U app -c "COPY users FROM '$W/users.csv' WITH (FORMAT csv);" 2>&1 ;;
  permission-denied-schema)
    start_server
    q -c "CREATE ROLE reporter LOGIN; CREATE SCHEMA billing; CREATE TABLE billing.invoices (id int);"
    psql -X -q -U reporter -c "SELECT * FROM billing.invoices;" 2>&1 ;;
  password-authentication-failed)
    start_server; q -c "CREATE ROLE app LOGIN PASSWORD 'right-secret';"
    PGPASSWORD=wrong-secret psql -X -h 127.0.0.1 -U app -d postgres -c "SELECT 1;" 2>&1 ;;
  no-pg-hba-entry)
    start_server; q -c "CREATE ROLE app LOGIN PASSWORD 'right-secret'; CREATE DATABASE shop;"
    printf 'local all all trust\nhost postgres all 127.0.0.1/32 scram-sha-256\n' >"$W/data/pg_hba.conf"
    q -c "SELECT pg_reload_conf();"; sleep 0.5
    PGPASSWORD=right-secret psql -X -h 127.0.0.1 -U app -d shop -c "SELECT 1;" 2>&1 ;;
  role-does-not-exist)
    start_server; psql -X -U appuser -c "SELECT 1;" 2>&1 ;;
  database-does-not-exist)
    start_server; psql -X -d shop -c "SELECT 1;" 2>&1 ;;
  relation-already-exists)
    start_server; shop; run "CREATE TABLE users (id int PRIMARY KEY, email text);" ;;
  in-failed-transaction)
    start_server; shop
    run "BEGIN;" "INSERT INTO users (id, email) VALUES (1, 'dup@example.com');" \
        "UPDATE users SET name = 'Ann' WHERE id = 1;" "COMMIT;" ;;
  create-database-in-transaction)
    start_server; run "BEGIN;" "CREATE DATABASE reports;" ;;
  serialization-failure)
    start_server; shop
    ( wait_for_sleep; q -c "UPDATE orders SET qty = 5 WHERE id = 10;" ) &
    run "BEGIN ISOLATION LEVEL REPEATABLE READ;" "SELECT qty FROM orders WHERE id = 10;" \
        "SELECT pg_sleep(1.5);" "UPDATE orders SET qty = qty + 1 WHERE id = 10;" 2>&1 | grep -v -e '^ ' -e '^-' -e '^(' -e '^$'
    wait ;;
  deadlock-detected)
    start_server; shop
    run "BEGIN;" "UPDATE orders SET qty = 1 WHERE id = 10;" "SELECT pg_sleep(1);" \
        "UPDATE orders SET qty = 1 WHERE id = 11;" "COMMIT;" >"$W/a.out" &
    wait_for_sleep
    run "BEGIN;" "UPDATE orders SET qty = 2 WHERE id = 11;" "SELECT pg_sleep(1);" \
        "UPDATE orders SET qty = 2 WHERE id = 10;" "COMMIT;" >"$W/b.out"
    wait
    cat "$W/a.out" "$W/b.out" | grep -v -e '^ ' -e '^-' -e '^(' -e '^$' ;;
  dependent-objects)
    start_server; shop
    q -c "CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 10;"
    run "DROP TABLE orders;" ;;
  too-many-connections)
    start_server "max_connections = 3" "superuser_reserved_connections = 0"
    for i in 1 2 3; do psql -X -q -c "SELECT pg_sleep(8);" >/dev/null 2>&1 & done
    # retry until all three slots are taken (the sessions may need a moment to connect)
    for i in $(seq 1 12); do
      sleep 0.5
      out=$(psql -X -q -c "SELECT 1;" 2>&1)
      case "$out" in *FATAL*) break ;; esac
    done
    printf '%s\n' "$out"
    wait ;;
  statement-timeout)
    start_server; run "SET statement_timeout = '200ms';" "SELECT pg_sleep(2);" ;;
  raise-exception)
    start_server
    q -c "CREATE FUNCTION withdraw(balance numeric, amount numeric) RETURNS numeric LANGUAGE plpgsql AS \$\$
          BEGIN
            IF amount > balance THEN
              RAISE EXCEPTION 'insufficient funds: balance %, requested %', balance, amount;
            END IF;
            RETURN balance - amount;
          END \$\$;"
    run "SELECT withdraw(50, 80);" ;;
  cross-database-reference)
    start_server; run "SELECT * FROM analytics.public.events;" ;;
  connection-refused)
    psql -X -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SELECT 1;" 2>&1 ;;
  connection-refused-python)
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="127.0.0.1", port=$PORT, user="postgres", dbname="postgres")
PY
    "$PY" app.py 2>&1 ;;
  socket-not-found)
    psql -X -c "SELECT 1;" 2>&1 ;;
  server-closed-connection)
    start_server
    ( wait_for_sleep; q -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(5)%';" ) &
    run "SELECT pg_sleep(5);"
    wait ;;
  grouping-error)
    start_server; shop; run "SELECT user_id, amount, count(*) FROM orders GROUP BY user_id;" ;;
  ambiguous-column)
    start_server; shop; run "SELECT id, email FROM users JOIN orders ON orders.user_id = users.id;" ;;
  datatype-mismatch)
    start_server; shop; run "INSERT INTO orders (id, user_id, qty) SELECT 12, 1, '3'::text;" ;;
  subquery-more-than-one-row)
    start_server; shop; run "SELECT email, (SELECT id FROM orders WHERE orders.user_id = users.id) AS order_id FROM users;" ;;
  on-conflict-no-constraint)
    start_server; shop; run "INSERT INTO orders (id, user_id, qty) VALUES (10, 1, 1) ON CONFLICT (user_id) DO UPDATE SET qty = orders.qty + 1;" ;;
  lock-timeout|lock-nowait)
    start_server; shop
    psql -X -q -c "BEGIN;" -c "LOCK TABLE orders IN ACCESS EXCLUSIVE MODE;" -c "SELECT pg_sleep(2);" -c "COMMIT;" >/dev/null 2>&1 &
    wait_for_sleep
    if [ "$CASE" = lock-timeout ]; then
      run "SET lock_timeout = '300ms';" "UPDATE orders SET qty = 3 WHERE id = 10;"
    else
      wait
      psql -X -q -c "BEGIN;" -c "SELECT * FROM orders WHERE id = 10 FOR UPDATE;" -c "SELECT pg_sleep(2);" -c "COMMIT;" >/dev/null 2>&1 &
      wait_for_sleep
      run "SELECT * FROM orders WHERE id = 10 FOR UPDATE NOWAIT;"
    fi
    wait ;;
  invalid-datetime-format)
    start_server; run "SELECT * FROM pg_stat_activity WHERE backend_start > 'last tuesday'::timestamptz;" ;;
  datetime-field-out-of-range)
    start_server; run "SELECT '2024-13-25'::date;" ;;
  undefined-role)
    start_server; shop; run "GRANT SELECT ON users TO reporting;" ;;
  undefined-type)
    start_server; run "CREATE TABLE accounts (id int PRIMARY KEY, email citext NOT NULL);" ;;
  role-already-exists)
    start_server; q -c "CREATE ROLE app LOGIN;"; run "CREATE ROLE app LOGIN PASSWORD 'secret';" ;;
  database-already-exists)
    start_server; q -c "CREATE DATABASE shop;"; run "CREATE DATABASE shop;" ;;
  read-only-transaction)
    start_server; shop; run "SET default_transaction_read_only = on;" "INSERT INTO users (id, email) VALUES (3, 'cy@example.com');" ;;
  no-unique-constraint-for-foreign-key)
    start_server; shop; run "CREATE TABLE reviews (id int PRIMARY KEY, author text REFERENCES users(name));" ;;
  bind-parameter-mismatch-node)
    start_server; shop
    npm install --silent --no-audit --no-fund pg@8 >/dev/null 2>&1 || { echo "npm install pg failed" >&2; exit 1; }
    cat >app.js <<JS
const { Client } = require('pg');
(async () => {
  const client = new Client({ host: '127.0.0.1', port: $PORT, user: 'postgres', password: 'x', database: 'postgres' });
  await client.connect();
  await client.query('SELECT * FROM users WHERE id = \$1 AND email = \$2', [1]);
})().catch((err) => { console.error(err.stack.split('\n').slice(0, 2).join('\n')); console.error('code:', err.code); process.exit(1); });
JS
    printf 'host all all 127.0.0.1/32 trust\nlocal all all trust\n' >"$W/data/pg_hba.conf"
    q -c "SELECT pg_reload_conf();"; sleep 0.5
    node app.js 2>&1 ;;
  undefined-parameter)
    start_server; shop; run "SELECT * FROM users WHERE id = \$1;" ;;
  indeterminate-datatype)
    start_server; run "PREPARE find_user AS SELECT * FROM pg_roles WHERE \$1 IS NULL OR rolname = \$2;" ;;
  schema-does-not-exist)
    start_server; run "CREATE TABLE analytics.events (id bigint PRIMARY KEY, payload jsonb);" ;;
  invalid-byte-sequence)
    start_server; run "SELECT convert_from('\\x4361666cc3', 'UTF8');" ;;
  unsupported-unicode-escape)
    start_server; q -c "CREATE TABLE events (id int, payload jsonb);"
    run "INSERT INTO events VALUES (1, '{\"note\": \"abc\\u0000def\"}');" ;;
  copy-extra-data|copy-missing-data)
    start_server; shop
    if [ "$CASE" = copy-extra-data ]; then
      printf '3,cy@example.com,Cy\n4,dan@example.com,Dan,extra\n' >users.csv
    else
      printf '3,cy@example.com,Cy\n4,dan@example.com\n' >users.csv
    fi
    run "\\copy users FROM 'users.csv' WITH (FORMAT csv)" ;;
  alter-column-cannot-cast)
    start_server; shop; run "ALTER TABLE orders ALTER COLUMN user_id TYPE uuid;" ;;
  cannot-cast-type)
    start_server; shop; run "SELECT * FROM orders WHERE user_id::uuid = '6f1c1a2e-8d3b-4c47-9a57-0b6f3f5f1b2a';" ;;
  exclusion-violation)
    start_server
    q -c "CREATE TABLE bookings (room int, during tsrange, EXCLUDE USING gist (during WITH &&));
          INSERT INTO bookings VALUES (1, '[2025-03-01 10:00, 2025-03-01 11:00)');"
    run "INSERT INTO bookings VALUES (1, '[2025-03-01 10:30, 2025-03-01 12:00)');" ;;
  index-row-too-big)
    start_server
    q -c "CREATE TABLE documents (id int PRIMARY KEY, body text); CREATE INDEX documents_body_idx ON documents (body);"
    run "INSERT INTO documents SELECT 1, string_agg(md5(i::text), '') FROM generate_series(1, 100) AS i;" ;;
  database-in-use)
    start_server; q -c "CREATE DATABASE shop;"
    psql -X -q -d shop -c "SELECT pg_sleep(8);" >/dev/null 2>&1 &
    wait_for_sleep
    run "DROP DATABASE shop;"
    wait ;;
  role-cannot-login)
    start_server; q -c "CREATE ROLE reporter;"
    psql -X -U reporter -c "SELECT 1;" 2>&1 ;;
  ssl-not-supported)
    start_server
    psql -X "host=127.0.0.1 port=$PGPORT user=postgres dbname=postgres sslmode=require" -c "SELECT 1;" 2>&1 ;;
  vacuum-in-transaction)
    start_server; shop; run "BEGIN;" "VACUUM ANALYZE orders;" ;;
  ambiguous-column-python)
    start_server; shop
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("SELECT id, amount FROM orders JOIN users ON users.id = orders.user_id WHERE email = %s", ("ann@example.com",))
PY
    "$PY" app.py 2>&1 ;;
  bind-parameter-too-many-node)
    start_server; shop
    npm install --silent --no-audit --no-fund pg@8 >/dev/null 2>&1 || { echo "npm install pg failed" >&2; exit 1; }
    cat >app.js <<JS
const { Client } = require('pg');
(async () => {
  const client = new Client({ host: '127.0.0.1', port: $PORT, user: 'postgres', password: 'x', database: 'postgres' });
  await client.connect();
  await client.query('UPDATE orders SET qty = \$1 WHERE id = 10', [3, 10]);
})().catch((err) => { console.error(err.stack.split('\n').slice(0, 2).join('\n')); console.error('code:', err.code); process.exit(1); });
JS
    printf 'host all all 127.0.0.1/32 trust\nlocal all all trust\n' >"$W/data/pg_hba.conf"
    q -c "SELECT pg_reload_conf();"; sleep 0.5
    node app.js 2>&1 ;;
  cannot-cast-boolean-date)
    start_server; q -c "CREATE TABLE flags (id int, active boolean); INSERT INTO flags VALUES (1, true);"
    run "SELECT active::date FROM flags;" ;;
  check-violation-update)
    start_server
    q -c "CREATE TABLE stock (sku text PRIMARY KEY, qty int CONSTRAINT stock_qty_nonnegative CHECK (qty >= 0)); INSERT INTO stock VALUES ('A-100', 2);"
    run "UPDATE stock SET qty = qty - 5 WHERE sku = 'A-100';" ;;
  database-does-not-exist-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="analytics")
PY
    "$PY" app.py 2>&1 ;;
  database-in-use-rename)
    start_server; q -c "CREATE DATABASE staging;"
    psql -X -q -d staging -c "SELECT pg_sleep(8);" >/dev/null 2>&1 &
    wait_for_sleep
    run "ALTER DATABASE staging RENAME TO staging_old;"
    wait ;;
  datetime-field-out-of-range-insert)
    start_server; q -c "CREATE TABLE appointments (id int, starts_at timestamptz);"
    run "INSERT INTO appointments VALUES (1, '2024-06-31 10:00:00+00');" ;;
  deadlock-select-for-update)
    start_server; shop
    run "BEGIN;" "SELECT email FROM users WHERE id = 1 FOR UPDATE;" "SELECT pg_sleep(1);" \
        "UPDATE users SET name = 'Bo' WHERE id = 2;" "COMMIT;" >"$W/a.out" &
    wait_for_sleep
    run "BEGIN;" "UPDATE users SET name = 'Bob' WHERE id = 2;" "SELECT pg_sleep(1);" \
        "SELECT email FROM users WHERE id = 1 FOR UPDATE;" "COMMIT;" >"$W/b.out"
    wait
    cat "$W/a.out" "$W/b.out" | grep -v -e '^ ' -e '^-' -e '^(' -e '^$' ;;
  dependent-objects-foreign-key)
    start_server; shop; run "DROP TABLE users;" ;;
  division-by-zero-modulo)
    start_server; shop; run "SELECT id, amount::int % (qty - 1) FROM orders;" ;;
  createdb-already-exists)
    start_server; q -c "CREATE DATABASE shop;"; createdb shop 2>&1 ;;
  constraint-already-exists)
    start_server; shop
    q -c "ALTER TABLE orders ADD CONSTRAINT orders_qty_positive CHECK (qty > 0);"
    run "ALTER TABLE orders ADD CONSTRAINT orders_qty_positive CHECK (qty >= 1);" ;;
  exclusion-violation-update)
    start_server
    q -c "CREATE EXTENSION btree_gist;
          CREATE TABLE shifts (nurse int, period daterange, CONSTRAINT shifts_no_overlap EXCLUDE USING gist (nurse WITH =, period WITH &&));
          INSERT INTO shifts VALUES (7, '[2025-04-01,2025-04-05)'), (7, '[2025-04-10,2025-04-12)');"
    run "UPDATE shifts SET period = '[2025-04-03,2025-04-11)' WHERE period = '[2025-04-10,2025-04-12)';" ;;
  cross-database-insert)
    start_server; run "INSERT INTO reports.public.daily_totals (day, total) VALUES ('2025-01-01', 10);" ;;
  foreign-key-target-not-unique-alter)
    start_server; shop; q -c "CREATE TABLE reviews (id int PRIMARY KEY, author_email text);"
    run "ALTER TABLE reviews ADD FOREIGN KEY (author_email) REFERENCES orders (amount);" ;;
  function-does-not-exist-mysqlism)
    start_server; run "SELECT date_format(now(), '%Y-%m');" ;;
  grouping-error-order-by)
    start_server; shop; run "SELECT user_id, count(*) FROM orders GROUP BY user_id ORDER BY amount DESC;" ;;
  in-failed-transaction-python)
    start_server; shop
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
try:
    cur.execute("INSERT INTO users (id, email) VALUES (1, 'dup@example.com')")
except psycopg2.IntegrityError:
    pass
cur.execute("SELECT count(*) FROM users")
PY
    "$PY" app.py 2>&1 ;;
  indeterminate-datatype-is-null)
    start_server; run "PREPARE recent_events(timestamptz) AS SELECT * FROM pg_stat_activity WHERE backend_start > \$1 OR \$2 IS NULL;" ;;
  index-row-too-big-create-index)
    start_server
    q -c "CREATE TABLE pages (id int PRIMARY KEY, html text); INSERT INTO pages SELECT 1, string_agg(md5(i::text), '') FROM generate_series(1, 120) AS i;"
    run "CREATE INDEX pages_html_idx ON pages (html);" ;;
  invalid-byte-sequence-copy)
    start_server; shop
    printf '3,caf\xe9@example.com,Cy\n' >users.csv
    run "\\copy users FROM 'users.csv' WITH (FORMAT csv)" ;;
  invalid-datetime-format-insert)
    start_server; q -c "CREATE TABLE invoices (id int, due date);"
    run "INSERT INTO invoices VALUES (1, 'N/A');" ;;
  no-pg-hba-entry-python)
    start_server; q -c "CREATE ROLE app LOGIN PASSWORD 'right-secret'; CREATE DATABASE shop;"
    printf 'local all all trust\nhost postgres postgres 127.0.0.1/32 scram-sha-256\n' >"$W/data/pg_hba.conf"
    q -c "SELECT pg_reload_conf();"; sleep 0.5
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="127.0.0.1", port=$PORT, user="app", password="right-secret", dbname="shop", sslmode="disable")
PY
    "$PY" app.py 2>&1 ;;
  not-null-violation-update)
    start_server; shop; run "UPDATE users SET email = NULL WHERE id = 2;" ;;
  on-conflict-non-unique-column)
    start_server; shop; run "INSERT INTO users (id, email, name) VALUES (5, 'eve@example.com', 'Eve') ON CONFLICT (name) DO NOTHING;" ;;
  operator-does-not-exist-json)
    start_server; q -c "CREATE TABLE settings (id int, config json); INSERT INTO settings VALUES (1, '{\"a\":1}');"
    run "SELECT * FROM settings WHERE config = '{\"a\":1}'::json;" ;;
  password-authentication-failed-python)
    start_server; q -c "CREATE ROLE app LOGIN PASSWORD 'right-secret';"
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="127.0.0.1", port=$PORT, user="app", password="old-secret", dbname="postgres")
PY
    "$PY" app.py 2>&1 ;;
  permission-denied-schema-public-create)
    start_server; q -c "CREATE ROLE app LOGIN;"
    psql -X -q -U app -c "CREATE TABLE sessions (id text PRIMARY KEY);" 2>&1 ;;
  permission-denied-table-insert)
    start_server; shop; q -c "CREATE ROLE reporter LOGIN; GRANT SELECT ON orders TO reporter;"
    psql -X -q -U reporter -c "INSERT INTO orders (id, user_id) VALUES (12, 1);" 2>&1 ;;
  raise-exception-do-block)
    start_server; run "DO \$\$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'postgis') THEN RAISE EXCEPTION 'migration 0042 needs the postgis extension'; END IF; END \$\$;" ;;
  read-only-transaction-begin)
    start_server; shop; run "BEGIN READ ONLY;" "DELETE FROM orders WHERE id = 11;" ;;
  relation-already-exists-index)
    start_server; shop; run "CREATE INDEX users_email_key ON users (lower(email));" ;;
  role-does-not-exist-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="webapp", dbname="postgres")
PY
    "$PY" app.py 2>&1 ;;
  role-cannot-login-python)
    start_server; q -c "CREATE ROLE app LOGIN; ALTER ROLE app NOLOGIN;"
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="app", dbname="postgres")
PY
    "$PY" app.py 2>&1 ;;
  schema-does-not-exist-grant)
    start_server; q -c "CREATE ROLE reporter;"; run "GRANT USAGE ON SCHEMA reports TO reporter;" ;;
  serialization-failure-delete)
    start_server; shop
    ( wait_for_sleep; q -c "DELETE FROM orders WHERE id = 11;" ) &
    run "BEGIN ISOLATION LEVEL REPEATABLE READ;" "SELECT count(*) FROM orders;" \
        "SELECT pg_sleep(1.5);" "UPDATE orders SET amount = amount * 2 WHERE id = 11;" 2>&1 | grep -v -e '^ ' -e '^-' -e '^(' -e '^$'
    wait ;;
  server-closed-connection-python)
    start_server
    ( wait_for_sleep; q -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(5)%';" ) &
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("SELECT pg_sleep(5)")
PY
    "$PY" app.py 2>&1
    wait ;;
  ssl-not-supported-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="127.0.0.1", port=$PGPORT, user="postgres", dbname="postgres", sslmode="require")
PY
    "$PY" app.py 2>&1 ;;
  statement-timeout-python)
    start_server; shop
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres", options="-c statement_timeout=300")
cur = conn.cursor()
cur.execute("SELECT count(*) FROM orders, pg_sleep(2)")
PY
    "$PY" app.py 2>&1 ;;
  subquery-more-than-one-row-update)
    start_server; shop; run "UPDATE users SET name = (SELECT qty::text FROM orders WHERE orders.user_id = users.id) WHERE id = 1;" ;;
  too-many-connections-reserved)
    start_server "max_connections = 3" "superuser_reserved_connections = 1"
    q -c "CREATE ROLE app LOGIN;"
    for i in 1 2; do psql -X -q -c "SELECT pg_sleep(8);" >/dev/null 2>&1 & done
    for i in $(seq 1 12); do
      sleep 0.5
      out=$(psql -X -q -U app -c "SELECT 1;" 2>&1)
      case "$out" in *FATAL*) break ;; esac
    done
    printf '%s\n' "$out"
    wait ;;
  undefined-parameter-sql-function)
    start_server; run "CREATE FUNCTION order_count() RETURNS bigint LANGUAGE sql AS 'SELECT count(*) FROM pg_class WHERE relowner = \$1';" ;;
  socket-not-found-createdb)
    PGHOST=/var/run/postgresql-missing createdb shop 2>&1 ;;
  unsupported-unicode-escape-json)
    start_server; run "SELECT ('{\"note\": \"x\\u0000y\"}'::json) ->> 'note';" ;;
  value-too-long-char)
    start_server; q -c "CREATE TABLE addresses (id int, country char(2));"
    run "INSERT INTO addresses VALUES (1, 'USA');" ;;
  lock-file-exists)
    start_server
    runuser -u postgres -- "$BIN/postgres" -D "$W/data" -p "$PORT" -k "$W" 2>&1 ;;
  lock-file-exists-pg-ctl)
    start_server
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -o "-p $PORT -k $W" start 2>&1 ;;
  shutting-down)
    start_server
    psql -X -q -c "SELECT pg_sleep(6);" >/dev/null 2>&1 &
    wait_for_sleep
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -m smart stop -W >/dev/null 2>&1
    sleep 1
    psql -X -q -c "SELECT 1;" 2>&1
    wait ;;
  shutting-down-python)
    start_server
    psql -X -q -c "SELECT pg_sleep(6);" >/dev/null 2>&1 &
    wait_for_sleep
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -m smart stop -W >/dev/null 2>&1
    sleep 1
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="127.0.0.1", port=$PORT, user="postgres", password="pw", dbname="postgres")
PY
    "$PY" app.py 2>&1
    wait ;;
  prepared-statement-exists)
    start_server; shop; run "PREPARE get_user (int) AS SELECT * FROM users WHERE id = \$1;" "PREPARE get_user (int) AS SELECT * FROM users WHERE id = \$1;" ;;
  prepared-statement-exists-python)
    start_server; shop
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
for _ in range(2):
    cur.execute("PREPARE s0 AS SELECT * FROM users WHERE id = \$1")
PY
    "$PY" app.py 2>&1 ;;
  prepared-statement-missing)
    start_server; shop; run "EXECUTE get_user(1);" ;;
  prepared-statement-missing-deallocate)
    start_server; shop; run "DEALLOCATE s3;" ;;
  duplicate-column-alter)
    start_server; shop; run "ALTER TABLE users ADD COLUMN email text;" ;;
  duplicate-column-create)
    start_server; run "CREATE TABLE events (id int, name text, created_at timestamptz, name varchar(20));" ;;
  duplicate-schema)
    start_server; q -c "CREATE SCHEMA billing;"; run "CREATE SCHEMA billing;" ;;
  duplicate-schema-python)
    start_server; q -c "CREATE SCHEMA audit;"
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("CREATE SCHEMA audit")
PY
    "$PY" app.py 2>&1 ;;
  sequence-max-value)
    start_server; q -c "CREATE SEQUENCE ticket_seq MAXVALUE 3; SELECT nextval('ticket_seq'), nextval('ticket_seq'), nextval('ticket_seq');"
    run "SELECT nextval('ticket_seq');" ;;
  sequence-max-value-serial)
    start_server; q -c "CREATE TABLE tags (id smallserial PRIMARY KEY, name text); SELECT setval('tags_id_seq', 32767);"
    run "INSERT INTO tags (name) VALUES ('new');" ;;
  currval-not-defined)
    start_server; q -c "CREATE TABLE notes (id serial PRIMARY KEY, body text);"
    run "SELECT currval('notes_id_seq');" ;;
  replica-identity-missing)
    start_server; q -c "CREATE TABLE events (ts timestamptz, payload text); CREATE PUBLICATION all_tables FOR ALL TABLES;"
    run "DELETE FROM events WHERE ts < now() - interval '30 days';" ;;
  wrong-object-type-drop)
    start_server; shop; q -c "CREATE VIEW active_users AS SELECT * FROM users;"
    run "DROP TABLE active_users;" ;;
  wrong-object-type-alter)
    start_server; shop; q -c "CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 10;"
    run "CREATE INDEX ON big_orders (user_id);" ;;
  invalid-parameter-value)
    start_server; run "SET statement_timeout = 'five seconds';" ;;
  invalid-parameter-value-set)
    start_server; run "SELECT repeat('ab', 3) FROM generate_series(1, 3, 0);" ;;
  peer-authentication-failed)
    start_server
    printf 'local all all peer\nhost all all 127.0.0.1/32 scram-sha-256\n' >"$W/data/pg_hba.conf"
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" reload >/dev/null 2>&1; sleep 0.5
    psql -X -U postgres -c "SELECT 1;" 2>&1 ;;
  peer-authentication-failed-python)
    start_server
    printf 'local all all peer\nhost all all 127.0.0.1/32 scram-sha-256\n' >"$W/data/pg_hba.conf"
    runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" reload >/dev/null 2>&1; sleep 0.5
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
PY
    "$PY" app.py 2>&1 ;;
  host-name-not-resolved)
    psql -X -h db.invalid -U postgres -d postgres -c "SELECT 1;" 2>&1 ;;
  host-name-not-resolved-python)
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="postgres-db.invalid", port=5432, user="app", password="secret", dbname="shop")
PY
    "$PY" app.py 2>&1 ;;
  unrecognized-configuration-parameter)
    start_server; run "SET statment_timeout = '5s';" "SHOW app.tenant_id;" ;;
  connection-already-closed-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
conn.close()
cur = conn.cursor()
PY
    "$PY" app.py 2>&1 ;;
  extension-not-available)
    start_server; run "CREATE EXTENSION vector;" ;;
  extension-not-available-python)
    start_server
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="postgres")
cur = conn.cursor()
cur.execute("CREATE EXTENSION IF NOT EXISTS postgis")
PY
    "$PY" app.py 2>&1 ;;
  initdb-directory-not-empty-files)
    mkdir -p "$W/data"; echo "backup notes" >"$W/data/README.txt"; chown -R postgres "$W/data"
    runuser -u postgres -- "$BIN/initdb" -D "$W/data" -U postgres 2>&1 | grep '^initdb' ;;
  initdb-directory-not-empty)
    mkdir -p "$W/data/lost+found"; chown -R postgres "$W/data"
    runuser -u postgres -- "$BIN/initdb" -D "$W/data" -U postgres 2>&1 ;;
  data-directory-incompatible|data-directory-incompatible-pg-ctl)
    runuser -u postgres -- "$BIN/initdb" -D "$W/data" -U postgres >/dev/null 2>&1
    echo 14 >"$W/data/PG_VERSION"   # as left by a PostgreSQL 14 cluster
    if [ "$CASE" = data-directory-incompatible ]; then
      runuser -u postgres -- "$BIN/postgres" -D "$W/data" -p "$PORT" -k "$W" 2>&1
    else
      runuser -u postgres -- "$BIN/pg_ctl" -D "$W/data" -o "-p $PORT -k $W" -l "$W/server.log" -w start 2>&1; cat "$W/server.log"
    fi ;;
  drop-current-database)
    start_server; q -c "CREATE DATABASE shop;"
    psql -X -q -d shop -c "DROP DATABASE shop;" 2>&1 ;;
  drop-current-database-python)
    start_server; q -c "CREATE DATABASE test_app;"
    cat >app.py <<PY
import psycopg2
conn = psycopg2.connect(host="$W", port=$PORT, user="postgres", dbname="test_app")
conn.autocommit = True
cur = conn.cursor()
cur.execute("DROP DATABASE IF EXISTS test_app")
PY
    "$PY" app.py 2>&1 ;;
  password-authentication-failed-asyncpg)
    start_server; q -c "CREATE ROLE app LOGIN PASSWORD 'right-secret';"
    cat >app.py <<PY
import asyncio, asyncpg
async def main():
    await asyncpg.connect(host="127.0.0.1", port=$PORT, user="app", password="wrong-secret", database="postgres")
asyncio.run(main())
PY
    "$PY" app.py 2>&1 | tail -n 1 ;;
  relation-does-not-exist-asyncpg)
    start_server
    cat >app.py <<PY
import asyncio, asyncpg
async def main():
    conn = await asyncpg.connect(host="$W", port=$PORT, user="postgres", database="postgres")
    await conn.fetch("SELECT id, email FROM users WHERE id = \$1", 1)
asyncio.run(main())
PY
    "$PY" app.py 2>&1 | tail -n 1 ;;
  connection-refused-sqlalchemy)
    cat >app.py <<PY
from sqlalchemy import create_engine, text
engine = create_engine("postgresql+psycopg2://app:secret@127.0.0.1:$PORT/shop")
with engine.connect() as conn:
    conn.execute(text("SELECT 1"))
PY
    "$PY" app.py 2>&1 | tail -n 5 ;;
  unique-violation-sqlalchemy)
    start_server; shop
    cat >app.py <<PY
from sqlalchemy import create_engine, text
engine = create_engine("postgresql+psycopg2://postgres@/postgres?host=$W&port=$PORT")
with engine.begin() as conn:
    conn.execute(text("INSERT INTO users (id, email) VALUES (:id, :email)"), {"id": 3, "email": "ann@example.com"})
PY
    "$PY" app.py 2>&1 | tail -n 6 ;;
  *)
    echo "unknown case: $CASE" >&2; exit 2 ;;
esac
