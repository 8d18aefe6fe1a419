#!/usr/bin/env bash
# Capture MySQL/MariaDB client errors against a throw-away MariaDB server.
# Debian packages: mariadb-server mariadb-client python3 python3-pymysql
# (the pymysql-* cases run the Debian interpreter /usr/bin/python3 with python3-pymysql)
# Usage: bash catalogue/capture/mysql.sh CASE   (no argument lists the cases)
# The server runs from a temporary datadir, listens only on a unix socket in
# that directory (--skip-networking) and is stopped when the case ends.
# Must run as root (the server runs with --user=root, the client logs in as
# root through the unix_socket plugin).
set -u

CASES="access-denied db-access-denied unknown-database table-exists unknown-column
duplicate-column duplicate-entry syntax-error no-such-table safe-update-mode
lock-wait-timeout deadlock subquery-more-than-one-row no-default-value data-too-long
fk-parent-row fk-child-row out-of-range cant-connect-socket cant-connect-tcp
check-constraint incorrect-datetime-value incorrect-integer-value column-cannot-be-null
pymysql-cant-connect pymysql-access-denied pymysql-no-such-table
truncated-incorrect-value incorrect-string-value command-denied
pymysql-db-access-denied fk-child-row-update admin-cant-connect-tcp fk-parent-row-update check-constraint-update column-cannot-be-null-update command-denied-drop data-too-long-update deadlock-share-lock-upgrade duplicate-column-view
duplicate-entry-primary no-default-value-orders lock-wait-timeout-for-update safe-update-delete syntax-error-reserved-word subquery-more-than-one-row-update table-exists-rename unknown-column-where pymysql-unknown-database out-of-range-bigint
host-not-allowed host-not-allowed-no-tls pymysql-host-not-allowed too-many-connections pymysql-too-many-connections
secure-file-priv secure-file-priv-load socket-auth-root pymysql-socket-auth-root key-too-long key-too-long-compact
binlog-routine-super binlog-trigger-super invalid-default invalid-default-zero-date column-count column-count-select
ambiguous-column ambiguous-column-where no-database-selected pymysql-no-database-selected illegal-mix-collations
 illegal-mix-collations-concat data-truncated-enum data-truncated-alter-enum
row-size-too-large row-size-too-large-innodb definer-missing definer-missing-trigger need-super-set-global need-super-kill
create-user-exists drop-user-missing unknown-host pymysql-unknown-host gone-away-timeout pymysql-gone-away mysqldb-gone-away
lost-connection-killed pymysql-lost-connection pymysql-packet-too-big fk-errno-150 fk-errno-150-type
only-full-group-by only-full-group-by-order
plugin-not-loaded pymysql-plugin-not-loaded unknown-collation-import pymysql-unknown-collation
blob-key-length pymysql-blob-key-length truncate-referenced pymysql-truncate-referenced auto-column-key pymysql-auto-column-key
drop-missing-column pymysql-drop-missing-index duplicate-key-name pymysql-duplicate-key-name
sqlalchemy-access-denied mysqldb-unknown-database mysqldb-no-such-table"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1

W=$(mktemp -d)
PID=""
cleanup() {
  if [ -n "$PID" ]; then
    kill "$PID" 2>/dev/null
    wait "$PID" 2>/dev/null
  fi
  rm -rf "$W"
}
trap cleanup EXIT
cd "$W" || exit 1
SOCK=$W/mysqld.sock

start_server() {
  mariadb-install-db --no-defaults --datadir="$W/data" --user=root \
    --auth-root-authentication-method=socket --skip-test-db >"$W/install.log" 2>&1 || {
    echo "install-db failed" >&2; cat "$W/install.log" >&2; exit 1; }
  mariadbd --no-defaults --datadir="$W/data" --socket="$SOCK" --skip-networking \
    --pid-file="$W/mysqld.pid" --log-error="$W/mysqld.err" --user=root \
    --innodb-buffer-pool-size=16M >/dev/null 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "server did not start" >&2; cat "$W/mysqld.err" >&2; exit 1
}

