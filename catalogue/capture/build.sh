#!/usr/bin/env bash
# Captures real make, CMake, pkg-config, ninja and linker-driver failures for the errknow catalogue.
# Debian packages: make, cmake, ninja-build, pkg-config, gcc, g++, autoconf, meson
# Usage: bash catalogue/capture/build.sh CASE   (no argument lists the cases)
# Each case builds a tiny project in a temporary directory; CMake cases configure with -S . -B build.
set -u
CASES="make-no-rule-target make-no-rule-needed-by make-missing-separator make-recipe-failed
make-recipe-failed-compile make-no-targets make-no-makefile cmake-find-module-not-found
cmake-config-not-found cmake-minimum-required cmake-no-cmakelists cmake-missing-source
cmake-link-unknown-target cmake-unknown-command cmake-subdirectory-missing cmake-cxx-compiler-missing
cmake-no-cxx-compiler cmake-pkg-check-modules pkg-config-not-found ld-cannot-find-library
ninja-missing-input
make-recipe-before-target cmake-cache-dir-mismatch cmake-no-cache cmake-generator-mismatch
cmake-duplicate-target cmake-parse-error cmake-no-build-program ninja-no-build-file ninja-subcommand-failed
pkg-config-version-too-old
cmake-notfound-variable cmake-compiler-broken cmake-imported-target-missing make-clock-skew
make-target-pattern configure-cc-broken configure-package-requirements configure-macro-missing configure-custom-error
meson-dependency-not-found meson-no-build-file
cmake-subdirectory-nested cmake-cache-dir-copied cmake-missing-source-library cmake-cxx-compiler-broken cmake-build-unconfigured cmake-duplicate-target-subdirs cmake-generator-mismatch-make cmake-imported-gtest-missing cmake-minimum-required-range cmake-no-make-program cmake-parse-error-trailing cmake-lowercase-cmakelists cmake-include-dirs-before-target cmake-fetchcontent-not-included cmake-notfound-include-dir configure-cxx-broken configure-header-error configure-package-requirements-multi configure-automake-macro-missing ld-cannot-find-library-cpp make-clock-skew-makefile make-missing-separator-text make-no-rule-header make-no-rule-subdir make-recipe-before-target-tab-var make-target-pattern-url meson-dependency-cpp meson-setup-empty-dir ninja-test-step-failed ninja-missing-header-input ninja-no-build-file-dir pkg-config-version-ncurses"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
work=$W
exec 2>&1
export LC_ALL=C.UTF-8
configure() { cmake -S . -B build "$@"; }
# broken_compiler FILE MESSAGE: a compiler stand-in that prints MESSAGE and fails, like a cross
# compiler without its sysroot.
broken_compiler() { printf '#!/bin/sh\necho "%s" >&2\nexit 1\n' "$2" > "$1"; chmod +x "$1"; }
# autoconf_project [with-pkg-m4] <<EOF: write configure.ac from stdin and generate ./configure
# (with pkg-config's macros in aclocal.m4, as aclocal would collect them, when asked).
autoconf_project() {
  cat > configure.ac
  if [ "${1:-}" = with-pkg-m4 ]; then cp /usr/share/aclocal/pkg.m4 aclocal.m4; fi
  autoconf
}
case "$1" in
make-no-rule-target)
printf 'app: main.c\n\tcc -o app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make install ;;
make-no-rule-needed-by)
printf 'app: main.o util.o\n\tcc -o app main.o util.o\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
make-missing-separator)
# The recipe line is indented with spaces instead of a tab.
printf 'app: main.c\n    cc -o app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
make-recipe-failed)
mkdir scripts
printf '#!/bin/sh\necho "checking schema version..."\necho "schema.sql: expected version 12, found 11" >&2\nexit 1\n' > scripts/check-schema.sh
chmod +x scripts/check-schema.sh
printf 'all: check\n\ncheck:\n\t./scripts/check-schema.sh\n' > Makefile
make ;;
make-recipe-failed-compile)
mkdir -p lib
printf 'all:\n\t$(MAKE) -C lib\n' > Makefile
printf 'libutil.a: util.o\n\tar rcs $@ $^\n\nutil.o: util.c\n\t./gen-config.sh > config.h\n\tcc -c util.c\n' > lib/Makefile
printf '#!/bin/sh\nexit 3\n' > lib/gen-config.sh; chmod +x lib/gen-config.sh
echo 'int util(void){return 1;}' > lib/util.c
make ;;
make-no-targets)
printf '# targets go here\nCC = gcc\n' > Makefile
make ;;
make-no-makefile)
make ;;
cmake-find-module-not-found)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(indexer CXX)
find_package(Boost 1.74 REQUIRED COMPONENTS filesystem)
add_executable(indexer main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-config-not-found)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(report CXX)
find_package(fmt REQUIRED)
add_executable(report main.cpp)
target_link_libraries(report PRIVATE fmt::fmt)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-minimum-required)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.28)
project(viewer CXX)
add_executable(viewer main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-no-cmakelists)
mkdir -p src
echo 'int main(){}' > src/main.cpp
cmake -S src -B build ;;
cmake-missing-source)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(server CXX)
add_executable(server src/main.cpp src/http.cpp)
EOF
mkdir src; echo 'int main(){}' > src/main.cpp
configure ;;
cmake-link-unknown-target)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(tool CXX)
find_package(Threads REQUIRED)
target_link_libraries(tool PRIVATE Threads::Threads)
add_executable(tool main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-unknown-command)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(calc CXX)
add_exectuable(calc main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-subdirectory-missing)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(client CXX)
add_subdirectory(external/googletest)
add_executable(client main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-cxx-compiler-missing)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(engine CXX)
add_executable(engine main.cpp)
EOF
echo 'int main(){}' > main.cpp
CXX=clang++-18 configure ;;
cmake-no-cxx-compiler)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(engine CXX)
add_executable(engine main.cpp)
EOF
echo 'int main(){}' > main.cpp
# A PATH that holds make but no C++ compiler, as on a machine without g++ installed.
mkdir bin; ln -s "$(command -v make)" bin/make
env -u CXX PATH="$work/bin" "$(command -v cmake)" -S . -B build ;;
cmake-pkg-check-modules)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(viewer C)
find_package(PkgConfig REQUIRED)
pkg_check_modules(GTK REQUIRED gtk4)
add_executable(viewer main.c)
EOF
echo 'int main(void){return 0;}' > main.c
configure ;;
pkg-config-not-found)
echo 'int main(void){return 0;}' > main.c
gcc $(pkg-config --cflags --libs libzmq) -o app main.c ;;
ld-cannot-find-library)
echo 'int main(void){return 0;}' > main.c
gcc -o app main.c -lsnappy -lpthread ;;
ninja-missing-input)
cat > build.ninja <<'EOF'
rule cc
  command = gcc -c $in -o $out
