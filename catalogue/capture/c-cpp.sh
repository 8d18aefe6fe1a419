#!/usr/bin/env bash
# Captures real gcc/g++/clang diagnostics, linker errors, sanitizer and valgrind reports for the errknow catalogue.
# Debian packages: gcc, g++, clang-14, valgrind, binutils
# Usage: bash catalogue/capture/c-cpp.sh CASE   (no argument lists the cases)
# Compilers run with -fdiagnostics-color=never so the text is plain. Programs that abort run under
# `bash -c` so the shell's "Aborted" notice has a stable form (bash: line 1: PID Aborted ...).
set -u
CASES="symbol-lookup-error symbol-lookup-error-cpp undefined-reference undefined-reference-cpp undefined-vtable not-declared clang-undeclared
expected-semicolon clang-expected-semicolon missing-include clang-missing-include cpp-header-in-c deleted-function
abstract-class jump-to-case invalid-conversion no-matching-function asan-heap-buffer-overflow
asan-heap-use-after-free ubsan-misaligned valgrind-uninitialised valgrind-invalid-read
valgrind-invalid-write uncaught-out-of-range uncaught-runtime-error
asan-stack-buffer-overflow asan-segv lsan-leak double-free stack-smashing multiple-definition
does-not-name-type implicit-declaration expected-primary-expression control-reaches-end
valgrind-definitely-lost non-class-member-request
shared-lib-not-found relocation-fpic redefinition conflicting-types no-member is-private
incomplete-type not-member-of-std stray-character lvalue-required ubsan-signed-overflow free-invalid-pointer
c-undeclared asan-global-buffer-overflow asan-stack-use-after-scope tsan-data-race valgrind-invalid-free
too-few-arguments cannot-convert discards-qualifiers ambiguous-call narrowing expected-unqualified-id
format-mismatch static-assert fortify-buffer-overflow
end-of-input no-match-for-operator
abstract-new asan-global-array asan-heap-overflow-read asan-use-after-delete asan-segv-write asan-stack-read asan-scope-c ambiguous-call-int cannot-convert-string conflicting-types-return control-reaches-end-switch does-not-name-type-string end-of-input-class expected-primary-call expected-unqualified-id-keyword format-mismatch-string fortify-memcpy double-delete free-stack-pointer implicit-declaration-sleep incomplete-type-field invalid-conversion-int-ptr jump-to-default lsan-leak-new lvalue-required-increment multiple-definition-function narrowing-double no-match-for-operator-eq no-matching-constructor no-member-vector not-member-of-std-thread discards-qualifiers-map private-constructor redefinition-function relocation-fpic-archive non-class-pointer shared-lib-not-found-rpath stack-smashing-sprintf static-assert-template stray-at too-few-arguments-cpp tsan-data-race-c ubsan-misaligned-c ubsan-signed-multiply uncaught-invalid-argument uncaught-map-at undefined-vtable-method deleted-function-mutex valgrind-lost-new valgrind-free-stack valgrind-read-after-free valgrind-write-new valgrind-uninitialised-cpp"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work" || exit 1
exec 2>&1
GCC="gcc -fdiagnostics-color=never"
GXX="g++ -fdiagnostics-color=never"
CLANG="clang-14 -fno-color-diagnostics"
export ASAN_OPTIONS=detect_leaks=0
case "$1" in
undefined-reference)
cat > stats.c <<'EOF'
#include <math.h>
#include <stdio.h>
int main(int argc, char **argv) {
    double x = argc * 2.0;
    printf("%f %f\n", sqrt(x), pow(x, 3));
    return 0;
}
EOF
$GCC -o stats stats.c ;;
undefined-reference-cpp)
cat > parser.h <<'EOF'
#include <string>
int parse_port(const std::string &text);
EOF
cat > main.cpp <<'EOF'
#include "parser.h"
#include <iostream>
int main() { std::cout << parse_port("8080") << "\n"; }
EOF
cat > parser.cpp <<'EOF'
#include "parser.h"
int parse_port(const std::string &text) { return std::stoi(text); }
EOF
# parser.cpp is left out of the link.
$GXX -o app main.cpp ;;
undefined-vtable)
cat > shape.cpp <<'EOF'
struct Shape {
    Shape() {}
    virtual ~Shape();
    virtual double area() const;
};
struct Square : Shape {
    double side = 2;
    double area() const override { return side * side; }
};
int main() {
    Shape *s = new Square;
    double a = s->area();
    delete s;
    return (int)a;
}
EOF
$GXX -o shape shape.cpp ;;
not-declared)
cat > count.cpp <<'EOF'
#include <iostream>
int main() {
    int total = 0;
    for (int i = 0; i < 3; ++i) totl += i;
    std::cout << total << std::endl;
}
EOF
$GXX -c count.cpp ;;
clang-undeclared)
cat > count.c <<'EOF'
#include <stdio.h>
int main(void) {
    int total = 0;
    for (int i = 0; i < 3; ++i) totl += i;
    printf("%d\n", total);
    return 0;
}
EOF
$CLANG -c count.c ;;
expected-semicolon)
cat > point.cpp <<'EOF'
#include <cstdio>
struct Point { int x, y; }
int main() {
    Point p{1, 2};
    std::printf("%d\n", p.x)
}
EOF
$GXX -c point.cpp ;;
clang-expected-semicolon)
cat > loop.c <<'EOF'
#include <stdio.h>
int main(void) {
    int n = 3
    printf("%d\n", n);
    return 0;
}
EOF
$CLANG -c loop.c ;;
missing-include)
cat > pgping.c <<'EOF'
#include <stdio.h>
#include <libpq-fe.h>
int main(void) { printf("%d\n", PQlibVersion()); return 0; }
EOF
# Debian keeps libpq-fe.h under /usr/include/postgresql, which is not searched without -I.
$GCC -c pgping.c ;;
cpp-header-in-c)
cat > ringbuf.c <<'EOF'
#include <memory>
int main(void) { return 0; }
EOF
# A C++ standard header reaches a C compile (a .c file, gcc): C's search path has no <memory>.
$GCC -c ringbuf.c ;;
clang-missing-include)
cat > config.cpp <<'EOF'
#include "settings.hpp"
int main() { return 0; }
EOF
$CLANG -c config.cpp ;;
deleted-function)
cat > pool.cpp <<'EOF'
#include <memory>
struct Conn { int fd = -1; };
int main() {
    auto c = std::make_unique<Conn>();
    std::unique_ptr<Conn> copy = c;
    return copy->fd;
}
EOF
$GXX -c pool.cpp ;;
abstract-class)
cat > plugin.cpp <<'EOF'
struct Plugin {
    virtual ~Plugin() = default;
    virtual void start() = 0;
    virtual void stop() = 0;
};
struct Logger : Plugin {
    void start() override {}
};
int main() { Logger log; log.start(); }
EOF
$GXX -c plugin.cpp ;;
jump-to-case)
cat > cmd.cpp <<'EOF'
#include <string>
int run(int op) {
    switch (op) {
    case 1:
        std::string name = "load";
        return (int)name.size();
    case 2:
        return 0;
    }
    return -1;
}
EOF
$GXX -c cmd.cpp ;;
invalid-conversion)
cat > buf.cpp <<'EOF'
#include <cstdlib>
int main() {
    char *buf = malloc(64);
    const char *name = "svc";
    char *p = name;
    return buf[0] + p[0];
}
EOF
$GXX -c buf.cpp ;;
no-matching-function)
cat > greet.cpp <<'EOF'
#include <iostream>
struct User { int id; };
void greet(const User &u) { std::cout << "hi #" << u.id << "\n"; }
void greet(int id, int times) { while (times--) std::cout << "hi #" << id << "\n"; }
int main() { greet("ann"); }
EOF
$GXX -c greet.cpp ;;
asan-heap-buffer-overflow)
cat > fill.c <<'EOF'
#include <stdlib.h>
int main(void) {
    int *slots = malloc(4 * sizeof(int));
    for (int i = 0; i <= 4; i++) slots[i] = i;
    int last = slots[3];
    free(slots);
    return last;
}
EOF
$GCC -g -fsanitize=address -o fill fill.c && ./fill ;;
asan-heap-use-after-free)
cat > session.c <<'EOF'
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
int main(void) {
    char *token = malloc(16);
    strcpy(token, "abc123");
    free(token);
    printf("%c\n", token[0]);
    return 0;
}
EOF
$GCC -g -fsanitize=address -o session session.c && ./session ;;
ubsan-misaligned)
cat > packet.cpp <<'EOF'
#include <cstdio>
#include <cstdint>
__attribute__((noinline)) uint32_t read_len(const unsigned char *p) {
    return *reinterpret_cast<const uint32_t *>(p);
}
int main() {
    alignas(8) unsigned char frame[16] = {0};
    std::printf("%u\n", read_len(frame + 1));
}
EOF
$GXX -g -fsanitize=undefined -o packet packet.cpp && ./packet ;;
valgrind-uninitialised)
cat > flag.c <<'EOF'
#include <stdio.h>
int main(void) {
    int ready;
    if (ready)
        puts("ready");
    return 0;
}
EOF
$GCC -g -O0 -o flag flag.c && valgrind ./flag ;;
valgrind-invalid-read)
cat > sum.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int *v = malloc(4 * sizeof(int));
    for (int i = 0; i < 4; i++) v[i] = i;
    int s = 0;
    for (int i = 0; i <= 4; i++) s += v[i];
    printf("%d\n", s);
    free(v);
    return 0;
}
EOF
$GCC -g -O0 -o sum sum.c && valgrind ./sum ;;
valgrind-invalid-write)
cat > copy.c <<'EOF'
#include <stdlib.h>
#include <string.h>
int main(void) {
    char *name = malloc(8);
    strcpy(name, "database");
    free(name);
    return 0;
}
EOF
$GCC -g -O0 -fno-builtin -o copy copy.c && valgrind ./copy ;;
uncaught-out-of-range)
cat > top.cpp <<'EOF'
#include <vector>
#include <iostream>
int main() {
    std::vector<int> scores{90, 75, 60};
    std::cout << scores.at(3) << "\n";
}
EOF
$GXX -g -o top top.cpp && bash -c './top; :' ;;
uncaught-runtime-error)
cat > cfg.cpp <<'EOF'
#include <stdexcept>
#include <string>
static void load(const std::string &path) {
    throw std::runtime_error("cannot open " + path);
}
int main() { load("/etc/app.conf"); }
EOF
$GXX -g -o cfg cfg.cpp && bash -c './cfg; :' ;;
asan-stack-buffer-overflow)
cat > name.c <<'EOF'
#include <string.h>
#include <stdio.h>
int main(int argc, char **argv) {
    char user[8];
    strcpy(user, argc > 1 ? argv[1] : "administrator");
    printf("%s\n", user);
    return 0;
}
EOF
$GCC -g -fsanitize=address -o name name.c && ./name ;;
asan-segv)
cat > cfgget.c <<'EOF'
#include <stdio.h>
#include <stdlib.h>
struct config { int port; };
static struct config *load(const char *path) { (void)path; return NULL; }
int main(void) {
    struct config *cfg = load("/etc/app.conf");
    printf("%d\n", cfg->port);
    return 0;
}
EOF
$GCC -g -fsanitize=address -o cfgget cfgget.c && ./cfgget ;;
lsan-leak)
cat > leak.c <<'EOF'
#include <stdlib.h>
#include <string.h>
char *copy_name(const char *s) { char *p = malloc(strlen(s) + 1); strcpy(p, s); return p; }
int main(void) {
    for (int i = 0; i < 3; i++) copy_name("worker");
    return 0;
}
EOF
$GCC -g -fsanitize=address -o leak leak.c && ASAN_OPTIONS=detect_leaks=1 ./leak ;;
double-free)
cat > twice.c <<'EOF'
#include <stdlib.h>
int main(void) {
    char *buf = malloc(32);
    free(buf);
    free(buf);
    return 0;
}
EOF
$GCC -g -o twice twice.c && bash -c './twice; :' ;;
stack-smashing)
cat > smash.c <<'EOF'
#include <string.h>
#include <stdio.h>
void greet(const char *name) {
    char buf[8];
    strcpy(buf, name);
    printf("hello %s\n", buf);
}
int main(void) { greet("a-much-longer-name-than-eight"); return 0; }
EOF
$GCC -g -fstack-protector-strong -o smash smash.c && bash -c './smash; :' ;;
multiple-definition)
cat > config.h <<'EOF'
int max_clients = 64;
EOF
cat > server.c <<'EOF'
#include "config.h"
int server_limit(void) { return max_clients; }
EOF
cat > main.c <<'EOF'
#include "config.h"
int server_limit(void);
int main(void) { return server_limit() - max_clients; }
EOF
$GCC -o app main.c server.c ;;
does-not-name-type)
cat > cache.cpp <<'EOF'
#include <map>
#include <string>
class Cache {
    std::map<int, std::string> entries;
    mutex lock;
};
int main() { Cache c; (void)c; }
EOF
$GXX -c cache.cpp ;;
implicit-declaration)
cat > dup.c <<'EOF'
int main(void) {
    const char *name = "svc";
    printf("%zu\n", strlen(name));
    return 0;
}
EOF
$GCC -c dup.c ;;
expected-primary-expression)
cat > calc.cpp <<'EOF'
#include <vector>
int sum(const std::vector<int> &v) {
    int total = 0;
    for (int x : v) total += x;
    return total;
}
int main() { return sum(std::vector<int>); }
EOF
$GXX -c calc.cpp ;;
control-reaches-end)
cat > sign.c <<'EOF'
int sign(int x) {
    if (x > 0) return 1;
    if (x < 0) return -1;
}
int main(void) { return sign(0); }
EOF
$GCC -Wall -c sign.c ;;
valgrind-definitely-lost)
cat > names.c <<'EOF'
#include <stdlib.h>
#include <string.h>
char *dup_name(const char *s) { char *p = malloc(strlen(s) + 1); strcpy(p, s); return p; }
int main(void) {
    char *n = dup_name("scheduler");
    n = dup_name("worker");
    free(n);
    return 0;
}
EOF
$GCC -g -O0 -o names names.c && valgrind --leak-check=full ./names ;;
non-class-member-request)
cat > list.cpp <<'EOF'
#include <vector>
int main() {
    std::vector<int> *items = new std::vector<int>{1, 2, 3};
    int n = items.size();
    delete items;
    return n;
}
EOF
$GXX -c list.cpp ;;
shared-lib-not-found)
mkdir lib
cat > lib/metrics.c <<'EOF'
int metrics_count(void) { return 42; }
EOF
cat > main.c <<'EOF'
#include <stdio.h>
int metrics_count(void);
int main(void) { printf("%d\n", metrics_count()); return 0; }
EOF
$GCC -shared -fPIC -o lib/libmetrics.so.1 -Wl,-soname,libmetrics.so.1 lib/metrics.c && ln -s libmetrics.so.1 lib/libmetrics.so
$GCC -o report main.c -Llib -lmetrics && ./report ;;
relocation-fpic)
cat > util.c <<'EOF'
int counter;
int bump(void) { return ++counter; }
EOF
cat > plugin.c <<'EOF'
int bump(void);
int plugin_init(void) { return bump(); }
EOF
# util.o is built without -fPIC (as in a static library) and then linked into a shared object.
$GCC -c -fno-pic -o util.o util.c && $GCC -c -fPIC -o plugin.o plugin.c && $GCC -shared -o libplugin.so plugin.o util.o ;;
redefinition)
cat > geo.cpp <<'EOF'
struct Point { int x, y; };
struct Point { double x, y; };
int main() { Point p{1, 2}; return p.x; }
EOF
$GXX -c geo.cpp ;;
conflicting-types)
cat > area.c <<'EOF'
int area(int w, int h);
double area(double w, double h) { return w * h; }
int main(void) { return (int)area(2, 3); }
EOF
$GCC -c area.c ;;
no-member)
cat > acct.cpp <<'EOF'
#include <string>
struct Account { std::string owner; long balance = 0; };
int main() {
    Account a;
    a.deposit(100);
    return (int)a.balance;
}
EOF
$GXX -c acct.cpp ;;
is-private)
cat > wallet.cpp <<'EOF'
class Wallet {
    long cents = 0;
public:
    void add(long c) { cents += c; }
};
int main() { Wallet w; w.add(5); return (int)w.cents; }
EOF
$GXX -c wallet.cpp ;;
incomplete-type)
cat > node.cpp <<'EOF'
struct Node;
int depth(Node *n);
struct Tree {
    Node root;
};
int main() { return 0; }
EOF
$GXX -c node.cpp ;;
not-member-of-std)
cat > words.cpp <<'EOF'
#include <iostream>
int main() {
    std::vector<std::string> words{"a", "b"};
    std::cout << words.size() << "\n";
}
EOF
$GXX -c words.cpp ;;
stray-character)
printf '#include <stdio.h>\nint main(void) {\n    printf(\xe2\x80\x9chello\\n\xe2\x80\x9d);\n    return 0;\n}\n' > hello.c
$GCC -c hello.c ;;
lvalue-required)
cat > swap.c <<'EOF'
int main(void) {
    int a = 1, b = 2;
    if (a + b = 3) return 1;
    return 0;
}
EOF
$GCC -c swap.c ;;
ubsan-signed-overflow)
cat > total.c <<'EOF'
#include <stdio.h>
#include <limits.h>
int main(int argc, char **argv) {
    (void)argv;
    int bytes = INT_MAX - 10 + argc;
    bytes += 100;
    printf("%d\n", bytes);
    return 0;
}
EOF
$GCC -g -fsanitize=undefined -o total total.c && ./total ;;
free-invalid-pointer)
cat > tok.c <<'EOF'
#include <stdlib.h>
#include <string.h>
int main(void) {
    char *line = strdup("key=value");
    char *value = strchr(line, '=') + 1;
    free(value);
    return 0;
}
EOF
$GCC -g -o tok tok.c && bash -c './tok; :' ;;
c-undeclared)
cat > retry.c <<'EOF'
#include <stdio.h>
int main(void) {
    for (int attempt = 0; attempt < 3; attempt++)
        printf("try %d\n", attempt);
    printf("gave up after %d\n", attempts);
    return 1;
}
EOF
$GCC -c retry.c ;;
asan-global-buffer-overflow)
cat > levels.c <<'EOF'
#include <stdio.h>
static const char *levels[] = {"debug", "info", "warn"};
int main(int argc, char **argv) {
    (void)argv;
    int level = argc + 2;
    printf("%s\n", levels[level]);
    return 0;
}
EOF
$GCC -g -fsanitize=address -o levels levels.c && ./levels 2>&1 | sed -n '1,20p' ;;
asan-stack-use-after-scope)
cat > scope.cpp <<'EOF'
#include <cstdio>
int main() {
    int *p = nullptr;
    {
        int value = 42;
        p = &value;
    }
    std::printf("%d\n", *p);
}
EOF
$GXX -g -fsanitize=address -o scope scope.cpp && ./scope 2>&1 | sed -n '1,22p' ;;
tsan-data-race)
cat > race.cpp <<'EOF'
#include <thread>
#include <cstdio>
int hits = 0;
void work() { for (int i = 0; i < 1000; ++i) ++hits; }
int main() {
    std::thread a(work), b(work);
    a.join(); b.join();
    std::printf("%d\n", hits);
}
EOF
$GXX -g -fsanitize=thread -o race race.cpp && ./race 2>&1 | sed -n '1,25p' ;;
valgrind-invalid-free)
cat > twice2.c <<'EOF'
#include <stdlib.h>
int main(void) {
    char *buf = malloc(32);
    free(buf);
    free(buf);
    return 0;
}
EOF
$GCC -g -O0 -o twice2 twice2.c && valgrind ./twice2 ;;
too-few-arguments)
cat > send.c <<'EOF'
int send_packet(int fd, const char *buf, int len) { return fd + len + buf[0]; }
int main(void) { return send_packet(3, "hi"); }
EOF
$GCC -c send.c ;;
cannot-convert)
cat > names.cpp <<'EOF'
#include <string>
#include <vector>
int count(const std::vector<std::string> *items) { return (int)items->size(); }
int main() {
    std::vector<std::string> items{"a", "b"};
    return count(items);
}
EOF
$GXX -c names.cpp ;;
discards-qualifiers)
cat > counter.cpp <<'EOF'
class Counter {
    int n = 0;
public:
    int next() { return ++n; }
};
int peek(const Counter &c) { return c.next(); }
int main() { Counter c; return peek(c); }
EOF
$GXX -c counter.cpp ;;
ambiguous-call)
cat > scale.cpp <<'EOF'
double scale(double v, float f) { return v * f; }
double scale(float v, double f) { return v * f; }
int main() { return (int)scale(2, 3); }
EOF
$GXX -c scale.cpp ;;
narrowing)
cat > size.cpp <<'EOF'
#include <vector>
int main() {
    double ratio = 1.5;
    std::vector<int> v{ratio, 2.0};
    return (int)v.size();
}
EOF
$GXX -c size.cpp ;;
expected-unqualified-id)
cat > limits.cpp <<'EOF'
#define MAX_RETRIES 5
struct Policy {
    int MAX_RETRIES = 3;
};
int main() { Policy p; return p.MAX_RETRIES; }
EOF
$GXX -c limits.cpp ;;
format-mismatch)
cat > log.c <<'EOF'
#include <stdio.h>
int main(void) {
    long bytes = 123456789L;
    const char *name = "cache";
    printf("%s used %d bytes\n", bytes, name);
    return 0;
}
EOF
$GCC -Wall -c log.c ;;
static-assert)
cat > header.cpp <<'EOF'
#include <cstdint>
struct PacketHeader {
    std::uint8_t type;
    std::uint32_t length;
};
static_assert(sizeof(PacketHeader) == 5, "PacketHeader must match the 5-byte wire format");
int main() { return 0; }
EOF
$GXX -c header.cpp ;;
fortify-buffer-overflow)
cat > label.c <<'EOF'
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
    char label[8];
    strcpy(label, argc > 1 ? argv[1] : "production-eu-west");
    puts(label);
    return 0;
}
EOF
$GCC -O2 -D_FORTIFY_SOURCE=2 -w -o label label.c && bash -c './label; :' ;;
end-of-input)
cat > parse.c <<'EOF'
#include <stdio.h>
int main(void) {
    for (int i = 0; i < 3; i++) {
        printf("%d\n", i);
    return 0;
}
EOF
$GCC -c parse.c ;;
no-match-for-operator)
cat > money.cpp <<'EOF'
#include <iostream>
struct Money { long cents; };
int main() {
    Money m{1999};
    std::cout << m << "\n";
}
EOF
$GXX -c money.cpp 2>&1 | head -n 12 ;;
abstract-new)
cat > shapes.cpp <<'EOF'
#include <memory>
struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
};
struct Circle : Shape {
    double r = 1;
    double area() { return 3.14159 * r * r; }
};
int main() {
    Shape *s = new Circle;
    return (int)s->area();
}
EOF
$GXX -c shapes.cpp ;;
asan-global-array)
cat > ports.cpp <<'EOF'
#include <cstdio>
int ports[3] = {80, 443, 8080};
int main(int argc, char **) {
    int idx = argc + 2;
    std::printf("%d\n", ports[idx]);
    return 0;
}
EOF
$GXX -g -fsanitize=address -o ports ports.cpp && ./ports 2>&1 | sed -n '1,20p' ;;
asan-heap-overflow-read)
cat > avg.cpp <<'EOF'
#include <cstdio>
double average(const double *v, int n) {
    double s = 0;
    for (int i = 0; i <= n; ++i) s += v[i];
    return s / n;
}
int main() {
    double *samples = new double[5]{1, 2, 3, 4, 5};
    std::printf("%f\n", average(samples, 5));
    delete[] samples;
}
EOF
$GXX -g -fsanitize=address -o avg avg.cpp && ./avg 2>&1 | sed -n '1,20p' ;;
asan-use-after-delete)
cat > job.cpp <<'EOF'
#include <cstdio>
struct Job { int id; int retries; };
int main() {
    Job *j = new Job{7, 0};
    delete j;
    j->retries++;
    std::printf("%d\n", j->retries);
}
EOF
$GXX -g -fsanitize=address -o job job.cpp && ./job 2>&1 | sed -n '1,20p' ;;
asan-segv-write)
cat > reg.c <<'EOF'
#include <stdlib.h>
struct entry { char name[16]; int refs; };
struct entry *table[4];
int main(int argc, char **argv) {
    struct entry *e = table[argc];
    e->refs = atoi(argc > 1 ? argv[1] : "1");
    return 0;
}
EOF
$GCC -g -fsanitize=address -o reg reg.c && ./reg 2>&1 | sed -n '1,14p' ;;
asan-stack-read)
cat > checksum.cpp <<'EOF'
#include <cstdio>
unsigned checksum(const unsigned char *b, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; ++i) s += b[i];
    return s;
}
int main() {
    unsigned char header[12] = {1, 2, 3};
    std::printf("%u\n", checksum(header, 16));
}
EOF
$GXX -g -fsanitize=address -o checksum checksum.cpp && ./checksum 2>&1 | sed -n '1,20p' ;;
asan-scope-c)
cat > pick.c <<'EOF'
#include <stdio.h>
int main(int argc, char **argv) {
    const char *mode;
    {
        char buf[16];
        snprintf(buf, sizeof buf, "mode-%d", argc);
        mode = buf;
    }
    (void)argv;
    printf("%c\n", mode[0]);
    return 0;
}
EOF
$GCC -g -fsanitize=address -o pick pick.c && ./pick 2>&1 | sed -n '1,20p' ;;
ambiguous-call-int)
cat > timeout.cpp <<'EOF'
#include <cstdio>
void set_timeout(long ms) { std::printf("%ld\n", ms); }
void set_timeout(double seconds) { std::printf("%f\n", seconds); }
int main() {
    unsigned t = 30;
    set_timeout(t);
}
EOF
$GXX -c timeout.cpp ;;
cannot-convert-string)
cat > port.cpp <<'EOF'
#include <string>
void listen_on(int port) { (void)port; }
int main() {
    std::string port = "8080";
    listen_on(port);
}
EOF
$GXX -c port.cpp ;;
conflicting-types-return)
cat > logger.c <<'EOF'
#include <stdio.h>
void log_line(const char *msg);
int log_line(const char *msg) { return puts(msg); }
EOF
$GCC -c logger.c ;;
control-reaches-end-switch)
cat > color.cpp <<'EOF'
enum class Color { Red, Green, Blue };
const char *name(Color c) {
    switch (c) {
    case Color::Red: return "red";
    case Color::Green: return "green";
    case Color::Blue: return "blue";
    }
}
EOF
$GXX -Wall -c color.cpp ;;
does-not-name-type-string)
cat > user.hpp <<'EOF'
#include <vector>
struct User {
    int id;
    string email;
};
EOF
cat > user.cpp <<'EOF'
#include "user.hpp"
int main() { User u{}; return u.id; }
EOF
$GXX -c user.cpp ;;
end-of-input-class)
cat > queue.cpp <<'EOF'
#include <vector>
class Queue {
public:
    void push(int v) { items.push_back(v); }
    int size() const { return (int)items.size(); }
private:
    std::vector<int> items;
EOF
$GXX -c queue.cpp ;;
expected-primary-call)
cat > area.cpp <<'EOF'
int area(int w, int h) { return w * h; }
int main() {
    int w = 3, h = 4;
    return area(int w, h);
}
EOF
$GXX -c area.cpp ;;
expected-unqualified-id-keyword)
cat > alloc.cpp <<'EOF'
#include <cstdlib>
int main() {
    int new = 4;
    void *p = std::malloc(new);
    std::free(p);
}
EOF
$GXX -c alloc.cpp ;;
format-mismatch-string)
cat > report.c <<'EOF'
#include <stdio.h>
void report(const char *host, int code) {
    printf("host %s returned %s\n", host, code);
}
EOF
$GCC -Wall -c report.c ;;
fortify-memcpy)
cat > frame.c <<'EOF'
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    char frame[16];
    size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 32;
    char src[64] = "payload";
    memcpy(frame, src, n);
    printf("%s\n", frame);
    return 0;
}
EOF
$GCC -O2 -D_FORTIFY_SOURCE=2 -w -o frame frame.c && bash -c './frame; :' ;;
double-delete)
cat > owner.cpp <<'EOF'
struct Buffer { char *data; ~Buffer() { delete[] data; } };
int main() {
    Buffer a{new char[32]};
    Buffer b = a;
    return 0;
}
EOF
$GXX -g -o owner owner.cpp && bash -c './owner; :' ;;
free-stack-pointer)
cat > name.c <<'EOF'
#include <stdlib.h>
#include <string.h>
int main(void) {
    char local[32];
    char *name = local;
    strcpy(name, "worker");
    free(name);
    return 0;
}
EOF
$GCC -g -w -o name name.c && bash -c './name; :' ;;
implicit-declaration-sleep)
cat > poll.c <<'EOF'
#include <stdio.h>
int main(void) {
    for (int i = 0; i < 3; i++) {
        puts("polling");
        usleep(1000);
    }
    return 0;
}
EOF
$GCC -c poll.c ;;
incomplete-type-field)
cat > conn.c <<'EOF'
struct tls_ctx;
struct conn {
    int fd;
    struct tls_ctx tls;
};
EOF
$GCC -c conn.c ;;
invalid-conversion-int-ptr)
cat > node.cpp <<'EOF'
struct Node { Node *next; int v; };
int main() {
    Node n{0, 1};
    n.next = n.v;
    return n.v;
}
EOF
$GXX -c node.cpp ;;
jump-to-default)
cat > state.cpp <<'EOF'
int step(int state) {
    switch (state) {
    case 0:
        int retries = 3;
        return retries;
    default:
        return -1;
    }
}
EOF
$GXX -c state.cpp ;;
lsan-leak-new)
cat > cache.cpp <<'EOF'
#include <cstring>
struct Entry { char key[24]; int value; };
Entry *make_entry(const char *k) { Entry *e = new Entry; std::strncpy(e->key, k, 23); e->value = 1; return e; }
int main() {
    for (int i = 0; i < 3; ++i) make_entry("session");
    return 0;
}
EOF
$GXX -g -fsanitize=address -o cache cache.cpp && ASAN_OPTIONS=detect_leaks=1 ./cache ;;
lvalue-required-increment)
cat > ptr.c <<'EOF'
int next(int *p) {
    (p + 1)++;
    return *p;
}
EOF
$GCC -c ptr.c ;;
multiple-definition-function)
cat > util.h <<'EOF'
int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
EOF
cat > a.cpp <<'EOF'
#include "util.h"
int volume(int v) { return clamp(v, 0, 11); }
EOF
cat > b.cpp <<'EOF'
#include "util.h"
int volume(int v);
int main() { return clamp(volume(20), 0, 5); }
EOF
$GXX -o player a.cpp b.cpp ;;
narrowing-double)
cat > temp.cpp <<'EOF'
#include <vector>
int main() {
    double reading = 21.7;
    std::vector<int> temps{reading, 22};
    return temps[0];
}
EOF
$GXX -c temp.cpp ;;
no-match-for-operator-eq)
cat > version.cpp <<'EOF'
struct Version { int major, minor; };
bool same(Version a, Version b) { return a == b; }
EOF
$GXX -c version.cpp ;;
no-matching-constructor)
cat > rect.cpp <<'EOF'
struct Rect {
    Rect(int w, int h) : w(w), h(h) {}
    int w, h;
};
int main() {
    Rect r(5);
    return r.w;
}
EOF
$GXX -c rect.cpp ;;
no-member-vector)
cat > len.cpp <<'EOF'
#include <vector>
int count(const std::vector<int> &v) { return v.length(); }
EOF
$GXX -c len.cpp ;;
not-member-of-std-thread)
cat > worker.cpp <<'EOF'
#include <iostream>
void work() { std::cout << "working\n"; }
int main() {
    std::thread t(work);
    t.join();
}
EOF
$GXX -c worker.cpp ;;
discards-qualifiers-map)
cat > conf.cpp <<'EOF'
#include <map>
#include <string>
std::string lookup(const std::map<std::string, std::string> &conf) {
    return conf["host"];
}
EOF
$GXX -c conf.cpp 2>&1 | head -n 8 ;;
private-constructor)
cat > registry.cpp <<'EOF'
class Registry {
    Registry() {}
public:
    static Registry &get() { static Registry r; return r; }
};
int main() {
    Registry r;
    (void)r;
}
EOF
$GXX -c registry.cpp ;;
redefinition-function)
cat > math.cpp <<'EOF'
inline int square(int x) { return x * x; }
int square(int x) { return x * x; }
EOF
$GXX -c math.cpp ;;
relocation-fpic-archive)
cat > crc.c <<'EOF'
static unsigned table[256];
unsigned crc_step(unsigned c) { return table[c & 255] ^ (c >> 8); }
EOF
cat > ext.c <<'EOF'
unsigned crc_step(unsigned c);
unsigned ext_crc(unsigned c) { return crc_step(c); }
EOF
$GCC -c -fno-pic -O0 -o crc.o crc.c && ar rcs libcrc.a crc.o && $GCC -c -fPIC -o ext.o ext.c && $GCC -shared -o libext.so ext.o -L. -lcrc ;;
non-class-pointer)
cat > point.cpp <<'EOF'
struct Point { int x, y; };
int sum(Point *p) { return p.x + p.y; }
EOF
$GXX -c point.cpp ;;
shared-lib-not-found-rpath)
mkdir -p build/lib
cat > greet.c <<'EOF'
#include <stdio.h>
void greet(const char *n) { printf("hello %s\n", n); }
EOF
cat > hello.c <<'EOF'
void greet(const char *n);
int main(void) { greet("world"); return 0; }
EOF
$GCC -shared -fPIC -o build/lib/libgreet.so greet.c && $GCC -o build/hello hello.c -Lbuild/lib -lgreet && ./build/hello ;;
stack-smashing-sprintf)
cat > stamp.c <<'EOF'
#include <stdio.h>
void stamp(const char *user, int id) {
    char line[12];
    sprintf(line, "%s:%d", user, id);
    puts(line);
}
int main(void) { stamp("administrator@example.org", 123456); return 0; }
EOF
$GCC -g -w -fstack-protector-strong -o stamp stamp.c && bash -c './stamp; :' ;;
static-assert-template)
cat > ring.cpp <<'EOF'
#include <cstddef>
template <std::size_t N>
struct Ring {
    static_assert((N & (N - 1)) == 0, "Ring size must be a power of two");
    int slots[N];
};
Ring<100> ring;
EOF
$GXX -c ring.cpp ;;
stray-at)
cat > mail.c <<'EOF'
int main(void) {
    int user = 1;
    return user@2;
}
EOF
$GCC -c mail.c ;;
too-few-arguments-cpp)
cat > open.cpp <<'EOF'
int open_db(const char *path, int flags) { return path[0] + flags; }
int main() { return open_db("app.db"); }
EOF
$GXX -c open.cpp ;;
tsan-data-race-c)
cat > counter.c <<'EOF'
#include <pthread.h>
#include <stdio.h>
long served;
void *serve(void *arg) { (void)arg; for (int i = 0; i < 1000; i++) served++; return NULL; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, serve, NULL);
    pthread_create(&b, NULL, serve, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("%ld\n", served);
    return 0;
}
EOF
$GCC -g -fsanitize=thread -pthread -o counter counter.c && ./counter 2>&1 | sed -n '1,25p' ;;
ubsan-misaligned-c)
cat > hdr.c <<'EOF'
#include <stdint.h>
#include <stdio.h>
struct hdr { uint64_t stamp; };
__attribute__((noinline)) uint64_t stamp_of(const unsigned char *buf) {
    const struct hdr *h = (const struct hdr *)(buf + 3);
    return h->stamp;
}
int main(void) {
    unsigned char buf[32] = {0};
    printf("%llu\n", (unsigned long long)stamp_of(buf));
    return 0;
}
EOF
$GCC -g -fsanitize=undefined -o hdr hdr.c && ./hdr ;;
ubsan-signed-multiply)
cat > bytes.cpp <<'EOF'
#include <cstdio>
int main(int argc, char **) {
    int megabytes = 4096 * argc;
    int bytes = megabytes * 1024 * 1024;
    std::printf("%d\n", bytes);
}
EOF
$GXX -g -fsanitize=undefined -o bytes bytes.cpp && ./bytes ;;
uncaught-invalid-argument)
cat > port.cpp <<'EOF'
#include <string>
#include <cstdio>
int main(int argc, char **argv) {
    std::string value = argc > 1 ? argv[1] : "http";
    int port = std::stoi(value);
    std::printf("%d\n", port);
}
EOF
$GXX -g -o port port.cpp && bash -c './port; :' ;;
uncaught-map-at)
cat > env.cpp <<'EOF'
#include <map>
#include <string>
#include <iostream>
int main() {
    std::map<std::string, std::string> env{{"HOME", "/root"}};
    std::cout << env.at("PATH") << "\n";
}
EOF
$GXX -g -o env env.cpp && bash -c './env; :' ;;
undefined-vtable-method)
cat > task.hpp <<'EOF'
struct Task {
    virtual ~Task() {}
    virtual void run();
};
EOF
cat > main.cpp <<'EOF'
#include "task.hpp"
int main() { Task t; t.run(); }
EOF
$GXX -o task main.cpp ;;
deleted-function-mutex)
cat > guard.cpp <<'EOF'
#include <mutex>
struct Store {
    std::mutex lock;
    int items = 0;
};
int main() {
    Store a;
    Store b = a;
    return b.items;
}
EOF
$GXX -c guard.cpp ;;
valgrind-lost-new)
cat > conf.cpp <<'EOF'
#include <cstdio>
struct Config { char path[64]; int level; };
Config *load() { Config *c = new Config(); c->level = 2; return c; }
int main() {
    Config *c = load();
    std::printf("%d\n", c->level);
    c = load();
    std::printf("%d\n", c->level);
    delete c;
}
EOF
$GXX -g -O0 -o conf conf.cpp && valgrind --leak-check=full ./conf ;;
valgrind-free-stack)
cat > buf.c <<'EOF'
#include <stdlib.h>
int main(void) {
    int counts[8] = {0};
    int *p = counts;
    free(p);
    return 0;
}
EOF
$GCC -g -O0 -w -o buf buf.c && valgrind ./buf ;;
valgrind-read-after-free)
cat > msg.cpp <<'EOF'
#include <cstdio>
int main() {
    int *ids = new int[4]{1, 2, 3, 4};
    delete[] ids;
    std::printf("%d\n", ids[2]);
}
EOF
$GXX -g -O0 -o msg msg.cpp && valgrind ./msg ;;
valgrind-write-new)
cat > grid.cpp <<'EOF'
int main() {
    int *grid = new int[3 * 3];
    for (int i = 0; i <= 9; ++i) grid[i] = i;
    int v = grid[4];
    delete[] grid;
    return v;
}
EOF
$GXX -g -O0 -o grid grid.cpp && valgrind ./grid ;;
valgrind-uninitialised-cpp)
cat > limit.cpp <<'EOF'
#include <cstdio>
struct Limits { int max_conn; int timeout; };
int main() {
    Limits l;
    l.timeout = 30;
    if (l.max_conn > 100) std::puts("many");
    return 0;
}
EOF
$GXX -g -O0 -o limit limit.cpp && valgrind ./limit ;;
symbol-lookup-error)
# The program is linked against a libgreet.so that exports greet_v2; the one found at run time
# (an older build in the same folder) does not.
mkdir -p new old
printf 'const char *greet_v2(void) { return "hi"; }\n' > new/greet.c
printf 'const char *greet(void) { return "hi"; }\n' > old/greet.c
gcc -shared -fPIC -o new/libgreet.so new/greet.c && gcc -shared -fPIC -o old/libgreet.so old/greet.c
printf '#include <stdio.h>\nconst char *greet_v2(void);\nint main(void) { puts(greet_v2()); return 0; }\n' > app.c
gcc -o app app.c -Lnew -lgreet && LD_LIBRARY_PATH=old ./app 2>&1 ;;
symbol-lookup-error-cpp)
mkdir -p new old
printf 'namespace store { int open(int flags) { return flags; } }\n' > new/store.cpp
printf 'namespace store { int open() { return 0; } }\n' > old/store.cpp
g++ -shared -fPIC -o new/libstore.so new/store.cpp && g++ -shared -fPIC -o old/libstore.so old/store.cpp
printf 'namespace store { int open(int flags); }\nint main() { return store::open(1) - 1; }\n' > main.cpp
g++ -o server main.cpp -Lnew -lstore && LD_LIBRARY_PATH=old ./server 2>&1 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