# start_tcp [server options...]: the server with networking on 127.0.0.1:$PORT (name resolution off)
start_tcp() {
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  mariadb-install-db --no-defaults --datadir="$W/data" --user=root \
    --auth-root-authentication-method=socket --skip-test-db >"$W/install.log" 2>&1 || {
    echo "install-db failed" >&2; cat "$W/install.log" >&2; exit 1; }
  mariadbd --no-defaults --datadir="$W/data" --socket="$SOCK" --bind-address=127.0.0.1 --port="$PORT" \
    --skip-name-resolve --pid-file="$W/mysqld.pid" --log-error="$W/mysqld.err" --user=root \
    --innodb-buffer-pool-size=16M "$@" >/dev/null 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "server did not start" >&2; cat "$W/mysqld.err" >&2; exit 1
}
# start_opts [server options...]: the socket-only server with extra options
start_opts() {
  mariadb-install-db --no-defaults --datadir="$W/data" --user=root \
    --auth-root-authentication-method=socket --skip-test-db >"$W/install.log" 2>&1 || {
    echo "install-db failed" >&2; cat "$W/install.log" >&2; exit 1; }
  mariadbd --no-defaults --datadir="$W/data" --socket="$SOCK" --skip-networking \
    --pid-file="$W/mysqld.pid" --log-error="$W/mysqld.err" --user=root \
    --innodb-buffer-pool-size=16M "$@" >/dev/null 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "server did not start" >&2; cat "$W/mysqld.err" >&2; exit 1
}
# py: run a PyMySQL snippet (the connection arguments come first) with the Debian interpreter
py() { printf 'import pymysql, time\n%s\n' "$1" >app.py; /usr/bin/python3 app.py 2>&1; }

# q: run SQL as root quietly (setup)
q() { mariadb --no-defaults --socket="$SOCK" -uroot "$@" >/dev/null 2>&1; }
# run: run the client so that its output is the case output
run() { mariadb --no-defaults --socket="$SOCK" "$@" 2>&1; }

setup_shop() {
  q -e "CREATE DATABASE shop;
        CREATE TABLE shop.customers (id INT PRIMARY KEY, email VARCHAR(20) NOT NULL UNIQUE, name VARCHAR(40));
        INSERT INTO shop.customers VALUES (1,'ann@example.com','Ann'),(2,'bob@example.com','Bob');
        CREATE TABLE shop.orders (id INT PRIMARY KEY, customer_id INT NOT NULL,
          total DECIMAL(10,2), created_at DATETIME, qty INT,
          FOREIGN KEY (customer_id) REFERENCES shop.customers(id));
        INSERT INTO shop.orders VALUES (10,1,9.99,'2026-01-02 10:00:00',1);"
}

