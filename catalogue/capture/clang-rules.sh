#!/usr/bin/env bash
# Capture cases for catalogue/c-cpp's clang warning and clang-tidy rule records: a small C or C++
# file per rule. Warnings and clangd-run clang-tidy checks are captured the way an editor receives
# them: clangd is started as a language server, the file is opened, and the message of each
# published diagnostic with the case's code is printed (clangd publishes source "clang" with code
# -W<flag>, or source "clang-tidy" with the check's name). Static-analyzer checks, which clangd does
# not run, and bugprone-use-after-move, which clangd 14 turns off, are captured from the clang-tidy
# command line: the message before the [check] bracket.
# Needs: the Debian packages clangd-14 (clangd), clang-14 and clang-tidy-14, and python3.
# Usage: bash catalogue/capture/clang-rules.sh CASE   (no argument lists the cases)
set -u
CASES="unused-variable unused-parameter unused-but-set-variable sign-compare sometimes-uninitialized uninitialized return-type implicit-fallthrough implicit-function-declaration int-conversion incompatible-pointer-types format shadow deprecated-declarations missing-field-initializers unused-function reorder-ctor bugprone-use-after-move bugprone-narrowing-conversions modernize-use-nullptr modernize-use-override performance-unnecessary-value-param misc-unused-parameters readability-braces-around-statements clang-analyzer-core.NullDereference clang-analyzer-deadcode.DeadStores"

# clangd_diags FILE LANG FLAGS CODE [TIDY-CHECKS]: open FILE in clangd (compile flags FLAGS, and
# clang-tidy checks TIDY-CHECKS when given) and print the message of each diagnostic coded CODE.
clangd_diags() {
  local file=$1 lang=$2 flags=$3 code=$4 checks=${5:-}
  printf '%s\n' $flags > compile_flags.txt
  if [ -n "$checks" ]; then printf 'Checks: %s\n' "'-*,$checks'" > .clang-tidy; fi
  python3 - "$file" "$lang" "$code" <<'PY'
import json, os, subprocess, sys
path, lang, code = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
p = subprocess.Popen(["clangd", "--log=error", "--clang-tidy"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send(m):
    b = json.dumps(m).encode()
    p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(b) + b)
    p.stdin.flush()
def recv():
    n = 0
    while True:
        line = p.stdout.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        if line.lower().startswith(b"content-length:"):
            n = int(line.split(b":")[1])
    return json.loads(p.stdout.read(n))
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": "file://" + os.path.dirname(path), "capabilities": {"textDocument": {"publishDiagnostics": {"relatedInformation": True, "codeActionsInline": True}}}}})
while (m := recv()) and m.get("id") != 1:
    pass
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file://" + path, "languageId": lang, "version": 1, "text": open(path).read()}}})
while (m := recv()):
    if m.get("method") == "textDocument/publishDiagnostics":
        for d in m["params"]["diagnostics"]:
            if d.get("code") == code:
                print(d["message"])
        break
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
send({"jsonrpc": "2.0", "method": "exit"})
p.wait(timeout=30)
PY
}

# tidy_cli FILE CHECK FLAGS: run clang-tidy with only CHECK and print the message of its findings.
tidy_cli() {
  clang-tidy --quiet -checks="-*,$2" "$1" -- $3 2>/dev/null | grep -F "[$2]" | sed -e 's/^.*: warning: //' -e "s/ \[$2\]\$//"
}

case_body() {
  case "$1" in
  unused-variable) cat > app.c <<'C'
int main(void) {
  int retries = 3;
  return 0;
}
C
  clangd_diags app.c c "-Wall" -Wunused-variable ;;
  unused-parameter) cat > handler.c <<'C'
int on_event(int code, void *user_data) {
  return code * 2;
}
C
  clangd_diags handler.c c "-Wall -Wextra" -Wunused-parameter ;;
  unused-but-set-variable) cat > count.c <<'C'
int count_items(const int *items, int n) {
  int last = 0;
  for (int i = 0; i < n; i++) last = items[i];
  return n;
}
C
  clangd_diags count.c c "-Wall" -Wunused-but-set-variable ;;
  sign-compare) cat > loop.cpp <<'C'
#include <vector>
int sum(const std::vector<int> &v) {
  int total = 0;
  for (int i = 0; i < v.size(); i++) total += v[i];
  return total;
}
C
  clangd_diags loop.cpp cpp "-Wall -Wextra" -Wsign-compare ;;
  sometimes-uninitialized) cat > pick.c <<'C'
int pick(int flag) {
  int value;
  if (flag > 0) value = 10;
  return value;
}
C
  clangd_diags pick.c c "-Wall" -Wsometimes-uninitialized ;;
  uninitialized) cat > total.c <<'C'
int total(void) {
  int sum;
  sum += 5;
  return sum;
}
C
  clangd_diags total.c c "-Wall" -Wuninitialized ;;
  return-type) cat > sign.c <<'C'
int sign(int x) {
  if (x > 0) return 1;
  if (x < 0) return -1;
}
C
  clangd_diags sign.c c "-Wall" -Wreturn-type ;;
  implicit-fallthrough) cat > level.c <<'C'
