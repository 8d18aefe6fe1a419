#!/usr/bin/env bash
# Capture cases for catalogue/c-cpp's Cppcheck rules: a small C or C++ file per rule, checked by the
# real cppcheck with every check enabled, printing its findings of that rule as
# `file:line:column: severity: message [id]` (the message is what editors publish as the
# diagnostic's message, with source "cppcheck" and the id as its code).
# Needs: the Debian package cppcheck (2.10 in Debian 12). Nothing runs but cppcheck.
# Usage: bash catalogue/capture/cppcheck-rules.sh CASE   (no argument lists the cases)
set -u
CASES="nullPointer uninitvar memleak resourceLeak arrayIndexOutOfBounds zerodiv unreadVariable unusedVariable variableScope knownConditionTrueFalse doubleFree shadowVariable passedByValue constParameter"

# check ID EXT: run cppcheck on the source read from stdin (saved as app.EXT) and print its
# findings of rule ID.
check() {
  cat > "app.$2"
  cppcheck --quiet --enable=all --inconclusive --suppress=missingIncludeSystem --suppress=unusedFunction \
    --template='{file}:{line}:{column}: {severity}: {message} [{id}]' "app.$2" 2>&1 | grep -F "[$1]"
}

case_body() {
  case "$1" in
  nullPointer) check nullPointer c <<'C'
#include <stddef.h>
int read_value(void) {
    int *p = NULL;
    return *p;
}
C
  ;;
  uninitvar) check uninitvar c <<'C'
int total(void) {
    int sum;
    return sum + 1;
}
C
  ;;
  memleak) check memleak c <<'C'
#include <stdlib.h>
#include <string.h>
int copy_name(const char *name) {
    char *buf = malloc(64);
    strcpy(buf, name);
    return buf[0];
}
C
  ;;
  resourceLeak) check resourceLeak c <<'C'
#include <stdio.h>
void write_log(const char *path) {
    FILE *f = fopen(path, "a");
    fputs("started\n", f);
}
C
  ;;
  arrayIndexOutOfBounds) check arrayIndexOutOfBounds c <<'C'
int last_item(void) {
    int items[16] = {0};
    return items[16];
}
C
  ;;
  zerodiv) check zerodiv c <<'C'
int average(int total) {
    int count = 0;
    return total / count;
}
C
  ;;
  unreadVariable) check unreadVariable c <<'C'
int compute(int x) {
    int result = x * 2;
    result = 5;
    return x;
}
C
  ;;
  unusedVariable) check unusedVariable c <<'C'
int compute(int x) {
    int retries;
    return x + 1;
}
C
  ;;
  variableScope) check variableScope c <<'C'
void use(int);
void report(int x) {
    int i;
    if (x > 0) {
        i = x * 2;
        use(i);
    }
}
C
  ;;
  knownConditionTrueFalse) check knownConditionTrueFalse c <<'C'
int mode(void) {
    int a = 2;
    if (a == 1) {
        return 10;
    }
    return 20;
}
C
  ;;
  doubleFree) check doubleFree c <<'C'
#include <stdlib.h>
void release(void) {
    char *p = malloc(10);
    free(p);
    free(p);
}
C
  ;;
  shadowVariable) check shadowVariable cpp <<'CPP'
int sum(const int *v, int n) {
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int total = v[i];
        (void)total;
    }
    return total;
}
CPP
  ;;
  passedByValue) check passedByValue cpp <<'CPP'
#include <string>
std::size_t name_length(std::string name) {
    return name.size();
}
CPP
  ;;
  constParameter) check constParameter cpp <<'CPP'
int first(int *values) {
    return values[0];
}
CPP
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
