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
symlink-not-allowed"

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
  printf '[global]\npid = %s/run/fpm.pid\nerror_log = %s/logs/fpm.log\n[www]\nuser = www-data\ngroup = www-data\nlisten = %s/run/fpm.sock\nlisten.owner = www-data\nlisten.group = www-data\npm = static\npm.max_children = 1\n' "$W" "$W" "$W" >"$W/fpm.conf"
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
header-invalid-characters)
  fpm; printf '<?php header("X Custom Header: yes"); echo "ok";\n' >"$W/html/h.php"
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
auth-password-mismatch|auth-user-not-found)
  htpasswd -cb "$W/.htpasswd" alice correct-horse >/dev/null 2>&1
  mkdir -p "$W/html/private"
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
  if [ "$1" = auth-password-mismatch ]; then req -u alice:wrong "http://127.0.0.1:$P/private/"; else req -u bob:secret "http://127.0.0.1:$P/private/"; fi
  log ;;
request-header-timeout)
  conf "RequestReadTimeout header=1 body=1
LogLevel info" reqtimeout
  start
  python3 -c 'import socket,time,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.send(b"GET / HTTP/1.1\r\nHost: x\r\n"); time.sleep(3)' "$P"
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
pidfile-overwritten)
  conf ""
  echo 999999 >"$W/run/httpd.pid"
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
symlink-not-allowed)
  mkdir -p "$W/data"; echo hi >"$W/data/report.html"; ln -s "$W/data/report.html" "$W/html/report.html"
  conf "<Directory $W/html>
    Options -FollowSymLinks
    Require all granted
</Directory>"
  start; req "http://127.0.0.1:$P/report.html"; log ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
