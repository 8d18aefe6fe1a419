#!/usr/bin/env bash
# Capture script for catalogue/git: refusals and errors printed by git commands.
# Debian packages: git util-linux (unshare) python3
# Usage: bash catalogue/capture/git.sh CASE   (no argument lists the cases)
# Works in a fresh `mktemp -d` directory (also used as HOME) that is removed afterwards. Servers listen
# on 127.0.0.1; the name-resolution case runs in a private network namespace (unshare -n).
set -u
export LC_ALL=C

CASES="not-a-repository push-rejected-fetch-first push-rejected-non-fast-forward src-refspec
local-changes-overwritten untracked-overwritten merge-conflict modify-delete unmerged-files
merge-head-exists index-lock identity-unknown remote-not-a-repository connection-refused
ssh-connection-refused not-a-valid-object-name invalid-reference not-a-commit detached-head push-detached-head
unrelated-histories pathspec-checkout pathspec-add dubious-ownership remote-ref-not-found
pre-receive-declined patch-does-not-apply http-username-prompt http-authentication-failed
unable-to-access-resolve unable-to-access-connect
no-upstream divergent-branches destination-exists branch-exists pull-rebase-unstaged rebase-conflict
identity-unknown-tag branch-exists-rename rebase-unstaged fetch-tag-not-found clone-into-nonempty dubious-ownership-subdir index-lock-commit local-changes-pull merge-conflict-add-add modify-delete-theirs divergent-branches-explicit no-upstream-force not-a-repository-subcommand patch-am-fails pre-receive-declined-tag pull-rebase-conflict unrelated-histories-merge fetch-unknown-remote src-refspec-master untracked-overwritten-checkout
remote-already-exists remote-already-exists-upstream ambiguous-argument ambiguous-argument-diff
branch-not-fully-merged branch-not-fully-merged-remote lf-crlf-add lf-crlf-commit-all
push-checked-out-branch push-checked-out-branch-master cannot-lock-ref cannot-lock-ref-fetch
paths-ignored paths-ignored-dir embedded-repository embedded-repository-dir gpg-failed-sign gpg-failed-sign-tag
not-possible-to-fast-forward tag-already-exists tag-already-exists-all cannot-delete-branch-checked-out cannot-delete-branch-worktree tag-would-clobber not-possible-to-fast-forward-merge
repository-not-found repository-not-found-fetch editor-problem editor-problem-merge insufficient-permission insufficient-permission-commit object-file-empty object-corrupt-fsck
permission-denied-403 permission-denied-403-push lfs-not-installed lfs-pre-push-hook lfs-filter-missing submodule-no-url submodule-commit-missing submodule-file-transport
bad-object-head bad-object-ref shallow-update-not-allowed rebase-in-progress rebase-in-progress-apply cherry-pick-merge revert-merge bad-line-length bad-line-length-fetch push-stale-info
submodule-no-url-status submodule-commit-missing-clone submodule-file-transport-add shallow-update-not-allowed-branch push-stale-info-explicit
credential-helper-missing credential-helper-missing-wincred cannot-run-ssh cannot-run-ssh-fetch upstream-name-mismatch upstream-name-mismatch-pull branch-not-found branch-not-found-rename
index-corrupt index-too-small bad-config-line bad-config-line-global protocol-not-supported protocol-not-supported-quotes
no-such-remote no-such-remote-set-url partial-commit-during-merge partial-commit-during-merge-pathspec
remote-branch-not-found remote-branch-not-found-depth cloned-empty-repository cloned-empty-repository-url
already-checked-out-worktree already-checked-out-checkout refusing-fetch-checked-out refusing-fetch-checked-out-glob
no-commits-yet no-commits-yet-orphan no-push-destination no-push-destination-tags
no-operation-merge-abort no-operation-rebase-continue no-operation-cherry-pick no-operation-merge-continue
not-something-we-can-merge not-something-we-can-merge-remote invalid-upstream invalid-upstream-onto
upstream-does-not-exist upstream-does-not-exist-long not-a-git-command not-a-git-command-similar
unshallow-complete unshallow-complete-pull invalid-branch-name invalid-branch-name-switch
key-no-section key-no-section-global hook-not-executable hook-not-executable-push hook-cannot-run hook-cannot-run-interpreter
rm-local-modifications rm-staged-different rm-not-recursive rm-not-recursive-cached branch-expected-tag branch-expected-commit
lfs-smudge-failed lfs-smudge-failed-checkout"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi

WORK=$(mktemp -d)
cleanup() { cd /; rm -rf "$WORK"; }
trap cleanup EXIT
export HOME="$WORK/home"
mkdir -p "$HOME"
export GIT_CONFIG_NOSYSTEM=1
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL EMAIL
cat > "$HOME/.gitconfig" <<'CFG'
[user]
	name = Dev Example
	email = dev@example.com
[init]
	defaultBranch = main
[pull]
	rebase = false
CFG
cd "$WORK" || exit 1