case "$CASE" in
  access-denied)
    start_server
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'right-password';"
    run -uapp -pwrong-password -e "SELECT 1"
    ;;
  db-access-denied)
    start_server; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    run -uapp -ppw shop -e "SELECT 1"
    ;;
  unknown-database)
    start_server
    run -uroot shopp -e "SELECT 1"
    ;;
  table-exists)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE customers (id INT PRIMARY KEY)"
    ;;
  unknown-column)
    start_server; setup_shop
    run -uroot shop -e "SELECT id, emial FROM customers WHERE id = 1"
    ;;
  duplicate-column)
    start_server; setup_shop
    run -uroot shop -e "ALTER TABLE customers ADD COLUMN email VARCHAR(100)"
    ;;
  duplicate-entry)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO customers (id, email, name) VALUES (3, 'ann@example.com', 'Ann B')"
    ;;
  syntax-error)
    start_server; setup_shop
    run -uroot shop -e "SELECT id, name FROM customers WHERE name = 'Ann' ORDER id"
    ;;
  no-such-table)
    start_server; setup_shop
    run -uroot shop -e "SELECT * FROM customer"
    ;;
  safe-update-mode)
    start_server; setup_shop
    run -uroot --safe-updates shop -e "UPDATE customers SET name = 'x' WHERE name = 'Ann'"
    ;;
  lock-wait-timeout)
    start_server; setup_shop
    q shop -e "BEGIN; UPDATE customers SET name='A1' WHERE id=1; DO SLEEP(4); COMMIT;" &
    HOLDER=$!
    sleep 1
    run -uroot shop -e "SET SESSION innodb_lock_wait_timeout = 1; UPDATE customers SET name='A2' WHERE id=1"
    wait "$HOLDER"
    ;;
  deadlock)
    start_server; setup_shop
    run -uroot shop -e "BEGIN; UPDATE customers SET name='A1' WHERE id=1; DO SLEEP(2); UPDATE customers SET name='B1' WHERE id=2; COMMIT;" >"$W/a.out" &
    A=$!
    sleep 1
    run -uroot shop -e "BEGIN; UPDATE customers SET name='B2' WHERE id=2; DO SLEEP(2); UPDATE customers SET name='A2' WHERE id=1; COMMIT;" >"$W/b.out" &
    B=$!
    wait "$A" "$B"
    cat "$W/a.out" "$W/b.out"
    ;;
  subquery-more-than-one-row)
    start_server; setup_shop
    run -uroot shop -e "SELECT * FROM orders WHERE customer_id = (SELECT id FROM customers WHERE name LIKE '%')"
    ;;
  no-default-value)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO customers (id, name) VALUES (3, 'Cid')"
    ;;
  data-too-long)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO customers VALUES (3, 'a.very.long.address@example.com', 'Cid')"
    ;;
  fk-parent-row)
    start_server; setup_shop
    run -uroot shop -e "DELETE FROM customers WHERE id = 1"
    ;;
  fk-child-row)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, customer_id, total) VALUES (11, 42, 5.00)"
    ;;
  out-of-range)
    start_server
    run -uroot -e "SELECT CAST(0 AS UNSIGNED) - 1"
    ;;
  cant-connect-socket)
    run -uroot --socket="$W/mysqld.sock" -e "SELECT 1"
    ;;
  cant-connect-tcp)
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    mariadb --no-defaults -h 127.0.0.1 -P "$PORT" -uroot -e "SELECT 1" 2>&1
    ;;
  check-constraint)
    start_server; setup_shop
    q shop -e "CREATE TABLE products (id INT PRIMARY KEY, price DECIMAL(10,2), CONSTRAINT price_positive CHECK (price > 0))"
    run -uroot shop -e "INSERT INTO products VALUES (1, -5.00)"
    ;;
  incorrect-datetime-value)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, customer_id, created_at) VALUES (12, 1, '31/01/2026 10:00')"
    ;;
  incorrect-integer-value)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, customer_id, qty) VALUES (13, 1, 'three')"
    ;;
  column-cannot-be-null)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, customer_id, total) VALUES (14, NULL, 1.00)"
    ;;
  truncated-incorrect-value)
    start_server; setup_shop
    run -uroot shop -e "UPDATE orders SET total = total + '1,50' WHERE id = 10"
    ;;
  incorrect-string-value)
    start_server; setup_shop
    q shop -e "CREATE TABLE notes (id INT PRIMARY KEY, body VARCHAR(40) CHARACTER SET utf8mb3)"
    EMOJI=$(printf '\360\237\223\246')
    run -uroot --default-character-set=utf8mb4 shop -e "INSERT INTO notes VALUES (1, 'shipped $EMOJI')"
    ;;
  command-denied)
    start_server; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT SELECT ON shop.* TO 'app'@'localhost';"
    run -uapp -ppw shop -e "DELETE FROM orders WHERE id = 10"
    ;;
  pymysql-cant-connect)
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    printf 'import pymysql\nconn = pymysql.connect(host="127.0.0.1", port=%s, user="app", password="pw", database="shop")\n' "$PORT" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  pymysql-access-denied)
    start_server
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'right-password';"
    printf 'import pymysql\nconn = pymysql.connect(unix_socket="%s", user="app", password="wrong-password")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  pymysql-no-such-table)
    start_server; setup_shop
    printf 'import pymysql\nconn = pymysql.connect(unix_socket="%s", user="root", database="shop")\nwith conn.cursor() as cur:\n    cur.execute("SELECT * FROM customer")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  pymysql-db-access-denied)
    start_server; setup_shop
    q -e "CREATE DATABASE billing; CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT ALL ON shop.* TO 'app'@'localhost';"
    printf 'import pymysql\nconn = pymysql.connect(unix_socket="%s", user="app", password="pw", database="billing")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  fk-child-row-update)
    start_server; setup_shop
    run -uroot shop -e "UPDATE orders SET customer_id = 99 WHERE id = 10"
    ;;
  admin-cant-connect-tcp)
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    mariadb-admin --no-defaults -h 127.0.0.1 -P "$PORT" -uroot ping 2>&1
    ;;
  fk-parent-row-update)
    start_server; setup_shop
    run -uroot shop -e "UPDATE customers SET id = 5 WHERE id = 1"
    ;;
  check-constraint-update)
    start_server; setup_shop
    q shop -e "CREATE TABLE stock (sku VARCHAR(10) PRIMARY KEY, qty INT CHECK (qty >= 0)); INSERT INTO stock VALUES ('A-100', 2)"
    run -uroot shop -e "UPDATE stock SET qty = qty - 5 WHERE sku = 'A-100'"
    ;;
  column-cannot-be-null-update)
    start_server; setup_shop
    run -uroot shop -e "UPDATE customers SET email = NULL WHERE id = 2"
    ;;
  command-denied-drop)
    start_server; setup_shop
    q -e "CREATE USER 'report'@'localhost' IDENTIFIED BY 'pw'; GRANT SELECT, INSERT ON shop.* TO 'report'@'localhost';"
    run -ureport -ppw shop -e "DROP TABLE orders"
    ;;
  data-too-long-update)
    start_server; setup_shop
    run -uroot shop -e "UPDATE customers SET name = 'Annabelle Josephine Catherine Wellington-Smythe' WHERE id = 1"
    ;;
  deadlock-share-lock-upgrade)
    start_server; setup_shop
    run -uroot shop -e "BEGIN; SELECT name FROM customers WHERE id = 1 LOCK IN SHARE MODE; DO SLEEP(2); UPDATE customers SET name='A1' WHERE id = 1; COMMIT;" >"$W/a.out" &
    A=$!
    sleep 1
    run -uroot shop -e "BEGIN; SELECT name FROM customers WHERE id = 1 LOCK IN SHARE MODE; DO SLEEP(2); UPDATE customers SET name='A2' WHERE id = 1; COMMIT;" >"$W/b.out" &
    B=$!
    wait "$A" "$B"
    cat "$W/a.out" "$W/b.out" | grep -v -e '^name' -e '^Ann'
    ;;
  duplicate-column-view)
    start_server; setup_shop
    run -uroot shop -e "CREATE VIEW order_details AS SELECT * FROM orders JOIN customers ON customers.id = orders.customer_id"
    ;;
  duplicate-entry-primary)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, customer_id, total) VALUES (10, 2, 15.00)"
    ;;
  no-default-value-orders)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO orders (id, total) VALUES (15, 3.50)"
    ;;
  lock-wait-timeout-for-update)
    start_server; setup_shop
    q shop -e "BEGIN; SELECT * FROM orders WHERE id = 10 FOR UPDATE; DO SLEEP(4); COMMIT;" &
    HOLDER=$!
    sleep 1
    run -uroot shop -e "SET SESSION innodb_lock_wait_timeout = 1; SELECT * FROM orders WHERE id = 10 FOR UPDATE"
    wait "$HOLDER"
    ;;
  safe-update-delete)
    start_server; setup_shop
    run -uroot --safe-updates shop -e "DELETE FROM orders WHERE total < 10"
    ;;
  syntax-error-reserved-word)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE line_items (id INT PRIMARY KEY, order INT, qty INT)"
    ;;
  subquery-more-than-one-row-update)
    start_server; setup_shop
    q shop -e "INSERT INTO orders VALUES (11,1,5.00,'2026-01-03 09:00:00',2)"
    run -uroot shop -e "UPDATE customers SET name = (SELECT total FROM orders WHERE orders.customer_id = customers.id) WHERE id = 1"
    ;;
  table-exists-rename)
    start_server; setup_shop
    run -uroot shop -e "RENAME TABLE customers TO orders"
    ;;
  unknown-column-where)
    start_server; setup_shop
    run -uroot shop -e "UPDATE orders SET qty = 2 WHERE status = 'pending'"
    ;;
  pymysql-unknown-database)
    start_server
    printf 'import pymysql\nconn = pymysql.connect(unix_socket="%s", user="root", database="inventory")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  out-of-range-bigint)
    start_server
    run -uroot -e "SELECT 9223372036854775807 + 1"
    ;;
  host-not-allowed)
    start_tcp
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    mariadb --no-defaults -h 127.0.0.1 -P "$PORT" -uapp -ppw -e "SELECT 1" 2>&1
    ;;
  host-not-allowed-no-tls)
    start_tcp
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    mariadb --no-defaults --skip-ssl -h 127.0.0.1 -P "$PORT" -uapp -ppw -e "SELECT 1" 2>&1
    ;;
  pymysql-host-not-allowed)
    start_tcp
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    py "conn = pymysql.connect(host='127.0.0.1', port=$PORT, user='app', password='pw')"
    ;;
  too-many-connections)
    start_opts --max-connections=10
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    for i in $(seq 1 10); do mariadb --no-defaults --socket="$SOCK" -uapp -ppw -e "DO SLEEP(4)" >/dev/null 2>&1 & done
    HOLDER=$!
    sleep 2
    run -uapp -ppw -e "SELECT 1"
    wait "$HOLDER"
    ;;
  pymysql-too-many-connections)
    start_opts --max-connections=10
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    for i in $(seq 1 10); do mariadb --no-defaults --socket="$SOCK" -uapp -ppw -e "DO SLEEP(4)" >/dev/null 2>&1 & done
    HOLDER=$!
    sleep 2
    py "conn = pymysql.connect(unix_socket='$SOCK', user='app', password='pw')"
    wait "$HOLDER"
    ;;
  secure-file-priv)
    mkdir -p "$W/files"
    start_opts --secure-file-priv="$W/files"; setup_shop
    run -uroot shop -e "SELECT * FROM customers INTO OUTFILE '/tmp/customers.csv'"
    ;;
  secure-file-priv-load)
    mkdir -p "$W/files"
    start_opts --secure-file-priv="$W/files"; setup_shop
    run -uroot shop -e "LOAD DATA INFILE '/srv/import/customers.csv' INTO TABLE customers FIELDS TERMINATED BY ','"
    ;;
  socket-auth-root)
    chmod 755 "$W"
    start_server
    runuser -u nobody -- mariadb --no-defaults --socket="$SOCK" -uroot -e "SELECT 1" 2>&1
    ;;
  pymysql-socket-auth-root)
    start_tcp
    printf 'import pymysql\nconn = pymysql.connect(unix_socket="%s", user="root")\n' "$SOCK" >"$W/app.py"
    chmod 755 "$W"; chmod 644 "$W/app.py"
    runuser -u nobody -- /usr/bin/python3 "$W/app.py" 2>&1
    ;;
  key-too-long)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE tags (name VARCHAR(1000) CHARACTER SET utf8mb4 PRIMARY KEY)"
    ;;
  key-too-long-compact)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE redirects (site VARCHAR(500), path VARCHAR(500), target TEXT, PRIMARY KEY (site, path)) CHARACTER SET utf8mb4"
    ;;
  binlog-routine-super)
    start_opts --log-bin="$W/binlog" --server-id=1; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT ALL ON shop.* TO 'app'@'localhost';"
    run -uapp -ppw shop -e "CREATE FUNCTION order_total(o INT) RETURNS DECIMAL(10,2) READS SQL DATA RETURN (SELECT total FROM orders WHERE id = o)"
    ;;
  binlog-trigger-super)
    start_opts --log-bin="$W/binlog" --server-id=1; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT ALL ON shop.* TO 'app'@'localhost';"
    run -uapp -ppw shop -e "CREATE TRIGGER orders_bi BEFORE INSERT ON orders FOR EACH ROW SET NEW.qty = IFNULL(NEW.qty, 1)"
    ;;
  invalid-default)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE coupons (code VARCHAR(20) PRIMARY KEY, uses INT NOT NULL DEFAULT 'none')"
    ;;
  invalid-default-zero-date)
    start_server; setup_shop
    run -uroot shop -e "SET SESSION sql_mode = 'STRICT_TRANS_TABLES,NO_ZERO_DATE'; CREATE TABLE events (id INT PRIMARY KEY, starts_at DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00')"
    ;;
  column-count)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO customers VALUES (3, 'cid@example.com')"
    ;;
  column-count-select)
    start_server; setup_shop
    run -uroot shop -e "INSERT INTO customers (id, email, name) SELECT id, 'x@example.com' FROM orders"
    ;;
  ambiguous-column)
    start_server; setup_shop
    run -uroot shop -e "SELECT id, name, total FROM orders JOIN customers ON customers.id = orders.customer_id"
    ;;
  ambiguous-column-where)
    start_server; setup_shop
    run -uroot shop -e "SELECT orders.total FROM orders JOIN customers ON customers.id = orders.customer_id WHERE id = 10"
    ;;
  no-database-selected)
    start_server; setup_shop
    run -uroot -e "SELECT * FROM customers"
    ;;
  pymysql-no-database-selected)
    start_server; setup_shop
    py "conn = pymysql.connect(unix_socket='$SOCK', user='root')
