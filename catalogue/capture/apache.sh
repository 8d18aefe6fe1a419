#!/usr/bin/env bash
# Capture cases for catalogue/apache: each case writes a throw-away httpd configuration into a
# temporary ServerRoot and either tests it (`apache2 -t`, stderr merged) or starts Apache httpd on
# 127.0.0.1 with it, sends a request with curl and prints the error-log lines the request caused.
# Debian packages: apache2 (2.4), curl, python3, openssl.
# Usage: bash catalogue/capture/apache.sh CASE    (no argument: list the cases)
set -u
CASES="servername bind-in-use rewrite-not-loaded htaccess-invalid-command client-denied
internal-redirects proxy-refused ssl-cert-missing ssl-key-mismatch directory-not-closed
htaccess-not-allowed docroot-missing no-directory-index file-permissions search-permissions
envvars-not-defined include-missing proxy-read-timeout primary-script-unknown fcgi-socket-missing
php-threaded-mpm max-request-workers ssl-no-certificate options-syntax followsymlinks-off
header-invalid-characters no-mpm-loaded auth-password-mismatch auth-user-not-found
request-header-timeout cert-name-mismatch errorlog-dir-missing file-does-not-exist
pidfile-overwritten cgi-script-not-found sni-host-mismatch no-protocol-handler
symlink-not-allowed
bind-in-use-all internal-redirects-htaccess file-does-not-exist-alias max-request-workers-event
followsymlinks-off-directory fcgi-tcp-refused no-protocol-handler-ajp cgi-script-not-found-prefork
no-directory-index-default request-header-timeout-tls client-denied-compat cert-is-ca
cert-name-mismatch-leaf errorlog-dir-missing-main ssl-no-certificate-vhost virtualhost-not-closed
docroot-missing-main htaccess-php-value htaccess-authuserfile-not-allowed include-missing-relative
ssl-not-loaded options-syntax-htaccess proxy-refused-localhost
ssl-key-file-missing auth-password-mismatch-case auth-user-not-found-email symlink-owner-mismatch
pidfile-overwritten-logs header-invalid-characters-csp ssl-key-mismatch-renewed proxy-read-timeout-global
fcgi-header-timeout fcgi-header-killed ssl-proxy-not-enabled ssl-proxy-vhost module-already-loaded module-already-loaded-include auth-not-configured
auth-not-configured-user password-file-missing password-file-missing-relative unknown-filter
unknown-filter-includes alias-overlap alias-overlap-scriptalias namevirtualhost namevirtualhost-address
serverlimit-exceeded serverlimit-exceeded-event slotmem-not-loaded slotmem-not-loaded-vhost http2-prefork
http2-prefork-php bad-user-name bad-group-name transfer-log-missing transfer-log-missing-vhost
negotiation-none negotiation-none-accept includes-not-set includes-not-set-xbithack invalid-uri-path
invalid-uri-path-encoded group-file-missing group-file-missing-relative
syntax-rewriterule-flags syntax-proxypass-relative cannot-load-module cannot-load-module-include
apachectl-configtest-failed apachectl-start-failed"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
chmod 755 "$W"   # the worker processes (www-data) must reach the files below
HTTPD=${HTTPD:-/usr/sbin/apache2}
M=/usr/lib/apache2/modules
mkdir -p "$W/html" "$W/run" "$W/logs"
echo ok >"$W/html/index.html"
P=$(free_port)

# conf BODY [MODULES...]: a complete httpd.conf listening on 127.0.0.1:$P with BODY appended.
conf() {
  local body=$1; shift
  {
    echo "ServerRoot $W"
    echo "DefaultRuntimeDir $W/run"
    echo "PidFile $W/run/httpd.pid"
    echo "ErrorLog $W/logs/error.log"
    echo "LogLevel warn"
    for m in mpm_event authz_core authz_host dir mime "$@"; do echo "LoadModule ${m}_module $M/mod_$m.so"; done
    echo "User www-data"; echo "Group www-data"
    echo "Listen 127.0.0.1:$P"
    echo "ServerName localhost"
    echo "TypesConfig /etc/mime.types"
    echo "DocumentRoot $W/html"
    echo "$body"
  } >"$W/httpd.conf"
}
test_conf() { "$HTTPD" -d "$W" -f "$W/httpd.conf" -t 2>&1; }
start() {
  "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND >"$W/start.log" 2>&1 &
  PIDS+=($!)
  wait_port "$P"
}
# fpm: php-fpm (Debian php8.2-fpm) on the socket $W/run/fpm.sock serving $W/html, run as www-data.
fpm() {
  printf '[global]\npid = %s/run/fpm.pid\nerror_log = %s/logs/fpm.log\n[www]\nuser = www-data\ngroup = www-data\nlisten = %s/run/fpm.sock\nlisten.owner = www-data\nlisten.group = www-data\npm = static\npm.max_children = 1\n%s\n' "$W" "$W" "$W" "${1:-}" >"$W/fpm.conf"
  /usr/sbin/php-fpm8.2 -y "$W/fpm.conf" -F -R >/dev/null 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 100); do [ -S "$W/run/fpm.sock" ] && return 0; sleep 0.1; done
}
log() { sleep 0.3; cat "$W/logs/error.log" | grep -v -E 'AH00489|AH00094|resuming normal operations|Command line:'; }
req() { curl -s -o /dev/null --max-time 8 "$@"; }