# show a command line, then run it (stderr merged into stdout)
run() { echo "\$ $1"; bash -c "$1" 2>&1; }
q() { "$@" >/dev/null 2>&1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# a repository with one commit in ./repo
mkrepo() { q git init repo; cd repo; echo "# app" > README.md; echo "debug = false" > settings.conf; q git add .; q git commit -m "initial"; }
# a bare remote ./origin.git and two clones ./alice and ./bob
mkremote() {
  q git init --bare origin.git
  q git clone origin.git alice
  (cd alice && echo "v1" > app.py && q git add . && q git commit -m "first" && q git push origin main)
  q git clone origin.git bob
}

case "$1" in
not-a-repository)
  mkdir project; cd project
  run "git status" ;;
push-rejected-fetch-first)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "notes" > notes.txt; q git add notes.txt; q git commit -m "bob change"
  run "git push origin main" ;;
push-rejected-non-fast-forward)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "notes" > notes.txt; q git add notes.txt; q git commit -m "bob change"; q git fetch origin
  run "git push origin main" ;;
src-refspec)
  q git init --bare origin.git
  q git init app; cd app; q git remote add origin ../origin.git
  run "git push -u origin main" ;;
local-changes-overwritten)
  mkrepo
  q git checkout -b dev; echo "debug = true" > settings.conf; q git commit -am "dev settings"; q git checkout main
  echo "debug = verbose" > settings.conf
  run "git checkout dev" ;;
untracked-overwritten)
  mkremote
  (cd alice && echo "all:" > Makefile && q git add Makefile && q git commit -m "add Makefile" && q git push origin main)
  cd bob; echo "build:" > Makefile
  run "git pull origin main" ;;
merge-conflict)
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  run "git merge feature" ;;
modify-delete)
  mkrepo
  q git checkout -b cleanup; q git rm settings.conf; q git commit -m "drop settings"
  q git checkout main; echo "debug = true" > settings.conf; q git commit -am "tune settings"
  run "git merge cleanup" ;;
unmerged-files)
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  q git merge feature
  run "git commit -m 'merge feature'"
  run "git merge feature" ;;
merge-head-exists)
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  q git merge feature; echo "debug = true" > settings.conf; q git add settings.conf
  run "git merge feature" ;;
index-lock)
  mkrepo
  touch .git/index.lock; echo "x" > new.txt
  run "git add new.txt" ;;
identity-unknown)
  rm -f "$HOME/.gitconfig"
  q git init -b main repo; cd repo; echo "x" > a.txt; q git add a.txt
  run "git commit -m 'first commit'" ;;
remote-not-a-repository)
  mkrepo
  run "git push origin main" ;;
connection-refused)
  port=$(free_port)
  run "git clone git://127.0.0.1:$port/platform/api.git" ;;
ssh-connection-refused)
  port=$(free_port)
  export GIT_SSH_COMMAND="ssh -F none -o BatchMode=yes -o UserKnownHostsFile=/dev/null"
  run "git clone ssh://git@127.0.0.1:$port/platform/api.git" ;;
not-a-valid-object-name)
  mkrepo
  run "git branch hotfix release-1.2" ;;
invalid-reference)
  mkrepo
  run "git switch release-2.0" ;;
not-a-commit)
  mkremote
  cd bob
  run "git checkout -b fix/login origin/develop" ;;
detached-head)
  mkrepo
  echo "debug = true" > settings.conf; q git commit -am "second"
  run "git checkout HEAD~1" ;;
push-detached-head)
  mkremote
  cd bob; echo "v2" >> app.py; q git commit -am "second"; q git checkout HEAD~1
  run "git push" ;;
unrelated-histories)
  mkremote
  q git init other; (cd other && echo "other" > other.txt && q git add . && q git commit -m "unrelated root")
  cd bob; q git remote add other ../other
  run "git pull other main" ;;
pathspec-checkout)
  mkrepo
  run "git checkout feature/login" ;;
pathspec-add)
  mkrepo
  run "git add src/config.yml" ;;
dubious-ownership)
  mkrepo
  cd ..; chown -R 65534:65534 repo; cd repo
  run "git status" ;;
remote-ref-not-found)
  mkremote
  cd bob
  run "git pull origin feature/payments" ;;
pre-receive-declined)
  mkremote
  printf '#!/bin/sh\necho "main is protected: open a merge request instead"\nexit 1\n' > origin.git/hooks/pre-receive
  chmod +x origin.git/hooks/pre-receive
  cd bob; echo "v2" >> app.py; q git commit -am "hotfix"
  run "git push origin main" ;;
patch-does-not-apply)
  mkrepo
  printf 'diff --git a/settings.conf b/settings.conf\n--- a/settings.conf\n+++ b/settings.conf\n@@ -1 +1 @@\n-debug = verbose\n+debug = true\n' > fix.patch
  run "git apply fix.patch" ;;