with conn.cursor() as cur:
    cur.execute('SELECT * FROM orders')"
    ;;
  illegal-mix-collations)
    start_server; setup_shop
    q shop -e "CREATE TABLE a (v VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci); CREATE TABLE b (v VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci); INSERT INTO a VALUES ('x'); INSERT INTO b VALUES ('y')"
    run -uroot shop -e "SELECT a.v FROM a JOIN b ON b.v LIKE CONCAT(a.v, '%')"
    ;;
  illegal-mix-collations-concat)
    start_server; setup_shop
    q shop -e "CREATE TABLE a (v VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci); CREATE TABLE b (v VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci); INSERT INTO a VALUES ('x'); INSERT INTO b VALUES ('x')"
    run -uroot shop -e "SELECT * FROM a JOIN b ON a.v = b.v"
    ;;
  data-truncated-enum)
    start_server; setup_shop
    q shop -e "ALTER TABLE orders ADD COLUMN status ENUM('new','paid','shipped') NOT NULL DEFAULT 'new'"
    run -uroot shop -e "UPDATE orders SET status = 'cancelled' WHERE id = 10"
    ;;
  data-truncated-alter-enum)
    start_server; setup_shop
    run -uroot shop -e "ALTER TABLE customers MODIFY name ENUM('Ann')"
    ;;
  row-size-too-large)
    start_server; setup_shop
    COLS=$(for i in $(seq 1 30); do printf ', c%s VARCHAR(1000)' "$i"; done)
    run -uroot shop -e "CREATE TABLE wide (id INT PRIMARY KEY $COLS) CHARACTER SET utf8mb4 ENGINE=InnoDB"
    ;;
  row-size-too-large-innodb)
    start_server; setup_shop
    COLS=$(for i in $(seq 1 40); do printf ', f%s CHAR(255)' "$i"; done)
    run -uroot shop -e "CREATE TABLE survey (id INT PRIMARY KEY $COLS) CHARACTER SET latin1 ENGINE=InnoDB ROW_FORMAT=DYNAMIC"
    ;;
  definer-missing)
    start_server; setup_shop
    q shop -e "CREATE DEFINER='deploy'@'%' VIEW big_orders AS SELECT * FROM orders WHERE total > 5"
    run -uroot shop -e "SELECT * FROM big_orders"
    ;;
  definer-missing-trigger)
    start_server; setup_shop
    q shop -e "CREATE DEFINER='olddba'@'localhost' TRIGGER orders_bi BEFORE INSERT ON orders FOR EACH ROW SET NEW.qty = IFNULL(NEW.qty, 1)"
    run -uroot shop -e "INSERT INTO orders (id, customer_id, total) VALUES (20, 1, 1.00)"
    ;;
  need-super-set-global)
    start_server; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT ALL ON shop.* TO 'app'@'localhost';"
    run -uapp -ppw shop -e "SET GLOBAL max_connections = 500"
    ;;
  need-super-kill)
    start_server; setup_shop
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw'; GRANT ALL ON shop.* TO 'app'@'localhost';"
    run -uapp -ppw shop -e "SET GLOBAL general_log = ON"
    ;;
  create-user-exists)
    start_server
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'pw';"
    run -uroot -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'new-pw'"
    ;;
  drop-user-missing)
    start_server
    run -uroot -e "DROP USER 'reporting'@'%'"
    ;;
  unknown-host)
    mariadb --no-defaults -h db.example.invalid -uroot -e "SELECT 1" 2>&1
    ;;
  pymysql-unknown-host)
    py "conn = pymysql.connect(host='db.example.invalid', user='app', password='pw', database='shop')"
    ;;
  gone-away-timeout)
    start_server; setup_shop
    { echo "SET SESSION wait_timeout = 1;"; sleep 3; echo "SELECT COUNT(*) FROM orders;"; } | mariadb --no-defaults --socket="$SOCK" -uroot shop 2>&1
    ;;
  pymysql-gone-away)
    start_server; setup_shop
    py "conn = pymysql.connect(unix_socket='$SOCK', user='root', database='shop')
