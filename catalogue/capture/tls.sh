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
s_client-not-yet-valid node-certificate-required python-email-purpose node-missing-intermediate
go-unknown-authority go-self-signed go-hostname-mismatch go-legacy-common-name go-expired go-ip-mismatch
curl-dh-key-too-small python-dh-key-too-small s_client-dh-key-too-small
curl-ee-key-too-weak python-ee-key-too-weak python-load-ee-key-too-small verify-ee-key-too-weak
curl-ca-md-too-weak python-load-ca-md-too-weak verify-ca-md-too-weak
git-gnutls-verify-failed git-gnutls-verify-failed-cafile git-gnutls-non-properly-terminated curl-gnutls-non-properly-terminated
java-no-appropriate-protocol java-protocol-version java-handshake-failure
verify-issuer-missing s_client-issuer-missing verify-crl-missing python-crl-missing verify-revoked python-revoked node-revoked
python-key-mismatch node-key-mismatch
go-first-record server-bad-certificate server-certificate-expired go-certificate-required
go-server-bad-certificate curl-bad-certificate python-bad-certificate go-server-unsupported-versions
python-unrecognized-name curl-unrecognized-name python-socket-unrecognized-name
python-pem-lib node-pem-no-start-line go-no-pem-data s_server-no-start-line go-key-mismatch x509-key-as-certificate
node-socket-disconnected server-certificate-unknown python-certificate-expired-alert curl-certificate-expired-alert"

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
  go-unknown-authority|go-self-signed|go-hostname-mismatch|go-legacy-common-name|go-expired|go-ip-mismatch|go-first-record|go-certificate-required)
    case "$CASE" in
      go-first-record) serve_plain_http; HOST=127.0.0.1; CA= ;;
      go-certificate-required)
        # the server requires a client certificate; the Go client has none to send
        make_leaf leaf ca; serve_tls leaf.pem leaf.key -Verify 1 -CAfile ca.pem; HOST=localhost; CA=ca.pem ;;
      go-unknown-authority) make_leaf leaf ca; serve_tls leaf.pem leaf.key; HOST=localhost; CA= ;;
      go-self-signed) self_signed_cert leaf.key leaf.pem localhost 30 "$SAN"; serve_tls leaf.pem leaf.key; HOST=localhost; CA= ;;
      go-hostname-mismatch)
        make_csr leaf www.example.test "subjectAltName=DNS:www.example.test,DNS:example.test"
        sign leaf ca -days 30; serve_tls leaf.pem leaf.key; HOST=localhost; CA=ca.pem ;;
      go-ip-mismatch)
        make_csr leaf www.example.test "subjectAltName=DNS:www.example.test"
        sign leaf ca -days 30; serve_tls leaf.pem leaf.key; HOST=127.0.0.1; CA=ca.pem ;;
      go-legacy-common-name)
        make_csr leaf localhost; sign leaf ca -days 30; serve_tls leaf.pem leaf.key; HOST=localhost; CA=ca.pem ;;
      go-expired)
        make_leaf leaf ca -startdate 20240101000000Z -enddate 20250101000000Z
        serve_tls leaf.pem leaf.key; HOST=localhost; CA=ca.pem ;;
    esac
    mkdir -p gocli && cat >gocli/main.go <<'EOF'
package main

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"os"
)

func main() {
	tr := &http.Transport{TLSClientConfig: &tls.Config{}}
	if len(os.Args) > 2 && os.Args[2] != "" {
		pool := x509.NewCertPool()
		pem, _ := os.ReadFile(os.Args[2])
		pool.AppendCertsFromPEM(pem)
		tr.TLSClientConfig.RootCAs = pool
	}
	resp, err := (&http.Client{Transport: tr}).Get(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(resp.Status)
}
EOF
    (cd gocli && GOCACHE="$W/gocache" GO111MODULE=off go build -o cli main.go) >/dev/null 2>&1
    ./gocli/cli "https://$HOST:$PORT/" "$CA" 2>&1
    ;;
  curl-dh-key-too-small|python-dh-key-too-small|s_client-dh-key-too-small)
    # a TLS 1.2 server that only offers finite-field DHE with a 1024-bit group
    make_leaf leaf ca
    openssl dhparam -dsaparam -out dh1024.pem 1024 >/dev/null 2>&1
    PORT=$(free_port)
    cat >dhsrv.py <<'EOF'
