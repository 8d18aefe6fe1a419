#!/usr/bin/env bash
# Captures real gcc/g++/clang diagnostics, linker errors, sanitizer and valgrind reports for the errknow catalogue.
# Debian packages: gcc, g++, clang-14, valgrind, binutils
# Usage: bash catalogue/capture/c-cpp.sh CASE   (no argument lists the cases)
# Compilers run with -fdiagnostics-color=never so the text is plain. Programs that abort run under
# `bash -c` so the shell's "Aborted" notice has a stable form (bash: line 1: PID Aborted ...).
set -u
CASES="undefined-reference undefined-reference-cpp undefined-vtable not-declared clang-undeclared
expected-semicolon clang-expected-semicolon missing-include clang-missing-include deleted-function
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
end-of-input no-match-for-operator"
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
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
