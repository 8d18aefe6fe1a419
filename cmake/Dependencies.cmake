# How each third-party library is found on Debian 12 (see ARCHITECTURE.md): pkg-config for those
# without a CMake config (RE2, Vectorscan, cpp-httplib), find_package for the rest.
find_package(PkgConfig REQUIRED)
pkg_check_modules(RE2 REQUIRED IMPORTED_TARGET re2)
pkg_check_modules(HS REQUIRED IMPORTED_TARGET libhs)
# cpp-httplib's .pc carries the OpenSSL/zlib/Brotli definitions it was built with: link through it.
pkg_check_modules(HTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
find_package(SQLite3 REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(yaml-cpp REQUIRED)
find_package(Threads REQUIRED)
find_package(PostgreSQL REQUIRED)  # libpq only (libpq-dev): the accounts store's PostgreSQL engine
find_package(CURL REQUIRED)
if(ERRKNOW_BUILD_TESTS)
  find_package(GTest REQUIRED)
endif()
if(ERRKNOW_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()
find_package(ZLIB REQUIRED)  # zlib1g-dev: the compiled patterns are stored compressed in the catalogue