case "$1" in
servername)
  # Debian's own configuration, which sets no ServerName
  APACHE_LOG_DIR="$W/logs" apache2ctl configtest 2>&1 ;;
bind-in-use)
  hold_port "$P"
  conf ""
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1 ;;
rewrite-not-loaded)
  conf "<VirtualHost *:$P>
    RewriteEngine On
    RewriteRule ^/old$ /new [R=301,L]
</VirtualHost>"
  test_conf ;;
htaccess-invalid-command)
  mkdir -p "$W/html/blog"; echo ok >"$W/html/blog/index.html"
  printf 'RewriteEngine On\nRewriteRule ^(.*)$ index.php [L]\n' >"$W/html/blog/.htaccess"
  conf "<Directory $W/html>
    AllowOverride All
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/blog/"; log ;;
client-denied)
  mkdir -p "$W/html/admin"
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/admin>
    Require all denied
</Directory>"
  start; req "http://127.0.0.1:$P/admin/"; log ;;
internal-redirects)
  conf "<Directory $W/html>
    Require all granted
    RewriteEngine On
    RewriteRule ^(.*)$ index.php/\$1 [L]
</Directory>" rewrite
  start; req "http://127.0.0.1:$P/shop/cart"; log ;;
proxy-refused)
  U=$(free_port)
  conf "ProxyPass /api/ http://127.0.0.1:$U/
ProxyPassReverse /api/ http://127.0.0.1:$U/" proxy proxy_http
  start; req "http://127.0.0.1:$P/api/users"; log ;;
proxy-read-timeout|proxy-read-timeout-global)
  U=$(free_port); hold_port "$U"
  if [ "$1" = proxy-read-timeout ]; then
    conf "ProxyPass /report http://127.0.0.1:$U/report timeout=2
ProxyTimeout 2" proxy proxy_http
    start; req "http://127.0.0.1:$P/report"
  else
    # no ProxyTimeout: the server-wide Timeout applies to the backend
    conf "Timeout 2
ProxyPass /api/ http://127.0.0.1:$U/api/
ProxyPassReverse /api/ http://127.0.0.1:$U/api/" proxy proxy_http
    start; req "http://127.0.0.1:$P/api/export?format=csv"
  fi
  log ;;
ssl-cert-missing)
  conf "<VirtualHost *:$P>
    SSLEngine on
    SSLCertificateFile /etc/ssl/certs/example.com.crt
    SSLCertificateKeyFile /etc/ssl/private/example.com.key
</VirtualHost>" socache_shmcb ssl
  test_conf ;;
ssl-key-mismatch|ssl-key-mismatch-renewed)
  self_signed_cert a.key a.pem; self_signed_cert b.key b.pem
  if [ "$1" = ssl-key-mismatch-renewed ]; then
    # a renewed CA-signed certificate installed next to the previous certificate's key
    make_root ca "Test Root"; write_ca_cnf; make_leaf shop ca
    mv a.key shop-2025.key; mv shop.pem shop-2026.pem
    conf "<VirtualHost *:$P>
    ServerName shop.example.test
    SSLEngine on
    SSLCertificateFile $W/shop-2026.pem
    SSLCertificateKeyFile $W/shop-2025.key
</VirtualHost>" socache_shmcb ssl
  else conf "<VirtualHost *:$P>
    SSLEngine on
    SSLCertificateFile $W/a.pem
    SSLCertificateKeyFile $W/b.key
</VirtualHost>" socache_shmcb ssl
  fi
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1; grep -E 'AH0' "$W/logs/error.log" ;;
directory-not-closed)
  conf "<Directory $W/html>
    Require all granted
</VirtualHost>"
  test_conf ;;
htaccess-not-allowed)
  mkdir -p "$W/html/files"; echo 'Options +Indexes' >"$W/html/files/.htaccess"
  conf "<Directory $W/html>
    AllowOverride AuthConfig
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/files/"; log ;;
docroot-missing)
  conf "<VirtualHost *:$P>
    ServerName shop.example.test
    DocumentRoot /var/www/shop/public
</VirtualHost>"
  test_conf ;;
no-directory-index)
  mkdir -p "$W/html/downloads"
  conf "DirectoryIndex index.html index.php
<Directory $W/html>
    Options -Indexes
    Require all granted