rule link
  command = gcc $in -o $out
build obj/main.o: cc src/main.c
build obj/net.o: cc src/net.c
build app: link obj/main.o obj/net.o
EOF
mkdir src; echo 'int main(void){return 0;}' > src/main.c
ninja app ;;
make-recipe-before-target)
# A recipe line (tab-indented) appears before any rule.
printf 'CC = gcc\n\t@echo building\napp: main.c\n\t$(CC) -o app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
cmake-cache-dir-mismatch)
mkdir proj
cat > proj/CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(mover NONE)
EOF
cmake -S proj -B proj/build > /dev/null
# The project directory is moved (or copied) with its build tree, then configured again.
mv proj moved
cmake -S moved -B moved/build ;;
cmake-no-cache)
mkdir build
cmake --build build ;;
cmake-generator-mismatch)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(gen NONE)
EOF
cmake -S . -B build > /dev/null
cmake -S . -B build -G Ninja ;;
cmake-duplicate-target)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(dup CXX)
add_library(core STATIC core.cpp)
add_executable(core main.cpp)
EOF
echo 'int f(){return 1;}' > core.cpp; echo 'int main(){}' > main.cpp
configure ;;
cmake-parse-error)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(parse CXX)
add_executable(parse main.cpp
target_compile_features(parse PRIVATE cxx_std_17)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-no-build-program)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(fast NONE)
EOF
# A PATH without ninja, as on a machine where ninja-build is not installed.
mkdir bin
PATH="$work/bin" "$(command -v cmake)" -S . -B build -G Ninja ;;
ninja-no-build-file)
ninja ;;
ninja-subcommand-failed)
cat > build.ninja <<'EOF'
rule gen
  command = sh $in > $out
