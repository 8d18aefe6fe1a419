#!/usr/bin/env bash
# Capture cases for catalogue/nginx: each case writes a throw-away nginx.conf into a temporary
# directory and either tests it (`nginx -t`, stderr merged) or starts nginx on 127.0.0.1 with it,
# sends a request with curl and prints the error-log lines the request caused.
# Debian packages: nginx (nginx-common, 1.22), curl, python3, openssl, util-linux (setpriv).
# Usage: bash catalogue/capture/nginx.sh CASE    (no argument: list the cases)
set -u
CASES="bind-in-use unknown-directive unknown-directive-module not-allowed-here invalid-args
unexpected-brace unexpected-eof no-events server-names-hash conflicting-server-name
host-not-found-upstream connect-refused connect-refused-unix-missing connect-unix-missing-proxy connect-unix-permission
connect-unix-permission-fastcgi
upstream-timeout-read  premature-close no-live-upstreams too-big-header
too-large-body open-enoent open-eacces index-forbidden redirect-cycle cert-missing key-mismatch
worker-connections duplicate-location reload-not-running cannot-have-uri unknown-variable
no-resolver ssl-upstream-wrong-version limiting-requests limiting-connections access-forbidden
not-found-index request-body-temp-file include-missing getpwnam
log-permission duplicate-default-server invalid-port duplicate-directive invalid-value
pem-key-bad no-ssl-certificate reset-upstream too-many-open-files invalid-header-upstream
unknown-log-format no-valid-header location-not-allowed-in-server
proxy-pass-invalid-url http-not-allowed-in-server
access-forbidden-allow upstream-response-temp-file limiting-connections-dry-run no-resolver-service
open-enoent-index pid-permission-prefix reload-empty-pid ssl-upstream-protocol reset-upstream-body
invalid-header-upstream-folded no-valid-header-redis too-many-open-files-accept
worker-connections-sequential
ssl-on-deprecated ssl-on-deprecated-443 test-failed-limit-req test-failed-gzip test-failed-limit-conn
types-hash types-hash-small low-address-bits low-address-bits-deny
duplicate-listen-options duplicate-listen-options-reuseport"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
# CASE+log: the same case with an error_log directive in the configuration, so that `nginx -t`
# prints its messages in the error-log form (timestamp, level, pid) instead of "nginx: [emerg]".
CASE=${1%+log}
ELOG=""
[ "$CASE" != "$1" ] && ELOG=1
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
chmod 755 "$W"   # the worker processes (user nobody) must reach the files below
NGINX=${NGINX:-/usr/sbin/nginx}
mkdir -p "$W/tmp" "$W/html"
echo ok >"$W/html/index.html"

# conf HTTP-BODY [MAIN-EXTRA]: a complete configuration whose http block holds HTTP-BODY.
conf() {
  cat >"$W/nginx.conf" <<EOF
pid $W/nginx.pid;
error_log $W/error.log info;
${2:-}
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path $W/tmp/body;
    proxy_temp_path $W/tmp/proxy;
    fastcgi_temp_path $W/tmp/fastcgi;
    uwsgi_temp_path $W/tmp/uwsgi;
    scgi_temp_path $W/tmp/scgi;
$1
}
EOF
}
# raw TEXT: a configuration file written as it is.
raw() { printf '%s\n' "$1" >"$W/nginx.conf"; }
test_conf() {
  if [ -z "$ELOG" ]; then   # Debian's default error log is stderr; a file gives the "nginx: [emerg]" form
    sed -i '/^error_log /d' "$W/nginx.conf"
    "$NGINX" -t -e "$W/startup.log" -p "$W/" -c "$W/nginx.conf" 2>&1
  else
    "$NGINX" -t -p "$W/" -c "$W/nginx.conf" 2>&1
  fi
}
# start: run nginx in the background (daemon off) and wait for its port.
start() {
  "$NGINX" -p "$W/" -c "$W/nginx.conf" -g 'daemon off;' >"$W/start.log" 2>&1 &
  PIDS+=($!)
  NPID=$!
  [ -n "${1:-}" ] && wait_port "$1"
}
start_fg() { "$NGINX" -p "$W/" -c "$W/nginx.conf" -g 'daemon off;' 2>&1; }
# log: the error-log lines of level warn and above (the start-up notices left out).
log() { sleep 0.3; grep -v -E '\[(notice|info)\]' "$W/error.log"; }
req() { curl -s -o /dev/null --max-time 5 "$@"; }
# A server that accepts connections and closes them without answering.
closer() {
  python3 -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
while True:
    c, _ = s.accept(); c.recv(65536); c.close()' "$1" &
  PIDS+=($!)
  wait_port "$1"
}
# A server that answers every request with the bytes of the python expression $2.
answer() {
  python3 -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
data = eval(sys.argv[2])
while True:
    c, _ = s.accept(); c.recv(65536)
    try: c.sendall(data)
    except OSError: pass   # the wait_port probe closes at once
    c.close()' "$1" "$2" &
  PIDS+=($!)
  wait_port "$1"
}
P=$(free_port)

