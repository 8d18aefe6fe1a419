#!/usr/bin/env bash
# Capture cases for the catalogue's http category.
# Debian packages needed: curl wget python3 python3-requests openssl nginx-light
# (any nginx build with the proxy, fastcgi and ssl modules).
# Usage: bash catalogue/capture/http.sh            lists the cases
#        bash catalogue/capture/http.sh CASE       prints that case's output (stderr merged)
# Everything runs on 127.0.0.1 inside a mktemp -d directory that is removed afterwards.
# CR LF line ends in HTTP headers are turned into LF so the output can be stored as plain text.
set -u

STATUS_CASES="400 401 402 403 404 405 406 407 408 409 410 411 412 413 414 415 416 417 418 422 423 425 426 428 429 431 451 500 501 502 503 504 505 507 508 511 520 521 522 523 524 525 526 530 301 302 304"
URLLIB_CASES="400-urllib 401-urllib 403-urllib 404-urllib 405-urllib 409-urllib 422-urllib 429-urllib 500-urllib 502-urllib 503-urllib 402-urllib 406-urllib 407-urllib 408-urllib 410-urllib 411-urllib 412-urllib 415-urllib 416-urllib 417-urllib 418-urllib 423-urllib 425-urllib 426-urllib 428-urllib 431-urllib 451-urllib 501-urllib 504-urllib 505-urllib 507-urllib 508-urllib 511-urllib 520-urllib 521-urllib 522-urllib 523-urllib 524-urllib 525-urllib 526-urllib 530-urllib"
REQUESTS_CASES="401-requests 403-requests 404-requests 500-requests 502-requests"
WGET_CASES="404-wget 503-wget"
FAIL_CASES="520-curl-fail 521-curl-fail 522-curl-fail 523-curl-fail 524-curl-fail 429-curl-fail 503-curl-fail 404-curl-fail"
NGINX_CASES="nginx-400-header-too-large nginx-400-plain-http-to-https nginx-403-directory nginx-403-permission-denied nginx-400-no-client-cert nginx-502-fastcgi-socket-missing nginx-404-missing-file nginx-405-post-static nginx-413-body nginx-414-uri nginx-499-client-closed nginx-500-redirect-cycle nginx-502-refused nginx-502-upstream-closed nginx-502-too-big-header nginx-444-no-response nginx-503-limit-req nginx-504-upstream-timeout nginx-499-python-timeout nginx-403-directory-no-index-php nginx-502-fastcgi-socket-old-version nginx-403-file-mode nginx-500-spa-fallback-missing nginx-429-limit-req-burst nginx-400-no-client-cert-ca nginx-444-unknown-host nginx-400-plain-http-wget nginx-400-header-too-large-requests nginx-502-fastcgi-refused nginx-502-upstream-closed-body nginx-502-many-cookies nginx-414-uri-urllib nginx-413-body-requests nginx-504-fastcgi-timeout"