http-username-prompt|http-authentication-failed)
  port=$(free_port)
  # an HTTP server that demands credentials for every request, like a private repository
  python3 - "$port" <<'PY' &
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(401)
        self.send_header("WWW-Authenticate", 'Basic realm="git"')
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *a): pass
srv = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
open("ready", "w").close()
srv.serve_forever()
PY
  srv=$!
  for _ in $(seq 1 100); do [ -f ready ] && break; sleep 0.1; done
  if [ "$1" = http-username-prompt ]; then
    export GIT_TERMINAL_PROMPT=0
  else
    printf '#!/bin/sh\ncase "$1" in Username*) echo deploy;; *) echo wrong-token;; esac\n' > askpass.sh; chmod +x askpass.sh
    export GIT_ASKPASS="$WORK/askpass.sh"
  fi
  run "git clone http://127.0.0.1:$port/platform/api.git"
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
unable-to-access-resolve)
  # a private network namespace without network: name resolution fails and nothing leaves the machine
  echo "\$ git clone https://git.corp.example/platform/deploy.git"
  unshare -n git clone https://git.corp.example/platform/deploy.git 2>&1 ;;
unable-to-access-connect)
  port=$(free_port)
  run "git clone http://127.0.0.1:$port/platform/api.git" ;;
no-upstream)
  mkremote
  cd bob; q git switch -c feature/login; echo "login" > login.py; q git add .; q git commit -m "login"
  run "git push" ;;
divergent-branches)
  mkremote
  git -C "$HOME" config --global --unset pull.rebase
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "notes" > notes.txt; q git add notes.txt; q git commit -m "bob change"
  run "git pull" ;;
destination-exists)
  mkremote
  run "git clone origin.git bob" ;;
branch-exists)
  mkrepo
  q git branch release
  run "git checkout -b release" ;;
pull-rebase-unstaged)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "draft" >> app.py
  run "git pull --rebase" ;;
rebase-conflict)
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  q git checkout feature
  run "git rebase main" ;;
identity-unknown-tag)
  q git init -b main repo; cd repo; echo "x" > a.txt; q git add a.txt
  q git -c user.name=CI -c user.email=ci@example.com commit -m "first commit"
  rm -f "$HOME/.gitconfig"
  run "git tag -a v1.0 -m 'release 1.0'" ;;
branch-exists-rename)
  mkrepo
  q git checkout -b master
  run "git branch -m master main" ;;
rebase-unstaged)
  mkrepo
  q git checkout -b feature; echo "feature" > feature.txt; q git add .; q git commit -m "feature"
  q git checkout main; echo "fix" > fix.txt; q git add .; q git commit -m "fix"; q git checkout feature
  echo "wip" >> README.md
  run "git rebase main" ;;
fetch-tag-not-found)
  mkremote
  cd bob
  run "git fetch origin v2.0" ;;
clone-into-nonempty)
  mkremote
  mkdir site; echo "<h1>old</h1>" > site/index.html
  run "git clone origin.git site" ;;
dubious-ownership-subdir)
  mkrepo
  mkdir src; echo "x" > src/main.py
  cd ..; chown -R 65534:65534 repo; cd repo/src
  run "git log --oneline" ;;
index-lock-commit)
  mkrepo
  echo "debug = true" > settings.conf; q git add settings.conf
  touch .git/index.lock
  run "git commit -m 'enable debug'" ;;
local-changes-pull)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "local tweak" >> app.py
  run "git pull origin main" ;;
merge-conflict-add-add)
  mkremote
  (cd alice && echo "port: 8080" > config.yml && q git add . && q git commit -m "add config" && q git push origin main)
  cd bob; echo "port: 9090" > config.yml; q git add .; q git commit -m "add my config"
  run "git pull origin main" ;;
modify-delete-theirs)
  mkrepo
  q git checkout -b tune; echo "debug = true" > settings.conf; q git commit -am "tune settings"
  q git checkout main; q git rm settings.conf; q git commit -m "move settings to env"
  run "git merge tune" ;;
divergent-branches-explicit)
  mkremote
  git -C "$HOME" config --global --unset pull.rebase
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "docs" > docs.md; q git add docs.md; q git commit -m "bob docs"
  run "git pull origin main" ;;
no-upstream-force)
  mkremote
  cd bob; q git switch -c release/2.4; echo "2.4" > VERSION; q git add .; q git commit -m "bump"
  run "git push --force" ;;
not-a-repository-subcommand)
  mkdir -p deploy/scripts; cd deploy/scripts
  run "git rev-parse --show-toplevel" ;;
patch-am-fails)
  mkrepo
  q git checkout -b other; echo "debug = verbose" > settings.conf; q git commit -am "verbose debug"
  q git format-patch -1 -o ../patches
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "turn debug off"
  run "git am ../patches/0001-verbose-debug.patch" ;;
pre-receive-declined-tag)
  mkremote
  printf '#!/bin/sh\nwhile read old new ref; do case "$ref" in refs/tags/*) echo "tags are created by the release pipeline only"; exit 1;; esac; done\n' > origin.git/hooks/pre-receive
  chmod +x origin.git/hooks/pre-receive
  cd bob; q git tag v1.0
  run "git push origin v1.0" ;;
pull-rebase-conflict)
  mkremote
  (cd alice && echo "v2-alice" > app.py && q git commit -am "alice rewrite" && q git push origin main)
  cd bob; echo "v2-bob" > app.py; q git commit -am "bob rewrite"
  run "git pull --rebase origin main" ;;
unrelated-histories-merge)
  mkremote
  q git init other; (cd other && echo "other" > other.txt && q git add . && q git commit -m "unrelated root")
  cd bob; q git remote add legacy ../other; q git fetch legacy
  run "git merge legacy/main" ;;