case "$CASE" in
bind-in-use)
  hold_port "$P"
  conf "server { listen 127.0.0.1:$P; }"
  if [ -n "$ELOG" ]; then
    timeout 8 "$NGINX" -p "$W/" -c "$W/nginx.conf" -g 'daemon off;' >/dev/null 2>&1; cat "$W/error.log"
  else
    timeout 8 "$NGINX" -p "$W/" -c "$W/nginx.conf" -g 'daemon off;' 2>&1
  fi ;;
unknown-directive)
  conf "server { listen 127.0.0.1:$P; proxy_passs http://127.0.0.1:$P; }"
  test_conf ;;
unknown-directive-module)
  conf "server { listen 127.0.0.1:$P; server_tokens off; more_clear_headers Server; }"
  test_conf ;;
not-allowed-here)
  conf "proxy_pass http://127.0.0.1:$P;
    server { listen 127.0.0.1:$P; }"
  test_conf ;;
invalid-args)
  conf "server { listen 127.0.0.1:$P; root; }"
  test_conf ;;
unexpected-brace)
  conf "server { listen 127.0.0.1:$P; location / { root $W/html; } } }"
  test_conf ;;
unexpected-eof)
  conf "server { listen 127.0.0.1:$P; location / { root $W/html; }"
  test_conf ;;
no-events)
  raw "pid $W/nginx.pid;
error_log $W/error.log;
http { server { listen 127.0.0.1:$P; } }"
  test_conf ;;
server-names-hash)
  conf "server_names_hash_bucket_size 32;
    server { listen 127.0.0.1:$P; server_name api-gateway-eu-west-1.staging.internal.platform.example-company.com; }
    server { listen 127.0.0.1:$P; server_name www.example-company.com; }"
  test_conf ;;
conflicting-server-name)
  conf "server { listen 127.0.0.1:$P; server_name app.example.test; }
    server { listen 127.0.0.1:$P; server_name app.example.test; }"
  test_conf ;;
host-not-found-upstream)
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://backend-app:8080; } }"
  test_conf ;;
connect-refused)
  U=$(free_port)
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P/api/users"; log ;;
connect-refused-unix-missing)
  conf "server { listen 127.0.0.1:$P; root $W/html; location ~ \.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass unix:/run/php/php8.2-fpm.sock; } }"
  start "$P"; req "http://127.0.0.1:$P/index.php"; log ;;
connect-unix-missing-proxy)
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://unix:/run/gunicorn.sock; } }"
  start "$P"; req "http://127.0.0.1:$P/accounts/login/"; log ;;
connect-unix-permission|connect-unix-permission-fastcgi)
  python3 -c 'import socket, sys, time, os