</Directory>" autoindex
  start; req "http://127.0.0.1:$P/downloads/"; log ;;
file-permissions)
  echo secret >"$W/html/report.html"; chmod 600 "$W/html/report.html"
  conf "<Directory $W/html>
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/report.html"; log ;;
search-permissions)
  mkdir -p "$W/html/private/docs"; echo hi >"$W/html/private/docs/a.html"; chmod 700 "$W/html/private"
  conf "<Directory $W/html>
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/private/docs/a.html"; log ;;
envvars-not-defined)
  # Debian's configuration started without /etc/apache2/envvars, as `apache2 -t` run directly does
  env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin "$HTTPD" -t 2>&1 ;;
include-missing)
  conf "Include $W/sites-enabled/shop.conf"
  test_conf ;;
primary-script-unknown)
  fpm; mkdir -p "$W/html/app"
  conf "<Directory $W/html>
    Require all granted
</Directory>
<FilesMatch \.php\$>
    SetHandler \"proxy:unix:$W/run/fpm.sock|fcgi://localhost\"
</FilesMatch>" proxy proxy_fcgi
  start; req "http://127.0.0.1:$P/app/missing.php"; log ;;
fcgi-socket-missing)
  echo '<?php echo 1;' >"$W/html/index.php"
  conf "<Directory $W/html>
    Require all granted
</Directory>
<FilesMatch \.php\$>
    SetHandler \"proxy:unix:$W/run/php8.2-fpm.sock|fcgi://localhost\"
</FilesMatch>" proxy proxy_fcgi
  start; req "http://127.0.0.1:$P/index.php"; log ;;
header-invalid-characters|header-invalid-characters-csp)
  fpm
  if [ "$1" = header-invalid-characters ]; then printf '<?php header("X Custom Header: yes"); echo "ok";\n' >"$W/html/h.php"
  else printf '<?php header("Content Security Policy: default-src \x27self\x27"); echo "ok";\n' >"$W/html/h.php"; fi
  conf "<Directory $W/html>
    Require all granted
</Directory>
<FilesMatch \.php\$>
    SetHandler \"proxy:unix:$W/run/fpm.sock|fcgi://localhost\"
</FilesMatch>" proxy proxy_fcgi
  start; req "http://127.0.0.1:$P/h.php"; log ;;
php-threaded-mpm)
  # mod_php (libapache2-mod-php8.2) loaded while the event MPM is configured
  conf "LoadModule php_module $M/libphp8.2.so"
  test_conf ;;
max-request-workers)
  # prefork with two workers; connections that never finish their request line hold both
  conf ""
  sed -i 's/mpm_event/mpm_prefork/g' "$W/httpd.conf"
  printf 'StartServers 1\nMinSpareServers 2\nMaxSpareServers 2\nServerLimit 2\nMaxRequestWorkers 2\nTimeout 30\n' >>"$W/httpd.conf"
  start
  for _ in 1 2 3 4; do python3 -c 'import socket,time,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.send(b"GET /"); time.sleep(8)' "$P" & PIDS+=($!); done
  sleep 4; log ;;
ssl-no-certificate)
  conf "<VirtualHost *:$P>
    ServerName localhost
    SSLEngine on
</VirtualHost>" socache_shmcb ssl
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1; grep -E 'AH0' "$W/logs/error.log" ;;
options-syntax)
  conf "<Directory $W/html>
    Options Indexes +FollowSymLinks
    Require all granted
</Directory>"
  test_conf ;;
followsymlinks-off)
  mkdir -p "$W/html/app"; printf 'RewriteEngine On\nRewriteRule ^old$ new.html [L]\n' >"$W/html/app/.htaccess"
  conf "<Directory $W/html>
    Options -FollowSymLinks
    AllowOverride All
    Require all granted
</Directory>" rewrite
  start; req "http://127.0.0.1:$P/app/old"; log ;;
no-mpm-loaded)
  conf ""
  sed -i '/mpm_event/d' "$W/httpd.conf"
  test_conf ;;
auth-password-mismatch|auth-user-not-found|auth-password-mismatch-case|auth-user-not-found-email)
  htpasswd -cb "$W/.htpasswd" alice correct-horse >/dev/null 2>&1
  mkdir -p "$W/html/private"; echo pdf >"$W/html/private/report.pdf"
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/private>
    AuthType Basic
    AuthName \"Private\"
    AuthUserFile $W/.htpasswd
    Require valid-user
</Directory>" auth_basic authn_core authn_file authz_user
  start
  case "$1" in
  auth-password-mismatch) req -u alice:wrong "http://127.0.0.1:$P/private/" ;;
  auth-user-not-found) req -u bob:secret "http://127.0.0.1:$P/private/" ;;
  auth-password-mismatch-case) req -u alice:Correct-Horse "http://127.0.0.1:$P/private/report.pdf" ;;   # the password's case differs
  auth-user-not-found-email) req -u alice@example.com:correct-horse "http://127.0.0.1:$P/private/report.pdf" ;;
  esac
  log ;;