with conn.cursor() as cur:
    cur.execute('SET SESSION wait_timeout = 1')
time.sleep(3)
with conn.cursor() as cur:
    cur.execute('SELECT COUNT(*) FROM orders')"
    ;;
  mysqldb-gone-away)
    start_server; setup_shop
    printf 'import MySQLdb, time\nconn = MySQLdb.connect(unix_socket="%s", user="root", database="shop")\ncur = conn.cursor()\ncur.execute("SET SESSION wait_timeout = 1")\ntime.sleep(3)\ncur.execute("SELECT COUNT(*) FROM orders")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1
    ;;
  lost-connection-killed)
    start_server; setup_shop
    run -uroot shop -e "SELECT SLEEP(5)" >"$W/a.out" &
    A=$!
    sleep 1
    q -e "SELECT GROUP_CONCAT(id) INTO @ids FROM information_schema.processlist WHERE info LIKE 'SELECT SLEEP%'; EXECUTE IMMEDIATE CONCAT('KILL ', @ids)"
    wait "$A"
    cat "$W/a.out"
    ;;
  pymysql-lost-connection)
    start_server; setup_shop
    q -e "SET GLOBAL max_statement_time = 0"
    ( sleep 1; q -e "SELECT GROUP_CONCAT(id) INTO @ids FROM information_schema.processlist WHERE info LIKE 'SELECT SLEEP%'; EXECUTE IMMEDIATE CONCAT('KILL ', @ids)" ) &
    K=$!
    py "conn = pymysql.connect(unix_socket='$SOCK', user='root', database='shop')
