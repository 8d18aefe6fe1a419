#!/usr/bin/env bash
# Re-run every importer from its sources and show whether the facts come out the same.
#
# For the issue "the importers re-run from a clean checkout give the same records": installs the
# Debian packages the importers read (apt-get --no-upgrade: an installed package keeps its version;
# a few are only unpacked under the scratch dir, as their docstrings say), exports the GitHub repositories at the commits the data files record from
# a directory of fetched bare mirrors, installs the npm packages at the versions the data files
# record into scratch prefixes, runs every importer (refresh mode where it has one, report mode
# otherwise) under `nice -n 19`, prints a table (importer, status, last summary line), and exits 1
# when `git status` shows that a data file, RuffUpstreamNames.inc or a record changed.
#
# Run by hand, as root, on a Debian 12 machine, from anywhere in the checkout (never in CI):
#     ERRKNOW_MIRRORS=/work/.mirror bash catalogue/importers/rerun.sh
# ERRKNOW_MIRRORS: bare git mirrors, owner/name at $ERRKNOW_MIRRORS/owner+name/repo (or
#                  owner+name itself a git dir); default /work/.mirror. A repository that is not
#                  there is reported as `skipped: <importer>: needs github:owner/name`.
# ERRKNOW_FILES:   where a repository too large to mirror (facebook/react, chromium/chromium,
#                  angular/angular, mongodb/mongo, the Dart SDK) may instead be given by the single
#                  files its importer reads, at $ERRKNOW_FILES/owner+name/COMMIT/PATH (COMMIT the one
#                  the data file records; copied from the code index's read_file, which serves a
#                  file at a commit); default $ERRKNOW_SCRATCH/files.
# ERRKNOW_ONLY:    run only these importers (space-separated names as the table prints them;
#                  `angular_error_codes` names both of its tables); nothing is installed then, so
#                  name importers whose sources are in place (the mirrors or single files above).
# ERRKNOW_SCRATCH: scratch dir for unpacked packages, exports, npm prefixes and the importers'
#                  logs (default /tmp/errknow-rerun; logs in $ERRKNOW_SCRATCH/logs/<importer>.log).
# Exit status of an importer: 0, or 1 with its "N codes ..., M with a record, K without" (or
# "N messages ..., M matched by a record, K without") summary
# (codes lacking records), is a good run; a Python traceback or any other failure is reported.
# The script edits nothing by hand; restore what it changed with `git checkout -- <file>`.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
IMP=catalogue/importers
DATA=$ROOT/$IMP/data
MIRRORS=${ERRKNOW_MIRRORS:-/work/.mirror}
SCRATCH=${ERRKNOW_SCRATCH:-/tmp/errknow-rerun}
FILES=${ERRKNOW_FILES:-$SCRATCH/files}
ONLY=${ERRKNOW_ONLY:-}
PY=python3            # the importers' interpreter (needs PyYAML)
SYSPY=/usr/bin/python3 # Debian's, for the pylint, flake8 and mypy importers
WATCH=(catalogue shared/src/core/RuffUpstreamNames.inc)

mkdir -p "$SCRATCH/logs" "$SCRATCH/deb" "$SCRATCH/src" "$SCRATCH/git" "$SCRATCH/npm"
cd "$ROOT"

# --- what the tree looked like before (a checkout with local edits is compared against itself) ---
snapshot() { # porcelain lines of the watched paths, each with a hash of the file's content
  git status --porcelain -- "${WATCH[@]}" | while IFS= read -r line; do
    f=${line:3}
    printf '%s %s\n' "$line" "$( [ -f "$f" ] && sha1sum < "$f" | cut -c1-40 || echo gone)"
  done
}
BEFORE=$(snapshot)
if [ -n "$BEFORE" ]; then
  echo "note: the watched paths already differ from HEAD before the run; only further changes count:"
  git status --porcelain -- "${WATCH[@]}" | sed 's/^/  /'
fi