request-header-timeout|request-header-timeout-tls)
  if [ "$1" = request-header-timeout ]; then
    conf "RequestReadTimeout header=1 body=1
LogLevel info" reqtimeout
    start
    python3 -c 'import socket,time,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.send(b"GET / HTTP/1.1\r\nHost: x\r\n"); time.sleep(3)' "$P"
  else
    # an HTTPS virtual host: the client finishes the TLS handshake, then sends half a request
    self_signed_cert t.key t.pem
    conf "RequestReadTimeout header=2 body=2
LogLevel warn reqtimeout:info
<VirtualHost *:$P>
    ServerName localhost
    SSLEngine on
    SSLCertificateFile $W/t.pem
    SSLCertificateKeyFile $W/t.key
</VirtualHost>" reqtimeout socache_shmcb ssl
    start
    python3 -c 'import socket,ssl,time,sys
c=ssl.create_default_context(); c.check_hostname=False; c.verify_mode=ssl.CERT_NONE
s=c.wrap_socket(socket.create_connection(("127.0.0.1",int(sys.argv[1]))), server_hostname="localhost")
s.send(b"POST /api/upload HTTP/1.1\r\nHost: localhost\r\n"); time.sleep(4)' "$P"
  fi
  log | grep -E 'AH01382|AH01' ;;
cert-name-mismatch)
  self_signed_cert c.key c.pem other.example.test
  conf "<VirtualHost *:$P>
    ServerName www.example.test
    SSLEngine on
    SSLCertificateFile $W/c.pem
    SSLCertificateKeyFile $W/c.key
</VirtualHost>" socache_shmcb ssl
  start; log ;;
errorlog-dir-missing)
  conf "<VirtualHost *:$P>
    ServerName shop.example.test
    ErrorLog /var/log/apache2/shop/error.log
</VirtualHost>"
  test_conf ;;
file-does-not-exist)
  conf "<Directory $W/html>
    Require all granted
</Directory>
LogLevel info"
  start; req "http://127.0.0.1:$P/favicon.ico"; log | grep AH00128 ;;
pidfile-overwritten|pidfile-overwritten-logs)
  conf ""
  if [ "$1" = pidfile-overwritten-logs ]; then
    # a PidFile kept under logs/ (as on RHEL's run/httpd.pid layout), left by a killed httpd
    sed -i "s|^PidFile .*|PidFile $W/logs/apache2.pid|" "$W/httpd.conf"; echo 4242 >"$W/logs/apache2.pid"
  else
    echo 999999 >"$W/run/httpd.pid"
  fi
  start; log ;;
cgi-script-not-found)
  mkdir -p "$W/cgi-bin"
  conf "ScriptAlias /cgi-bin/ $W/cgi-bin/
<Directory $W/cgi-bin>
    Require all granted
</Directory>" cgid alias
  start; req "http://127.0.0.1:$P/cgi-bin/report.cgi"; log ;;
sni-host-mismatch)
  # two TLS vhosts on one port with different client-certificate settings; SNI names one, Host the other
  self_signed_cert a.key a.pem shop.example.test; self_signed_cert b.key b.pem admin.example.test
  conf "<VirtualHost *:$P>
    ServerName shop.example.test
    SSLEngine on
    SSLCertificateFile $W/a.pem
    SSLCertificateKeyFile $W/a.key
</VirtualHost>
<VirtualHost *:$P>
    ServerName admin.example.test
    SSLEngine on
    SSLCertificateFile $W/b.pem
    SSLCertificateKeyFile $W/b.key
    SSLVerifyClient require
    SSLCACertificateFile $W/b.pem
</VirtualHost>" socache_shmcb ssl
  start
  req -k --resolve "shop.example.test:$P:127.0.0.1" -H "Host: admin.example.test" "https://shop.example.test:$P/"
  log | grep AH02032 ;;
no-protocol-handler)
  # mod_proxy loaded without mod_proxy_http
  U=$(free_port)
  conf "ProxyPass /api/ http://127.0.0.1:$U/" proxy
  start; req "http://127.0.0.1:$P/api/users"; log ;;
symlink-not-allowed|symlink-owner-mismatch)
  mkdir -p "$W/data"; echo hi >"$W/data/report.html"; ln -s "$W/data/report.html" "$W/html/report.html"
  if [ "$1" = symlink-not-allowed ]; then
    conf "<Directory $W/html>
    Options -FollowSymLinks
    Require all granted