build version.h: gen gen-version.sh
EOF
printf 'echo "gen-version: cannot read VERSION file" >&2\nexit 1\n' > gen-version.sh
ninja ;;
pkg-config-version-too-old)
pkg-config --cflags "re2 >= 2099.01.01" ;;
cmake-notfound-variable)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(codec C)
find_library(LZ4_LIBRARY lz4_custom)
find_path(LZ4_INCLUDE_DIR lz4_custom.h)
add_executable(codec main.c)
target_include_directories(codec PRIVATE ${LZ4_INCLUDE_DIR})
target_link_libraries(codec PRIVATE ${LZ4_LIBRARY})
EOF
echo 'int main(void){return 0;}' > main.c
configure ;;
cmake-compiler-broken)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(probe C)
add_executable(probe main.c)
EOF
echo 'int main(void){return 0;}' > main.c
# A compiler that runs but cannot produce programs, like a cross compiler without its sysroot.
broken_compiler cc-broken "cc-broken: cannot find crt1.o"
CC="$work/cc-broken" configure 2>&1 | sed -n '1,30p' ;;
cmake-imported-target-missing)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(api CXX)
add_executable(api main.cpp)
target_link_libraries(api PRIVATE nlohmann_json_missing::nlohmann_json_missing)
EOF
echo 'int main(){}' > main.cpp
configure ;;
make-clock-skew)
printf 'app: main.c\n\tcc -o app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
# The source's modification time lies in the future, as after copying from a machine whose clock is ahead.
touch -d '+1 hour' main.c
make ;;
make-target-pattern)
printf 'all: C:/tools/gen.exe\n\techo done\n' > Makefile
make ;;
configure-cc-broken)
autoconf_project <<'EOF'
AC_INIT([probe], [1.0])
AC_PROG_CC
AC_OUTPUT
EOF
broken_compiler cc-broken "cc-broken: cannot find crt1.o"
CC="$work/cc-broken" ./configure ;;
configure-package-requirements)
autoconf_project with-pkg-m4 <<'EOF'
AC_INIT([viewer], [1.0])
AC_PROG_CC
PKG_PROG_PKG_CONFIG
PKG_CHECK_MODULES([GTK], [gtk4 >= 4.6])
AC_OUTPUT
EOF
./configure ;;
configure-macro-missing)
# Generated without pkg.m4 (no aclocal.m4), as when pkg-config was missing when autogen.sh ran.
autoconf_project <<'EOF'
AC_INIT([viewer], [1.0])
AC_PROG_CC
PKG_PROG_PKG_CONFIG
PKG_CHECK_MODULES([GTK], [gtk4 >= 4.6])
AC_OUTPUT
EOF
./configure ;;
configure-custom-error)
autoconf_project <<'EOF'
AC_INIT([archiver], [1.0])
AC_PROG_CC
AC_CHECK_LIB([zstd_missing], [ZSTD_compress], [], [AC_MSG_ERROR([libzstd is required; install libzstd-dev])])
AC_OUTPUT
EOF
./configure ;;
meson-dependency-not-found)
cat > meson.build <<'EOF'
project('viewer', 'c')
gtk = dependency('gtk4', version : '>=4.6')
executable('viewer', 'main.c', dependencies : gtk)
EOF
echo 'int main(void){return 0;}' > main.c
meson setup builddir ;;
meson-no-build-file)
mkdir src
meson setup builddir src ;;
cmake-subdirectory-nested)
mkdir -p app
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(suite C)
add_subdirectory(app)
EOF
cat > app/CMakeLists.txt <<'EOF'
add_subdirectory(${PROJECT_SOURCE_DIR}/vendor/zlib zlib)
add_executable(suite main.c)
EOF
echo 'int main(void){return 0;}' > app/main.c
configure ;;
cmake-cache-dir-copied)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(copier NONE)
EOF
cmake -S . -B build-debug > /dev/null
# A build tree copied to start a second configuration.
cp -r build-debug build-release
cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release ;;
cmake-missing-source-library)
mkdir -p src include
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(codec C)
add_library(codec STATIC)
target_sources(codec PRIVATE src/codec.c src/Huffman.c)
EOF
echo 'int codec(void){return 0;}' > src/codec.c
echo 'int huff(void){return 0;}' > src/huffman.c
configure ;;
cmake-cxx-compiler-broken)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(render CXX)
add_executable(render main.cpp)
EOF
echo 'int main(){}' > main.cpp
# A C++ compiler wrapper that fails every link, like a cross g++ pointed at a missing sysroot.
broken_compiler cxx-broken "arm-none-linux-g++: error: unrecognized command-line option '-rdynamic'"
CXX="$work/cxx-broken" configure 2>&1 | sed -n '1,30p' ;;
cmake-build-unconfigured)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(tool C)
add_executable(tool main.c)
EOF
echo 'int main(void){return 0;}' > main.c
# Building from the source directory, which was never configured.
cmake --build . ;;
cmake-duplicate-target-subdirs)
mkdir -p net util
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(stack C)
add_subdirectory(net)
add_subdirectory(util)
EOF
echo 'add_library(common STATIC socket.c)' > net/CMakeLists.txt
echo 'add_library(common STATIC strings.c)' > util/CMakeLists.txt
echo 'int s(void){return 0;}' > net/socket.c; echo 'int t(void){return 0;}' > util/strings.c
configure ;;
cmake-generator-mismatch-make)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(gen NONE)
EOF
cmake -S . -B out -G Ninja > /dev/null
cmake -S . -B out -G "Unix Makefiles" ;;
cmake-imported-gtest-missing)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(parser_tests CXX)
add_executable(parser_tests test_parser.cpp)
target_link_libraries(parser_tests PRIVATE GTest::gtest_main)
EOF
echo 'int main(){}' > test_parser.cpp
configure ;;
cmake-minimum-required-range)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.27...3.30)
project(webview C)
add_executable(webview main.c)
EOF
echo 'int main(void){return 0;}' > main.c
configure ;;
cmake-no-make-program)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(plain NONE)
EOF
# A PATH without make, as in a slim container image that only has cmake.
mkdir bin
PATH="$work/bin" "$(command -v cmake)" -S . -B build -G "Unix Makefiles" ;;
cmake-parse-error-trailing)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(trail C)
set(SOURCES main.c util.c) main.c
add_executable(trail ${SOURCES})
EOF
echo 'int main(void){return 0;}' > main.c
configure ;;
cmake-lowercase-cmakelists)
cat > cmakelists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(lower C)
EOF
cmake -S . -B build ;;
cmake-include-dirs-before-target)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(store C)
target_include_directories(store PUBLIC include)
add_library(store STATIC store.c)
EOF
echo 'int store(void){return 0;}' > store.c
configure ;;
cmake-fetchcontent-not-included)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(deps CXX)
FetchContent_Declare(json URL https://example.invalid/json.tar.xz)
add_executable(deps main.cpp)
EOF
echo 'int main(){}' > main.cpp
configure ;;
cmake-notfound-include-dir)
cat > CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(player CXX)
find_path(AVCODEC_INCLUDE_DIR libavcodec/avcodec_custom.h)
add_executable(player main.cpp)
target_include_directories(player PRIVATE ${AVCODEC_INCLUDE_DIR})
EOF
echo 'int main(){}' > main.cpp
configure ;;
configure-cxx-broken)
autoconf_project <<'EOF'
AC_INIT([render], [2.1])
AC_LANG([C++])
AC_PROG_CXX
AC_OUTPUT
EOF
broken_compiler cxx-broken "g++-cross: fatal error: cannot find crt1.o"
CXX="$work/cxx-broken" ./configure ;;
configure-header-error)
autoconf_project <<'EOF'
AC_INIT([scanner], [0.9])
AC_PROG_CC
AC_CHECK_HEADERS([pcap_missing/pcap.h], [], [AC_MSG_ERROR([pcap headers not found; install libpcap-dev])])
AC_OUTPUT
EOF
./configure ;;
configure-package-requirements-multi)
autoconf_project with-pkg-m4 <<'EOF'
AC_INIT([fetcher], [1.0])
AC_PROG_CC
PKG_PROG_PKG_CONFIG
PKG_CHECK_MODULES([DEPS], [libcurl >= 99.0 libxml-2.0])
AC_OUTPUT
EOF
./configure ;;
configure-automake-macro-missing)
# autoconf run directly instead of autoreconf, so automake's macros were never collected by aclocal.
autoconf_project <<'EOF'
AC_INIT([tool], [1.0])
AM_INIT_AUTOMAKE([foreign])
AC_PROG_CC
AC_OUTPUT
EOF
;;
ld-cannot-find-library-cpp)
echo 'int main(){}' > main.cpp
g++ -o server main.cpp -L/opt/grpc/lib -lgrpc++ ;;
make-clock-skew-makefile)
printf 'all:\n\t@echo built\n' > Makefile
# The Makefile itself carries a future timestamp, as after unpacking an archive from a machine whose clock is ahead.
touch -d '+2 hours' Makefile
make ;;
make-missing-separator-text)
printf 'CC = gcc\nsources main.c util.c\napp: main.c\n\t$(CC) -o app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
make-no-rule-header)
printf 'app: main.o\n\tcc -o app main.o\nmain.o: main.c config.h\n\tcc -c main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
make-no-rule-subdir)
mkdir docs
printf 'html:\n\t@echo building docs\n' > docs/Makefile
make -C docs pdf ;;
make-recipe-before-target-tab-var)
printf '# build rules\n\tmkdir -p out\nout/app: main.c\n\tcc -o out/app main.c\n' > Makefile
echo 'int main(void){return 0;}' > main.c
make ;;
make-target-pattern-url)
printf 'deps: https://example.org/lib.tar.gz\n\tcurl -O $<\n' > Makefile
make deps ;;
meson-dependency-cpp)
cat > meson.build <<'EOF'
project('logger', 'cpp')
spd = dependency('spdlog_missing')
executable('logger', 'main.cpp', dependencies : spd)
EOF
echo 'int main(){}' > main.cpp
meson setup build ;;
meson-setup-empty-dir)
meson setup build ;;
ninja-test-step-failed)
cat > build.ninja <<'EOF'
rule test
  command = sh $in && touch $out
build tests.stamp: test run-tests.sh
EOF
printf 'echo "test_parse_header ... FAILED (expected 200, got 404)" >&2\nexit 2\n' > run-tests.sh
ninja ;;
ninja-missing-header-input)
cat > build.ninja <<'EOF'
rule cc
  command = gcc -c $in -o $out
build main.o: cc main.c | gen/version.h
EOF
echo 'int main(void){return 0;}' > main.c
ninja ;;
ninja-no-build-file-dir)
mkdir out
ninja -C out ;;
pkg-config-version-ncurses)
pkg-config --cflags --libs "ncurses >= 7.0" ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