# facts recorded in a data file: json FILE PYTHON-EXPRESSION-ON-d
json() { "$SYSPY" -c 'import json,re,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"; }

# --- Debian packages ---
PACKAGES=(
  linux-libc-dev                                           # linux_errno
  postgresql-server-dev-15 postgresql-15                   # postgresql_sqlstate
  libmariadb-dev mariadb-server-core mariadb-server        # mariadb_errors
  libsqlite3-dev libsqlite3-0                              # sqlite_codes
  node-typescript                                          # tsc_diagnostics
  rustc                                                    # rustc_error_codes
  libcurl4-openssl-dev libcurl4                            # curl_exit_codes
  libssl-dev libssl3                                       # openssl_verify
  openjdk-17-jdk-headless                                  # jvm_exceptions, javac_diagnostics, kotlin
  mono-devel mono-runtime mono-mcs mono-utils              # dotnet_exceptions, csharp_diagnostics
  mingw-w64-common samba-libs                              # windows_errors
  python3-botocore                                         # aws_errors, botocore_exceptions
  python3-django                                           # django_checks
  make libc-l10n git gcc-12-locales                        # translations, gcc_diagnostics
  golang-1.19-src golang-1.19-go                           # go_types_errors, govet_rules
  kotlin                                                   # kotlin_diagnostics
  systemd                                                  # systemd_catalog
  libpython3.11-stdlib python3.11                          # cpython_messages, http_status
  python3-tk python3-distutils python3.11-venv             # the rest of /usr/lib/python3.11 (tkinter,
                                                           # distutils, venv) that cpython_messages reads
  clang-tidy clang                                         # clang_tidy_rules
  cppcheck gopls go-staticcheck golang-honnef-go-tools-dev shellcheck
  pylint python3-flake8 python3-pycodestyle python3-pyflakes python3-mccabe python3-mypy
  python3-yaml                                             # common.py under /usr/bin/python3
)
# unpacked only (apt-get download + dpkg-deb -x), as the importers' docstrings say
UNPACK=(nodejs-doc libgrpc++-dev npm docker.io libclang-14-dev)
# upstream tarballs of Debian source packages (apt-get source --download-only)
SOURCES=(python3.11 php8.2 ruby3.1)

# --- the sources, installed or unpacked (skipped under ERRKNOW_ONLY) ---
CPYTHON_SRC= PHP_SRC= RUBY_SRC=
install_sources() {
echo "== apt-get install (already installed packages are left at their version)"
export DEBIAN_FRONTEND=noninteractive
nice -n 19 apt-get update -qq
nice -n 19 apt-get install -y -q --no-install-recommends --no-upgrade "${PACKAGES[@]}" >"$SCRATCH/logs/apt-install.log"
command -v node >/dev/null && command -v npm >/dev/null || { echo "node and npm are needed" >&2; exit 2; }
# the versions read, to compare with the ones the data files record (a fresh machine gets the
# current Debian 12 point release, which may be newer: openjdk-17, libpython3.11-stdlib, ...)
dpkg-query -W "${PACKAGES[@]}" >"$SCRATCH/logs/versions.txt" 2>&1 || true

echo "== apt-get download + dpkg-deb -x: ${UNPACK[*]}"
for p in "${UNPACK[@]}"; do
  rm -rf "$SCRATCH/deb/$p" && mkdir -p "$SCRATCH/deb/$p"
  (cd "$SCRATCH/deb" && rm -f "$p"_*.deb && nice -n 19 apt-get download -q "$p" >/dev/null 2>&1 &&
     nice -n 19 dpkg-deb -x "$p"_*.deb "$SCRATCH/deb/$p")
done

echo "== apt-get source --download-only: ${SOURCES[*]}"
# bookworm main only, as the docstrings say: its upstream tarballs are the versions the data
# files record (bookworm-security carries newer ones: php 8.2.36, ruby 3.1.7)
printf 'deb-src http://deb.debian.org/debian bookworm main\n' >"$SCRATCH/src/sources.list"
mkdir -p "$SCRATCH/src/lists/partial"
APTSRC=(-o Dir::Etc::SourceList="$SCRATCH/src/sources.list" -o Dir::Etc::SourceParts=/nonexistent
        -o Dir::State::Lists="$SCRATCH/src/lists")
nice -n 19 apt-get "${APTSRC[@]}" update -qq
(cd "$SCRATCH/src" && nice -n 19 apt-get "${APTSRC[@]}" source -q --download-only "${SOURCES[@]}" >/dev/null 2>&1)
untar() { # TARBALL-GLOB FOLDER -> prints the unpacked folder
  local tarball; tarball=$(ls "$SCRATCH"/src/$1 | head -n1)
  [ -d "$SCRATCH/src/$2" ] || (cd "$SCRATCH/src" && nice -n 19 tar -xf "$tarball")
  echo "$SCRATCH/src/$2"
}
CPYTHON_SRC=$(untar 'python3.11_3.11.2.orig.tar.*' Python-3.11.2)
PHP_SRC=$(untar 'php8.2_8.2.32.orig.tar.*' php-8.2.32)
RUBY_SRC=$(untar 'ruby3.1_3.1.2.orig.tar.*' ruby-3.1.2)

# --- npm packages, at the versions the data files record ---
npm_prefix() { # DIR SPEC... -> installs SPEC into $SCRATCH/npm/DIR
  local dir=$SCRATCH/npm/$1; shift
  nice -n 19 npm install -q --no-audit --no-fund --prefix "$dir" "$@" >"$dir.log" 2>&1 || {
    echo "npm install $* failed, see $dir.log" >&2; return 1; }
}
echo "== npm install"
mkdir -p "$SCRATCH/npm"
npm_prefix pyright "pyright@$(json "$DATA/pyright_rules.json" 'd["version"]')"
npm_prefix eslint "eslint@$(json "$DATA/eslint_rules.json" 'd["version"]')" \
  "@eslint/js@$(json "$DATA/eslint_rules.json" 're.search(r"@eslint/js ([0-9][0-9.]*[0-9])", d["origin"]).group(1)')"
TSE=$(json "$DATA/typescript_eslint_rules.json" 'd["version"]')
npm_prefix tseslint "typescript-eslint@$TSE" "@typescript-eslint/eslint-plugin@$TSE"
npm_prefix ruffwasm "@astral-sh/ruff-wasm-nodejs@$(json "$DATA/ruff_rules.json" \
  're.search(r"ruff-wasm-nodejs ([0-9][0-9.]*[0-9])", d["checked_against"]).group(1)')"
}
if [ -z "$ONLY" ]; then install_sources; else echo "== ERRKNOW_ONLY=$ONLY: nothing installed"; fi

# --- mirrors ---
mirror() { # owner/name -> prints its bare git dir, or fails
  local d=$MIRRORS/${1/\//+}
  for g in "$d/repo" "$d"; do
    git --git-dir="$g" rev-parse -q --verify HEAD^{commit} >/dev/null 2>&1 && { echo "$g"; return 0; }
  done
  return 1
}
gitdir_at() { # owner/name COMMIT-or-TAG -> prints a scratch bare clone (shared objects) with HEAD there
  local src dst; src=$(mirror "$1") || return 1
  dst=$SCRATCH/git/${1/\//+}.git
  rm -rf "$dst"
  git clone -q --bare --shared "$src" "$dst"
  git --git-dir="$dst" update-ref --no-deref HEAD "$(git --git-dir="$dst" rev-parse "$2^{commit}")"
  echo "$dst"
}
export_at() { # owner/name COMMIT NAME [PATH...] -> prints a dir holding `git archive COMMIT [PATH...]`
  local src dst; src=$(mirror "$1") || { files_at "$@"; return; }
  dst=$SCRATCH/git/$3; rm -rf "$dst"; mkdir -p "$dst"
  git --git-dir="$src" archive "$2" "${@:4}" | tar -x -C "$dst"
  echo "$dst"
}
files_at() { # owner/name COMMIT NAME PATH... -> $FILES/owner+name/COMMIT when it holds every PATH
  local dir=$FILES/${1/\//+}/$2 p
  [ $# -ge 4 ] || return 1
  for p in "${@:4}"; do [ -f "$dir/$p" ] || return 1; done
  echo "using single files for $1 at ${2:0:12} from $dir" >&2
  echo "$dir"
}

# --- running the importers ---
ROWS=()
wanted() { # NAME -> whether ERRKNOW_ONLY (empty: every importer) names it, bare or as NAME[table]
  [ -z "$ONLY" ] && return 0
  local w; for w in $ONLY; do [ "$w" = "$1" ] || [ "$w" = "${1%%[*}" ] && return 0; done; return 1
}
run() { # NAME COMMAND... (from the repository root, under nice)
  wanted "$1" || return 0
  local name=$1 log=$SCRATCH/logs/$1.log rc status summary; shift
  echo "== $name"
  set +e; nice -n 19 "$@" >"$log" 2>&1; rc=$?; set -e
  if grep -q '^Traceback' "$log"; then status="crashed (exit $rc)"
  elif [ "$rc" -eq 0 ]; then status=ok
  elif [ "$rc" -eq 1 ] && grep -Eq ' (with|matched by) a record, ' "$log"; then
    status="ok (exit 1: codes lack records)"
  else status="failed (exit $rc)"; fi
  summary=$(grep -v '^  missing ' "$log" | grep -v '^[[:space:]]*$' | tail -n1 || true)
  ROWS+=("$name	$status	$summary")
}
skip() { # NAME REASON
  wanted "$1" || return 0
  echo "skipped: $1: $2"
  ROWS+=("$1	skipped	$2")
}
needs() { echo "needs github:$1"; }

# Debian packages and this machine, report mode (no data file)
run linux_errno          $PY $IMP/linux_errno.py
run python_exceptions    $PY $IMP/python_exceptions.py
run postgresql_sqlstate  $PY $IMP/postgresql_sqlstate.py
run mariadb_errors       $PY $IMP/mariadb_errors.py
run sqlite_codes         $PY $IMP/sqlite_codes.py
run node_errors          $PY $IMP/node_errors.py --doc "$SCRATCH/deb/nodejs-doc/usr/share/doc/nodejs/api"
run tsc_diagnostics      $PY $IMP/tsc_diagnostics.py
run rustc_error_codes    $PY $IMP/rustc_error_codes.py --rustc /usr/bin/rustc
run curl_exit_codes      $PY $IMP/curl_exit_codes.py
run http_status          $PY $IMP/http_status.py
run grpc_status          env GRPC_INCLUDE="$SCRATCH/deb/libgrpc++-dev/usr/include" $PY $IMP/grpc_status.py
run openssl_verify       $PY $IMP/openssl_verify.py
run npm_codes            env NPM_ROOT="$SCRATCH/deb/npm/usr/share/nodejs" $PY $IMP/npm_codes.py
run jvm_exceptions       $PY $IMP/jvm_exceptions.py
run dotnet_exceptions    $PY $IMP/dotnet_exceptions.py
run windows_errors       $PY $IMP/windows_errors.py
run aws_errors           $PY $IMP/aws_errors.py
run botocore_exceptions  $PY $IMP/botocore_exceptions.py
run django_checks        $PY $IMP/django_checks.py
run kubernetes_reasons   $PY $IMP/kubernetes_reasons.py
run docker_errors        env DOCKER_ROOT="$SCRATCH/deb/docker.io" $PY $IMP/docker_errors.py
run systemd_catalog      $PY $IMP/systemd_catalog.py

# Debian packages, refresh mode (data/*.json)
run translations         $PY $IMP/translations.py --refresh
run gcc_diagnostics      $PY $IMP/gcc_diagnostics.py --refresh
run go_types_errors      $PY $IMP/go_types_errors.py --refresh --compile
run kotlin_diagnostics   $PY $IMP/kotlin_diagnostics.py --refresh
run javac_diagnostics    $PY $IMP/javac_diagnostics.py --refresh
run cpython_messages     $PY $IMP/cpython_messages.py --refresh --src "$CPYTHON_SRC"
run php_messages         $PY $IMP/php_messages.py --refresh --src "$PHP_SRC"
run ruby_messages        $PY $IMP/ruby_messages.py --refresh --src "$RUBY_SRC"
if msb=$(gitdir_at dotnet/msbuild "$(json "$DATA/csharp_diagnostics.json" 'd["MSB"]["commit"]')") &&
   nu=$(gitdir_at NuGet/NuGet.Client "$(json "$DATA/csharp_diagnostics.json" 'd["NU"]["commit"]')"); then
  run csharp_diagnostics $PY $IMP/csharp_diagnostics.py --refresh --msbuild "$msb" --nuget "$nu"
else skip csharp_diagnostics "$(needs dotnet/msbuild) and github:NuGet/NuGet.Client"; fi

# GitHub repositories, refresh mode (data/*.json records repository and commit)
commit_of() { json "$DATA/$1.json" 'd["commit"]'; }
if c=$(commit_of react_error_codes) && d=$(export_at facebook/react "$c" react scripts/error-codes/codes.json); then
  run react_error_codes $PY $IMP/react_error_codes.py --refresh --src "$d/scripts/error-codes/codes.json" --commit "$c"
else skip react_error_codes "$(needs facebook/react)"; fi
# two tables at two commits: each run exports one table's file; the other keeps its stored facts
for i in 0 1; do
  c=$(json "$DATA/angular_error_codes.json" "d['tables'][$i]['commit']")
  p=$(json "$DATA/angular_error_codes.json" "d['tables'][$i]['path']")
  if d=$(export_at angular/angular "$c" "angular$i" "$p"); then
    run "angular_error_codes[$i]" $PY $IMP/angular_error_codes.py --refresh --src "$d" --commit "$c"
  else skip "angular_error_codes[$i]" "$(needs angular/angular)"; fi
done
if c=$(commit_of mongodb_error_codes) && d=$(export_at mongodb/mongo "$c" mongo src/mongo/base/error_codes.yml); then
  run mongodb_error_codes $PY $IMP/mongodb_error_codes.py --refresh --src "$d/src/mongo/base/error_codes.yml" --commit "$c"
else skip mongodb_error_codes "$(needs mongodb/mongo)"; fi
if c=$(commit_of chromium_net_errors) && d=$(export_at chromium/chromium "$c" chromium net/base/net_error_list.h); then
  run chromium_net_errors $PY $IMP/chromium_net_errors.py --refresh --src "$d/net/base/net_error_list.h" --commit "$c"
else skip chromium_net_errors "$(needs chromium/chromium)"; fi
if c=$(commit_of apache_ah_codes) && d=$(export_at apache/httpd "$c" httpd); then
  run apache_ah_codes $PY $IMP/apache_ah_codes.py --refresh --src "$d" --commit "$c"
else skip apache_ah_codes "$(needs apache/httpd)"; fi
# two tables, each at the commit (and repository: the CFE's was read from a fork that tracks the
# SDK) it was read at: each run exports one table's file; the other keeps its stored facts
c=$(json "$DATA/dart_diagnostics.json" "d['analyzer']['commit']")
if d=$(export_at dart-lang/sdk "$c" dart-analyzer pkg/analyzer/messages.yaml); then
  run "dart_diagnostics[analyzer]" $PY $IMP/dart_diagnostics.py --refresh --src "$d" --commit "$c"
else skip "dart_diagnostics[analyzer]" "$(needs dart-lang/sdk)"; fi
c=$(json "$DATA/dart_diagnostics.json" "d['cfe']['commit']")
if d=$(export_at MelbourneDeveloper/sdk "$c" dart-cfe pkg/front_end/messages.yaml); then
  run "dart_diagnostics[cfe]" $PY $IMP/dart_diagnostics.py --refresh --src "$d" --commit "$c"
else skip "dart_diagnostics[cfe]" "$(needs MelbourneDeveloper/sdk)"; fi
if c=$(commit_of cuda_errors) && d=$(export_at coreylowman/cudarc "$c" cudarc src/runtime/sys/mod.rs src/driver/sys/mod.rs); then
  run cuda_errors $PY $IMP/cuda_errors.py --refresh --src "$d" --commit "$c"
else skip cuda_errors "$(needs coreylowman/cudarc)"; fi

# rule registries (always write data/<tool>_rules.json)
run pyright_rules            $PY $IMP/pyright_rules.py --root "$SCRATCH/npm/pyright/node_modules/pyright"
run eslint_rules             $PY $IMP/eslint_rules.py --prefix "$SCRATCH/npm/eslint"
run typescript_eslint_rules  $PY $IMP/typescript_eslint_rules.py --prefix "$SCRATCH/npm/tseslint"
if g=$(gitdir_at astral-sh/ruff "$(json "$DATA/ruff_rules.json" 'd["commit"]')"); then
  run ruff_rules $PY $IMP/ruff_rules.py --repo "$g" --wasm "$SCRATCH/npm/ruffwasm/node_modules/@astral-sh/ruff-wasm-nodejs"
else skip ruff_rules "$(needs astral-sh/ruff)"; fi
run ruff_upstream_names      $PY $IMP/ruff_upstream_names.py
run pylint_rules             $SYSPY $IMP/pylint_rules.py --aliases
run flake8_rules             $SYSPY $IMP/flake8_rules.py
run mypy_rules               $SYSPY $IMP/mypy_rules.py
if g=$(gitdir_at koalaman/shellcheck "$(json "$DATA/shellcheck_rules.json" 're.search(r"@([0-9a-f]{40})", d["origin"]).group(1)')"); then
  run shellcheck_rules $PY $IMP/shellcheck_rules.py --repo "$g"
else skip shellcheck_rules "$(needs koalaman/shellcheck)"; fi
run clang_tidy_rules         $PY $IMP/clang_tidy_rules.py
run clang_rules              $PY $IMP/clang_rules.py --include "$SCRATCH/deb/libclang-14-dev/usr/lib/llvm-14/include/clang/Basic"
run clang_messages           $PY $IMP/clang_messages.py
run cppcheck_rules           $PY $IMP/cppcheck_rules.py
run govet_rules              $PY $IMP/govet_rules.py
run gopls_rules              $PY $IMP/gopls_rules.py
run staticcheck_rules        $PY $IMP/staticcheck_rules.py
origin_commit() { json "$DATA/$1.json" 're.search(r"@([0-9a-f]{40})", d["origin"]).group(1)'; }
if g=$(gitdir_at rust-lang/rust-clippy "$(origin_commit clippy_rules)"); then
  run clippy_rules $PY $IMP/clippy_rules.py --repo "$g"
else skip clippy_rules "$(needs rust-lang/rust-clippy)"; fi
if g=$(gitdir_at rust-lang/rust-analyzer "$(origin_commit rust_analyzer_rules)"); then
  run rust_analyzer_rules $PY $IMP/rust_analyzer_rules.py --repo "$g"
else skip rust_analyzer_rules "$(needs rust-lang/rust-analyzer)"; fi
if g=$(gitdir_at hadolint/hadolint "$(origin_commit hadolint_rules)"); then
  run hadolint_rules $PY $IMP/hadolint_rules.py --repo "$g" --ref "v$(json "$DATA/hadolint_rules.json" 'd["version"]')"
else skip hadolint_rules "$(needs hadolint/hadolint)"; fi
if g=$(gitdir_at rcjsuen/dockerfile-utils "$(origin_commit dockerfile_utils_rules)"); then
  run dockerfile_utils_rules $PY $IMP/dockerfile_utils_rules.py --repo "$g"
else skip dockerfile_utils_rules "$(needs rcjsuen/dockerfile-utils)"; fi

# --- the table ---
echo
printf '%s\n' "importer	status	summary" "${ROWS[@]}" | column -t -s $'\t' || printf '%s\n' "${ROWS[@]}"
echo "(logs: $SCRATCH/logs/<importer>.log)"

# --- did anything change? ---
AFTER=$(snapshot)
CHANGED=$(comm -3 <(sort <<<"$BEFORE") <(sort <<<"$AFTER") | sed 's/^\t//' | cut -c4- |
          awk 'NF { NF--; print }' | sort -u)
echo
if [ -z "$CHANGED" ]; then
  echo "identical: no data file, RuffUpstreamNames.inc or record changed"
  exit 0
fi
echo "changed by the importers:"
git status --porcelain -- $CHANGED
git diff --stat -- $CHANGED
exit 1
