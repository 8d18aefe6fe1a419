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
duplicate-entry-primary no-default-value-orders lock-wait-timeout-for-update safe-update-delete syntax-error-reserved-word subquery-more-than-one-row-update table-exists-rename unknown-column-where pymysql-unknown-database out-of-range-bigint"

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
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
exit 0