s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); os.chmod(sys.argv[1], 0o600); s.listen()
open(sys.argv[2], "w").close(); time.sleep(60)' "$W/app.sock" "$W/sock.ready" &
  PIDS+=($!); wait_ready "$W/sock.ready"
  chmod 755 "$W"
  if [ "$CASE" = connect-unix-permission ]; then
    conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://unix:$W/app.sock; } }" "user nobody nogroup;"
  else
    conf "server { listen 127.0.0.1:$P; root $W/html; location ~ \.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass unix:$W/app.sock; } }" "user nobody nogroup;"
  fi
  U=/; [ "$CASE" != connect-unix-permission ] && U=/wp-login.php
  start "$P"; req "http://127.0.0.1:$P$U"; log ;;
upstream-timeout-read)
  U=$(free_port); hold_port "$U"
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; proxy_read_timeout 1s; } }"
  start "$P"; req "http://127.0.0.1:$P/report"; log ;;
premature-close)
  U=$(free_port); closer "$U"
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P/"; log ;;
no-live-upstreams)
  U=$(free_port)
  V=$(free_port)
  conf "upstream backend { server 127.0.0.1:$U; server 127.0.0.1:$V; }
    server { listen 127.0.0.1:$P; location / { proxy_pass http://backend; } }"
  start "$P"; req "http://127.0.0.1:$P/"; req "http://127.0.0.1:$P/"; log | grep "no live" ;;
too-big-header)
  U=$(free_port); answer "$U" '(b"HTTP/1.1 200 OK\r\nSet-Cookie: session=" + b"a"*9000 + b"\r\nContent-Length: 2\r\n\r\nok")'
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P/login"; log ;;
too-large-body)
  conf "server { listen 127.0.0.1:$P; client_max_body_size 1k; location / { root $W/html; } }"
  start "$P"; head -c 5000 /dev/zero >body.bin
  req -X POST --data-binary @body.bin "http://127.0.0.1:$P/upload"; log ;;
open-enoent-index)
  # the root directory itself is missing, so the index module reports the index file
  conf "server { listen 127.0.0.1:$P; server_name app.example.test; root /srv/app/public; }"
  start "$P"; req -H 'Host: app.example.test' "http://127.0.0.1:$P/"; log ;;
open-enoent)
  conf "server { listen 127.0.0.1:$P; root $W/html; }"
  start "$P"; req "http://127.0.0.1:$P/favicon.ico"; log ;;
open-eacces)
  chmod 755 "$W"; echo secret >"$W/html/report.html"; chmod 600 "$W/html/report.html"
  conf "server { listen 127.0.0.1:$P; root $W/html; }" "user nobody nogroup;"
  start "$P"; req "http://127.0.0.1:$P/report.html"; log ;;
index-forbidden)
  mkdir -p "$W/html/assets"
  conf "server { listen 127.0.0.1:$P; root $W/html; }"
  start "$P"; req "http://127.0.0.1:$P/assets/"; log ;;
redirect-cycle)
  rm -f "$W/html/index.html"
  conf "server { listen 127.0.0.1:$P; root $W/html; location / { try_files \$uri \$uri/ /index.html; } }"
  start "$P"; req "http://127.0.0.1:$P/dashboard"; log ;;
cert-missing)
  conf "server { listen 127.0.0.1:$P ssl; ssl_certificate /etc/ssl/certs/example.com.crt; ssl_certificate_key /etc/ssl/private/example.com.key; }"
  test_conf ;;
key-mismatch)
  self_signed_cert a.key a.pem; self_signed_cert b.key b.pem
  conf "server { listen 127.0.0.1:$P ssl; ssl_certificate $W/a.pem; ssl_certificate_key $W/b.key; }"
  test_conf ;;
worker-connections|worker-connections-sequential)
  U=$(free_port); hold_port "$U"
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  WC=4; [ "$CASE" = worker-connections-sequential ] && WC=6
  sed -i "s/worker_connections 64;/worker_connections $WC;/" "$W/nginx.conf"
  start "$P"
  if [ "$CASE" = worker-connections ]; then
    for i in 1 2 3 4; do req --max-time 2 "http://127.0.0.1:$P/" & done; wait_cur() { sleep 2.5; }; wait_cur; log
  else
    # proxied requests arriving one after another, each holding a client and an upstream connection
    for i in 1 2 3 4; do req --max-time 3 "http://127.0.0.1:$P/api/report?id=$i" & sleep 0.3; done; sleep 3; log
  fi ;;