with conn.cursor() as cur:
    cur.execute('SELECT SLEEP(5)')"
    wait "$K"
    ;;
  pymysql-packet-too-big)
    start_opts --max-allowed-packet=1M; setup_shop
    q shop -e "CREATE TABLE uploads (id INT PRIMARY KEY, body LONGBLOB)"
    py "conn = pymysql.connect(unix_socket='$SOCK', user='root', database='shop')
with conn.cursor() as cur:
    cur.execute('INSERT INTO uploads VALUES (%s, %s)', (1, b'a' * 2000000))"
    ;;
  fk-errno-150)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE payments (id INT PRIMARY KEY, customer_email VARCHAR(40), FOREIGN KEY (customer_email) REFERENCES customers(name))"
    ;;
  fk-errno-150-type)
    start_server; setup_shop
    run -uroot shop -e "CREATE TABLE refunds (id INT PRIMARY KEY, order_id BIGINT UNSIGNED, FOREIGN KEY (order_id) REFERENCES orders(id))"
    ;;
  only-full-group-by)
    start_server; setup_shop
    run -uroot shop -e "SET SESSION sql_mode = 'ONLY_FULL_GROUP_BY'; SELECT customer_id, total, COUNT(*) FROM orders GROUP BY customer_id"
    ;;
  only-full-group-by-order)
    start_server; setup_shop
    run -uroot shop -e "SET SESSION sql_mode = 'ONLY_FULL_GROUP_BY'; SELECT c.name, COUNT(*) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id"
    ;;
  plugin-not-loaded)
    start_server
    q -e "SELECT 1;"
    mariadb --no-defaults --socket="$SOCK" -uroot -e "CREATE USER 'app'@'%' IDENTIFIED VIA ed25519 USING PASSWORD('s3cret');" 2>&1 ;;
  pymysql-plugin-not-loaded)
    start_server
    cat >app.py <<PY