if [ $# -eq 0 ]; then
  for c in $STATUS_CASES $URLLIB_CASES $REQUESTS_CASES $WGET_CASES $FAIL_CASES $NGINX_CASES; do echo "$c"; done
  exit 0
fi
CASE=$1

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cat > server.py <<'PY'
import http.server, socketserver, sys, time, socket, struct
from http import HTTPStatus

EXTRA = {
    301: [("Location", "/new-place")],
    302: [("Location", "/login?next=/account")],
    401: [("WWW-Authenticate", 'Basic realm="api"')],
    407: [("Proxy-Authenticate", 'Basic realm="corp-proxy"')],
    416: [("Content-Range", "bytes */1024")],
    405: [("Allow", "GET, HEAD")],
    426: [("Upgrade", "TLS/1.3, HTTP/1.1"), ("Connection", "Upgrade")],
    429: [("Retry-After", "30")],
    503: [("Retry-After", "120")],
    304: [("ETag", '"5f2a-1c"')],
}
BODY = {
    400: '{"error":"invalid JSON in request body"}\n',
    402: '{"error":"subscription inactive: update your payment method"}\n',
    401: '{"error":"missing or invalid credentials"}\n',
    403: '{"error":"you do not have access to this resource"}\n',
    404: '{"error":"no such resource"}\n',
    409: '{"error":"resource was modified by another request"}\n',
    422: '{"error":"validation failed","fields":{"email":"is not a valid address"}}\n',
    429: '{"error":"rate limit exceeded"}\n',
}

class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        pass
    def handle_any(self):
        p = self.path
        if p.startswith("/s/"):
            code = int(p[3:6])
            try:
                phrase = HTTPStatus(code).phrase
            except ValueError:
                phrase = ""
            self.send_response(code, phrase)
            for k, v in EXTRA.get(code, []):
                self.send_header(k, v)
            if code == 304:
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if 520 <= code <= 530:
                body = "error code: %d" % code
            else:
                body = BODY.get(code, "%d %s\n" % (code, phrase))
            body = body.encode()
            self.send_header("Content-Type", "application/json" if code in BODY else "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
        elif p.startswith("/slow"):
            time.sleep(5)
            self.send_response(200)
            self.send_header("Content-Length", "3")
            self.end_headers()
            self.wfile.write(b"ok\n")
        elif p.startswith("/bigheader"):
            self.send_response(200)
            self.send_header("Set-Cookie", "session=" + "s" * 12000)
            self.send_header("Content-Length", "3")
            self.end_headers()
            self.wfile.write(b"ok\n")
        elif p.startswith("/manycookies"):
            self.send_response(200)
            for i in range(8):
                self.send_header("Set-Cookie", "pref%d=%s; Path=/" % (i, "c" * 900))
            self.send_header("Content-Length", "3")
            self.end_headers()
            self.wfile.write(b"ok\n")
        elif p.startswith("/truncated"):
            self.send_response(200)
            self.send_header("Content-Type", "text/csv")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.wfile.write(b"id,name\n1,first\n")
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif p.startswith("/empty"):
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        else:
            self.send_response(200)
            self.send_header("Content-Length", "3")
            self.end_headers()
            self.wfile.write(b"ok\n")
    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = do_PATCH = handle_any

class S(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

S(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
PY

start_backend() {
  BPORT=$(free_port)
  python3 server.py "$BPORT" >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$BPORT"
}

start_nginx() {
  # $1: extra directives for the http block, $2: directives for the server block
  NPORT=$(free_port)
  mkdir -p html/dir logs tmp
  echo hello > html/index.html
  echo data > html/dir/file.txt
  cat > nginx.conf <<NG
user ${NGINX_USER:-root};
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/logs/error.log error;
events { worker_connections 64; }
http {
  access_log $WORK/logs/access.log;
  client_body_temp_path $WORK/tmp/body;
  proxy_temp_path $WORK/tmp/proxy;
  fastcgi_temp_path $WORK/tmp/fcgi;
  uwsgi_temp_path $WORK/tmp/uwsgi;
  scgi_temp_path $WORK/tmp/scgi;
  $1
  server {
    listen 127.0.0.1:$NPORT${3:-};
    root $WORK/html;
    $2
  }
}
NG
  nginx -p "$WORK" -c "$WORK/nginx.conf" -g 'daemon off;' >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$NPORT"
}

# start_proxy [DIRECTIVES]: the backend, and nginx proxying every path to it (plus DIRECTIVES)
start_proxy() {
  start_backend
  start_nginx "" "location / { proxy_pass http://127.0.0.1:$BPORT; ${1:+$1 }}"
}
# show_error_log: nginx's error log, once nginx has written the request's line
show_error_log() { sleep 0.2; cat logs/error.log; }

crlf() { tr -d '\r'; }

case "$CASE" in
  [0-9][0-9][0-9])
    start_backend
    curl -sS -i "http://127.0.0.1:$BPORT/s/$CASE" 2>&1 | crlf
    ;;
  [0-9][0-9][0-9]-urllib)
    start_backend
    python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1])' "http://127.0.0.1:$BPORT/s/${CASE%%-*}" 2>&1
    ;;
  [0-9][0-9][0-9]-requests)
    start_backend
    python3 -c 'import sys, requests; requests.get(sys.argv[1]).raise_for_status()' "http://127.0.0.1:$BPORT/s/${CASE%%-*}" 2>&1
    ;;
  [0-9][0-9][0-9]-wget)
    start_backend
    wget -O /dev/null "http://127.0.0.1:$BPORT/s/${CASE%%-*}" 2>&1
    ;;
  [0-9][0-9][0-9]-curl-fail)
    start_backend
    curl -sS -f "http://127.0.0.1:$BPORT/s/${CASE%%-*}" 2>&1
    ;;
  nginx-400-header-too-large)
    start_nginx "large_client_header_buffers 2 1k;" ""
    curl -sS -i -H "Cookie: session=$(head -c 3000 /dev/zero | tr '\0' 'a')" "http://127.0.0.1:$NPORT/" 2>&1 | crlf
    ;;
  nginx-400-plain-http-to-https)
    self_signed_cert key.pem cert.pem
    start_nginx "" "ssl_certificate $WORK/cert.pem; ssl_certificate_key $WORK/key.pem;" " ssl"
    curl -sS -i "http://127.0.0.1:$NPORT/" 2>&1 | crlf
    ;;
  nginx-403-directory)
    start_nginx "" "autoindex off;"
    curl -sS -i "http://127.0.0.1:$NPORT/dir/" 2>&1 | crlf
    show_error_log
    ;;
  nginx-403-permission-denied)
    # workers run as nobody and cannot enter the 0700 work directory that holds the site
    chmod 700 "$WORK"
    NGINX_USER="nobody nogroup" start_nginx "" ""
    curl -sS -i "http://127.0.0.1:$NPORT/index.html" 2>&1 | crlf
    show_error_log
    ;;
  nginx-400-no-client-cert)
    self_signed_cert key.pem cert.pem
    start_nginx "" "ssl_certificate $WORK/cert.pem; ssl_certificate_key $WORK/key.pem; ssl_client_certificate $WORK/cert.pem; ssl_verify_client on;" " ssl"
    curl -sS -i -k "https://127.0.0.1:$NPORT/" 2>&1 | crlf
    ;;
  nginx-502-fastcgi-socket-missing)
    start_nginx "" "location ~ \\.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass unix:$WORK/php8.2-fpm.sock; }"
    curl -sS -i "http://127.0.0.1:$NPORT/index.php" 2>&1 | crlf
    show_error_log
    ;;
  nginx-404-missing-file)
    start_nginx "" ""
    curl -sS -i "http://127.0.0.1:$NPORT/assets/app.js" 2>&1 | crlf
    show_error_log
    ;;
  nginx-405-post-static)
    start_nginx "" ""
    curl -sS -i -X POST -d 'a=1' "http://127.0.0.1:$NPORT/index.html" 2>&1 | crlf
    ;;
  nginx-413-body)
    start_nginx "client_max_body_size 1k;" ""
    head -c 4096 /dev/zero > upload.bin
    curl -sS -i --data-binary @upload.bin "http://127.0.0.1:$NPORT/upload" 2>&1 | crlf
    show_error_log
    ;;
  nginx-414-uri)
    start_nginx "large_client_header_buffers 2 1k;" ""
    curl -sS -i "http://127.0.0.1:$NPORT/search?q=$(head -c 2000 /dev/zero | tr '\0' 'x')" 2>&1 | crlf
    ;;
  nginx-499-client-closed)
    start_proxy
    curl -sS --max-time 1 "http://127.0.0.1:$NPORT/slow/report" >/dev/null 2>&1
    sleep 0.5; cat logs/access.log
    ;;
  nginx-500-redirect-cycle)
    start_nginx "" "location / { try_files \$uri \$uri/ /index.php; } location = /index.php { rewrite ^ /index.php last; }"
    curl -sS -i "http://127.0.0.1:$NPORT/page" 2>&1 | crlf
    show_error_log
    ;;
  nginx-502-refused)
    DEAD=$(free_port)
    start_nginx "" "location / { proxy_pass http://127.0.0.1:$DEAD; }"
    curl -sS -i "http://127.0.0.1:$NPORT/api/items" 2>&1 | crlf
    show_error_log
    ;;
  nginx-502-upstream-closed)
    start_proxy
    curl -sS -i "http://127.0.0.1:$NPORT/empty" 2>&1 | crlf
    show_error_log
    ;;
  nginx-502-too-big-header)
    start_proxy
    curl -sS -i "http://127.0.0.1:$NPORT/bigheader/login" 2>&1 | crlf
    show_error_log
    ;;
  nginx-444-no-response)
    start_nginx "" "location /wp-login.php { return 444; }"
    curl -sS "http://127.0.0.1:$NPORT/wp-login.php" >/dev/null 2>&1
    sleep 0.3; cat logs/access.log
    ;;
  nginx-503-limit-req)
    start_nginx "limit_req_zone \$binary_remote_addr zone=one:1m rate=1r/m;" "location / { limit_req zone=one; }"
    curl -sS -o /dev/null "http://127.0.0.1:$NPORT/index.html" 2>&1
    curl -sS -i "http://127.0.0.1:$NPORT/index.html" 2>&1 | crlf
    show_error_log
    ;;
  nginx-504-upstream-timeout)
    start_proxy "proxy_read_timeout 1s;"
    curl -sS -i "http://127.0.0.1:$NPORT/slow/export" 2>&1 | crlf
    show_error_log
    ;;
  nginx-499-python-timeout)
    # a Python client with a 1 s timeout gives up on a slow proxied API call
    start_backend
    start_nginx "" "location /api/ { proxy_pass http://127.0.0.1:$BPORT/slow/; }"
    python3 -c 'import sys, urllib.request