duplicate-location)
  conf "server { listen 127.0.0.1:$P; location /api { return 200; } location /api { return 204; } }"
  test_conf ;;
reload-not-running|reload-empty-pid)
  conf "server { listen 127.0.0.1:$P; }"
  [ "$CASE" = reload-empty-pid ] && : >"$W/nginx.pid"   # a pid file left empty
  "$NGINX" -p "$W/" -c "$W/nginx.conf" -s reload 2>&1 ;;
cannot-have-uri)
  conf "server { listen 127.0.0.1:$P; location ~ ^/api/ { proxy_pass http://127.0.0.1:$P/v1/; } }"
  test_conf ;;
unknown-variable)
  conf "server { listen 127.0.0.1:$P; location / { return 200 \$request_uri_path; } }"
  test_conf ;;
no-resolver|no-resolver-service)
  if [ "$CASE" = no-resolver ]; then
    conf "server { listen 127.0.0.1:$P; location / { set \$backend api.example.com; proxy_pass http://\$backend; } }"
  else
    # a Kubernetes service name in a variable, so nginx resolves it per request
    conf "server { listen 127.0.0.1:$P; server_name gateway.example.test; location /orders/ { set \$svc orders.shop.svc.cluster.local:8080; proxy_pass http://\$svc\$request_uri; } }"
  fi
  U=/; [ "$CASE" != no-resolver ] && U=/orders/1234
  start "$P"; req "http://127.0.0.1:$P$U"; log ;;
ssl-upstream-protocol)
  # the upstream speaks only TLS 1.3, nginx offers TLS 1.2 only
  self_signed_cert u.key u.pem; serve_tls u.pem u.key -tls1_3
  conf "server { listen 127.0.0.1:$P; location /api/ { proxy_pass https://127.0.0.1:$PORT; proxy_ssl_protocols TLSv1.2; } }"
  start "$P"; req "http://127.0.0.1:$P/api/status"; log ;;
ssl-upstream-wrong-version)
  U=$(free_port); answer "$U" 'b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"'
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass https://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P/"; log ;;
limiting-requests)
  conf "limit_req_zone \$binary_remote_addr zone=api:1m rate=1r/m;
    server { listen 127.0.0.1:$P; root $W/html; location / { limit_req zone=api; } }"
  start "$P"; req "http://127.0.0.1:$P/"; req "http://127.0.0.1:$P/"; log ;;
limiting-connections|limiting-connections-dry-run)
  U=$(free_port); hold_port "$U"
  DRY=""; [ "$CASE" = limiting-connections-dry-run ] && DRY="limit_conn_dry_run on;"   # log only (1.17.6+)
  conf "limit_conn_zone \$binary_remote_addr zone=peraddr:1m;
    server { listen 127.0.0.1:$P; location / { limit_conn peraddr 1; $DRY proxy_pass http://127.0.0.1:$U; proxy_read_timeout 3s; } }"
  start "$P"; req --max-time 2 "http://127.0.0.1:$P/" & sleep 0.5; req "http://127.0.0.1:$P/"; sleep 2; log ;;
access-forbidden-allow)
  mkdir -p "$W/html/wp-admin"
  conf "server { listen 127.0.0.1:$P; server_name blog.example.test; root $W/html; location /wp-admin/ { allow 10.0.0.0/8; deny all; } }"
  start "$P"; req -H 'Host: blog.example.test' "http://127.0.0.1:$P/wp-admin/install.php"; log ;;
access-forbidden)
  conf "server { listen 127.0.0.1:$P; root $W/html; location /admin { deny all; } }"
  start "$P"; req "http://127.0.0.1:$P/admin/"; log ;;
not-found-index)
  rm -f "$W/html/index.html"
  conf "server { listen 127.0.0.1:$P; root $W/html; location / { try_files \$uri \$uri/ =404; } }"
  start "$P"; req "http://127.0.0.1:$P/"; log ;;
