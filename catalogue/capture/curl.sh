#!/usr/bin/env bash
# Capture cases for the catalogue's curl category (curl exit codes).
# Debian packages needed: curl python3 openssl util-linux (unshare, for the offline name lookup case)
# faketime (to issue an already expired certificate).
# Usage: bash catalogue/capture/curl.sh            lists the cases
#        bash catalogue/capture/curl.sh CASE       prints that case's output (stderr merged)
# Servers listen on 127.0.0.1 only, inside a mktemp -d directory that is removed afterwards.
# The name-lookup cases run curl in a network namespace of its own (unshare -n) that has no
# usable interface, so the lookup fails on this machine and no packet leaves it.
set -u

CASES="unsupported-protocol http09-not-allowed bad-url-format resolve-host resolve-proxy connection-refused partial-file http-error-fail write-error-missing-dir write-error-disk-full read-error-upload operation-timeout tls-wrong-version file-not-found too-many-redirects bad-client-cert empty-reply recv-reset self-signed-cert hostname-mismatch unknown-issuer bad-content-encoding cacert-missing unknown-option range-not-supported proxy-auth-407 ftp-login-denied max-filesize interface-failed bad-cipher-list pinned-pubkey-mismatch cert-status-missing expired-cert tls-eof-in-handshake socks5-bad-reply connect-timeout
bad-content-encoding-deflate client-cert-not-pem proxy-connect-403 connection-refused-https resolve-host-download resolve-proxy-env empty-reply-post file-not-found-etc max-filesize-small http-error-fail-503 interface-bind-address ftp-login-denied-netrc partial-file-remote-name pinned-pubkey-file socks4-bad-reply
range-resume-offset read-error-form-upload http09-ftp-banner recv-reset-mid-body cacert-env-missing expired-cert-resolve self-signed-cert-resolve bad-cipher-name hostname-mismatch-ip cert-status-ca-signed unknown-issuer-wrong-ca too-many-redirects-post unknown-option-typo unsupported-protocol-ws bad-url-port
crl-file-missing crl-file-not-pem"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# A small raw TCP server: reads the request head, then misbehaves as the path asks.
cat > server.py <<'PY'
import socket, sys, threading, time, struct

def serve(c):
    try:
        if MODE == "plain":
            c.recv(65536)
            c.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            time.sleep(0.3)
            return
        if MODE == "readclose":
            c.recv(65536)
            return
        if MODE == "ftp530":
            c.sendall(b"220 test FTP server ready\r\n")
            c.recv(4096)
            c.sendall(b"530 Login incorrect.\r\n")
            time.sleep(0.3)
            return
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = c.recv(4096)
            if not chunk:
                return
            data += chunk
        path = data.split(b" ")[1].decode()
        if MODE == "proxy403":
            c.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
            time.sleep(0.3)
            return
        if MODE == "proxy407":
            c.sendall(b"HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"corp-proxy\"\r\nContent-Length: 0\r\n\r\n")
            time.sleep(0.3)
            return
        if path.startswith("/partial"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\n" + b"x" * 100)
        elif path.startswith("/norange"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\nConnection: close\r\n\r\n" + b"y" * 100)
        elif path.startswith("/big"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 50000000\r\nConnection: close\r\n\r\n" + b"z" * 1000)
            time.sleep(0.3)
        elif path.startswith("/empty"):
            pass
        elif path.startswith("/reset"):
            c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        elif path.startswith("/loop"):
            c.sendall(b"HTTP/1.1 302 Found\r\nLocation: /loop\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            time.sleep(0.2)
        elif path.startswith("/slow"):
            time.sleep(5)
        elif path.startswith("/status/"):
            code = path[8:11]
            body = b"error\n"
            c.sendall(b"HTTP/1.1 " + code.encode() + b" Payment Required\r\nContent-Length: 6\r\n\r\n" + body)
        elif path.startswith("/badgzip"):
            body = b"this is not gzip data at all"
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        elif path.startswith("/baddeflate"):
            body = b"plain text pretending to be deflate"
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        elif path.startswith("/resetbody"):
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 100000\r\n\r\nid,email\n1,ann@example.com\n")
            time.sleep(0.2)
            c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        elif path.startswith("/http09"):
            c.sendall(b"SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n")
        else:
            c.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nok\n")
    finally:
        c.close()

MODE = sys.argv[2] if len(sys.argv) > 2 else "http"
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1])))
if MODE == "backlog":
    # listen but never accept: once the tiny backlog is full, new connection attempts hang
    s.listen(0)
    time.sleep(60)
    sys.exit(0)