import socket, ssl, sys
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain("leaf.pem", "leaf.key")
ctx.maximum_version = ssl.TLSVersion.TLSv1_2
ctx.set_ciphers("DHE-RSA-AES128-GCM-SHA256:@SECLEVEL=0")
ctx.load_dh_params("dh1024.pem")
srv = socket.create_server(("127.0.0.1", int(sys.argv[1])))
while True:
    raw, _ = srv.accept()
    try:
        t = ctx.wrap_socket(raw, server_side=True)
        t.recv(65536)
        t.sendall(b"HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")
        t.close()
    except Exception:
        pass
EOF
    $PY dhsrv.py "$PORT" >/dev/null 2>&1 &
    PIDS+=($!)
    wait_port "$PORT"
    case "$CASE" in
      curl-dh-key-too-small) curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      python-dh-key-too-small)
        printf 'import socket, ssl, sys\nctx = ssl.create_default_context(cafile="ca.pem")\nraw = socket.create_connection(("127.0.0.1", int(sys.argv[1])))\nctx.wrap_socket(raw, server_hostname="localhost")\n' >cli.py
        $PY cli.py "$PORT" 2>&1 ;;
      s_client-dh-key-too-small)
        openssl s_client -connect "127.0.0.1:$PORT" -servername localhost -CAfile ca.pem -brief </dev/null 2>&1 ;;
    esac
    ;;
  curl-ee-key-too-weak|python-ee-key-too-weak|python-load-ee-key-too-small|verify-ee-key-too-weak)
    # a leaf with a 1024-bit RSA key, below OpenSSL's default security level 2
    openssl req -newkey rsa:1024 -nodes -keyout leaf.key -out leaf.csr -subj /CN=localhost -addext "$SAN" >/dev/null 2>&1
    sign leaf ca -days 30
    case "$CASE" in
      curl-ee-key-too-weak)
        serve_tls leaf.pem leaf.key -cipher 'DEFAULT:@SECLEVEL=0'
        curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      python-ee-key-too-weak)
        serve_tls leaf.pem leaf.key -cipher 'DEFAULT:@SECLEVEL=0'
        printf 'import socket, ssl, sys\nctx = ssl.create_default_context(cafile="ca.pem")\nraw = socket.create_connection(("127.0.0.1", int(sys.argv[1])))\nctx.wrap_socket(raw, server_hostname="localhost")\n' >cli.py
        $PY cli.py "$PORT" 2>&1 ;;
      verify-ee-key-too-weak) openssl verify -auth_level 2 -CAfile ca.pem leaf.pem 2>&1 ;;
      python-load-ee-key-too-small)
        printf 'import ssl\nctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)\nctx.load_cert_chain("leaf.pem", "leaf.key")\n' >srv.py
        $PY srv.py 2>&1 ;;
    esac
    ;;
  curl-ca-md-too-weak|python-load-ca-md-too-weak|verify-ca-md-too-weak)
    # a leaf signed with SHA-1, refused at OpenSSL's default security level 2
    make_csr leaf localhost "$SAN"
    sign leaf ca -days 30 -md sha1
    case "$CASE" in
      curl-ca-md-too-weak)
        serve_tls leaf.pem leaf.key -cipher 'DEFAULT:@SECLEVEL=0'
        curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      verify-ca-md-too-weak) openssl verify -auth_level 2 -CAfile ca.pem leaf.pem 2>&1 ;;
      python-load-ca-md-too-weak)
        printf 'import ssl\nctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)\nctx.load_cert_chain("leaf.pem", "leaf.key")\n' >srv.py
        $PY srv.py 2>&1 ;;
    esac
    ;;
  git-gnutls-verify-failed|git-gnutls-verify-failed-cafile)
    # git's https transport is linked against libcurl-gnutls on Debian; the server's CA is not trusted
    make_leaf leaf ca
    make_root other "Some Other CA"
    serve_tls leaf.pem leaf.key
    if [ "$CASE" = git-gnutls-verify-failed ]; then
      GIT_TERMINAL_PROMPT=0 env -u GIT_SSL_CAINFO git ls-remote "https://localhost:$PORT/repo.git" 2>&1
    else
      GIT_TERMINAL_PROMPT=0 env -u GIT_SSL_CAINFO git -c http.sslCAInfo="$PWD/other.pem" clone -q "https://localhost:$PORT/repo.git" 2>&1
    fi
    ;;
  git-gnutls-non-properly-terminated|curl-gnutls-non-properly-terminated)
    # the server sends part of a response and closes the TCP connection without a TLS close_notify
    make_leaf leaf ca
    PORT=$(free_port)
    cat >trunc.py <<'EOF'