try: urllib.request.urlopen(sys.argv[1], timeout=1)
except Exception: pass' "http://127.0.0.1:$NPORT/api/invoices?month=2026-10" >/dev/null 2>&1
    sleep 0.5; cat logs/access.log
    ;;
  nginx-403-directory-no-index-php)
    # a PHP site whose index directive names index.php, requested in a folder that has none
    mkdir -p html/blog
    echo '<?php echo 1;' > html/blog/post.php
    start_nginx "" "index index.php;"
    wget -O /dev/null "http://127.0.0.1:$NPORT/blog/" 2>&1
    show_error_log
    ;;
  nginx-502-fastcgi-socket-old-version)
    # PHP was upgraded: FPM now listens on php8.2-fpm.sock, nginx still names php8.1-fpm.sock
    python3 -c 'import socket, sys, time
s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(5); time.sleep(60)' "$WORK/php8.2-fpm.sock" &
    PIDS+=($!)
    for _ in $(seq 1 100); do [ -S "$WORK/php8.2-fpm.sock" ] && break; sleep 0.05; done
    start_nginx "" "location ~ \\.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass unix:$WORK/php8.1-fpm.sock; }"
    ls "$WORK" | grep sock
    curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/wp-admin/index.php" 2>&1
    show_error_log
    ;;
  nginx-403-file-mode)
    # the folder is readable but one uploaded file was saved with mode 0600 by root
    chmod 755 "$WORK"
    mkdir -p html/downloads
    echo report > html/downloads/report.pdf
    chmod 600 html/downloads/report.pdf
    NGINX_USER="nobody nogroup" start_nginx "" ""
    wget -O /dev/null "http://127.0.0.1:$NPORT/downloads/report.pdf" 2>&1
    show_error_log
    ;;
  nginx-500-spa-fallback-missing)
    # a single-page-app config falls back to /index.html, but the build output has none
    start_nginx "" "location / { try_files \$uri \$uri/ /index.html; }"
    rm -f html/index.html
    curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/dashboard/settings" 2>&1
    show_error_log
    ;;
  nginx-429-limit-req-burst)
    # an API zone with a small burst, answering 429; a client sends six requests at once
    start_nginx "limit_req_zone \$binary_remote_addr zone=api:1m rate=1r/m; limit_req_status 429;" "location /api/ { limit_req zone=api burst=2 nodelay; try_files /index.html =404; }"
    for i in 1 2 3 4 5 6; do curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/api/search?q=$i" 2>&1; done
    show_error_log
    ;;
  nginx-400-no-client-cert-ca)
    # mutual TLS with a private CA: the client trusts the server but presents no certificate
    make_root ca "Internal CA"; write_ca_cnf; make_leaf srv ca
    start_nginx "" "ssl_certificate $WORK/srv.pem; ssl_certificate_key $WORK/srv.key; ssl_client_certificate $WORK/ca.pem; ssl_verify_client on;" " ssl"
    curl -sS --cacert ca.pem --resolve "localhost:$NPORT:127.0.0.1" "https://localhost:$NPORT/internal/metrics" 2>&1 | crlf
    ;;
  nginx-444-unknown-host)
    # a catch-all default server drops requests whose Host header names no configured site
    start_nginx "" "server_name _; return 444;"
    curl -sS -H "Host: scanner.invalid" "http://127.0.0.1:$NPORT/.env" >/dev/null 2>&1
    sleep 0.3; cat logs/access.log
    ;;
  nginx-400-plain-http-wget)
    # wget sent plain HTTP to a TLS-only port and printed the error page it got back
    self_signed_cert key.pem cert.pem
    start_nginx "" "ssl_certificate $WORK/cert.pem; ssl_certificate_key $WORK/key.pem;" " ssl"
    wget -q --content-on-error -O - "http://127.0.0.1:$NPORT/login" 2>&1
    ;;
  nginx-400-header-too-large-requests)
    # a Python client sends a long bearer token in the Authorization header
    start_nginx "large_client_header_buffers 4 2k;" ""
    python3 -c 'import sys, requests