import pymysql
conn = pymysql.connect(unix_socket="$SOCK", user="root")
with conn.cursor() as cur:
    cur.execute("CREATE USER 'report'@'%' IDENTIFIED VIA ed25519 USING PASSWORD('pw')")
PY
    /usr/bin/python3 app.py 2>&1 ;;
  unknown-collation-import)
    start_server; q -e "CREATE DATABASE shop;"
    cat >dump.sql <<'SQL'
-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
/*!40101 SET NAMES utf8mb4 */;
DROP TABLE IF EXISTS `customers`;
CREATE TABLE `customers` (
  `id` int NOT NULL AUTO_INCREMENT,
  `email` varchar(255) COLLATE utf8mb4_0900_ai_ci NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
SQL
    mariadb --no-defaults --socket="$SOCK" -uroot shop <dump.sql 2>&1 ;;
  pymysql-unknown-collation)
    start_server; q -e "CREATE DATABASE shop;"
    cat >app.py <<PY
import pymysql
conn = pymysql.connect(unix_socket="$SOCK", user="root", database="shop")
with conn.cursor() as cur:
    cur.execute("CREATE TABLE notes (id INT PRIMARY KEY, body TEXT) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci")
PY
    /usr/bin/python3 app.py 2>&1 | tail -n 1 ;;
  blob-key-length|pymysql-blob-key-length|truncate-referenced|pymysql-truncate-referenced|auto-column-key|pymysql-auto-column-key|drop-missing-column|pymysql-drop-missing-index|duplicate-key-name|pymysql-duplicate-key-name)
    start_server; setup_shop
    case "$CASE" in
      *blob-key-length) SQL="CREATE TABLE shop.articles (slug TEXT NOT NULL, title VARCHAR(200), PRIMARY KEY (slug))" ;;
      *truncate-referenced) SQL="TRUNCATE TABLE shop.customers" ;;
      *auto-column-key) SQL="CREATE TABLE shop.events (id INT NOT NULL AUTO_INCREMENT, name VARCHAR(50), created_at DATETIME)" ;;
      drop-missing-column) SQL="ALTER TABLE shop.customers DROP COLUMN phone" ;;
      pymysql-drop-missing-index) SQL="ALTER TABLE shop.orders DROP INDEX idx_orders_created_at" ;;
      *duplicate-key-name) q -e "CREATE INDEX idx_orders_created ON shop.orders (created_at);"
        SQL="CREATE INDEX idx_orders_created ON shop.orders (created_at, qty)" ;;
    esac
    case "$CASE" in
      pymysql-*)
        cat >app.py <<PY
