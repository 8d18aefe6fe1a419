#!/usr/bin/env bash
# Capture kubectl client errors against fake Kubernetes API servers on 127.0.0.1.
# Debian packages: kubernetes-client (or any kubectl binary on PATH) python3 openssl
# Usage: bash catalogue/capture/kubernetes.sh CASE   (no argument lists the cases)
# The API server is a small python3 http.server that answers discovery (/api, /apis, /api/v1)
# and returns a Kubernetes `Status` body with 401/403/404/500 for pod requests, depending on
# the case; the TLS cases serve it with throw-away certificates made by openssl. The kubeconfig
# lives in the temporary directory (KUBECONFIG=...), so ~/.kube is never read or written.
set -u

CASES="connection-refused-default connection-refused-port context-does-not-exist use-context-missing
x509-expired x509-unknown-authority yaml-parse-error yaml-parse-error-tabs not-found forbidden
unauthorized internal-error unknown-resource-type tls-handshake-timeout
forbidden-named not-found-several unauthorized-namespaces internal-error-proxy unknown-resource-type-crd
x509-not-yet-valid x509-self-signed tls-handshake-timeout-services
resource-mapping-crd resource-mapping-removed-api metrics-api-not-available metrics-api-pods
kind-not-set kind-missing-no-validate kubeconfig-bad-base64 kubeconfig-bad-yaml
exec-completed-pod exec-failed-pod port-forward-pending port-forward-succeeded"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
CASE=$1
PY=/usr/bin/python3

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export HOME="$W/home"
mkdir -p "$HOME"
unset KUBERNETES_SERVICE_HOST KUBERNETES_SERVICE_PORT


cat >apiserver.py <<'PYEOF'
import json, ssl, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

port, mode = int(sys.argv[1]), sys.argv[2]
certfile = sys.argv[3] if len(sys.argv) > 3 else None
keyfile = sys.argv[4] if len(sys.argv) > 4 else None

RESOURCES = {"kind": "APIResourceList", "groupVersion": "v1", "resources": [
    {"name": "pods", "singularName": "pod", "namespaced": True, "kind": "Pod",
     "verbs": ["create", "delete", "get", "list", "patch", "update", "watch"], "shortNames": ["po"]},
    {"name": "namespaces", "singularName": "namespace", "namespaced": False, "kind": "Namespace",
     "verbs": ["create", "delete", "get", "list", "patch", "update", "watch"], "shortNames": ["ns"]},
    {"name": "services", "singularName": "service", "namespaced": True, "kind": "Service",
     "verbs": ["create", "delete", "get", "list", "patch", "update", "watch"], "shortNames": ["svc"]}]}

def status(code, reason, message, details=None):
    body = {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
            "message": message, "reason": reason, "code": code}
    if details:
        body["details"] = details
    return code, body

class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass
    def send(self, code, body):
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self):
        path = self.path.split("?")[0]
        if mode == "unauthorized":
            return self.send(*status(401, "Unauthorized", "Unauthorized"))
        if path == "/version":
            return self.send(200, {"major": "1", "minor": "30", "gitVersion": "v1.30.0", "platform": "linux/amd64"})
        if path == "/api":
            return self.send(200, {"kind": "APIVersions", "versions": ["v1"],
                                   "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": "127.0.0.1:%d" % port}]})
        if path == "/apis":
            return self.send(200, {"kind": "APIGroupList", "apiVersion": "v1", "groups": []})
        if path == "/api/v1":
            return self.send(200, RESOURCES)
        parts = path.strip("/").split("/")
        # /api/v1/namespaces/NS/pods[/NAME]
        if len(parts) >= 5 and parts[2] == "namespaces" and parts[4] == "pods":
            ns = parts[3]
            name = parts[5] if len(parts) > 5 else None
            if mode == "forbidden":
                what = 'pods "%s" is forbidden' % name if name else "pods is forbidden"
                verb = "get" if name else "list"
                return self.send(*status(403, "Forbidden",
                    '%s: User "system:serviceaccount:default:ci-bot" cannot %s resource "pods" in API group "" in the namespace "%s"' % (what, verb, ns),
                    {"name": name, "kind": "pods"} if name else {"kind": "pods"}))
            if mode == "internal-error":
                return self.send(*status(500, "InternalError",
                    'Internal error occurred: etcdserver: request timed out', {"causes": [{"message": "etcdserver: request timed out"}]}))
            if mode == "internal-error-plain":
                # A proxy in front of the API server answering 500 with a plain-text body.
                data = b"upstream connect error or disconnect/reset before headers. reset reason: connection termination"
                self.send_response(500)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                return self.wfile.write(data)
            if name and mode.startswith("phase-"):
                # An existing pod in the phase the case names (Succeeded, Failed, Pending).
                phase = mode[len("phase-"):]
                return self.send(200, {"kind": "Pod", "apiVersion": "v1",
                    "metadata": {"name": name, "namespace": ns, "uid": "0b7c7e4e-5d3a-4f1e-9d55-3f2a1c9e8b10"},
                    "spec": {"containers": [{"name": "app", "image": "busybox:1.36"}]},
                    "status": {"phase": phase}})
            if name:
                return self.send(*status(404, "NotFound", 'pods "%s" not found' % name, {"name": name, "kind": "pods"}))
            return self.send(200, {"kind": "PodList", "apiVersion": "v1", "metadata": {}, "items": []})
        return self.send(*status(404, "NotFound", "the server could not find the requested resource"))

