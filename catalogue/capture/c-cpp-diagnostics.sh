#!/usr/bin/env bash
# Captures gcc/g++ and clang/clang++ compile, preprocessor, driver and link diagnostics, and runtime
# reports (sanitizers, libstdc++ and glibc aborts) for the errknow catalogue (category c-cpp).
# Debian packages: gcc, g++, clang-14 (clang, clang++), binutils, libc6-dev
# Usage: bash catalogue/capture/c-cpp-diagnostics.sh CASE   (no argument lists the cases)
# A case named X-clang compiles the same source as X with clang/clang++ instead of gcc/g++.
# Compilers run with colour off so the text is plain; programs that abort run under `bash -c` so
# the shell's notice has a stable form.
set -u
CASES="cannot-bind-lvalue cannot-bind-lvalue-clang incompatible-pointer incompatible-pointer-clang
int-conversion int-conversion-clang file-format-not-recognized file-format-archive
nonstatic-member-fn nonstatic-member-fn-clang member-without-object member-without-object-clang
no-type no-type-clang return-value-void return-value-void-clang invalid-operands invalid-operands-c
array-subscript array-subscript-clang array-subscript-c void-not-ignored void-not-ignored-clang
read-only read-only-clang read-only-location uninit-const uninit-const-clang used-uninit used-uninit-clang
unused-variable unused-variable-clang sign-compare sign-compare-clang storage-size storage-size-clang aggregate-incomplete
expected-class-name expected-class-name-clang template-name-no-args template-name-no-args-clang
need-typename need-typename-clang no-args-depend no-args-depend-base has-not-been-declared has-not-been-declared-ns
not-class-namespace not-class-namespace-clang extra-qualification extra-qualification-clang
no-declaration-matches no-declaration-matches-clang default-arg-again default-arg-again-clang
string-to-char-ptr string-to-char-ptr-clang missing-terminating missing-terminating-clang
error-directive error-directive-cpp cxx11-required cxx11-required-map unterminated-if unterminated-if-clang endif-without-if
macro-args macro-args-clang macro-redefined macro-redefined-clang expected-identifier-paren expected-identifier-paren-clang
c89-for-loop c89-for-loop-ansi undefined-main undefined-main-clang format-security format-security-clang
no-return-statement no-return-statement-werror return-local-addr return-local-addr-clang
array-bounds array-bounds-clang unrecognized-option unrecognized-option-clang no-input-files no-input-files-clang
driver-no-such-file driver-no-such-file-clang killed-cc1plus killed-cc1 cannot-execute
cxx11-only cxx11-only-clang cxx17-only redeclared-different-kind redeclared-different-kind-clang
main-return-int main-return-int-clang expected-initializer expected-initializer-fn expected-ctor-dtor expected-ctor-dtor-test expected-initializer-c template-placeholder fuse-ld fuse-ld-clang
expected-paren expected-paren-clang else-without-if else-without-if-cpp break-outside break-outside-clang
duplicate-case duplicate-case-clang label-undefined label-undefined-clang vla-init vla-init-clang
init-not-constant init-not-constant-clang excess-elements excess-elements-clang too-many-initializers
called-not-function called-not-function-clang cannot-be-used-as-function
static-follows static-follows-clang dynamic-cast-poly dynamic-cast-poly-clang invalid-static-cast invalid-static-cast-clang
wrong-template-args wrong-template-args-clang function-def-not-allowed function-def-not-allowed-clang
register-cxx17 register-cxx17-clang warn-unused-result nodiscard nodiscard-clang switch-enum switch-enum-clang
parentheses parentheses-clang pointer-int-compare pointer-int-compare-clang pointer-to-int-cast pointer-to-int-cast-clang pointer-to-int-cpp
deprecated deprecated-clang ubsan-null-load ubsan-null-member ubsan-shift ubsan-shift-negative ubsan-index ubsan-index-clang ubsan-div-zero ubsan-div-zero-clang ubsan-bool ubsan-bool-clang
asan-stack-overflow asan-stack-overflow-clang asan-alloc-dealloc asan-alloc-dealloc-free asan-new-delete-size asan-new-delete-size-clang asan-memcpy-overlap asan-memcpy-overlap-strcpy
asan-alloc-too-big asan-alloc-too-big-calloc asan-dynamic-stack asan-dynamic-stack-clang pure-virtual pure-virtual-dtor bad-alloc bad-alloc-new
string-null string-null-assign length-error length-error-reserve glibcxx-assert glibcxx-assert-front assert-fail assert-fail-cpp
cxx-with-gcc cxx-with-gcc-personality all-warnings-errors all-warnings-errors-c ambiguous-base ambiguous-base-clang
glibcxx-version glibcxx-version-cxxabi
declared-void declared-void-clang  template-type template-type-clang
no-member-fn-declared no-member-fn-declared-clang non-scalar non-scalar-clang initializer-incomplete initializer-incomplete-clang
override-mismatch override-mismatch-clang not-member-of not-member-of-class conversion-precision conversion-precision-clang invalid-this invalid-this-clang
declared-void-std template-type-unique non-scalar-double
static-outside static-outside-clang virtual-outside virtual-outside-clang reorder reorder-clang
linker-failed linker-failed-clang"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work" || exit 1
exec 2>&1
GCC="gcc -fdiagnostics-color=never"
GXX="g++ -fdiagnostics-color=never"
CLANG="clang-14 -fno-color-diagnostics"
CLANGXX="clang++-14 -fno-color-diagnostics"
base=${1%-clang}
if [ "$base" != "$1" ]; then CL=1; else CL=0; fi
c()   { if [ $CL = 1 ]; then $CLANG "$@"; else $GCC "$@"; fi; }
cxx() { if [ $CL = 1 ]; then $CLANGXX "$@"; else $GXX "$@"; fi; }
# run PROGRAM: run a built program under bash -c so an abort or crash prints bash's notice.
run() { bash -c "./$1"; }
export ASAN_OPTIONS=detect_leaks=0
case "$base" in
cannot-bind-lvalue)
cat > main.cpp <<'EOF'
#include <string>
void normalize(std::string &path) { path += "/"; }
int next_id() { return 7; }
void bump(int &counter) { ++counter; }
int main() {
    int &id = next_id();
    normalize(std::string("/tmp"));
    bump(next_id());
}
EOF
cxx -c main.cpp ;;
incompatible-pointer)
cat > buffer.c <<'EOF'
#include <stddef.h>
struct buffer { char *data; size_t len; };
size_t length(const struct buffer *b) { return b->len; }
int main(void) {
    char name[16] = "abc";
    int *values = name;
    return (int)length(&name) + *values;
}
EOF
c -c buffer.c ;;
int-conversion)
cat > config.c <<'EOF'
#include <stdlib.h>
int main(void) {
    char *home = 0x1000;
    int port = getenv("PORT");
    return port + (home != 0);
}
EOF
c -c config.c ;;
file-format-not-recognized)
printf 'int add(int a, int b) { return a + b; }\n' > add.o
printf 'int add(int, int);\nint main(void) { return add(1, 2); }\n' > main.c
$GCC -o app main.c add.o ;;
file-format-archive)
printf 'not an archive\n' > libmath.a
printf 'int main(void) { return 0; }\n' > main.c
$GCC -o app main.c libmath.a ;;
nonstatic-member-fn)
cat > timer.cpp <<'EOF'
#include <thread>
struct Timer {
    void tick() {}
    void start() { std::thread t(tick); t.join(); }
    int period() { return 5; }
};
int main() { Timer t; int p = t.period; return p; }
EOF
cxx -c timer.cpp ;;
member-without-object)
cat > logger.cpp <<'EOF'
struct Logger {
    void flush() {}
};
int main() { Logger::flush(); }
EOF
cxx -c logger.cpp ;;
no-type)
cat > point.cpp <<'EOF'
class Point {
public:
    Point(int x, int y);
    getX() const { return x_; }
private:
    int x_;
};
EOF
cxx -c point.cpp ;;
return-value-void)
cat > worker.c <<'EOF'
void reset(int *counter) {
    if (counter == 0)
        return -1;
    *counter = 0;
}
EOF
if [ $CL = 1 ]; then c -c worker.c; else $GXX -c -x c++ worker.c; fi ;;
invalid-operands)
cat > greet.cpp <<'EOF'
#include <string>
std::string greet(const char *name) {
    std::string s = "Hello, " + name + "!";
    return s;
}
EOF
cxx -c greet.cpp ;;
invalid-operands-c)
cat > path.c <<'EOF'
char *join(char *dir, char *file) {
    return dir + file;
}
EOF
$GCC -c path.c ;;
array-subscript)
cat > grid.cpp <<'EOF'
int cell(int grid, int row) {
    return grid[row];
}
EOF
cxx -c grid.cpp ;;
array-subscript-c)
cat > grid.c <<'EOF'
int cell(int grid, int row) {
    return grid[row];
}
EOF
$GCC -c grid.c ;;
void-not-ignored)
cat > save.c <<'EOF'
void save_file(const char *path) { (void)path; }
int main(void) {
    int rc = save_file("out.txt");
    return rc;
}
EOF
c -c save.c ;;
read-only)
cat > limits.cpp <<'EOF'
const int max_clients = 10;
void grow() { max_clients = 20; }
EOF
cxx -c limits.cpp ;;
read-only-location)
cat > copy.c <<'EOF'
void upper(const char *s) {
    for (int i = 0; s[i]; i++)
        s[i] = s[i] - 32;
}
EOF
$GCC -c copy.c ;;
uninit-const)
cat > settings.cpp <<'EOF'
struct Settings { int port; };
int main() {
    const int retries;
    const Settings s;
    return retries + s.port;
}
EOF
cxx -c settings.cpp ;;
used-uninit)
cat > sum.c <<'EOF'
int sum(const int *v, int n) {
    int total;
    for (int i = 0; i < n; i++)
        total += v[i];
    return total;
}
EOF
c -O2 -Wall -c sum.c ;;
unused-variable)
cat > main.c <<'EOF'
int main(void) {
    int count = 0;
    return 0;
}
EOF
c -Wall -Werror -c main.c ;;
sign-compare)
cat > scan.cpp <<'EOF'
#include <vector>
int find(const std::vector<int> &v, int x) {
    for (int i = 0; i < v.size(); i++)
        if (v[i] == x) return i;
    return -1;
}
EOF
cxx -Wall -Wextra -c scan.cpp ;;
storage-size)
cat > geo.c <<'EOF'
struct point;
int main(void) {
    struct point p;
    return 0;
}
EOF
c -c geo.c ;;
aggregate-incomplete)
cat > geo.cpp <<'EOF'
struct Point;
int main() {
    Point p;
    return 0;
}
EOF
$GXX -c geo.cpp ;;
expected-class-name)
cat > widget.cpp <<'EOF'
class Button : public Widget {
};
EOF
cxx -c widget.cpp ;;
template-name-no-args)
cat > box.cpp <<'EOF'
template <typename T> struct Box { T value; };
int size(Box b) { return sizeof b; }
EOF
cxx -c box.cpp ;;
need-typename)
cat > first.cpp <<'EOF'
template <typename C>
void first(const C &c) {
    C::const_iterator it = c.begin();
}
EOF
cxx -c first.cpp ;;
no-args-depend)
cat > tmpl.cpp <<'EOF'
template <typename T>
T twice(T v) { return helper(v) * 2; }
int helper(int v) { return v; }
int main() { return twice(3); }
EOF
$GXX -c tmpl.cpp ;;
no-args-depend-base)
cat > base.cpp <<'EOF'
template <typename T> struct Base { void log() {} };
template <typename T> struct Derived : Base<T> {
    void run() { log(); }
};
EOF
$GXX -c base.cpp ;;
has-not-been-declared)
cat > handler.cpp <<'EOF'
struct Handler {
    void handle(Request &req);
};
EOF
$GXX -c handler.cpp ;;
has-not-been-declared-ns)
cat > util.cpp <<'EOF'
int main() { return util::clamp(5); }
EOF
$GXX -c util.cpp ;;
not-class-namespace)
cat > color.cpp <<'EOF'
int Color = 0;
int main() { return Color::Red; }
EOF
cxx -c color.cpp ;;
extra-qualification)
cat > parser.cpp <<'EOF'
class Parser {
public:
    int Parser::parse(const char *text);
};
EOF
cxx -c parser.cpp ;;
no-declaration-matches)
cat > account.cpp <<'EOF'
class Account {
public:
    double balance() const;
};
double Account::balance() { return 0.0; }
EOF
cxx -c account.cpp ;;
default-arg-again)
cat > conn.cpp <<'EOF'
int connect(int timeout = 30);
int connect(int timeout = 30) { return timeout; }
EOF
cxx -c conn.cpp ;;
string-to-char-ptr)
cat > names.cpp <<'EOF'
int main() {
    char *name = "guest";
    return name[0];
}
EOF
cxx -c names.cpp ;;
missing-terminating)
cat > msg.c <<'EOF'
#include <stdio.h>
int main(void) {
    printf("done\n);
    return 0;
}
EOF
c -c msg.c ;;
error-directive)
cat > platform.c <<'EOF'
#ifndef USE_POSIX
#error "USE_POSIX must be defined to build this file"
#endif
EOF
$GCC -c platform.c ;;
error-directive-cpp)
cat > arch.cpp <<'EOF'
#if !defined(__aarch64__) && !defined(_M_ARM64)
#error Unsupported architecture: only ARM64 builds are supported
#endif
EOF
$GXX -c arch.cpp ;;
cxx11-required|cxx11-required-map)
if [ "$1" = cxx11-required-map ]; then printf '#include <unordered_map>\n' > pool.cpp; else printf '#include <thread>\n' > pool.cpp; fi
$GXX -std=c++98 -c pool.cpp ;;
unterminated-if)
cat > config.h <<'EOF'
#ifndef CONFIG_H
#define CONFIG_H
int config_load(void);
EOF
printf '#include "config.h"\n' > main.c
c -c main.c ;;
endif-without-if)
cat > guard.h <<'EOF'
int guard(void);
#endif
EOF
printf '#include "guard.h"\n' > main.c
$GCC -c main.c ;;
macro-args)
cat > clamp.c <<'EOF'
#define MAX(a, b) ((a) > (b) ? (a) : (b))
int top(int x, int y, int z) { return MAX(x, y, z); }
EOF
c -c clamp.c ;;
macro-redefined)
cat > sizes.c <<'EOF'
#define BUFFER_SIZE 1024
#define BUFFER_SIZE 4096
int main(void) { return BUFFER_SIZE; }
EOF
c -c sizes.c ;;
expected-identifier-paren)
cat > stack.c <<'EOF'
struct stack { int top; };
int push(struct stack *s, int v);
{
    s->top = v;
}
EOF
c -c stack.c ;;
c89-for-loop|c89-for-loop-ansi)
cat > loop.c <<'EOF'
int sum(int n) {
    int total = 0;
    for (int i = 0; i < n; i++)
        total += i;
    return total;
}
EOF
if [ "$1" = c89-for-loop-ansi ]; then $GCC -ansi -c loop.c; else $GCC -std=c89 -c loop.c; fi ;;
# linker-failed: the compiler driver's own last line about a failed link (here an undefined
# symbol), alone, as a build log cut to its tail shows it.
linker-failed)
cat > app.c <<'EOF'
int checksum(const char *data);
int main(void) { return checksum("abc"); }
EOF
c -o app app.c 2>&1 | tail -n 1 ;;
undefined-main)
cat > lib.c <<'EOF'
int add(int a, int b) { return a + b; }
EOF
c -o lib lib.c ;;
format-security)
cat > log.c <<'EOF'
#include <stdio.h>
void log_line(const char *msg) { printf(msg); }
EOF
c -Wformat -Wformat-security -Werror=format-security -c log.c ;;
no-return-statement)
cat > area.cpp <<'EOF'
int area(int w, int h) {
    w *= h;
}
EOF
$GXX -Wall -c area.cpp ;;
no-return-statement-werror)
cat > shape.cpp <<'EOF'
struct Shape { double w, h; double area() const { double a = w * h; } };
EOF
$GXX -Werror=return-type -c shape.cpp ;;
return-local-addr)
cat > name.cpp <<'EOF'
const char *label(int id) {
    char buf[32];
    buf[0] = (char)id;
    return buf;
}
EOF
cxx -c name.cpp ;;
array-bounds)
cat > fill.c <<'EOF'
int fill(void) {
    int v[5];
    for (int i = 0; i < 5; i++) v[i] = i;
    return v[5];
}
EOF
c -O2 -Wall -c fill.c ;;
unrecognized-option)
printf 'int main(void) { return 0; }\n' > main.c
if [ $CL = 1 ]; then c -fno-plt-foo -c main.c; else $GCC -Wno-foo -mno-thing -c main.c; fi ;;
no-input-files)
if [ $CL = 1 ]; then $CLANGXX -O2 -Wall; else $GXX -O2 -Wall; fi ;;
driver-no-such-file)
c -o app main.c ;;
killed-cc1plus)
printf 'int main() { return 0; }\n' > main.cpp
# The wrapper stands in for the kernel's OOM killer: a program named cc1plus that is killed by SIGKILL.
printf '#!/bin/sh\nkill -9 $$\n' > cc1plus; chmod +x cc1plus
PATH=$PWD:$PATH $GXX -wrapper cc1plus -c main.cpp ;;
killed-cc1)
printf 'int main(void) { return 0; }\n' > main.c
printf '#!/bin/sh\nkill -9 $$\n' > cc1; chmod +x cc1
PATH=$PWD:$PATH $GCC -wrapper cc1 -c main.c ;;
cannot-execute)
printf 'int main(void) { return 0; }\n' > main.c
$GCC -wrapper /usr/local/bin/ccache-missing -c main.c ;;
cxx11-only)
cat > loop.cpp <<'EOF'
#include <vector>
int total(const std::vector<int> &v) {
    int t = 0;
    for (int x : v) t += x;
    return t;
}
EOF
cxx -std=c++98 -c loop.cpp ;;
cxx17-only)
cat > pair.cpp <<'EOF'
#include <utility>
int sum() {
    auto [a, b] = std::make_pair(1, 2);
    if constexpr (sizeof(int) == 4) return a + b;
    return 0;
}
EOF
$GXX -std=c++14 -c pair.cpp ;;
redeclared-different-kind)
cat > count.cpp <<'EOF'
int count;
void count();
EOF
cxx -c count.cpp ;;
main-return-int)
printf 'void main() {}\n' > main.cpp
cxx -c main.cpp ;;
expected-initializer)
cat > vars.cpp <<'EOF'
int total = 0
int main() { return total; }
EOF
$GXX -c vars.cpp ;;
expected-initializer-fn)
cat > api.cpp <<'EOF'
void DLL_EXPORT start();
EOF
$GXX -c api.cpp ;;
expected-ctor-dtor)
cat > app.cpp <<'EOF'
Q_DECLARE_METATYPE(int)
int main() { return 0; }
EOF
$GXX -c app.cpp ;;
expected-ctor-dtor-test)
cat > parser_test.cpp <<'EOF'
TEST(Parser, Empty) {
}
EOF
$GXX -c parser_test.cpp ;;
expected-initializer-c)
cat > api.c <<'EOF'
int API_CALL start(void);
EOF
$GCC -c api.c ;;
template-placeholder)
cat > box2.cpp <<'EOF'
template <typename T> struct Box { T value; };
Box *current;
EOF
$GXX -c box2.cpp ;;
fuse-ld)
printf 'int main(void) { return 0; }\n' > main.c
c -fuse-ld=mold -o app main.c ;;
expected-paren)
cat > check.c <<'EOF'
int check(int a, int b) {
    if ((a > b) {
        return 1;
    }
    return 0;
}
EOF
c -c check.c ;;
else-without-if|else-without-if-cpp)
cat > sign.c <<'EOF'
int sign(int x) {
    if (x > 0);
        return 1;
    else
        return -1;
}
EOF
if [ "$1" = else-without-if-cpp ]; then $GXX -c -x c++ sign.c; else c -c sign.c; fi ;;
break-outside)
cat > stop.c <<'EOF'
void stop(int done) {
    if (done)
        break;
}
EOF
c -c stop.c ;;
duplicate-case)
cat > state.c <<'EOF'
#define STATE_IDLE 1
#define STATE_DONE 1
const char *name(int s) {
    switch (s) {
    case STATE_IDLE: return "idle";
    case STATE_DONE: return "done";
    }
    return "?";
}
EOF
c -c state.c ;;
label-undefined)
cat > cleanup.c <<'EOF'
int open_all(int fd) {
    if (fd < 0)
        goto fail;
    return 0;
}
EOF
c -c cleanup.c ;;
vla-init)
cat > vla.c <<'EOF'
int first(int n) {
    int buf[n] = {0};
    return buf[0];
}
EOF
c -c vla.c ;;
init-not-constant)
cat > globals.c <<'EOF'
#include <stdlib.h>
int limit = 10;
int doubled = limit * 2;
char *buffer = malloc(64);
EOF
c -c globals.c ;;
excess-elements)
cat > table.c <<'EOF'
int primes[3] = {2, 3, 5, 7};
EOF
c -c table.c ;;
too-many-initializers)
cat > table.cpp <<'EOF'
int primes[3] = {2, 3, 5, 7};
EOF
$GXX -c table.cpp ;;
called-not-function)
cat > calc.c <<'EOF'
int area(int width, int height) {
    int size = 4;
    return size(width * height);
}
EOF
c -c calc.c ;;
cannot-be-used-as-function)
cat > calc.cpp <<'EOF'
int area(int width, int height) {
    int size = 4;
    return size(width * height);
}
EOF
$GXX -c calc.cpp ;;
static-follows)
cat > helper.c <<'EOF'
int helper(int x);
static int helper(int x) { return x + 1; }
EOF
c -c helper.c ;;
dynamic-cast-poly)
cat > cast.cpp <<'EOF'
struct Base { int id; };
struct Derived : Base { int extra; };
int get(Base *b) { return dynamic_cast<Derived *>(b)->extra; }
EOF
cxx -c cast.cpp ;;
invalid-static-cast)
cat > scast.cpp <<'EOF'
struct Header { int len; };
int parse(const char *raw) {
    const Header *h = static_cast<const Header *>(raw);
    return h->len;
}
EOF
cxx -c scast.cpp ;;
wrong-template-args)
cat > cache.cpp <<'EOF'
#include <map>
std::map<int> cache;
EOF
cxx -c cache.cpp ;;
function-def-not-allowed)
cat > nested.c <<'EOF'
int main(void) {
    int helper(int x) { return x * 2; }
    return helper(2);
}
EOF
if [ $CL = 1 ]; then $CLANGXX -c -x c++ nested.c; else $GXX -c -x c++ nested.c; fi ;;
register-cxx17)
cat > fast.cpp <<'EOF'
int sum(const int *v, int n) {
    register int total = 0;
    for (int i = 0; i < n; i++) total += v[i];
    return total;
}
EOF
cxx -std=c++17 -c fast.cpp ;;
warn-unused-result)
cat > io.c <<'EOF'
#include <unistd.h>
void emit(int fd, const char *s) { write(fd, s, 1); }
EOF
$GCC -O2 -D_FORTIFY_SOURCE=2 -Werror=unused-result -c io.c ;;
nodiscard)
cat > status.cpp <<'EOF'
[[nodiscard]] int save();
void run() { save(); }
EOF
cxx -std=c++17 -c status.cpp ;;
switch-enum)
cat > mode.c <<'EOF'
enum mode { MODE_READ, MODE_WRITE, MODE_APPEND };
int flags(enum mode m) {
    switch (m) {
    case MODE_READ: return 1;
    case MODE_WRITE: return 2;
    }
    return 0;
}
EOF
c -Wall -c mode.c ;;
parentheses)
cat > cond.c <<'EOF'
int is_zero(int x) {
    if (x = 0)
        return 1;
    return 0;
}
EOF
c -Wall -c cond.c ;;
pointer-int-compare)
cat > cmp.c <<'EOF'
int is_dash(const char *arg) {
    return arg == '-';
}
EOF
c -c cmp.c ;;
pointer-to-int-cast)
cat > ptr.c <<'EOF'
int id_of(void *p) {
    return (int)p;
}
EOF
c -c ptr.c ;;
pointer-to-int-cpp)
cat > ptr.cpp <<'EOF'
int id_of(void *p) {
    return (int)p;
}
EOF
$GXX -c ptr.cpp ;;
deprecated)
cat > old.c <<'EOF'
__attribute__((deprecated("use open_v2"))) int open_v1(const char *path);
int start(void) { return open_v1("x"); }
EOF
c -c old.c ;;
ubsan-null-load)
cat > null.c <<'EOF'
#include <stdlib.h>
int main(int argc, char **argv) {
    int *value = argc > 5 ? malloc(4) : NULL;
    return *value;
}
EOF
$GCC -g -fsanitize=undefined -o null null.c && run null ;;
ubsan-null-member)
cat > null.cpp <<'EOF'
struct Config { int port; int get() const { return port; } };
Config *find(int n) { return n > 5 ? new Config{1} : nullptr; }
int main(int argc, char **) { return find(argc)->get(); }
EOF
$GXX -g -fsanitize=undefined -o nullm null.cpp && run nullm ;;
ubsan-shift)
cat > shift.c <<'EOF'
int main(int argc, char **argv) {
    int bits = 30 + argc * 10;
    return 1 << bits;
}
EOF
$GCC -g -fsanitize=undefined -o shift shift.c && run shift ;;
ubsan-shift-negative)
cat > shiftn.c <<'EOF'
int main(int argc, char **argv) {
    int v = -argc;
    return v << 2;
}
EOF
$CLANG -g -fsanitize=undefined -o shiftn shiftn.c && run shiftn ;;
ubsan-index)
cat > idx.c <<'EOF'
int main(int argc, char **argv) {
    int v[5] = {0};
    return v[argc + 9];
}
EOF
c -g -fsanitize=undefined -o idx idx.c && run idx ;;
ubsan-div-zero)
cat > div.c <<'EOF'
int main(int argc, char **argv) {
    int items = argc - 1;
    return 100 / items;
}
EOF
c -g -fsanitize=undefined -o div div.c && run div ;;
ubsan-bool)
cat > flag.cpp <<'EOF'
#include <cstring>
int main() {
    bool ok;
    char raw = 7;
    std::memcpy(&ok, &raw, 1);
    return ok ? 1 : 0;
}
EOF
cxx -g -fsanitize=undefined -o flag flag.cpp && run flag ;;
asan-stack-overflow)
cat > rec.c <<'EOF'
int depth(int n) { volatile char pad[64]; pad[0] = (char)n; return depth(n + 1) + pad[0]; }
int main(void) { return depth(0); }
EOF
c -g -O0 -fsanitize=address -o rec rec.c && run rec 2>&1 | head -12 ;;
asan-alloc-dealloc)
cat > arr.cpp <<'EOF'
int main() {
    int *items = new int[8];
    delete items;
}
EOF
$GXX -g -fsanitize=address -o arr arr.cpp && run arr ;;
asan-alloc-dealloc-free)
cat > mix.cpp <<'EOF'
#include <cstdlib>
int main() {
    char *buf = static_cast<char *>(std::malloc(16));
    delete buf;
}
EOF
$CLANGXX -g -fsanitize=address -o mix mix.cpp && run mix ;;
asan-new-delete-size)
cat > poly.cpp <<'EOF'
struct Base { int a; };
struct Derived : Base { long extra[4]; };
int main() {
    Base *b = new Derived;
    delete b;
}
EOF
cxx -g -fsized-deallocation -fsanitize=address -o poly poly.cpp && run poly ;;
asan-memcpy-overlap)
cat > ov.c <<'EOF'
#include <string.h>
int main(int argc, char **argv) {
    char buf[32] = "abcdefghijklmnop";
    memcpy(buf + argc, buf, 16);
    return buf[3];
}
EOF
$GCC -g -fno-builtin -fsanitize=address -o ov ov.c && run ov ;;
asan-memcpy-overlap-strcpy)
cat > ovs.c <<'EOF'
#include <string.h>
int main(int argc, char **argv) {
    char buf[32] = "abcdefghijklmnop";
    strcpy(buf + argc, buf);
    return buf[3];
}
EOF
$CLANG -g -fsanitize=address -o ovs ovs.c && run ovs ;;
asan-alloc-too-big)
cat > huge.c <<'EOF'
#include <stdlib.h>
int main(int argc, char **argv) {
    size_t n = (size_t)-argc;
    char *p = malloc(n);
    return p != 0;
}
EOF
$GCC -g -fsanitize=address -o huge huge.c && run huge ;;
asan-alloc-too-big-calloc)
cat > hugec.cpp <<'EOF'
#include <cstddef>
int main(int argc, char **) {
    std::size_t n = static_cast<std::size_t>(-argc) / 4;
    int *p = new int[n];
    return p != nullptr;
}
EOF
$CLANGXX -g -fsanitize=address -o hugec hugec.cpp && run hugec ;;
asan-dynamic-stack)
cat > dyn.c <<'EOF'
int main(int argc, char **argv) {
    int n = argc + 3;
    char buf[n];
    buf[n] = 1;
    return buf[0];
}
EOF
c -g -fsanitize=address -o dyn dyn.c && run dyn ;;
pure-virtual)
cat > pv.cpp <<'EOF'
struct Task {
    Task() { start(); }
    void start() { run(); }
    virtual void run() = 0;
    virtual ~Task() {}
};
struct Job : Task { void run() override {} };
int main() { Job j; }
EOF
$GXX -o pv pv.cpp && run pv ;;
pure-virtual-dtor)
cat > pvd.cpp <<'EOF'
#include <thread>
#include <chrono>
struct Worker {
    virtual void step() = 0;
    virtual ~Worker() {}
};
struct Impl : Worker { void step() override {} };
int main() {
    Worker *w = new Impl;
    std::thread t([w] { std::this_thread::sleep_for(std::chrono::milliseconds(50)); w->step(); });
    w->~Worker();
    t.join();
}
EOF
$GXX -o pvd pvd.cpp && run pvd ;;
bad-alloc)
cat > alloc.cpp <<'EOF'
#include <vector>
int main(int argc, char **) {
    std::vector<char> data;
    data.resize(static_cast<std::size_t>(1) << (45 + argc));
    return data[0];
}
EOF
$GXX -o alloc alloc.cpp && run alloc ;;
bad-alloc-new)
cat > allocn.cpp <<'EOF'
#include <cstddef>
int main(int argc, char **) {
    std::size_t n = std::size_t(1) << (44 + argc);
    double *p = new double[n];
    return p[0] > 0;
}
EOF
$GXX -o allocn allocn.cpp && run allocn ;;
string-null)
cat > env.cpp <<'EOF'
#include <cstdlib>
#include <string>
int main() {
    std::string home = std::getenv("ERRKNOW_UNSET_VARIABLE");
    return home.size();
}
EOF
$GXX -o env env.cpp && run env ;;
string-null-assign)
cat > envc.cpp <<'EOF'
#include <string>
const char *lookup(int) { return nullptr; }
int main(int argc, char **) {
    std::string name(lookup(argc));
    return name.size();
}
EOF
$GXX -o envc envc.cpp && run envc ;;
length-error)
cat > len.cpp <<'EOF'
#include <vector>
int main(int argc, char **) {
    int count = -argc;
    std::vector<int> v(count);
    return v.size();
}
EOF
$GXX -o len len.cpp && run len ;;
length-error-reserve)
cat > lenr.cpp <<'EOF'
#include <string>
int main(int argc, char **) {
    std::string s;
    s.reserve(static_cast<std::size_t>(-argc));
    return s.size();
}
EOF
$GXX -o lenr lenr.cpp && run lenr ;;
glibcxx-assert)
cat > at.cpp <<'EOF'
#include <vector>
int main(int argc, char **) {
    std::vector<int> v(3);
    return v[argc + 5];
}
EOF
$GXX -D_GLIBCXX_ASSERTIONS -o at at.cpp && run at ;;
glibcxx-assert-front)
cat > front.cpp <<'EOF'
#include <vector>
int main() {
    std::vector<int> queue;
    return queue.front();
}
EOF
$GXX -D_GLIBCXX_ASSERTIONS -o front front.cpp && run front ;;
assert-fail)
cat > check.c <<'EOF'
#include <assert.h>
int main(int argc, char **argv) {
    int workers = argc - 1;
    assert(workers > 0);
    return 0;
}
EOF
$GCC -o check check.c && run check ;;
assert-fail-cpp)
cat > check.cpp <<'EOF'
#include <cassert>
#include <vector>
int main() {
    std::vector<int> queue;
    assert(!queue.empty() && "queue must not be empty");
    return 0;
}
EOF
$GXX -o checkcpp check.cpp && run checkcpp ;;
cxx-with-gcc)
cat > hello.cpp <<'EOF'
#include <iostream>
int main() { std::cout << "hello\n"; }
EOF
$GCC -o hello hello.cpp ;;
cxx-with-gcc-personality)
cat > vec.cpp <<'EOF'
#include <vector>
int main() { std::vector<int> v(3); return v.size(); }
EOF
$GCC -o vec vec.cpp ;;
all-warnings-errors)
cat > unused.cpp <<'EOF'
int main() {
    int retries = 3;
    return 0;
}
EOF
$GXX -Wall -Werror -c unused.cpp ;;
all-warnings-errors-c)
cat > cmpw.c <<'EOF'
int less(unsigned a, int b) { return a < b; }
EOF
$GCC -Wall -Wextra -Werror -c cmpw.c ;;
ambiguous-base)
cat > diamond.cpp <<'EOF'
struct Device { int id; };
struct Input : Device {};
struct Output : Device {};
struct Port : Input, Output {};
int get(Port &p) { return p.id; }
EOF
cxx -c diamond.cpp ;;
glibcxx-version)
# A program linked against a newer libstdc++ than the one it runs with: simulated by pointing the
# loader at a stub libstdc++.so.6 that only defines the older version nodes.
cat > app.cpp <<'EOF'
#include <string>
#include <iostream>
int main() { std::string s = "ok"; std::cout << s << "\n"; }
EOF
$GXX -o app app.cpp
printf 'GLIBCXX_3.4 { global: *; };\n' > v.map
printf 'int errknow_stub;\n' > stub.c
mkdir -p old && $GCC -shared -fPIC -Wl,--version-script=v.map -Wl,-soname,libstdc++.so.6 -o old/libstdc++.so.6 stub.c
LD_LIBRARY_PATH=$PWD/old ./app 2>&1 | head -3 ;;
glibcxx-version-cxxabi)
cat > app.cpp <<'EOF'
#include <stdexcept>
int main(int argc, char **) { try { if (argc > 3) throw std::runtime_error("x"); } catch (...) { return 1; } }
EOF
$GXX -o app app.cpp
printf 'GLIBCXX_3.4 { global: *; };\nCXXABI_1.3 { global: *; };\n' > v.map
printf 'int errknow_stub;\n' > stub.c
mkdir -p old && $GCC -shared -fPIC -Wl,--version-script=v.map -Wl,-soname,libstdc++.so.6 -o old/libstdc++.so.6 stub.c
LD_LIBRARY_PATH=$PWD/old ./app 2>&1 | head -3 ;;
declared-void)
cat > render.cpp <<'EOF'
void draw(Canvas &canvas);
EOF
cxx -c render.cpp ;;
template-type)
cat > store.cpp <<'EOF'
std::vector<int> values;
EOF
cxx -c store.cpp ;;
no-member-fn-declared)
cat > queue.cpp <<'EOF'
class Queue {
public:
    void push(int v);
};
void Queue::push(int v) {}
int Queue::pop() { return 0; }
EOF
cxx -c queue.cpp ;;
non-scalar)
cat > conv.cpp <<'EOF'
#include <string>
#include <vector>
struct Path { std::string text; };
int main() {
    Path p = std::string("/tmp");
    std::vector<int> v = 5;
    return 0;
}
EOF
cxx -c conv.cpp ;;
initializer-incomplete)
cat > read.cpp <<'EOF'
#include <string>
#include <iostream>
int main() {
    std::ifstream in("config.txt");
    std::stringstream out;
    return 0;
}
EOF
cxx -c read.cpp ;;
override-mismatch)
cat > shape.cpp <<'EOF'
struct Shape { virtual double area() const; };
struct Circle : Shape { double area() override; };
EOF
cxx -c shape.cpp ;;
not-member-of)
cat > cvuse.cpp <<'EOF'
namespace net { int connect(int port); }
int main() { return net::open(80); }
EOF
$GXX -c cvuse.cpp ;;
not-member-of-class)
cat > cfg2.cpp <<'EOF'
struct Config { static int port; };
int main() { return Config::host; }
EOF
$GXX -c cfg2.cpp ;;
conversion-precision)
cat > size.c <<'EOF'
#include <string.h>
int length(const char *s) {
    int n = strlen(s);
    return n;
}
EOF
if [ $CL = 1 ]; then c -Wshorten-64-to-32 -c size.c; else c -Wconversion -c size.c; fi ;;
invalid-this)
cat > counter.cpp <<'EOF'
struct Counter { int n; void inc(); };
void inc() { this->n++; }
EOF
cxx -c counter.cpp ;;
declared-void-std)
cat > log.cpp <<'EOF'
void log_line(string msg);
EOF
$GXX -c log.cpp ;;
template-type-unique)
cat > owner.cpp <<'EOF'
#include <string>
struct Owner { std::unique_ptr<std::string> name; };
EOF
$GXX -c owner.cpp ;;
non-scalar-double)
cat > fmt.cpp <<'EOF'
#include <string>
std::string label = 42.5;
EOF
$GXX -c fmt.cpp ;;
static-outside)
cat > registry.cpp <<'EOF'
struct Registry { static Registry &instance(); };
static Registry &Registry::instance() { static Registry r; return r; }
EOF
cxx -c registry.cpp ;;
virtual-outside)
cat > shape2.cpp <<'EOF'
struct Shape { virtual double area() const; };
virtual double Shape::area() const { return 0.0; }
EOF
cxx -c shape2.cpp ;;
reorder)
cat > conn.cpp <<'EOF'
struct Conn {
    int port;
    const char *host;
    Conn(const char *h, int p) : host(h), port(p) {}
};
EOF
cxx -Wall -c conn.cpp ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
true