fetch-unknown-remote)
  mkremote
  cd bob
  run "git fetch upstream" ;;
src-refspec-master)
  mkremote
  cd bob; echo "x" > x.txt; q git add .; q git commit -m "x"
  run "git push origin master" ;;
untracked-overwritten-checkout)
  mkrepo
  q git checkout -b feature; echo "print(1)" > tool.py; q git add .; q git commit -m "add tool"
  q git checkout main; echo "print(2)" > tool.py
  run "git checkout feature" ;;
remote-already-exists)
  mkremote
  cd bob
  run "git remote add origin https://github.com/acme/api.git" ;;
remote-already-exists-upstream)
  mkremote
  cd bob; q git remote add upstream ../origin.git
  run "git remote add upstream git@github.com:acme/api.git" ;;
ambiguous-argument)
  mkrepo
  run "git log --oneline develop" ;;
ambiguous-argument-diff)
  mkremote
  cd bob
  run "git diff origin/release-1.4" ;;
branch-not-fully-merged)
  mkrepo
  q git checkout -b feature/search; echo "search" > search.py; q git add .; q git commit -m "search"
  q git checkout main
  run "git branch -d feature/search" ;;
branch-not-fully-merged-remote)
  mkremote
  cd bob; q git checkout -b hotfix; echo "fix" >> app.py; q git commit -am "fix"; q git checkout main
  run "git branch -d hotfix" ;;
lf-crlf-add)
  mkrepo
  git config core.autocrlf true
  printf 'a\nb\n' > notes.txt
  run "git add notes.txt" ;;
lf-crlf-commit-all)
  mkrepo
  git config core.autocrlf true
  mkdir -p src; printf 'x = 1\n' > src/main.py; printf 'y = 2\n' > src/util.py
  run "git add -A" ;;
push-checked-out-branch|push-checked-out-branch-master)
  b=main; [ "$1" = push-checked-out-branch-master ] && b=master
  q git init -b "$b" server; (cd server && echo "v1" > app.py && q git add . && q git commit -m "first")
  q git clone server work; cd work; echo "v2" >> app.py; q git commit -am "second"
  run "git push origin $b" ;;
cannot-lock-ref)
  mkrepo
  q git branch feature
  run "git checkout -b feature/login" ;;
cannot-lock-ref-fetch)
  mkremote
  (cd alice && q git push origin main:release && q git push origin main:release2)
  cd bob; q git fetch origin
  (cd ../alice && q git push origin :release && q git push origin main:release/1.0)
  run "git fetch origin" ;;
paths-ignored)
  mkrepo
  echo "*.log" > .gitignore; echo "boot" > debug.log
  run "git add debug.log" ;;
paths-ignored-dir)
  mkrepo
  printf 'node_modules/\ndist/\n' > .gitignore; mkdir -p dist; echo "bundle" > dist/app.js
  run "git add dist/app.js" ;;
embedded-repository)
  mkrepo
  q git clone --no-hardlinks . vendor-lib 2>/dev/null || { q git init vendor-lib; (cd vendor-lib && echo x > x && q git add . && q git commit -m x); }
  run "git add ." ;;
embedded-repository-dir)
  mkrepo
  mkdir -p plugins; q git init plugins/theme; (cd plugins/theme && echo "css" > style.css && q git add . && q git commit -m "theme")
  run "git add plugins" ;;
gpg-failed-sign|gpg-failed-sign-tag)
  mkrepo
  export GNUPGHOME="$WORK/gnupg"; mkdir -p "$GNUPGHOME"; chmod 700 "$GNUPGHOME"
  git config user.signingkey 0xDEADBEEF12345678
  echo "debug = true" > settings.conf; q git add settings.conf
  if [ "$1" = gpg-failed-sign ]; then run "git commit -S -m 'signed change'"
  else q git commit -m "change"; run "git tag -s v1.0 -m 'release 1.0'"; fi ;;
not-possible-to-fast-forward)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "notes" > notes.txt; q git add notes.txt; q git commit -m "bob change"
  run "git pull --ff-only" ;;
tag-already-exists|tag-already-exists-all)
  mkremote
  (cd alice && q git tag v1.0 && q git push origin v1.0)
  cd bob; echo "fix" >> app.py; q git commit -am "fix"; q git tag v1.0
  if [ "$1" = tag-already-exists ]; then run "git push origin v1.0"; else run "git push --tags"; fi ;;
not-possible-to-fast-forward-merge)
  mkremote
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "docs" > docs.md; q git add docs.md; q git commit -m "bob docs"; q git fetch origin
  run "git merge --ff-only origin/main" ;;
tag-would-clobber)
  mkremote
  (cd alice && q git tag v1.0 && q git push origin v1.0)
  (cd bob && q git fetch --tags)
  (cd alice && echo "v1.0.1" >> app.py && q git commit -am "retag" && q git tag -f v1.0 && q git push -f origin v1.0)
  cd bob
  run "git fetch --tags" ;;
cannot-delete-branch-checked-out)
  mkrepo
  q git checkout -b release
  run "git branch -d release" ;;
