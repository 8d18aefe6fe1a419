#!/usr/bin/env bash
# Capture TLS and certificate-verification errors from openssl, curl, python3 and node.
# Debian packages: openssl curl python3 nodejs ca-certificates
# Usage: bash catalogue/capture/tls.sh CASE   (no argument lists the cases)
# Every certificate is made on the fly in a temporary directory by a throw-away CA
# ("errknow Test Root CA"); servers are `openssl s_server` (or python3 -m http.server)
# on 127.0.0.1 and a free port, and are stopped when the case ends.
set -u

CASES="verify-expired python-expired node-expired curl-not-yet-valid verify-not-yet-valid
curl-self-signed node-self-signed python-self-signed python-self-signed-in-chain node-self-signed-in-chain
curl-local-issuer python-local-issuer node-leaf-signature s_client-local-issuer verify-local-issuer
curl-hostname-mismatch python-hostname-mismatch node-hostname-mismatch
curl-wrong-version python-wrong-version s_client-wrong-version
s_client-no-shared-cipher server-no-shared-cipher python-handshake-failure
curl-protocol-version python-protocol-version s_client-protocol-version
python-unknown-ca server-unknown-ca curl-certificate-required python-certificate-required python-invalid-purpose
s_client-not-yet-valid node-certificate-required python-email-purpose node-missing-intermediate"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1
PY=/usr/bin/python3

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"


# --- a small PKI -------------------------------------------------------------------------
write_ca_cnf   # ca.cnf for make_root, make_csr, sign and make_leaf (lib.sh)

serve_plain_http() {
  PORT=$(free_port)
  $PY -m http.server --bind 127.0.0.1 "$PORT" >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}

py_get() { # py_get URL [CAFILE] ; urllib with the default context (or one trusting CAFILE)
  cat >get.py <<'EOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile=sys.argv[2] if len(sys.argv) > 2 else None)
with urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10) as r:
    print(r.status)
EOF
  $PY get.py "$@" 2>&1
}
node_get() { # node_get URL [CAFILE]
  cat >get.js <<'EOF'
const https = require('https');
const fs = require('fs');
const opts = process.argv[3] ? { ca: fs.readFileSync(process.argv[3]) } : {};
https.get(process.argv[2], opts, (res) => console.log(res.statusCode)).on('error', (err) => {
  console.error(err);
  process.exitCode = 1;
});
EOF
  node get.js "$@" 2>&1
}

make_root ca "errknow Test Root CA"

case "$CASE" in
  verify-expired)
    make_leaf expired ca -startdate 20240101000000Z -enddate 20250101000000Z
    openssl verify -CAfile ca.pem expired.pem 2>&1
    ;;
  python-expired)
    make_leaf expired ca -startdate 20240101000000Z -enddate 20250101000000Z
    serve_tls expired.pem expired.key
    py_get "https://localhost:$PORT/" ca.pem
    ;;
  node-expired)
    make_leaf expired ca -startdate 20240101000000Z -enddate 20250101000000Z
    serve_tls expired.pem expired.key
    node_get "https://localhost:$PORT/" ca.pem
    ;;
  curl-not-yet-valid)
    make_leaf future ca -startdate 20990101000000Z -enddate 20991231000000Z
    serve_tls future.pem future.key
    curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1
    ;;
  verify-not-yet-valid)
    make_leaf future ca -startdate 20990101000000Z -enddate 20991231000000Z
    openssl verify -CAfile ca.pem future.pem 2>&1
    ;;
  curl-self-signed|node-self-signed|python-self-signed)
    self_signed_cert self.key self.pem localhost 30 "$SAN"
    serve_tls self.pem self.key
    case "$CASE" in
      curl-self-signed) curl -sS "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      node-self-signed) node_get "https://localhost:$PORT/" ;;
      python-self-signed) py_get "https://localhost:$PORT/" ;;
    esac
    ;;
  python-self-signed-in-chain|node-self-signed-in-chain)
    # the server sends its leaf and the (untrusted) root; the client uses the system store
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -cert_chain ca.pem
    if [ "$CASE" = python-self-signed-in-chain ]; then
      py_get "https://localhost:$PORT/"
    else
      node_get "https://localhost:$PORT/"
    fi
    ;;
  curl-local-issuer|python-local-issuer|node-leaf-signature|s_client-local-issuer)
    # the server sends only its leaf, issued by a CA the system store does not hold
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key
    case "$CASE" in
      curl-local-issuer) curl -sS "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      python-local-issuer) py_get "https://localhost:$PORT/" ;;
      node-leaf-signature) node_get "https://localhost:$PORT/" ;;
      s_client-local-issuer)
        openssl s_client -connect "127.0.0.1:$PORT" -servername localhost -verify_return_error -brief </dev/null 2>&1 ;;
    esac
    ;;
  verify-local-issuer)
    # leaf issued by an intermediate; only the root is trusted and the intermediate is missing
    make_csr inter "errknow Test Intermediate CA"
    sign inter ca -days 365 -extensions v3_inter
    make_leaf leaf inter
    openssl verify -CAfile ca.pem leaf.pem 2>&1
    ;;
  curl-hostname-mismatch|python-hostname-mismatch|node-hostname-mismatch)
    make_csr other www.example.test "subjectAltName=DNS:www.example.test"
    sign other ca -days 30
    serve_tls other.pem other.key
    case "$CASE" in
      curl-hostname-mismatch) curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      python-hostname-mismatch) py_get "https://localhost:$PORT/" ca.pem ;;
      node-hostname-mismatch) node_get "https://localhost:$PORT/" ca.pem ;;
    esac
    ;;
  curl-wrong-version)
    serve_plain_http
    curl -sS "https://127.0.0.1:$PORT/" -o /dev/null 2>&1
    ;;
  python-wrong-version)
    serve_plain_http
    py_get "https://127.0.0.1:$PORT/"
    ;;
  s_client-wrong-version)
    serve_plain_http
    openssl s_client -connect "127.0.0.1:$PORT" -brief </dev/null 2>&1
    ;;
  s_client-no-shared-cipher)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_2 -cipher AES128-SHA
    openssl s_client -connect "127.0.0.1:$PORT" -tls1_2 -cipher AES256-GCM-SHA384 -brief </dev/null 2>&1
    ;;
  server-no-shared-cipher)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_2 -cipher AES128-SHA
    openssl s_client -connect "127.0.0.1:$PORT" -tls1_2 -cipher AES256-GCM-SHA384 </dev/null >/dev/null 2>&1
    sleep 0.3
    cat server.log
    ;;
  s_client-protocol-version)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_3
    openssl s_client -connect "127.0.0.1:$PORT" -tls1_2 -brief </dev/null 2>&1
    ;;
  python-certificate-required)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -Verify 1 -CAfile ca.pem
    py_get "https://localhost:$PORT/" ca.pem
    ;;
  python-handshake-failure)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_2 -cipher AES128-SHA
    cat >hs.py <<'EOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile="ca.pem")