</Directory>"
    start; req "http://127.0.0.1:$P/report.html"
  else
    # SymLinksIfOwnerMatch: the link belongs to root, its target to www-data
    mkdir -p "$W/html/media"; echo img >"$W/data/logo.png"; chown www-data "$W/data/logo.png"
    ln -s "$W/data/logo.png" "$W/html/media/logo.png"
    conf "<Directory $W/html>
    Options SymLinksIfOwnerMatch
    Require all granted
</Directory>"
    start; req "http://127.0.0.1:$P/media/logo.png"
  fi
  log ;;
bind-in-use-all)
  # Listen on every address (Debian's "Listen 80" form) while 127.0.0.1 holds the port
  hold_port "$P"
  conf ""
  sed -i "s/^Listen .*/Listen $P/" "$W/httpd.conf"
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1 ;;
internal-redirects-htaccess)
  # a front-controller rule in .htaccess that rewrites its own target again
  mkdir -p "$W/html/app"
  printf 'RewriteEngine On\nRewriteRule ^(.*)$ /app/index.php?q=$1 [L]\n' >"$W/html/app/.htaccess"
  conf "<Directory $W/html>
    AllowOverride All
    Require all granted
</Directory>" rewrite
  start; req "http://127.0.0.1:$P/app/products/42"; log ;;
file-does-not-exist-alias)
  mkdir -p "$W/static"
  conf "Alias /static/ $W/static/
<Directory $W>
    Require all granted
</Directory>
LogLevel info" alias
  start; req "http://127.0.0.1:$P/static/css/app.css"; log | grep AH00128 ;;
max-request-workers-event)
  # the event MPM (AH00484) with one process of two threads, held by idle request lines
  conf ""
  printf 'StartServers 1\nServerLimit 1\nThreadsPerChild 2\nThreadLimit 2\nMaxRequestWorkers 2\nMinSpareThreads 1\nMaxSpareThreads 2\nTimeout 30\n' >>"$W/httpd.conf"
  start
  for _ in 1 2 3 4; do python3 -c 'import socket,time,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.send(b"GET /"); time.sleep(8)' "$P" & PIDS+=($!); done
  sleep 4; log ;;
followsymlinks-off-directory)
  # the rule in a <Directory> section of the server configuration, Options None
  mkdir -p "$W/html/shop"
  conf "<Directory $W/html/shop>
    Options None
    RewriteEngine On
    RewriteRule ^cart$ basket.html [L]
    Require all granted
</Directory>" rewrite
  start; req "http://127.0.0.1:$P/shop/cart"; log ;;
fcgi-tcp-refused)
  # php-fpm expected on TCP port (fcgi://), nothing listens there
  U=$(free_port); echo '<?php echo 1;' >"$W/html/index.php"
  conf "<Directory $W/html>
    Require all granted
</Directory>
ProxyPassMatch ^/(.*\.php)\$ fcgi://127.0.0.1:$U$W/html/\$1" proxy proxy_fcgi
  start; req "http://127.0.0.1:$P/index.php"; log ;;
no-protocol-handler-ajp)
  # an AJP backend (Tomcat) proxied while mod_proxy_ajp is not loaded
  U=$(free_port)
  conf "ProxyPass /app/ ajp://127.0.0.1:$U/app/" proxy proxy_http
  start; req "http://127.0.0.1:$P/app/login"; log ;;
cgi-script-not-found-prefork)
  # mod_cgi under the prefork MPM (no cgid daemon): the message without "stderr from"
  mkdir -p "$W/cgi-bin"
  conf "ScriptAlias /cgi-bin/ $W/cgi-bin/
<Directory $W/cgi-bin>
    Require all granted
</Directory>" cgi alias
  sed -i 's/mpm_event/mpm_prefork/g' "$W/httpd.conf"
  start; req "http://127.0.0.1:$P/cgi-bin/stats.pl"; log ;;
no-directory-index-default)
  mkdir -p "$W/html/images"
  conf "<Directory $W/html>
    Options None
    Require all granted
</Directory>" autoindex
  start; req "http://127.0.0.1:$P/images/"; log ;;
client-denied-compat)
  # 2.2-style access control through mod_access_compat
  mkdir -p "$W/html/phpmyadmin"
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/phpmyadmin>
    Order deny,allow
    Deny from all
    Allow from 10.0.0.0/8
</Directory>" access_compat
  start; req "http://127.0.0.1:$P/phpmyadmin/index.php"; log ;;
cert-is-ca)
  # a self-signed certificate (CA:TRUE) whose name matches the virtual host
  self_signed_cert s.key s.pem shop.example.test 2 "subjectAltName=DNS:shop.example.test"
  conf "<VirtualHost *:$P>
    ServerName shop.example.test
    SSLEngine on
    SSLCertificateFile $W/s.pem
    SSLCertificateKeyFile $W/s.key
</VirtualHost>" socache_shmcb ssl
  start; log ;;