import socket, ssl, sys
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain("leaf.pem", "leaf.key")
srv = socket.create_server(("127.0.0.1", int(sys.argv[1])))
while True:
    raw, _ = srv.accept()
    try:
        tls = ctx.wrap_socket(raw, server_side=True)
        tls.recv(65536)
        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/x-git-upload-pack-advertisement\r\nContent-Length: 100000\r\n\r\n" + b"0" * 1000)
        fd = tls.detach()
        s = socket.socket(fileno=fd)
        s.shutdown(socket.SHUT_RDWR)
        s.close()
    except Exception:
        pass
EOF
    $PY trunc.py "$PORT" >/dev/null 2>&1 &
    PIDS+=($!)
    wait_port "$PORT"
    if [ "$CASE" = git-gnutls-non-properly-terminated ]; then
      GIT_TERMINAL_PROMPT=0 env -u GIT_SSL_CAINFO git -c http.sslCAInfo="$PWD/ca.pem" ls-remote "https://localhost:$PORT/repo.git" 2>&1
    else
      curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1
    fi
    ;;
  java-no-appropriate-protocol|java-protocol-version|java-handshake-failure|server-certificate-unknown)
    make_leaf leaf ca
    if [ "$CASE" = java-protocol-version ]; then
      serve_tls leaf.pem leaf.key -tls1 -cipher 'DEFAULT:@SECLEVEL=0'
    else
      serve_tls leaf.pem leaf.key -tls1_2 -cipher 'AES128-SHA'
    fi
    cat >Get.java <<'EOF'
import java.net.URL;
import javax.net.ssl.HttpsURLConnection;