upstream-response-temp-file)
  # a 20 MB response through small proxy buffers to a client that does not read it
  U=$(free_port); answer "$U" '(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 20000000\r\n\r\n" + b"x"*20000000)'
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; proxy_buffer_size 4k; proxy_buffers 4 4k; proxy_busy_buffers_size 8k; } }"
  start "$P"
  python3 -c 'import socket,time,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.send(b"GET /export/orders.csv HTTP/1.1\r\nHost: reports.example.test\r\n\r\n"); time.sleep(2)' "$P"
  log | head -1 ;;
request-body-temp-file)
  conf "server { listen 127.0.0.1:$P; client_body_buffer_size 1k; location / { proxy_pass http://127.0.0.1:$P/ok; } location = /ok { return 200; } }"
  start "$P"; head -c 20000 /dev/zero >body.bin
  req -X POST --data-binary @body.bin "http://127.0.0.1:$P/upload"; log | head -1 ;;
include-missing)
  conf "include $W/conf.d/upstreams.conf;
    server { listen 127.0.0.1:$P; }"
  test_conf ;;
getpwnam)
  conf "server { listen 127.0.0.1:$P; }" "user nginx;"
  test_conf ;;
pid-permission-prefix)
  # `nginx -t` by a normal user on a configuration of its own whose pid file is in a directory it cannot write
  chmod 755 "$W"
  conf "server { listen 127.0.0.1:$P; }"
  sed -i '/^error_log /d' "$W/nginx.conf"; chmod 755 "$W"; chown root "$W"
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$NGINX" -t -p "$W/" -c "$W/nginx.conf" 2>&1 ;;
log-permission)
  chmod 755 "$W"
  conf "server { listen 127.0.0.1:$P; }"
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$NGINX" -t 2>&1 ;;
duplicate-default-server)
  conf "server { listen 127.0.0.1:$P default_server; }
    server { listen 127.0.0.1:$P default_server; }"
  test_conf ;;
invalid-port)
  conf "server { listen 127.0.0.1:80800; }"
  test_conf ;;
duplicate-directive)
  conf "server { listen 127.0.0.1:$P; root $W/html; root $W/html; }"
  test_conf ;;
invalid-value)
  conf "server { listen 127.0.0.1:$P; gzip yes; }"
  test_conf ;;
pem-key-bad)
  self_signed_cert a.key a.pem; echo "not a key" >bad.key
  conf "server { listen 127.0.0.1:$P ssl; ssl_certificate $W/a.pem; ssl_certificate_key $W/bad.key; }"
  test_conf ;;
no-ssl-certificate)
  conf "server { listen 127.0.0.1:$P ssl; }"
  test_conf ;;
reset-upstream|reset-upstream-body)
  # the upstream resets the connection after sending the bytes of $SENT (reset-upstream: none)
  U=$(free_port); SENT='b""'; PATH_=/
  [ "$CASE" = reset-upstream-body ] && SENT='b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n" + b"{" * 5000' && PATH_=/api/items
  python3 -c 'import socket, sys, struct, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
data = eval(sys.argv[2])
while True:
    c, _ = s.accept(); c.recv(65536)
    if data: c.sendall(data); time.sleep(0.2)
    c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)); c.close()' "$U" "$SENT" &
  PIDS+=($!); wait_port "$U"
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P$PATH_"; log ;;
too-many-open-files|too-many-open-files-accept)
  N=12; [ "$CASE" = too-many-open-files-accept ] && N=8
  conf "server { listen 127.0.0.1:$P; root $W/html; }" "worker_rlimit_nofile $N;"
  start "$P"
  for i in $(seq 1 12); do req --max-time 2 "http://127.0.0.1:$P/" & done; sleep 2.5; log | sort -u -k3 | head -5 ;;
invalid-header-upstream|invalid-header-upstream-folded)
  U=$(free_port)
  if [ "$CASE" = invalid-header-upstream ]; then answer "$U" 'b"HTTP/1.1 200 OK\r\nX Bad Header: yes\r\nContent-Length: 2\r\n\r\nok"'
  else answer "$U" 'b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Debug-Trace: a=1;\r\n b=2\r\nContent-Length: 2\r\n\r\nok"'; fi   # a folded (continued) header line
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  start "$P"; req "http://127.0.0.1:$P/"; log ;;
unknown-log-format)
  conf "server { listen 127.0.0.1:$P; access_log $W/access.log json_combined; }"
  test_conf ;;