ctx.maximum_version = ssl.TLSVersion.TLSv1_2
ctx.set_ciphers("ECDHE+AESGCM")
urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10)
EOF
    $PY hs.py "https://localhost:$PORT/" 2>&1
    ;;
  curl-protocol-version)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_3
    curl -sS --cacert ca.pem --tls-max 1.2 "https://localhost:$PORT/" -o /dev/null 2>&1
    ;;
  python-protocol-version)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_3
    cat >pv.py <<'EOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile="ca.pem")
ctx.maximum_version = ssl.TLSVersion.TLSv1_2
urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10)
EOF
    $PY pv.py "https://localhost:$PORT/" 2>&1
    ;;
  python-unknown-ca)
    # the server demands a client certificate issued by ca; the client presents one from another CA
    make_leaf leaf ca
    make_root other "Some Other CA"
    make_csr client "app-client"
    sign client other -days 30
    serve_tls leaf.pem leaf.key -Verify 1 -verify_return_error -CAfile ca.pem -tls1_2
    cat >uc.py <<'EOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile="ca.pem")
ctx.load_cert_chain("client.pem", "client.key")
urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10)
EOF
    $PY uc.py "https://localhost:$PORT/" 2>&1
    ;;
  server-unknown-ca)
    # the client does not trust the server's CA and sends an unknown_ca alert: print the server's log
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -tls1_2
    curl -sS "https://localhost:$PORT/" -o /dev/null >/dev/null 2>&1
    sleep 0.3
    cat server.log
    ;;
  curl-certificate-required)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -Verify 1 -CAfile ca.pem
    curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1
    ;;
  python-invalid-purpose)
    # a certificate made for client authentication only, served as a server certificate
    make_csr leaf localhost "$SAN" "extendedKeyUsage=clientAuth"
    sign leaf ca -days 30
    serve_tls leaf.pem leaf.key
    py_get "https://localhost:$PORT/" ca.pem
    ;;
  s_client-not-yet-valid)
    make_leaf future ca -startdate 20990101000000Z -enddate 20991231000000Z
    serve_tls future.pem future.key
    openssl s_client -connect "127.0.0.1:$PORT" -servername localhost -CAfile ca.pem -verify_return_error -brief </dev/null 2>&1
    ;;
  node-certificate-required)
    make_leaf leaf ca
    serve_tls leaf.pem leaf.key -Verify 1 -CAfile ca.pem -tls1_3
    cat >mtls.js <<'EOF'
const tls = require('tls');
const fs = require('fs');
const sock = tls.connect({ host: '127.0.0.1', port: Number(process.argv[2]), servername: 'localhost',
  ca: fs.readFileSync('ca.pem') }, () => sock.write('GET / HTTP/1.0\r\n\r\n'));
sock.on('data', (d) => process.stdout.write(d));
sock.on('error', (err) => { console.error(err); process.exitCode = 1; });
EOF
    node mtls.js "$PORT" 2>&1
    ;;
  python-email-purpose)
    # an S/MIME (emailProtection) certificate installed as the server certificate
    make_csr leaf localhost "$SAN" "extendedKeyUsage=emailProtection"
    sign leaf ca -days 30
    serve_tls leaf.pem leaf.key
    cat >smtp_tls.py <<'EOF'
import socket, ssl, sys
ctx = ssl.create_default_context(cafile="ca.pem")
with socket.create_connection(("127.0.0.1", int(sys.argv[1]))) as raw:
    with ctx.wrap_socket(raw, server_hostname="localhost") as tls:
        print(tls.version())
EOF
    $PY smtp_tls.py "$PORT" 2>&1
    ;;
  node-missing-intermediate)
    # the server sends only its leaf; its issuer is an intermediate the client has never seen
    make_csr inter "errknow Test Intermediate CA"
    sign inter ca -days 365 -extensions v3_inter
    make_leaf leaf inter
    serve_tls leaf.pem leaf.key
    cat >conn.js <<'EOF'
const tls = require('tls');
const fs = require('fs');
const sock = tls.connect({ host: '127.0.0.1', port: Number(process.argv[2]), servername: 'localhost',
  ca: fs.readFileSync('ca.pem') }, () => { console.log('connected'); sock.end(); });
sock.on('error', (err) => { console.error(err); process.exitCode = 1; });
EOF
    node conn.js "$PORT" 2>&1
    ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
exit 0
