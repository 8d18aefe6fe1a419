// Normalisation: UTF-8 repair, ANSI removal, line ends, log and Compose prefixes, quoting, the command line.
#include <gtest/gtest.h>

#include <random>

#include "errknow/core/Normalizer.h"

using errknow::core::normalize;

struct NormCase {
  const char* name;
  std::string input;
  std::string text;
  std::string command;
};
inline void PrintTo(const NormCase& c, std::ostream* os) { *os << c.name; }


class NormalizerCases : public ::testing::TestWithParam<NormCase> {};

TEST_P(NormalizerCases, ProducesExpectedText) {
  const auto& c = GetParam();
  const auto n = normalize(c.input);
  EXPECT_EQ(n.text, c.text);
  EXPECT_EQ(n.command, c.command);
}

INSTANTIATE_TEST_SUITE_P(
    Table, NormalizerCases,
    ::testing::Values(
        NormCase{"ansi", "\x1b[31merror\x1b[0m: boom", "error: boom", ""},
        NormCase{"crlf", "a\r\nb\r\nc", "a\nb\nc", ""},
        NormCase{"lone_cr", "10%\r100%", "10%\n100%", ""},
        NormCase{"iso_timestamp", "2026-11-22 10:00:01 INFO worker started", "INFO worker started", ""},
        NormCase{"iso_t_z", "[2026-11-22T10:00:01.123Z] failed", "failed", ""},
        NormCase{"syslog", "Nov 22 10:00:01 host nginx[123]: upstream timed out", "upstream timed out", ""},
        NormCase{"glog", "E1122 10:00:01.123456   12 main.go:42] boom", "boom", ""},
        NormCase{"command", "$ git push\nerror: failed to push", "error: failed to push", "git push"},
        NormCase{"command_after_blank", "\n  $ npm install\nnpm error code E404", "npm error code E404", "npm install"},
        NormCase{"dollar_later_is_text", "error\n$ not a command", "error\n$ not a command", ""},
        NormCase{"compose_v2", "web-1  | Traceback (most recent call last):\nweb-1  |   File \"app.py\", line 3",
                 "Traceback (most recent call last):\n  File \"app.py\", line 3", ""},
        NormCase{"compose_v1_then_timestamp", "db_1   | 2026-11-22 10:00:01.123 UTC [1] FATAL:  role \"x\" does not exist",
                 "[1] FATAL:  role \"x\" does not exist", ""},
        NormCase{"rust_gutter_kept", "12 |     let x: i32 = \"a\";", "12 |     let x: i32 = \"a\";", ""},
        NormCase{"quoted_paste", "> $ npm install\n> npm error code E404\n>\n> npm error 404 Not Found",
                 "npm error code E404\n\nnpm error 404 Not Found", "npm install"},
        NormCase{"partly_quoted_kept", "> Task :app:compileKotlin FAILED\nFAILURE: Build failed",
                 "> Task :app:compileKotlin FAILED\nFAILURE: Build failed", ""},
        NormCase{"repl_prompt_kept", ">>> import x\n>>> x.y()", ">>> import x\n>>> x.y()", ""},
        NormCase{"json_log_record",
                 R"({"level":"error","stack":"Traceback (most recent call last):\n  File \"/app/main.py\", line 1\nModuleNotFoundError: No module named 'x'\n"})",
                 "{\"level\":\"error\",\"stack\":\"Traceback (most recent call last):\n  File \"/app/main.py\", line 1\n"
                 "ModuleNotFoundError: No module named 'x'\n\"}", ""},
        NormCase{"json_unicode_escapes", R"({"msg":"caf\u00e9 \ud83d\ude00\n\u001b[31merror\u001b[0m\r\n"})",
                 "{\"msg\":\"caf\u00e9 \U0001F600\nerror\n\"}", ""},
        NormCase{"one_escaped_line_end_kept", R"(printf("a\n"); // "k": v)", R"(printf("a\n"); // "k": v)", ""},
        NormCase{"escaped_backslash_is_not_a_line_end", R"({"path":"C:\\new\\nested","x":"y"})",
                 R"({"path":"C:\\new\\nested","x":"y"})", ""},
        NormCase{"nul_removed", std::string("a\0b", 3), "ab", ""},
        NormCase{"empty", "", "", ""}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST(Normalizer, ReplacesInvalidUtf8AndSaysSo) {
  const auto n = normalize("TypeError: \xff\xfe\xc3 bad");
  EXPECT_EQ(n.text, "TypeError: \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD bad");
  ASSERT_EQ(n.notes.size(), 1u);
}

TEST(Normalizer, TheLinesOfAnEscapedMessageKeepTheirRecordsLineNumber) {
  const auto n = normalize("first\n{\"msg\":\"a\\nb\\nc\"}\nlast");
  ASSERT_EQ(n.lines.size(), 5u);
  EXPECT_EQ(n.line(2), "b");
  EXPECT_EQ(n.lines[1].number, 2);
  EXPECT_EQ(n.lines[3].number, 2);
  EXPECT_EQ(n.lines[4].number, 3);
}

TEST(Normalizer, KeepsOriginalLineNumbers) {
  const auto n = normalize("$ make\nline two\n\nline four");
  ASSERT_EQ(n.lines.size(), 3u);
  EXPECT_EQ(n.lines[0].number, 2);
  EXPECT_EQ(n.lines[2].number, 4);
  EXPECT_EQ(n.line(2), "line four");
  EXPECT_EQ(n.lineAt(n.lines[2].offset + 2), 2u);
}

TEST(Normalizer, HandlesAMegabyteLineWithoutNewline) {
  const std::string big(1 << 20, 'a');
  const auto n = normalize(big);
  EXPECT_EQ(n.text.size(), big.size());
  EXPECT_EQ(n.lines.size(), 1u);
}

TEST(Normalizer, AlwaysProducesValidUtf8) {
  // ESC before a multi-byte character (found by the fuzzer), lone continuation bytes, CSI with
  // non-ASCII parameters, truncated sequences.
  const std::vector<std::string> inputs = {"\x1b\xfe\xfe\xfe ok", "\x1b\xc3\xa9t\xc3\xa9", "\x1b[\xe2\x82\xacm x",
                                           "\x1b]\xf0\x9f\x98\x80\x07 y", "a\x1b", "\xe2\x82", "\x80\x80\x1b\x80"};
  for (const auto& in : inputs) {
    const auto n = normalize(in);
    std::string again;
    EXPECT_FALSE(errknow::core::sanitizeUtf8(n.text, again)) << "invalid UTF-8 out of: " << ::testing::PrintToString(in);
  }
}

// isCleanUtf8 says exactly when sanitizeUtf8 would change a text: random bytes around its
// eight-at-a-time ASCII path (NUL bytes, high bytes and sequences cut at every position).
TEST(Normalizer, IsCleanUtf8AgreesWithSanitize) {
  std::mt19937 rng(11);
  const std::vector<std::string> pieces = {"a", "abcdefgh", "\0", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
                                           "\x80", "\xc3", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\n", "\x7f"};
  for (int round = 0; round < 5000; ++round) {
    std::string text;
    const int n = static_cast<int>(rng() % 12);
    for (int k = 0; k < n; ++k) {
      const std::string& p = pieces[rng() % pieces.size()];
      text += p.empty() ? std::string(1, '\0') : p;
    }
    std::string out;
    const bool changed = errknow::core::sanitizeUtf8(text, out);
    ASSERT_EQ(errknow::core::isCleanUtf8(text), !changed) << ::testing::PrintToString(text);
    if (!changed) {
      ASSERT_EQ(out, text);
    }
  }
  EXPECT_TRUE(errknow::core::isCleanUtf8("plain ascii text, longer than eight bytes"));
  EXPECT_FALSE(errknow::core::isCleanUtf8(std::string("eight by\0tes", 12)));
}

TEST(Normalizer, TypographicQuotesBecomeAscii) {
  EXPECT_EQ(normalize("error: ‘buflen’ undeclared\nheader contains multiple values “a, *”").text,
            "error: 'buflen' undeclared\nheader contains multiple values \"a, *\"");
  // Other characters that share the first bytes stay as they are (the ellipsis, an en dash).
  EXPECT_EQ(errknow::core::foldTypographicQuotes("wait… – done"), "wait… – done");
  EXPECT_EQ(errknow::core::foldTypographicQuotes("cut \xE2\x80"), "cut \xE2\x80");
}