public class Get {
    public static void main(String[] args) throws Exception {
        HttpsURLConnection c = (HttpsURLConnection) new URL(args[0]).openConnection();
        try {
            System.out.println(c.getResponseCode());
        } catch (javax.net.ssl.SSLException e) {
            e.printStackTrace();
            System.exit(1);
        }
    }
}
EOF
    keytool -importcert -noprompt -alias test -file ca.pem -keystore trust.p12 -storepass changeit >/dev/null 2>&1
    if [ "$CASE" = java-no-appropriate-protocol ]; then
      # the client only enables TLS 1.0, which the JDK's java.security disables
      java -Djavax.net.ssl.trustStore=trust.p12 -Djavax.net.ssl.trustStorePassword=changeit \
        -Dhttps.protocols=TLSv1 Get.java "https://localhost:$PORT/" 2>&1
    elif [ "$CASE" = server-certificate-unknown ]; then
      # a Java client with the JDK's default trust store rejects the server's certificate;
      # the server's log shows the alert it sent
      java Get.java "https://localhost:$PORT/" >/dev/null 2>&1
      sleep 0.3
      cat server.log
    elif [ "$CASE" = java-handshake-failure ]; then
      java -Djavax.net.ssl.trustStore=trust.p12 -Djavax.net.ssl.trustStorePassword=changeit \
        -Dhttps.cipherSuites=TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384 Get.java "https://localhost:$PORT/" 2>&1
    else
      java -Djavax.net.ssl.trustStore=trust.p12 -Djavax.net.ssl.trustStorePassword=changeit Get.java "https://localhost:$PORT/" 2>&1
    fi
    ;;
  verify-issuer-missing|s_client-issuer-missing)
    # the intermediate is given as the trust anchor, the root it was issued by is not
    make_csr inter "errknow Test Intermediate CA"
    sign inter ca -days 365 -extensions v3_inter
    make_leaf leaf inter
    if [ "$CASE" = verify-issuer-missing ]; then
      openssl verify -CAfile inter.pem leaf.pem 2>&1
    else
      cat leaf.pem inter.pem >chain.pem
      serve_tls chain.pem leaf.key
      openssl s_client -connect "127.0.0.1:$PORT" -servername localhost -CAfile inter.pem -verify_return_error -brief </dev/null 2>&1
    fi
    ;;
  verify-crl-missing|python-crl-missing)
    # CRL checking is on, but no CRL for the issuing CA was given
    make_leaf leaf ca
    if [ "$CASE" = verify-crl-missing ]; then
      openssl verify -crl_check -CAfile ca.pem leaf.pem 2>&1
    else
      serve_tls leaf.pem leaf.key
      printf 'import socket, ssl, sys\nctx = ssl.create_default_context(cafile="ca.pem")\nctx.verify_flags |= ssl.VERIFY_CRL_CHECK_LEAF\nctx.wrap_socket(socket.create_connection(("127.0.0.1", int(sys.argv[1]))), server_hostname="localhost")\n' >cli.py
      $PY cli.py "$PORT" 2>&1
    fi
    ;;
  verify-revoked|python-revoked|node-revoked)
    make_leaf leaf ca
    openssl ca -config ca.cnf -cert ca.pem -keyfile ca.key -revoke leaf.pem >/dev/null 2>&1
    openssl ca -config ca.cnf -cert ca.pem -keyfile ca.key -gencrl -crldays 30 -out ca.crl >/dev/null 2>&1
    case "$CASE" in
      verify-revoked) cat ca.pem ca.crl >cacrl.pem; openssl verify -crl_check -CAfile cacrl.pem leaf.pem 2>&1 ;;
      python-revoked)
        serve_tls leaf.pem leaf.key
        printf 'import socket, ssl, sys\nctx = ssl.create_default_context(cafile="ca.pem")\nctx.load_verify_locations("ca.crl")\nctx.verify_flags |= ssl.VERIFY_CRL_CHECK_LEAF\nctx.wrap_socket(socket.create_connection(("127.0.0.1", int(sys.argv[1]))), server_hostname="localhost")\n' >cli.py
        $PY cli.py "$PORT" 2>&1 ;;
      node-revoked)
        serve_tls leaf.pem leaf.key
        cat >crl.js <<'EOF'
const tls = require('tls');
const fs = require('fs');
const sock = tls.connect({ host: '127.0.0.1', port: Number(process.argv[2]), servername: 'localhost',
  ca: fs.readFileSync('ca.pem'), crl: fs.readFileSync('ca.crl') }, () => { console.log('connected'); sock.end(); });
