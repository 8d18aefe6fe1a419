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
envvars-not-defined include-missing proxy-read-timeout"

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
proxy-read-timeout)
  U=$(free_port); hold_port "$U"
  conf "ProxyPass /report http://127.0.0.1:$U/report timeout=2
ProxyTimeout 2" proxy proxy_http
  start; req "http://127.0.0.1:$P/report"; log ;;
ssl-cert-missing)
  conf "<VirtualHost *:$P>
    SSLEngine on
    SSLCertificateFile /etc/ssl/certs/example.com.crt
    SSLCertificateKeyFile /etc/ssl/private/example.com.key
</VirtualHost>" socache_shmcb ssl
  test_conf ;;
ssl-key-mismatch)
  self_signed_cert a.key a.pem; self_signed_cert b.key b.pem
  conf "<VirtualHost *:$P>
    SSLEngine on
    SSLCertificateFile $W/a.pem
    SSLCertificateKeyFile $W/b.key
</VirtualHost>" socache_shmcb ssl
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
</Directory>"
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
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