cannot-delete-branch-worktree)
  mkrepo
  q git branch hotfix; q git worktree add ../hotfix-wt hotfix
  run "git branch -D hotfix" ;;
repository-not-found|repository-not-found-fetch)
  port=$(free_port)
  # an HTTP server that knows no repository at all answers 404, like a wrong or private URL on a forge
  python3 - "$port" <<'PY' &
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(404)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *a): pass
srv = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
open("ready", "w").close()
srv.serve_forever()
PY
  srv=$!
  for _ in $(seq 1 100); do [ -f ready ] && break; sleep 0.1; done
  if [ "$1" = repository-not-found ]; then
    run "git clone http://127.0.0.1:$port/acme/payments-api.git"
  else
    mkrepo; q git remote add origin "http://127.0.0.1:$port/acme/old-name.git"
    run "git fetch origin"
  fi
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
editor-problem)
  mkrepo
  echo "debug = true" > settings.conf; q git add settings.conf
  # the configured editor exits with an error (a GUI editor without --wait, a missing binary)
  git config core.editor false
  run "git commit" ;;
editor-problem-merge)
  mkrepo
  q git checkout -b feature; echo "f" > f.txt; q git add .; q git commit -m "feature"
  q git checkout main; echo "m" > m.txt; q git add .; q git commit -m "main"
  git config core.editor "code-missing --wait"
  run "git merge --edit feature" ;;
insufficient-permission|insufficient-permission-commit)
  mkrepo
  # an earlier `sudo git ...` left object directories owned by another account
  chmod a+rx "$WORK" "$HOME"; chmod -R a+rwX .; chown -R 65534:65534 .git/objects; chmod -R go-w .git/objects
  echo "new" > notes.txt; echo "debug = true" > settings.conf
  U="setpriv --reuid=1000 --regid=1000 --clear-groups env HOME=$HOME GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=safe.directory GIT_CONFIG_VALUE_0=*"
  if [ "$1" = insufficient-permission ]; then
    echo "\$ git add notes.txt"; $U git add notes.txt 2>&1
  else
    $U git add settings.conf >/dev/null 2>&1
    echo "\$ git commit -am 'enable debug'"; $U git -c user.name=Dev -c user.email=dev@example.com commit -am 'enable debug' 2>&1
  fi ;;
object-file-empty|object-corrupt-fsck)
  mkrepo
  # a crash or full disk left an object file with no content
  obj=$(git rev-parse HEAD:settings.conf); f=".git/objects/${obj:0:2}/${obj:2}"
  chmod u+w "$f"; : > "$f"
  if [ "$1" = object-file-empty ]; then run "git show HEAD:settings.conf"; else run "git fsck --full"; fi ;;
permission-denied-403|permission-denied-403-push)
  port=$(free_port)
  # a forge that knows the account but refuses it this repository: 403 with a plain-text reason
  python3 - "$port" <<'PY2' &
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b"Permission to acme/api.git denied to deploy-bot.\n"
        self.send_response(403)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *a): pass
srv = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
open("ready", "w").close()
srv.serve_forever()
PY2
  srv=$!
  for _ in $(seq 1 100); do [ -f ready ] && break; sleep 0.1; done
  if [ "$1" = permission-denied-403 ]; then
    run "git clone http://127.0.0.1:$port/acme/api.git"
  else
    mkrepo; q git remote add origin "http://127.0.0.1:$port/acme/api.git"
    run "git push origin main"
  fi
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
lfs-not-installed|lfs-pre-push-hook|lfs-filter-missing)
  # a PATH without git-lfs: git itself, a shell and the few tools hooks use
  mkdir -p nolfs; for t in git sh cat mkdir rm; do ln -s "$(command -v $t)" nolfs/$t; done
  if [ "$1" = lfs-not-installed ]; then
    mkrepo
    echo "\$ git lfs install"; PATH="$WORK/nolfs" git lfs install 2>&1
  elif [ "$1" = lfs-pre-push-hook ]; then
    mkremote
    cd bob; q git lfs install --local; echo "v2" >> app.py; q git commit -am "second"
    echo "\$ git push origin main"; PATH="$WORK/nolfs" git push origin main 2>&1
  else
    mkremote
    (cd alice && q git lfs install --local && q git lfs track "*.bin" && head -c 2048 /dev/urandom > model.bin && q git add .gitattributes model.bin && q git commit -m "model" && q git push origin main)
    git config --global filter.lfs.process "git-lfs filter-process"; git config --global filter.lfs.required true
    git config --global filter.lfs.smudge "git-lfs smudge -- %f"; git config --global filter.lfs.clean "git-lfs clean -- %f"
    echo "\$ git clone origin.git carol"; PATH="$WORK/nolfs" git clone origin.git carol 2>&1
  fi ;;
submodule-no-url|submodule-no-url-status)
  mkrepo
  # a gitlink in the index without a matching entry in .gitmodules (the folder was added as a nested clone, or .gitmodules was edited)
  q git update-index --add --cacheinfo "160000,$(git rev-parse HEAD),vendor/lib"; q git commit -m "add vendor/lib"
  if [ "$1" = submodule-no-url ]; then run "git submodule update --init --recursive"; else run "git submodule status"; fi ;;