srv = HTTPServer(("127.0.0.1", port), H)
if certfile:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(certfile, keyfile)
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
srv.serve_forever()
PYEOF

kubeconfig() { # kubeconfig SERVER-URL [CA-FILE]
  {
    echo "apiVersion: v1"
    echo "kind: Config"
    echo "clusters:"
    echo "- name: dev"
    echo "  cluster:"
    echo "    server: $1"
    if [ $# -gt 1 ]; then echo "    certificate-authority: $W/$2"; fi
    echo "users:"
    echo "- name: dev-admin"
    echo "  user:"
    echo "    token: not-a-real-token"
    echo "contexts:"
    echo "- name: dev"
    echo "  context:"
    echo "    cluster: dev"
    echo "    user: dev-admin"
    echo "    namespace: default"
    echo "current-context: dev"
  } >"$W/kubeconfig"
  export KUBECONFIG="$W/kubeconfig"
}

start_api() { # start_api MODE [CERT KEY] -> sets PORT
  PORT=$(free_port)
  $PY apiserver.py "$PORT" "$@" &
  PIDS+=($!)
  wait_port "$PORT"
}

make_ca() { make_root ca "errknow Test Cluster CA"; }
make_server_cert() { # make_server_cert DAYS-SPEC: "expired", "not-yet-valid" or "valid"
  make_csr server kube-apiserver
  printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n' >ext.cnf
  write_ca_cnf
  case "$1" in
    # signed by the CA with a validity window that only starts on 2030-01-01
    not-yet-valid) sign server ca -extfile ext.cnf -startdate 20300101000000Z -enddate 20310101000000Z ;;
    # signed by the CA with a validity window that ended on 2025-01-01
    expired) sign server ca -extfile ext.cnf -startdate 20240101000000Z -enddate 20250101000000Z ;;
    *) sign server ca -extfile ext.cnf -days 30 ;;
  esac
}

case "$CASE" in
connection-refused-default)
  # No kubeconfig at all: kubectl falls back to http://localhost:8080.
  export KUBECONFIG="$W/none"
  kubectl get pods 2>&1
  ;;
connection-refused-port)
  kubeconfig "https://127.0.0.1:$(free_port)"
  kubectl get pods 2>&1
  ;;
context-does-not-exist)
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl --context staging get pods 2>&1
  ;;
use-context-missing)
  kubeconfig "http://127.0.0.1:1"
  kubectl config use-context staging 2>&1
  ;;
x509-expired)
  make_ca; make_server_cert expired
  start_api ok server.pem server.key
  kubeconfig "https://127.0.0.1:$PORT" ca.pem
  kubectl get pods 2>&1
  ;;
x509-unknown-authority)
  make_ca; make_server_cert valid
  mv ca.pem real-ca.pem
  make_root other "some other CA"; mv other.pem ca.pem
  start_api ok server.pem server.key
  kubeconfig "https://127.0.0.1:$PORT" ca.pem
  kubectl get pods 2>&1
  ;;
yaml-parse-error)
  kubeconfig "http://127.0.0.1:1"
  cat >deployment.yaml <<'YEOF'
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  replicas: 2
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: web
        image: nginx:1.25
       ports:
        - containerPort: 80
YEOF
  kubectl apply --dry-run=client -f deployment.yaml 2>&1
  ;;
yaml-parse-error-tabs)
  kubeconfig "http://127.0.0.1:1"
  printf 'apiVersion: v1\nkind: Pod\nmetadata:\n\tname: web\nspec:\n  containers:\n  - name: web\n    image: nginx\n' >pod.yaml
  kubectl apply --dry-run=client -f pod.yaml 2>&1
  ;;
not-found)
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pod web-7d4b9c6f5-x2k8q 2>&1
  ;;
forbidden)
  start_api forbidden
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pods 2>&1
  ;;
unauthorized)
  start_api unauthorized
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pods 2>&1
  ;;
internal-error)
  start_api internal-error
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pods 2>&1
  ;;
tls-handshake-timeout)
  # A TCP listener that accepts connections and never answers: kubectl's TLS handshake
  # times out after 10 s on each attempt (the case takes about a minute).
  PORT=$(free_port)
  hold_port "$PORT"
  kubeconfig "https://127.0.0.1:$PORT"
  kubectl get pods 2>&1
  ;;