int level(int code) {
  int n = 0;
  switch (code) {
  case 1:
    n = 10;
  case 2:
    n += 20;
    break;
  }
  return n;
}
C
  clangd_diags level.c c "-Wall -Wimplicit-fallthrough" -Wimplicit-fallthrough ;;
  implicit-function-declaration) cat > len.c <<'C'
int name_length(const char *name) {
  return (int)strlen(name);
}
C
  clangd_diags len.c c "-Wall" -Wimplicit-function-declaration ;;
  int-conversion) cat > buf.c <<'C'
void fill(char *buf);
void run(void) {
  int size = 64;
  fill(size);
}
C
  clangd_diags buf.c c "-Wall" -Wint-conversion ;;
  incompatible-pointer-types) cat > ptr.c <<'C'
void scale(long *value);
void run(void) {
  int n = 4;
  scale(&n);
}
C
  clangd_diags ptr.c c "-Wall" -Wincompatible-pointer-types ;;
  format) cat > report.c <<'C'
#include <stdio.h>
#include <string.h>
void report(const char *name) {
  printf("%d bytes\n", strlen(name));
}
C
  clangd_diags report.c c "-Wall" -Wformat ;;
  shadow) cat > shadow.c <<'C'
int scan(int limit) {
  int found = 0;
  for (int i = 0; i < limit; i++) {
    int found = i * 2;
    (void)found;
  }
  return found;
}
C
  clangd_diags shadow.c c "-Wall -Wshadow" -Wshadow ;;
  deprecated-declarations) cat > old.cpp <<'C'
[[deprecated("use open_v2")]] int open_v1(const char *path);
int start() { return open_v1("/tmp/data"); }
C
  clangd_diags old.cpp cpp "-Wall" -Wdeprecated-declarations ;;
  missing-field-initializers) cat > cfg.c <<'C'
struct config { int port; int backlog; int timeout; };
struct config defaults = { 8080, 16 };
C
  clangd_diags cfg.c c "-Wall -Wextra" -Wmissing-field-initializers ;;
  unused-function) cat > helpers.c <<'C'
static int clamp(int v) { return v < 0 ? 0 : v; }
int api(int v) { return v + 1; }
C
  clangd_diags helpers.c c "-Wall" -Wunused-function ;;
  reorder-ctor) cat > conn.cpp <<'C'
struct Conn {
  int port;
  int retries;
  Conn() : retries(3), port(80) {}
};
C
  clangd_diags conn.cpp cpp "-Wall" -Wreorder-ctor ;;
  bugprone-use-after-move) cat > move.cpp <<'C'
#include <string>
#include <utility>
#include <vector>
void keep(std::vector<std::string> &out, std::string name) {
  out.push_back(std::move(name));
  out.push_back(name);
}
C
  tidy_cli move.cpp bugprone-use-after-move "-std=c++17" ;;
  bugprone-narrowing-conversions) cat > narrow.cpp <<'C'
int half(double total) {
  int result = 0;
  result += total / 2;
  return result;
}
C
  clangd_diags narrow.cpp cpp "-std=c++17" bugprone-narrowing-conversions bugprone-narrowing-conversions ;;
  modernize-use-nullptr) cat > null.cpp <<'C'
#include <cstddef>
int *find_slot() { return NULL; }
C
  clangd_diags null.cpp cpp "-std=c++17" modernize-use-nullptr modernize-use-nullptr ;;
  modernize-use-override) cat > shape.cpp <<'C'
struct Shape { virtual ~Shape() = default; virtual double area() const { return 0; } };
struct Square : Shape { double side = 1; virtual double area() const { return side * side; } };
C
  clangd_diags shape.cpp cpp "-std=c++17" modernize-use-override modernize-use-override ;;
  performance-unnecessary-value-param) cat > greet.cpp <<'C'
#include <string>
std::size_t greet(std::string name) { return name.size(); }
C
  clangd_diags greet.cpp cpp "-std=c++17" performance-unnecessary-value-param performance-unnecessary-value-param ;;
  misc-unused-parameters) cat > cb.cpp <<'C'
int on_timer(int id, int elapsed) { return id; }
C
  clangd_diags cb.cpp cpp "-std=c++17" misc-unused-parameters misc-unused-parameters ;;
  readability-braces-around-statements) cat > brace.cpp <<'C'
int clamp(int v) {
  if (v < 0)
    return 0;
  return v;
}
C
  clangd_diags brace.cpp cpp "-std=c++17" readability-braces-around-statements readability-braces-around-statements ;;
  clang-analyzer-core.NullDereference) cat > deref.c <<'C'
#include <stddef.h>
struct node { int value; struct node *next; };
int second(struct node *head) {
  struct node *n = NULL;
  if (head->value > 0) n = head->next;
  return n->value;
}
C
  tidy_cli deref.c clang-analyzer-core.NullDereference "" ;;
  clang-analyzer-deadcode.DeadStores) cat > store.c <<'C'
int compute(int x) {
  int result = x * 2;
  result = x + 1;
  return result;
}
C
  tidy_cli store.c clang-analyzer-deadcode.DeadStores "" ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