submodule-file-transport-add)
  q git init --bare lib.git
  q git clone lib.git libwork; (cd libwork && echo "v1" > lib.c && q git add . && q git commit -m "lib v1" && q git push origin main)
  mkrepo
  run "git submodule add $WORK/lib.git vendor/lib" ;;
submodule-commit-missing|submodule-commit-missing-clone|submodule-file-transport)
  q git init --bare lib.git
  q git clone lib.git libwork; (cd libwork && echo "v1" > lib.c && q git add . && q git commit -m "lib v1" && q git push origin main)
  q git init app; cd app; echo "app" > main.c; q git add .
  q git -c protocol.file.allow=always submodule add "$WORK/lib.git" libs/core; q git commit -m "app with lib"
  if [ "$1" = submodule-commit-missing-clone ]; then
    (cd libs/core && echo "v2" >> lib.c && q git commit -am "lib v2 (not pushed)"); q git add libs/core; q git commit -m "bump lib"
    cd ..
    run "git -c protocol.file.allow=always clone --recurse-submodules app app-copy"
  elif [ "$1" = submodule-commit-missing ]; then
    # the submodule commit the superproject records was never pushed to the submodule's remote
    (cd libs/core && echo "v2" >> lib.c && q git commit -am "lib v2 (not pushed)"); q git add libs/core; q git commit -m "bump lib"
    cd ..; q git clone app app2; cd app2
    run "git -c protocol.file.allow=always submodule update --init"
  else
    cd ..
    run "git clone --recurse-submodules app app-copy"
  fi ;;
bad-object-head|bad-object-ref)
  mkrepo
  echo "debug = true" > settings.conf; q git commit -am "second"
  # an interrupted write (crash, full disk, a sync tool) lost the object a ref points to
  obj=$(git rev-parse HEAD); rm -f ".git/objects/${obj:0:2}/${obj:2}"
  if [ "$1" = bad-object-head ]; then run "git status"; run "git log --oneline"; else run "git gc"; fi ;;
shallow-update-not-allowed|shallow-update-not-allowed-branch)
  mkremote
  q git clone --depth 1 "file://$WORK/origin.git" ci-checkout
  (cd alice && echo "v2" >> app.py && q git commit -am "second" && q git push origin main)
  q git init --bare mirror.git
  cd ci-checkout; q git pull --depth 1; echo "build" > build.txt; q git add .; q git commit -m "build info"
  if [ "$1" = shallow-update-not-allowed ]; then run "git push ../mirror.git main"; else q git remote add backup ../mirror.git; run "git push -u backup HEAD:ci/build-42"; fi ;;
rebase-in-progress|rebase-in-progress-apply)
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  q git checkout feature
  if [ "$1" = rebase-in-progress ]; then q git rebase main; run "git rebase main"
  else q git rebase --apply main; run "git rebase main"; fi ;;
cherry-pick-merge|revert-merge)
  mkrepo
  q git checkout -b feature; echo "f" > f.txt; q git add .; q git commit -m "feature"
  q git checkout main; echo "m" > m.txt; q git add .; q git commit -m "main work"; q git merge --no-edit --no-ff feature
  m=$(git rev-parse --short HEAD)
  if [ "$1" = cherry-pick-merge ]; then q git checkout -b release HEAD~1; run "git cherry-pick $m"
  else run "git revert $m"; fi ;;
bad-line-length|bad-line-length-fetch)
  mkremote
  # an ssh login whose shell start-up files print a greeting on stdout, before git's protocol starts
  printf '#!/bin/sh\nshift\necho "Welcome to the build server"\nexec sh -c "$*"\n' > chatty-ssh; chmod +x chatty-ssh
  export GIT_SSH_COMMAND="$WORK/chatty-ssh"
  if [ "$1" = bad-line-length ]; then run "git clone git@git.example.com:$WORK/origin.git carol"
  else cd bob; q git remote set-url origin "ssh://git@git.example.com$WORK/origin.git"; run "git fetch origin"; fi ;;
push-stale-info|push-stale-info-explicit)
  mkremote
  old=$(git -C bob rev-parse HEAD)
  (cd alice && echo "v2" >> app.py && q git commit -am "alice change" && q git push origin main)
  cd bob; echo "rewrite" > app.py; q git commit -a --amend -m "first (rewritten)"
  if [ "$1" = push-stale-info ]; then run "git push --force-with-lease origin main"
  else q git fetch origin; run "git push --force-with-lease=main:${old:0:10} origin main"; fi ;;
