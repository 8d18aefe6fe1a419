// clang words the C and C++ errors the catalogue's records were written from gcc's output for in
// its own way; the records that name clang's diagnostics carry clang's templates as patterns
// (catalogue/importers/clang_messages.py). The inputs are clang 14's output, captured here.
#include <gtest/gtest.h>

#include "EmbeddedAnalyzer.h"

using namespace errknow;

namespace {
// The record found, and whether by a pattern of its own (a full-text guess scores under 0.5).
std::string answer(const std::string& text) {
  const auto a = testsupport::embeddedAnalyzer().analyze(text);
  const auto& d = a.findings.front().detected;
  return d.record->category + "/" + d.record->slug + (d.confidence >= 0.8 ? "" : " (guessed)");
}
}  // namespace

TEST(ClangWording, ClangsOwnWordsFindTheRecordsWrittenFromGccs) {
  EXPECT_EQ(answer("a.cpp:3:39: error: no viable conversion from 'std::string' (aka 'basic_string<char>') to 'int'\n"
                   "int main() { std::string s = \"x\"; int n = s; return f(n); }\n"
                   "                                      ^   ~\n1 error generated.\n"),
            "c-cpp/cannot-convert");
  EXPECT_EQ(answer("b.cpp:1:33: error: member reference base type 'int' is not a structure or union\n"
                   "int main() { int x = 3; return x.size(); }\n"
                   "                               ~^~~~~\n1 error generated.\n"),
            "c-cpp/request-for-member-non-class-type");
  EXPECT_EQ(answer("c.cpp:3:21: error: call to deleted constructor of 'A'\n"
                   "int main() { A a; A b(a); std::unique_ptr<int> p; auto q = p; }\n"
                   "                    ^ ~\n"
                   "c.cpp:2:12: note: 'A' has been explicitly marked deleted here\n"),
            "c-cpp/use-of-deleted-function");
  EXPECT_EQ(answer("d.c:1:23: warning: incompatible integer to pointer conversion initializing 'int *' with an "
                   "expression of type 'int' [-Wint-conversion]\n"
                   "int main(void) { int *p = 5; return *p; }\n"),
            "c-cpp/int-conversion");
}