unknown-resource-type)
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get deploymnets 2>&1
  ;;
forbidden-named)
  # A named pod in another namespace: the denied verb is "get" instead of "list".
  start_api forbidden
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pod api-0 -n payments 2>&1
  ;;
not-found-several)
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pods worker-0 worker-1 2>&1
  ;;
unauthorized-namespaces)
  start_api unauthorized
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get namespaces 2>&1
  ;;
internal-error-proxy)
  start_api internal-error-plain
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get pod db-0 -n data 2>&1
  ;;
unknown-resource-type-crd)
  # A custom resource whose CRD (cert-manager's Certificate) is not installed in the cluster.
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl get certificates -n ingress 2>&1
  ;;
x509-not-yet-valid)
  make_ca; make_server_cert not-yet-valid
  start_api ok server.pem server.key
  kubeconfig "https://127.0.0.1:$PORT" ca.pem
  kubectl get namespaces 2>&1
  ;;
x509-self-signed)
  # A self-signed API server certificate and a kubeconfig without certificate-authority:
  # kubectl checks it against the system trust store.
  self_signed_cert server.key server.pem kube-apiserver 30 "subjectAltName=IP:127.0.0.1"
  start_api ok server.pem server.key
  kubeconfig "https://127.0.0.1:$PORT"
  kubectl get pods 2>&1
  ;;
tls-handshake-timeout-services)
  PORT=$(free_port)
  hold_port "$PORT"
  kubeconfig "https://127.0.0.1:$PORT"
  kubectl get services -n web 2>&1
  ;;
resource-mapping-crd)
  # A cert-manager Certificate applied to a cluster whose discovery does not list cert-manager.io.
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  cat >certificate.yaml <<'YEOF'
apiVersion: cert-manager.io/v1
kind: Certificate
metadata:
  name: web-tls
  namespace: default
spec:
  secretName: web-tls
  dnsNames:
  - web.example.com
  issuerRef:
    name: letsencrypt
    kind: ClusterIssuer
YEOF
  kubectl apply --validate=false -f certificate.yaml 2>&1
  ;;
resource-mapping-removed-api)
  # An Ingress written for networking.k8s.io/v1beta1, an API version the cluster does not serve.
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  cat >ingress.yaml <<'YEOF'
apiVersion: networking.k8s.io/v1beta1
kind: Ingress
metadata:
  name: shop
  namespace: web
spec:
  rules:
  - host: shop.example.com
    http:
      paths:
      - path: /
        backend:
          serviceName: shop
          servicePort: 80
YEOF
  kubectl apply --validate=false -f ingress.yaml 2>&1
  ;;
metrics-api-not-available)
  # No metrics-server: discovery has no metrics.k8s.io group.
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl top nodes 2>&1
  ;;
metrics-api-pods)
  start_api ok
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl top pods -n monitoring 2>&1
  ;;
kind-not-set)
  kubeconfig "http://127.0.0.1:1"
  printf 'apiVersion: v1\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: web\n    image: nginx:1.25\n' >pod.yaml
  kubectl apply --dry-run=client -f pod.yaml 2>&1
  ;;
kind-missing-no-validate)
  kubeconfig "http://127.0.0.1:1"
  printf 'apiVersion: v1\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: web\n    image: nginx:1.25\n' >pod.yaml
  kubectl apply --dry-run=client --validate=false -f pod.yaml 2>&1
  ;;
kubeconfig-bad-base64)
  # certificate-authority-data that is not base64.
  printf 'apiVersion: v1\nkind: Config\nclusters:\n- name: dev\n  cluster:\n    server: https://127.0.0.1:6443\n    certificate-authority-data: not-base64!!\n' >kubeconfig
  KUBECONFIG=kubeconfig kubectl get pods 2>&1
  ;;
kubeconfig-bad-yaml)
  # A tab where YAML expects spaces.
  printf 'apiVersion: v1\nkind: Config\ncurrent-context: dev\ncontexts: []\n\tclusters: []\n' >kubeconfig
  KUBECONFIG=kubeconfig kubectl get pods 2>&1
  ;;
exec-completed-pod)
  start_api phase-Succeeded
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl exec -it migrate-db-x7k2p -- sh 2>&1
  ;;
exec-failed-pod)
  start_api phase-Failed
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl exec backup-28930140-qz4lm -n ops -- ls /data 2>&1
  ;;
port-forward-pending)
  start_api phase-Pending
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl port-forward pod/api-5f7c9d8b6-kq2xw 8080:80 2>&1
  ;;
port-forward-succeeded)
  start_api phase-Succeeded
  kubeconfig "http://127.0.0.1:$PORT"
  kubectl port-forward -n jobs pod/report-7m2kd 9000:9000 2>&1
  ;;
*)
  echo "unknown case: $CASE" >&2
  exit 2
  ;;
esac
exit 0