cert-name-mismatch-leaf)
  # a CA-signed leaf for localhost on a virtual host named otherwise
  make_root ca "Test Root"; write_ca_cnf; make_leaf leaf ca
  conf "<VirtualHost *:$P>
    ServerName intranet.example.test
    SSLEngine on
    SSLCertificateFile $W/leaf.pem
    SSLCertificateKeyFile $W/leaf.key
</VirtualHost>" socache_shmcb ssl
  start; log ;;
errorlog-dir-missing-main)
  # the main server's ErrorLog in a directory that does not exist
  conf ""
  sed -i "s|^ErrorLog .*|ErrorLog /var/log/httpd-custom/error_log|" "$W/httpd.conf"
  test_conf ;;
ssl-no-certificate-vhost)
  # a key but no SSLCertificateFile
  self_signed_cert secure.key secure.pem secure.example.test
  conf "<VirtualHost 127.0.0.1:$P>
    ServerName secure.example.test
    SSLEngine on
    SSLCertificateKeyFile $W/secure.key
</VirtualHost>" socache_shmcb ssl
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1; grep -E 'AH0' "$W/logs/error.log" ;;
virtualhost-not-closed)
  conf "<VirtualHost *:$P>
    ServerName blog.example.test
    DocumentRoot $W/html"
  test_conf ;;
docroot-missing-main)
  conf ""
  sed -i "s|^DocumentRoot .*|DocumentRoot /srv/www/htdocs|" "$W/httpd.conf"
  test_conf ;;
htaccess-php-value)
  # php_value in .htaccess while PHP runs through php-fpm (no mod_php)
  mkdir -p "$W/html/wp"; echo ok >"$W/html/wp/index.html"
  printf 'php_value upload_max_filesize 64M\nphp_value post_max_size 64M\n' >"$W/html/wp/.htaccess"
  conf "<Directory $W/html>
    AllowOverride All
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/wp/"; log ;;
htaccess-authuserfile-not-allowed)
  mkdir -p "$W/html/members"
  printf 'AuthType Basic\nAuthName "Members"\nAuthUserFile /etc/apache2/.htpasswd\nRequire valid-user\n' >"$W/html/members/.htaccess"
  conf "<Directory $W/html>
    AllowOverride Options FileInfo
    Require all granted
</Directory>" auth_basic authn_core authn_file authz_user
  start; req "http://127.0.0.1:$P/members/"; log ;;
include-missing-relative)
  conf "Include conf-enabled/security.conf"
  test_conf ;;
ssl-not-loaded)
  conf "<VirtualHost *:$P>
    ServerName secure.example.test
    SSLEngine on
</VirtualHost>"
  test_conf ;;
options-syntax-htaccess)
  mkdir -p "$W/html/gallery"; echo ok >"$W/html/gallery/index.html"
  echo 'Options -Indexes FollowSymLinks' >"$W/html/gallery/.htaccess"
  conf "<Directory $W/html>
    AllowOverride All
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/gallery/"; log ;;
proxy-refused-localhost)
  U=$(free_port)
  conf "ProxyPass / http://localhost:$U/
ProxyPassReverse / http://localhost:$U/" proxy proxy_http
  start; req "http://127.0.0.1:$P/"; log ;;
ssl-key-file-missing)
  self_signed_cert a.key a.pem
  conf "<VirtualHost *:$P>
    SSLEngine on
    SSLCertificateFile $W/a.pem
    SSLCertificateKeyFile /etc/ssl/private/shop.example.test.key
</VirtualHost>" socache_shmcb ssl
  test_conf ;;
fcgi-header-timeout|fcgi-header-killed)
  # php-fpm drops the connection mid-request: its request_terminate_timeout kills a slow script,
  # or the worker process dies (SIGKILL) before it sends any header
  if [ "$1" = fcgi-header-timeout ]; then
    fpm "request_terminate_timeout = 1"
    printf '<?php sleep(4); echo "done";\n' >"$W/html/export.php"; U=export.php
  else
    fpm
    printf '<?php posix_kill(posix_getpid(), 9); echo "done";\n' >"$W/html/crash.php"; U=crash.php
  fi
  conf "<Directory $W/html>
    Require all granted
</Directory>
<FilesMatch \.php\$>
    SetHandler \"proxy:unix:$W/run/fpm.sock|fcgi://localhost\"
</FilesMatch>" proxy proxy_fcgi
  start; req "http://127.0.0.1:$P/$U"; log ;;
ssl-proxy-not-enabled|ssl-proxy-vhost)
  # ProxyPass to a listening https:// backend without SSLProxyEngine on
  U=$(free_port); hold_port "$U"
  if [ "$1" = ssl-proxy-not-enabled ]; then
    conf "ProxyPass /api/ https://127.0.0.1:$U/api/