r = requests.get(sys.argv[1], headers={"Authorization": "Bearer " + "eyJ" + "a" * 4000})
print(r.status_code, r.reason)
print(r.text, end="")' "http://127.0.0.1:$NPORT/api/me" 2>&1
    ;;
  nginx-502-fastcgi-refused)
    # PHP-FPM is expected on a TCP port where nothing listens (php-fpm stopped or on a socket instead)
    DEAD=$(free_port)
    start_nginx "" "location ~ \\.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass 127.0.0.1:$DEAD; }"
    curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/index.php" 2>&1
    show_error_log
    ;;
  nginx-502-upstream-closed-body)
    # the backend sends its headers, then dies part-way through a large CSV body
    start_proxy
    curl -sS -o /dev/null "http://127.0.0.1:$NPORT/truncated/export.csv" >/dev/null 2>&1
    show_error_log
    ;;
  nginx-502-many-cookies)
    # the backend sets eight cookies of about 900 bytes each, more than proxy_buffer_size 4k
    start_proxy "proxy_buffer_size 4k;"
    curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/manycookies/preferences" 2>&1
    show_error_log
    ;;
  nginx-414-uri-urllib)
    # a Python client puts a long list of ids into the query string
    start_nginx "large_client_header_buffers 2 1k;" ""
    python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1])' "http://127.0.0.1:$NPORT/api/items?ids=$(seq -s, 1000 1400)" 2>&1
    ;;
  nginx-413-body-requests)
    # an avatar upload bigger than the 1 MB limit set for that location
    start_nginx "" "location /api/avatar { client_max_body_size 1m; try_files /index.html =404; }"
    head -c 2500000 /dev/zero > avatar.png
    python3 -c 'import sys, requests
requests.post(sys.argv[1], files={"file": open("avatar.png", "rb")}).raise_for_status()' "http://127.0.0.1:$NPORT/api/avatar" 2>&1
    ;;
  nginx-504-fastcgi-timeout)
    # a FastCGI backend accepts the connection but never answers within fastcgi_read_timeout
    FPORT=$(free_port)
    hold_port "$FPORT"
    start_nginx "" "location ~ \\.php\$ { include /etc/nginx/fastcgi_params; fastcgi_pass 127.0.0.1:$FPORT; fastcgi_read_timeout 1s; }"
    curl -sS -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$NPORT/cron.php" 2>&1
    show_error_log
    ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