sock.on('error', (err) => { console.error(err); process.exitCode = 1; });
EOF
        node crl.js "$PORT" 2>&1 ;;
    esac
    ;;
  python-key-mismatch|node-key-mismatch)
    # a certificate loaded together with a private key that belongs to another certificate
    self_signed_cert a.key a.pem localhost 2 "$SAN"
    openssl genrsa -out b.key 2048 >/dev/null 2>&1
    if [ "$CASE" = python-key-mismatch ]; then
      printf 'import ssl\nctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)\nctx.load_cert_chain("a.pem", "b.key")\n' >srv.py
      $PY srv.py 2>&1
    else
      printf "const fs = require('fs');\nrequire('tls').createSecureContext({ cert: fs.readFileSync('a.pem'), key: fs.readFileSync('b.key') });\n" >srv.js
      node srv.js 2>&1
    fi
    ;;
  server-bad-certificate|server-certificate-expired)
    # what s_server logs when a python client rejects its certificate (wrong name: alert 42, expired: alert 45)
    if [ "$CASE" = server-bad-certificate ]; then
      make_csr leaf www.example.test "subjectAltName=DNS:www.example.test"; sign leaf ca -days 30
    else
      make_leaf leaf ca -startdate 20240101000000Z -enddate 20250101000000Z
    fi
    serve_tls leaf.pem leaf.key
    py_get "https://localhost:$PORT/" ca.pem >/dev/null 2>&1
    sleep 0.3
    cat server.log
    ;;
  go-server-bad-certificate|curl-bad-certificate|python-bad-certificate|go-server-unsupported-versions)
    # a Go HTTPS server that verifies client certificates against ca.pem (or only speaks TLS 1.3);
    # the client presents a certificate from another CA ("other")
    make_leaf leaf ca
    make_root other "errknow Other CA"
    make_csr client client "extendedKeyUsage=clientAuth"; sign client other -days 30
    mkdir -p gosrv && cat >gosrv/main.go <<'GEOF'
package main

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"os"
)

func main() {
	pem, _ := os.ReadFile("ca.pem")
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pem)
	cfg := &tls.Config{ClientCAs: pool, ClientAuth: tls.RequireAndVerifyClientCert}
	if os.Args[2] == "tls13" {
		cfg = &tls.Config{MinVersion: tls.VersionTLS13}
	}
	srv := &http.Server{Addr: "127.0.0.1:" + os.Args[1], TLSConfig: cfg}
	srv.ListenAndServeTLS("leaf.pem", "leaf.key")
}
GEOF
    (cd gosrv && GOCACHE="$W/gocache" GO111MODULE=off go build -o srv main.go) >/dev/null 2>&1
    PORT=$(free_port)
    MODE=mtls; [ "$CASE" = go-server-unsupported-versions ] && MODE=tls13
    ./gosrv/srv "$PORT" "$MODE" >gosrv.log 2>&1 &
    PIDS+=($!)
    wait_port "$PORT"
    case "$CASE" in
      go-server-bad-certificate)
        curl -sS --cacert ca.pem --cert client.pem --key client.key "https://localhost:$PORT/" -o /dev/null >/dev/null 2>&1
        sleep 0.3; cat gosrv.log ;;
      go-server-unsupported-versions)
        curl -sS --cacert ca.pem --tls-max 1.2 "https://localhost:$PORT/" -o /dev/null >/dev/null 2>&1
        sleep 0.3; cat gosrv.log ;;
      curl-bad-certificate)
        curl -sS --cacert ca.pem --cert client.pem --key client.key "https://localhost:$PORT/" -o /dev/null 2>&1 ;;
      python-bad-certificate)
        cat >mtls.py <<'PEOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile="ca.pem")
ctx.load_cert_chain("client.pem", "client.key")
with urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10) as r:
    print(r.status)