credential-helper-missing|credential-helper-missing-wincred)
  port=$(free_port)
  python3 - "$port" <<'PY2' &
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(401)
        self.send_header("WWW-Authenticate", 'Basic realm="git"')
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *a): pass
srv = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
open("ready", "w").close()
srv.serve_forever()
PY2
  srv=$!
  for _ in $(seq 1 100); do [ -f ready ] && break; sleep 0.1; done
  # a config carried over from another machine or an older Git Credential Manager names a helper that is not installed
  if [ "$1" = credential-helper-missing ]; then h=manager-core; else h=wincred; fi
  git config --global credential.helper "$h"
  export GIT_TERMINAL_PROMPT=0
  run "git clone http://127.0.0.1:$port/acme/api.git"
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
cannot-run-ssh|cannot-run-ssh-fetch)
  # a minimal image or runner with git but without the OpenSSH client
  mkdir -p nossh; for t in git sh; do ln -s "$(command -v $t)" nossh/$t; done
  if [ "$1" = cannot-run-ssh ]; then
    echo "\$ git clone git@github.com:acme/api.git"; PATH="$WORK/nossh" git clone git@github.com:acme/api.git 2>&1
  else
    mkrepo; q git remote add origin ssh://git@git.example.com/acme/api.git
    echo "\$ git fetch origin"; PATH="$WORK/nossh" git fetch origin 2>&1
  fi ;;
upstream-name-mismatch|upstream-name-mismatch-pull)
  mkremote
  cd bob
  # a branch created from origin/main tracks it, so its upstream has another name
  if [ "$1" = upstream-name-mismatch ]; then q git checkout -b feature/login origin/main; else q git checkout -b hotfix --track origin/main; fi
  echo "x" > login.py; q git add .; q git commit -m "login"
  run "git push" ;;
branch-not-found|branch-not-found-rename)
  mkrepo
  if [ "$1" = branch-not-found ]; then run "git branch -d feature/old-login"; else run "git branch -m develop dev"; fi ;;
index-corrupt)
  # the index's header overwritten with zeros, as a crash or full disk during a write leaves it
  mkrepo
  dd if=/dev/zero of=.git/index bs=1 count=4 conv=notrunc 2>/dev/null
  run "git status" ;;
index-too-small)
  mkrepo
  truncate -s 8 .git/index
  run "git status" ;;
bad-config-line)
  mkrepo
  printf '[remote "origin"\n\turl = git@github.com:acme/app.git\n' >> .git/config
  run "git pull" ;;
bad-config-line-global)
  mkrepo
  printf '[user]\n\tname = Dev\n\temail dev@example.com\n[core\n' > "$HOME/.gitconfig"
  run "git log --oneline" ;;
protocol-not-supported)
  # a URL pasted with an invisible character (a zero-width space) before https
  url=$(printf '\342\200\213https://github.com/acme/app.git')
  run "git clone $url" ;;
protocol-not-supported-quotes)
  # the URL copied from a rich-text page with typographic quotes around it
  url=$(printf '\342\200\230https://github.com/acme/app.git\342\200\231')
  run "git clone $url" ;;
no-such-remote|no-such-remote-set-url)
  # a repository created with `git init` has no remote at all until one is added
  mkrepo
  if [ "$1" = no-such-remote ]; then run "git remote remove origin"
  else run "git remote set-url origin git@github.com:acme/app.git"; fi ;;
partial-commit-during-merge|partial-commit-during-merge-pathspec)
  # a conflict resolved and added, then committed naming the file, as outside a merge
  mkrepo
  q git checkout -b feature; echo "debug = true" > settings.conf; q git commit -am "enable debug"
  q git checkout main; echo "debug = off" > settings.conf; q git commit -am "disable debug"
  q git merge feature; echo "debug = false" > settings.conf; q git add settings.conf
  if [ "$1" = partial-commit-during-merge ]; then run "git commit settings.conf -m 'resolve settings'"
  else run "git commit -m 'resolve settings' -- settings.conf"; fi ;;
remote-branch-not-found|remote-branch-not-found-depth)
  # a branch or tag name that the remote does not have (a typo, or a branch not pushed yet)
  mkremote
  if [ "$1" = remote-branch-not-found ]; then run "git clone -b release/2.0 origin.git app"
  else run "git clone --depth 1 --branch v9.9.9 file://$WORK/origin.git app"; fi ;;
cloned-empty-repository|cloned-empty-repository-url)
  # a repository created on the server (or with git init --bare) that nobody has pushed to yet
  q git init --bare empty.git
  if [ "$1" = cloned-empty-repository ]; then run "git clone empty.git app"
  else run "git clone file://$WORK/empty.git app"; fi ;;
already-checked-out-worktree|already-checked-out-checkout)
  mkrepo; q git branch feature
  if [ "$1" = already-checked-out-worktree ]; then run "git worktree add ../hotfix main"
  else q git worktree add ../feature-wt feature; run "git checkout feature"; fi ;;
refusing-fetch-checked-out|refusing-fetch-checked-out-glob)
  # fetching straight into the branch that is checked out would leave the work tree stale
  mkremote; cd alice
  if [ "$1" = refusing-fetch-checked-out ]; then run "git fetch origin main:main"
  else run "git fetch origin '+refs/heads/*:refs/heads/*'"; fi ;;
no-commits-yet|no-commits-yet-orphan)
  if [ "$1" = no-commits-yet ]; then q git init app; cd app; echo "x" > app.py; q git add app.py; run "git log"
  else mkrepo; q git checkout --orphan gh-pages; run "git log --oneline"; fi ;;
no-push-destination|no-push-destination-tags)
  # a repository made with git init, committed to, but never given a remote
  mkrepo
  if [ "$1" = no-push-destination ]; then run "git push"; else run "git push --tags"; fi ;;