no-valid-header|no-valid-header-redis)
  # the upstream port belongs to another protocol: an SSH server's banner, a Redis error reply
  U=$(free_port)
  if [ "$CASE" = no-valid-header ]; then answer "$U" 'b"SSH-2.0-OpenSSH_9.2\r\n"'
  else answer "$U" 'b"-ERR wrong number of arguments for \x27get\x27 command\r\n"'; fi
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass http://127.0.0.1:$U; } }"
  U=/; [ "$CASE" != no-valid-header ] && U=/api/cache/stats
  start "$P"; req "http://127.0.0.1:$P$U"; log ;;
location-not-allowed-in-server)
  conf "location / { root $W/html; }
    server { listen 127.0.0.1:$P; }"
  test_conf ;;
proxy-pass-invalid-url)
  conf "server { listen 127.0.0.1:$P; location / { proxy_pass 127.0.0.1:$P; } }"
  test_conf ;;
http-not-allowed-in-server)
  raw "pid $W/nginx.pid;
error_log $W/error.log;
events {}
server { listen 127.0.0.1:$P; }"
  test_conf ;;
ssl-on-deprecated|ssl-on-deprecated-443)
  # the pre-1.15 "ssl on;" switch instead of the ssl parameter of listen
  self_signed_cert site.key site.pem
  if [ "$CASE" = ssl-on-deprecated ]; then
    conf "server { listen 127.0.0.1:$P; ssl on; ssl_certificate $W/site.pem; ssl_certificate_key $W/site.key; }"
  else
    conf "server {
        listen 127.0.0.1:$P;
        server_name shop.example.test;
        ssl on;
        ssl_certificate $W/site.pem;
        ssl_certificate_key $W/site.key;
    }"
  fi
  test_conf ;;
test-failed-limit-req|test-failed-gzip|test-failed-limit-conn)
  # errors that end the test with "configuration file ... test failed"; limit_req and limit_conn
  # name zones that no limit_req_zone / limit_conn_zone defines
  if [ "$CASE" = test-failed-limit-req ]; then
    conf "server { listen 127.0.0.1:$P; location / { limit_req zone=api burst=5; } }"
  elif [ "$CASE" = test-failed-limit-conn ]; then
    conf "server { listen 127.0.0.1:$P; location /downloads/ { limit_conn perip 2; } }"
  else
    conf "gzip_comp_level 12;
    server { listen 127.0.0.1:$P; }"
  fi
  test_conf ;;
types-hash|types-hash-small)
  # the MIME types table does not fit the hash sizes given
  if [ "$CASE" = types-hash ]; then H="types_hash_max_size 64; types_hash_bucket_size 64;"
  else H="types_hash_max_size 32;"; fi
  conf "include /etc/nginx/mime.types;
    $H
    server { listen 127.0.0.1:$P; }"
  test_conf ;;
low-address-bits|low-address-bits-deny)
  if [ "$CASE" = low-address-bits ]; then A="allow 10.20.30.40/24; deny all;"
  else A="deny 192.168.1.77/16;"; fi
  conf "server { listen 127.0.0.1:$P; location /admin/ { $A } }"
  test_conf ;;
duplicate-listen-options|duplicate-listen-options-reuseport)
  # socket options given on the same address:port in two server blocks
  if [ "$CASE" = duplicate-listen-options ]; then
    conf "server { listen 127.0.0.1:$P default_server backlog=1024; server_name a.example.test; }
    server { listen 127.0.0.1:$P backlog=512; server_name b.example.test; }"
  else
    conf "server { listen 127.0.0.1:$P reuseport; server_name shop.example.test; }
    server { listen 127.0.0.1:$P reuseport; server_name blog.example.test; }"
  fi
  test_conf ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