s.listen(16)
while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
PY

start_raw() {
  PORT=$(free_port)
  python3 server.py "$PORT" "${1:-http}" >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}

make_ca() {
  openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj "/CN=Example Test Root CA" >/dev/null 2>&1
}
# $1: CN, $2: subjectAltName, $3: "self" for a self-signed certificate, else signed by ca.pem
make_cert() {
  if [ "$3" = self ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -keyout srv.key -out srv.pem -days 2 -subj "/CN=$1" -addext "subjectAltName=$2" >/dev/null 2>&1
  else
    make_ca
    openssl req -newkey rsa:2048 -nodes -keyout srv.key -out srv.csr -subj "/CN=$1" >/dev/null 2>&1
    printf 'subjectAltName=%s\n' "$2" > ext.cnf
    openssl x509 -req -in srv.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out srv.pem -days 2 -extfile ext.cnf >/dev/null 2>&1
  fi
}
start_tls() {
  PORT=$(free_port)
  openssl s_server -accept "127.0.0.1:$PORT" -cert srv.pem -key srv.key -www -quiet ${1:-} >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}

case "$CASE" in
  unsupported-protocol)
    curl -sS "htp://127.0.0.1/index.html" 2>&1 ;;
  http09-not-allowed)
    start_raw
    curl -sS "http://127.0.0.1:$PORT/http09" 2>&1 ;;
  bad-url-format)
    curl -sS "http://127.0.0.1:80:80/" 2>&1 ;;
  resolve-host)
    unshare -n curl -sS "http://api.example.invalid/v1/status" 2>&1 ;;
  resolve-proxy)
    unshare -n curl -sS -x "http://proxy.corp.invalid:3128" "http://127.0.0.1/" 2>&1 ;;
  connection-refused)
    curl -sS "http://127.0.0.1:$(free_port)/health" 2>&1 ;;
  partial-file)
    start_raw
    curl -sS -o download.bin "http://127.0.0.1:$PORT/partial" 2>&1 ;;
  http-error-fail)
    start_raw
    curl -sS -f "http://127.0.0.1:$PORT/status/402" 2>&1 ;;
  write-error-missing-dir)
    start_raw
    curl -sS -o "missing-dir/out.txt" "http://127.0.0.1:$PORT/" 2>&1 ;;
  write-error-disk-full)
    head -c 200000 /dev/zero > big.bin
    curl -sS "file://$WORK/big.bin" 2>&1 >/dev/full ;;
  read-error-upload)
    start_raw
    curl -sS -T missing-upload.tar.gz "http://127.0.0.1:$PORT/upload/" 2>&1 ;;
  operation-timeout)
    start_raw
    curl -sS --max-time 2 "http://127.0.0.1:$PORT/slow" 2>&1 ;;
  tls-wrong-version)
    start_raw plain
    curl -sS "https://127.0.0.1:$PORT/" 2>&1 ;;
  file-not-found)
    curl -sS "file://$WORK/config/settings.json" 2>&1 ;;
  too-many-redirects)
    start_raw
    curl -sS -L --max-redirs 5 "http://127.0.0.1:$PORT/loop" 2>&1 ;;
  bad-client-cert)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --cert client.pem --key client.key "https://localhost:$PORT/" 2>&1 ;;
  empty-reply)
    start_raw
    curl -sS "http://127.0.0.1:$PORT/empty" 2>&1 ;;
  recv-reset)
    start_raw
    curl -sS "http://127.0.0.1:$PORT/reset" 2>&1 ;;
  self-signed-cert)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS "https://localhost:$PORT/" 2>&1 ;;
  hostname-mismatch)
    make_cert internal.example.test "DNS:internal.example.test" self
    start_tls
    curl -sS --cacert srv.pem "https://localhost:$PORT/" 2>&1 ;;
  unknown-issuer)
    make_cert localhost "DNS:localhost" ca
    start_tls
    curl -sS "https://localhost:$PORT/" 2>&1 ;;
  bad-content-encoding)
    start_raw
    curl -sS --compressed "http://127.0.0.1:$PORT/badgzip" 2>&1 ;;
  cacert-missing)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert /etc/ssl/certs/company-root-ca.pem "https://localhost:$PORT/" 2>&1 ;;
  unknown-option)
    curl -sS --user-agnet "reporter/1.0" "http://127.0.0.1/" 2>&1 ;;
  range-not-supported)
    start_raw
    printf 'partial' > backup.tar
    curl -sS -C - -o backup.tar "http://127.0.0.1:$PORT/norange/backup.tar" 2>&1 ;;
  proxy-auth-407)
    start_raw proxy407
    curl -sS -x "http://127.0.0.1:$PORT" "https://internal.example.invalid/" 2>&1 ;;
  ftp-login-denied)
    start_raw ftp530
    curl -sS -u deploy:wrong "ftp://127.0.0.1:$PORT/releases/" 2>&1 ;;
  max-filesize)
    start_raw
    curl -sS --max-filesize 1000000 -o image.iso "http://127.0.0.1:$PORT/big/image.iso" 2>&1 ;;
  interface-failed)
    start_raw
    curl -sS --interface eth9 "http://127.0.0.1:$PORT/" 2>&1 ;;
  bad-cipher-list)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --ciphers 'ECDHE-RSA-AES128-GCM-SHA999' "https://localhost:$PORT/" 2>&1 ;;
  pinned-pubkey-mismatch)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --pinnedpubkey 'sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' "https://localhost:$PORT/" 2>&1 ;;
  cert-status-missing)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --cert-status "https://localhost:$PORT/" 2>&1 ;;
  expired-cert)
    faketime '2020-01-01 00:00:00' openssl req -x509 -newkey rsa:2048 -nodes -keyout srv.key -out srv.pem -days 30 -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost" >/dev/null 2>&1
    start_tls
    curl -sS --cacert srv.pem "https://localhost:$PORT/" 2>&1 ;;
  tls-eof-in-handshake)
    start_raw readclose
    curl -sS "https://localhost:$PORT/" 2>&1 ;;
  socks5-bad-reply)
    start_raw plain
    curl -sS -x "socks5h://127.0.0.1:$PORT" "http://intranet.example.invalid/" 2>&1 ;;
  connect-timeout)
    start_raw backlog
    for _ in 1 2 3 4 5 6; do
      curl -sS --max-time 6 "http://127.0.0.1:$PORT/" >/dev/null 2>&1 &
      PIDS+=($!)
    done
    sleep 0.5
    curl -sS --connect-timeout 2 "http://127.0.0.1:$PORT/reports" 2>&1 ;;
  bad-content-encoding-deflate)
    start_raw
    curl -sS -H 'Accept-Encoding: deflate' --compressed "http://127.0.0.1:$PORT/baddeflate/report.json" 2>&1 ;;
  client-cert-not-pem)
    make_cert localhost "DNS:localhost" self
    start_tls
    printf 'this file was saved as text, not as a certificate\n' > client.crt
    curl -sS --cacert srv.pem --cert client.crt "https://localhost:$PORT/api" 2>&1 ;;
  proxy-connect-403)
    start_raw proxy403
    curl -sS -x "http://127.0.0.1:$PORT" "https://registry.example.invalid/v2/" 2>&1 ;;
  connection-refused-https)
    curl -sS "https://localhost:$(free_port)/api/v1/users" 2>&1 ;;
  resolve-host-download)
    unshare -n curl -sS -O "https://downloads.example.invalid/releases/tool-1.4.2.tar.gz" 2>&1 ;;
  resolve-proxy-env)
    https_proxy="http://squid.office.invalid:8080" unshare -n curl -sS "https://127.0.0.1/" 2>&1 ;;
  empty-reply-post)
    start_raw readclose
    curl -sS -X POST -H 'Content-Type: application/json' -d '{"name":"ann"}' "http://127.0.0.1:$PORT/api/users" 2>&1 ;;
  file-not-found-etc)
    curl -sS "file:///etc/myapp/missing.conf" 2>&1 ;;
  max-filesize-small)
    start_raw
    curl -sS --max-filesize 10K -o dataset.csv "http://127.0.0.1:$PORT/big/dataset.csv" 2>&1 ;;
  http-error-fail-503)
    start_raw
    curl -sSf -o status.json "http://127.0.0.1:$PORT/status/503" 2>&1 ;;
  interface-bind-address)
    start_raw
    curl -sS --interface 192.0.2.55 "http://127.0.0.1:$PORT/" 2>&1 ;;
  ftp-login-denied-netrc)
    start_raw ftp530
    printf 'machine 127.0.0.1 login backup password expired-secret\n' > netrc
    curl -sS --netrc-file netrc "ftp://127.0.0.1:$PORT/backups/db.sql.gz" -o db.sql.gz 2>&1 ;;
  partial-file-remote-name)
    start_raw
    curl -sS -O "http://127.0.0.1:$PORT/partial/release.tar.gz" 2>&1 ;;
  pinned-pubkey-file)
    make_cert localhost "DNS:localhost" self
    start_tls
    openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out old.key >/dev/null 2>&1
    openssl pkey -in old.key -pubout -out old-pub.pem >/dev/null 2>&1
    curl -sS --cacert srv.pem --pinnedpubkey old-pub.pem "https://localhost:$PORT/" 2>&1 ;;
  socks4-bad-reply)
    start_raw plain
    curl -sS -x "socks4://127.0.0.1:$PORT" "http://127.0.0.1:8080/" 2>&1 ;;
  range-resume-offset)
    start_raw
    curl -sS -C 500 -o video.mp4 "http://127.0.0.1:$PORT/norange/video.mp4" 2>&1 ;;
  read-error-form-upload)
    start_raw
    curl -sS -F "file=@report-2025.pdf" "http://127.0.0.1:$PORT/upload" 2>&1 ;;
  http09-ftp-banner)
    start_raw ftp530
    curl -sS "http://127.0.0.1:$PORT/" 2>&1 ;;
  recv-reset-mid-body)
    start_raw
    curl -sS -o export.csv "http://127.0.0.1:$PORT/resetbody/export.csv" 2>&1 ;;
  cacert-env-missing)
    make_cert localhost "DNS:localhost" self
    start_tls
    CURL_CA_BUNDLE=/opt/certs/ca-bundle.crt curl -sS "https://localhost:$PORT/" 2>&1 ;;
  expired-cert-resolve)
    faketime '2021-06-01 00:00:00' openssl req -x509 -newkey rsa:2048 -nodes -keyout srv.key -out srv.pem -days 90 -subj "/CN=api.internal.test" -addext "subjectAltName=DNS:api.internal.test" >/dev/null 2>&1
    start_tls
    curl -sS --cacert srv.pem --resolve "api.internal.test:$PORT:127.0.0.1" "https://api.internal.test:$PORT/health" 2>&1 ;;
  self-signed-cert-resolve)
    make_cert app.local "DNS:app.local" self
    start_tls
    curl -sS --resolve "app.local:$PORT:127.0.0.1" "https://app.local:$PORT/login" 2>&1 ;;
  bad-cipher-name)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --ciphers 'AES256-SHA384-NOPE' "https://localhost:$PORT/" 2>&1 ;;
  hostname-mismatch-ip)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem "https://127.0.0.1:$PORT/" 2>&1 ;;
  cert-status-ca-signed)
    make_cert localhost "DNS:localhost" ca
    start_tls
    curl -sS --cacert ca.pem --cert-status "https://localhost:$PORT/status" 2>&1 ;;
  unknown-issuer-wrong-ca)
    make_cert localhost "DNS:localhost" ca
    start_tls
    openssl req -x509 -newkey rsa:2048 -nodes -keyout other-ca.key -out other-ca.pem -days 2 -subj "/CN=Other Corp Root CA" >/dev/null 2>&1
    curl -sS --cacert other-ca.pem "https://localhost:$PORT/" 2>&1 ;;
  too-many-redirects-post)
    start_raw
    curl -sS -L --max-redirs 2 -d 'user=ann' "http://127.0.0.1:$PORT/loop/login" 2>&1 ;;
  unknown-option-typo)
    curl -sS --data-urlencoded "q=error codes" "http://127.0.0.1/search" 2>&1 ;;
  unsupported-protocol-ws)
    curl -sS "ws://127.0.0.1:8080/socket" 2>&1 ;;
  bad-url-port)
    curl -sS "http://127.0.0.1:99999/metrics" 2>&1 ;;
  crl-file-missing)
    make_cert localhost "DNS:localhost" self
    start_tls
    curl -sS --cacert srv.pem --crlfile /etc/ssl/crl/company-ca.crl "https://localhost:$PORT/" 2>&1 ;;
  crl-file-not-pem)
    make_cert localhost "DNS:localhost" self
    start_tls
    printf 'not a CRL\n' > revoked.crl
    curl -sS --cacert srv.pem --crlfile revoked.crl "https://localhost:$PORT/" 2>&1 ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2 ;;
esac