no-operation-merge-abort|no-operation-rebase-continue|no-operation-cherry-pick|no-operation-merge-continue)
  # nothing of that kind is in progress (already finished, aborted, or never started)
  mkrepo
  case "$1" in
    no-operation-merge-abort) run "git merge --abort" ;;
    no-operation-rebase-continue) run "git rebase --continue" ;;
    no-operation-cherry-pick) run "git cherry-pick --continue" ;;
    *) run "git merge --continue" ;;
  esac ;;
not-something-we-can-merge|not-something-we-can-merge-remote)
  mkremote; cd bob
  if [ "$1" = not-something-we-can-merge ]; then run "git merge feature/login"
  else
    # the branch exists on the server, but this clone has not fetched it yet
    (cd ../alice && q git checkout -b feature/login && echo "x" > login.py && q git add . && q git commit -m login && q git push origin feature/login)
    run "git merge origin/feature/login"
  fi ;;
invalid-upstream|invalid-upstream-onto)
  mkremote; cd bob
  if [ "$1" = invalid-upstream ]; then run "git rebase origin/develop"; else run "git rebase --onto develop main"; fi ;;
upstream-does-not-exist|upstream-does-not-exist-long)
  mkremote; cd bob; q git checkout -b feature/login
  if [ "$1" = upstream-does-not-exist ]; then run "git branch -u origin/feature/login"
  else run "git branch --set-upstream-to=origin/feature/login feature/login"; fi ;;
not-a-git-command|not-a-git-command-similar)
  mkrepo
  if [ "$1" = not-a-git-command ]; then run "git stauts"; else run "git pul"; fi ;;
unshallow-complete|unshallow-complete-pull)
  # the clone already has the full history (a CI script that always unshallows)
  mkremote; cd bob
  if [ "$1" = unshallow-complete ]; then run "git fetch --unshallow"; else run "git pull --unshallow"; fi ;;
invalid-branch-name|invalid-branch-name-switch)
  mkrepo
  if [ "$1" = invalid-branch-name ]; then run "git checkout -b 'feature/login..v2'"
  else run "git switch -c 'fix/bug #12'"; fi ;;
key-no-section|key-no-section-global)
  mkrepo
  if [ "$1" = key-no-section ]; then run "git config editor vim"
  else run "git config --global email dev@example.com"; fi ;;
hook-not-executable|hook-not-executable-push)
  # a hook file copied or checked out without its executable bit
  mkremote; cd bob
  if [ "$1" = hook-not-executable ]; then
    printf '#!/bin/sh\nexit 0\n' > .git/hooks/pre-commit
    echo "v2" >> app.py; run "git commit -am 'update app'"
  else
    printf '#!/bin/sh\nexit 0\n' > .git/hooks/pre-push
    echo "v2" >> app.py; q git commit -am "update app"; run "git push origin main"
  fi ;;
hook-cannot-run|hook-cannot-run-interpreter)
  mkrepo
  if [ "$1" = hook-cannot-run ]; then
    # a hook saved with Windows line ends: the kernel looks for an interpreter named "/bin/sh\r"
    printf '#!/bin/sh\r\nexit 0\r\n' > .git/hooks/pre-commit
  else
    # a hook whose shebang names an interpreter that is not installed
    printf '#!/usr/bin/python3.6\nimport sys\nsys.exit(0)\n' > .git/hooks/pre-commit
  fi
  chmod +x .git/hooks/pre-commit
  echo "debug = true" > settings.conf; run "git commit -am 'enable debug'" ;;
rm-local-modifications|rm-staged-different)
  mkrepo
  echo "debug = true" > settings.conf
  if [ "$1" = rm-staged-different ]; then q git add settings.conf; echo "debug = 1" > settings.conf; fi
  run "git rm settings.conf" ;;
rm-not-recursive|rm-not-recursive-cached)
  mkrepo; mkdir build; echo "obj" > build/app.o; q git add build; q git commit -m "add build"
  if [ "$1" = rm-not-recursive ]; then run "git rm build"; else run "git rm --cached build"; fi ;;
branch-expected-tag|branch-expected-commit)
  mkrepo; q git tag v1.0
  if [ "$1" = branch-expected-tag ]; then run "git switch v1.0"; else run "git switch HEAD~0"; fi ;;
lfs-smudge-failed|lfs-smudge-failed-checkout)
  # the LFS object behind a pointer is missing on the server (never pushed, or deleted); git-lfs
  # keeps objects of a file:// remote under its lfs/ directory
  command -v git-lfs >/dev/null || { echo "git-lfs is not installed" >&2; exit 1; }
  q git lfs install
  q git init --bare origin.git; q git clone origin.git alice
  (cd alice && q git lfs track '*.bin' && head -c 1000 /dev/urandom > model.bin && q git add .gitattributes model.bin && q git commit -m "add model" && q git push origin main)
  rm -rf origin.git/lfs
  if [ "$1" = lfs-smudge-failed ]; then run "git clone origin.git bob"
  else q git clone origin.git bob; cd bob; run "git checkout -f HEAD"; fi ;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
