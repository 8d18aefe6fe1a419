// The markers of library code: see LibraryCode.h. They are general (package caches, runtime
// source trees, framework namespaces), not fitted to particular inputs.
#include "errknow/core/LibraryCode.h"

#include <array>

namespace errknow::core {

bool isLibraryFrame(std::string_view file, std::string_view function) {
  static constexpr std::array fileMarkers = {
      "site-packages", "dist-packages", "/lib/python", "<frozen", "node_modules", "node:", "internal/",
      "<anonymous>", "/usr/lib/", "/usr/local/lib/", "/usr/include/", "/usr/share/", "/lib/x86_64", "/lib64/",
      "/usr/local/go/", "/usr/lib/go", "/pkg/mod/", "/src/runtime/", "/libexec/src/", "/rustc/", ".cargo/registry",
      ".cargo/git", "/library/std/", "/library/core/", "/library/alloc/", "/toolchains/", "/gems/", "/vendor/",
      "/rubygems/", "sysdeps/", "/build/glibc", "libc.so", "libstdc++", "vgpreload", ".jar!", "/jdk/", "/jre/"};
  for (const char* m : fileMarkers)
    if (file.find(m) != std::string_view::npos) return true;
  if (file.substr(0, 1) == "<" && file.substr(0, 6) != "<stdin") return true;  // <string>, <frozen ...>
  static constexpr std::array functionPrefixes = {
      "java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "kotlinx.", "scala.", "groovy.", "org.springframework.",
      "org.apache.", "org.hibernate.", "org.junit.", "junit.", "io.netty.", "com.fasterxml.", "reactor.", "okhttp3.",
      "org.gradle.", "worker.org.gradle.", "org.eclipse.", "com.google.", "io.micronaut.", "io.quarkus.",
      "System.", "Microsoft.", "Npgsql.", "Newtonsoft.", "MySql.", "StackExchange.", "lambda_method",
      "std::", "core::", "alloc::", "__rust", "rust_begin_unwind", "__libc_", "_start", "__GI_", "__gnu_cxx::",
      "runtime.", "sync.", "testing.", "net/http.", "reflect.", "created by runtime.", "Module._", "Module.load",
      "Object.require", "require (node:", "process.processTicksAndRejections", "new Promise"};
  for (const char* p : functionPrefixes)
    if (function.substr(0, std::string_view(p).size()) == p) return true;
  return false;
}

}  // namespace errknow::core