import pymysql
conn = pymysql.connect(unix_socket="$SOCK", user="root", database="shop")
with conn.cursor() as cur:
    cur.execute("$SQL")
PY
        /usr/bin/python3 app.py 2>&1 | tail -n 1 ;;
      *) mariadb --no-defaults --socket="$SOCK" -uroot shop -e "$SQL;" 2>&1 | grep '^ERROR' ;;
    esac ;;
  sqlalchemy-access-denied)
    start_server
    q -e "CREATE USER 'app'@'localhost' IDENTIFIED BY 'right-password';"
    cat >app.py <<PY
from sqlalchemy import create_engine, text
engine = create_engine("mysql+pymysql://app:wrong-password@localhost/shop?unix_socket=$SOCK")
with engine.connect() as conn:
    conn.execute(text("SELECT 1"))
PY
    /usr/bin/python3 app.py 2>&1 | tail -n 2 ;;
  mysqldb-unknown-database)
    start_server
    printf 'import MySQLdb\nconn = MySQLdb.connect(unix_socket="%s", user="root", database="inventory")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1 | tail -n 1 ;;
  mysqldb-no-such-table)
    start_server; setup_shop
    printf 'import MySQLdb\nconn = MySQLdb.connect(unix_socket="%s", user="root", database="shop")\ncur = conn.cursor()\ncur.execute("SELECT * FROM invoices")\n' "$SOCK" >app.py
    /usr/bin/python3 app.py 2>&1 | tail -n 1 ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
exit 0