ProxyPassReverse /api/ https://127.0.0.1:$U/api/" proxy proxy_http socache_shmcb ssl
  else
    conf "<VirtualHost *:$P>
    ServerName www.example.test
    SSLProxyEngine off
    ProxyPass / https://localhost:$U/
    ProxyPassReverse / https://localhost:$U/
</VirtualHost>" proxy proxy_http socache_shmcb ssl
  fi
  start; req "http://127.0.0.1:$P/api/orders"; log | grep -v -E 'AH01882|AH01873' ;;
module-already-loaded|module-already-loaded-include)
  if [ "$1" = module-already-loaded ]; then
    conf "LoadModule rewrite_module $M/mod_rewrite.so" rewrite
  else
    mkdir -p "$W/mods-enabled"; echo "LoadModule headers_module $M/mod_headers.so" >"$W/mods-enabled/headers.load"
    conf "Include mods-enabled/*.load" headers
  fi
  test_conf ;;
auth-not-configured|auth-not-configured-user)
  mkdir -p "$W/html/admin"
  if [ "$1" = auth-not-configured ]; then R="Require valid-user"; else R="Require user alice"; fi
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/admin>
    $R
</Directory>" authz_user
  start; req "http://127.0.0.1:$P/admin/"; log ;;
password-file-missing|password-file-missing-relative)
  mkdir -p "$W/html/private"
  if [ "$1" = password-file-missing ]; then F=/etc/apache2/.htpasswd-private; else F=conf/htpasswd; fi
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/private>
    AuthType Basic
    AuthName \"Private\"
    AuthUserFile $F
    Require valid-user
</Directory>" auth_basic authn_core authn_file authz_user
  start; req -u alice:secret "http://127.0.0.1:$P/private/"; log ;;
unknown-filter|unknown-filter-includes)
  if [ "$1" = unknown-filter ]; then
    conf "<Directory $W/html>
    Require all granted
    SetOutputFilter DEFLATE
</Directory>"
    start; req "http://127.0.0.1:$P/index.html"
  else
    echo '<!--#echo var="DATE_LOCAL" -->' >"$W/html/page.shtml"
    conf "<Directory $W/html>
    Require all granted
    Options +Includes
    AddOutputFilter INCLUDES .shtml
</Directory>"
    start; req "http://127.0.0.1:$P/page.shtml"
  fi
  log ;;
alias-overlap|alias-overlap-scriptalias)
  mkdir -p "$W/static" "$W/css" "$W/cgi-bin"
  if [ "$1" = alias-overlap ]; then
    conf "Alias /static $W/static
Alias /static/css $W/css" alias
  else
    conf "Alias /cgi-bin/ $W/static/
ScriptAlias /cgi-bin/ $W/cgi-bin/" alias
  fi
  test_conf ;;
namevirtualhost|namevirtualhost-address)
  # a 2.2-era NameVirtualHost line (by address:port in the second case)
  if [ "$1" = namevirtualhost ]; then N="*:$P"; else N="127.0.0.1:$P"; fi
  conf "NameVirtualHost $N
<VirtualHost *:$P>
    ServerName www.example.test
</VirtualHost>"
  test_conf ;;
serverlimit-exceeded|serverlimit-exceeded-event)
  if [ "$1" = serverlimit-exceeded ]; then
    conf "MaxRequestWorkers 800"
    sed -i 's/mpm_event/mpm_prefork/g' "$W/httpd.conf"
  else
    # event: the default ServerLimit 16 x ThreadsPerChild 25 allows 400
    conf "MaxRequestWorkers 1000"
  fi
  test_conf ;;
slotmem-not-loaded|slotmem-not-loaded-vhost)
  # a proxy balancer without mod_slotmem_shm
  U=$(free_port)
  if [ "$1" = slotmem-not-loaded ]; then
    conf "<Proxy balancer://app>
    BalancerMember http://127.0.0.1:$U
</Proxy>
ProxyPass / balancer://app/" proxy proxy_http proxy_balancer lbmethod_byrequests
  else
    conf "<VirtualHost *:$P>
    ServerName shop.example.test
    <Proxy balancer://shopcluster>
        BalancerMember http://127.0.0.1:$U route=node1
    </Proxy>
    ProxyPass /shop balancer://shopcluster/shop
</VirtualHost>" proxy proxy_http proxy_balancer lbmethod_byrequests
  fi
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1; grep -E 'AH0' "$W/logs/error.log" ;;
http2-prefork|http2-prefork-php)
  # mod_http2 under the prefork MPM (with mod_php in the second case)
  if [ "$1" = http2-prefork ]; then conf "Protocols h2 h2c http/1.1" http2
  else conf "Protocols h2 http/1.1
LoadModule php_module $M/libphp8.2.so" http2; fi
  sed -i 's/mpm_event/mpm_prefork/g' "$W/httpd.conf"
  start; log ;;