PEOF
        $PY mtls.py "https://localhost:$PORT/" 2>&1 ;;
    esac
    ;;
  python-unrecognized-name|curl-unrecognized-name|python-socket-unrecognized-name)
    # s_server only knows the name www.example.test and answers any other SNI with a fatal alert
    make_leaf leaf ca
    make_csr named www.example.test "subjectAltName=DNS:www.example.test"; sign named ca -days 30
    serve_tls leaf.pem leaf.key -servername www.example.test -cert2 named.pem -key2 named.key -servername_fatal
    if [ "$CASE" = curl-unrecognized-name ]; then
      curl -sS --cacert ca.pem "https://localhost:$PORT/" -o /dev/null 2>&1
    elif [ "$CASE" = python-socket-unrecognized-name ]; then
      printf 'import socket, ssl, sys\nctx = ssl.create_default_context(cafile="ca.pem")\nwith socket.create_connection(("127.0.0.1", int(sys.argv[1]))) as raw:\n    with ctx.wrap_socket(raw, server_hostname="localhost") as tls:\n        print(tls.version())\n' >sni.py
      $PY sni.py "$PORT" 2>&1
    else
      py_get "https://localhost:$PORT/" ca.pem
    fi
    ;;
  x509-key-as-certificate)
    # OpenSSL 3's x509 given the private key file where the certificate belongs
    self_signed_cert server.key server.crt localhost 2 "$SAN"
    echo "\$ openssl x509 -in server.key -noout -subject -enddate"
    openssl x509 -in server.key -noout -subject -enddate 2>&1 ;;
  python-pem-lib|node-pem-no-start-line|go-no-pem-data|s_server-no-start-line|go-key-mismatch)
    # a server loading a "certificate" file that holds no PEM block (here an HTML error page saved
    # by a failed download), or a key that belongs to another certificate
    printf '<html><head><title>404 Not Found</title></head><body>Not Found</body></html>\n' >cert.pem
    self_signed_cert key.pem real.pem localhost 2 "$SAN"
    openssl genrsa -out other.key 2048 >/dev/null 2>&1
    case "$CASE" in
      python-pem-lib)
        printf 'import ssl\nctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)\nctx.load_cert_chain("cert.pem", "key.pem")\n' >srv.py
        $PY srv.py 2>&1 ;;
      node-pem-no-start-line)
        printf "const fs = require('fs');\nrequire('https').createServer({ cert: fs.readFileSync('cert.pem'), key: fs.readFileSync('key.pem') }).listen(0);\n" >srv.js
        node srv.js 2>&1 ;;
      s_server-no-start-line)
        openssl s_server -accept "127.0.0.1:$(free_port)" -cert cert.pem -key key.pem 2>&1 </dev/null ;;
      go-no-pem-data|go-key-mismatch)
        CERT=cert.pem; KEY=key.pem; [ "$CASE" = go-key-mismatch ] && { CERT=real.pem; KEY=other.key; }
        mkdir -p gokp && cat >gokp/main.go <<'GEOF'
package main

import (
	"crypto/tls"
	"log"
	"os"
)

func main() {
	if _, err := tls.LoadX509KeyPair(os.Args[1], os.Args[2]); err != nil {
		log.Fatalf("failed to load TLS certificate: %v", err)
	}
}
GEOF
        (cd gokp && GOCACHE="$W/gocache" GO111MODULE=off go build -o kp main.go) >/dev/null 2>&1
        ./gokp/kp "$CERT" "$KEY" 2>&1 ;;
    esac
    ;;
  python-certificate-expired-alert|curl-certificate-expired-alert)
    # mutual TLS: s_server requires a client certificate from ca.pem; the client's has expired
    make_leaf leaf ca
    make_csr client client "extendedKeyUsage=clientAuth"
    sign client ca -startdate 20240101000000Z -enddate 20250101000000Z
    serve_tls leaf.pem leaf.key -Verify 1 -CAfile ca.pem -verify_return_error
    if [ "$CASE" = curl-certificate-expired-alert ]; then
      curl -sS --cacert ca.pem --cert client.pem --key client.key "https://localhost:$PORT/" -o /dev/null 2>&1
    else
      cat >mtls.py <<'PEOF'
import ssl, sys, urllib.request
ctx = ssl.create_default_context(cafile="ca.pem")
ctx.load_cert_chain("client.pem", "client.key")
with urllib.request.urlopen(sys.argv[1], context=ctx, timeout=10) as r:
    print(r.status)
PEOF
      $PY mtls.py "https://localhost:$PORT/" 2>&1
    fi
    ;;
  node-socket-disconnected)
    # a listener that accepts the TCP connection and closes it before answering the ClientHello
    PORT=$(free_port)
    $PY -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
while True:
    c, _ = s.accept(); c.close()' "$PORT" &
    PIDS+=($!)
    wait_port "$PORT"
    node_get "https://localhost:$PORT/"
    ;;
  *)
    echo "unknown case: $CASE" >&2
    exit 2
    ;;
esac
exit 0