bad-user-name|bad-group-name)
  conf ""
  if [ "$1" = bad-user-name ]; then sed -i 's/^User .*/User apache/' "$W/httpd.conf"
  else sed -i 's/^Group .*/Group nobody-web/' "$W/httpd.conf"; fi
  test_conf ;;
transfer-log-missing|transfer-log-missing-vhost)
  if [ "$1" = transfer-log-missing ]; then
    conf "LogFormat \"%h %l %u %t \\\"%r\\\" %>s %b\" common
CustomLog /var/log/apache2/shop/access.log common"
  else
    conf "<VirtualHost *:$P>
    ServerName blog.example.test
    TransferLog logs/blog/access_log
</VirtualHost>"
  fi
  timeout 10 "$HTTPD" -d "$W" -f "$W/httpd.conf" -DFOREGROUND 2>&1 ;;
negotiation-none|negotiation-none-accept)
  # MultiViews finds variants of the requested name, none of them acceptable
  if [ "$1" = negotiation-none ]; then
    echo '<?php echo 1;' >"$W/html/contact.php"
    conf "<Directory $W/html>
    Options +MultiViews
    Require all granted
</Directory>" negotiation
    start; req -H "Accept: text/html" "http://127.0.0.1:$P/contact"
  else
    echo '{}' >"$W/html/report.json"; echo '<p>' >"$W/html/report.html"
    conf "<Directory $W/html>
    Options +MultiViews
    Require all granted
</Directory>" negotiation
    start; req -H "Accept: application/pdf" "http://127.0.0.1:$P/report"
  fi
  log ;;
includes-not-set|includes-not-set-xbithack)
  if [ "$1" = includes-not-set ]; then
    echo '<!--#echo var="DATE_LOCAL" -->' >"$W/html/footer.shtml"
    conf "<Directory $W/html>
    Require all granted
    AddOutputFilter INCLUDES .shtml
</Directory>" include
    start; req "http://127.0.0.1:$P/footer.shtml"
  else
    echo '<!--#include virtual="/menu.html" -->' >"$W/html/home.html"; chmod 755 "$W/html/home.html"
    conf "<Directory $W/html>
    Options FollowSymLinks
    XBitHack on
    Require all granted
</Directory>" include
    start; req "http://127.0.0.1:$P/home.html"
  fi
  log ;;
invalid-uri-path|invalid-uri-path-encoded)
  # a path that climbs above the root (the CVE-2021-41773 probes)
  conf "<Directory $W/html>
    Require all granted
</Directory>"
  start
  if [ "$1" = invalid-uri-path ]; then req --path-as-is "http://127.0.0.1:$P/icons/../../etc/passwd"
  else req --path-as-is "http://127.0.0.1:$P/cgi-bin/.%2e/.%2e/.%2e/.%2e/etc/passwd"; fi
  log ;;
group-file-missing|group-file-missing-relative)
  htpasswd -cb "$W/.htpasswd" alice secret >/dev/null 2>&1
  mkdir -p "$W/html/admin"
  if [ "$1" = group-file-missing ]; then G=/etc/apache2/groups; else G=conf/htgroup; fi
  conf "<Directory $W/html>
    Require all granted
</Directory>
<Directory $W/html/admin>
    AuthType Basic
    AuthName \"Admin\"
    AuthUserFile $W/.htpasswd
    AuthGroupFile $G
    Require group admins
</Directory>" auth_basic authn_core authn_file authz_user authz_groupfile
  start; req -u alice:secret "http://127.0.0.1:$P/admin/"; log ;;
syntax-rewriterule-flags)
  conf "<VirtualHost *:$P>
    RewriteEngine On
    RewriteRule ^/shop/(.*)$ /store/\$1 R=301,L
</VirtualHost>" rewrite
  test_conf ;;
syntax-proxypass-relative)
  conf "<VirtualHost *:$P>
    ProxyPass /api localhost:8080/api
</VirtualHost>" proxy proxy_http
  test_conf ;;
cannot-load-module|cannot-load-module-include)
  # a LoadModule line for a module file that is not installed (PHP removed or upgraded)
  if [ "$1" = cannot-load-module ]; then
    conf "LoadModule php7_module $M/libphp7.4.so"
  else
    mkdir -p "$W/mods-enabled"
    echo "LoadModule php_module $M/libphp8.1.so" >"$W/mods-enabled/php8.1.load"
    conf "IncludeOptional mods-enabled/*.load"
  fi
  test_conf ;;
apachectl-configtest-failed|apachectl-start-failed)
  # Debian's apache2ctl (it sources /etc/apache2/envvars) on a configuration with an unknown directive
  conf "<VirtualHost *:$P>
    Header always set X-Frame-Options DENY
</VirtualHost>"
  A=configtest; [ "$1" = apachectl-start-failed ] && A=start
  APACHE_ARGUMENTS="-d $W -f $W/httpd.conf" apache2ctl "$A" 2>&1 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
