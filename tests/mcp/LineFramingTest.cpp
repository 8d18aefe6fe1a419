// The newline framing MCP's stdio uses (rpc::LineReader), fed hostile byte streams.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>

#include "errknow/rpc/LineFraming.h"

using namespace errknow::rpc;

namespace {
LineReader over(const std::string& data, std::size_t max, std::size_t chunk = 5) {
  auto pos = std::make_shared<std::size_t>(0);
  return LineReader(
      [data, pos, chunk](char* buf, std::size_t n) -> long {
        const std::size_t k = std::min({n, chunk, data.size() - *pos});
        std::memcpy(buf, data.data() + *pos, k);
        *pos += k;
        return static_cast<long>(k);
      },
      max);
}

std::vector<std::string> messages(LineReader r, std::vector<std::string>* problems = nullptr) {
  std::vector<std::string> out;
  std::string body, problem;
  for (;;) {
    const auto s = r.next(body, problem);
    if (s == LineReader::Status::End) return out;
    if (s == LineReader::Status::Skipped) {
      if (problems) problems->push_back(problem);
      continue;
    }
    out.push_back(body);
  }
}
}  // namespace

TEST(LineReader, SplitsLinesAcrossReadsAndDropsCrAndBlankLines) {
  EXPECT_EQ(messages(over("{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":3}", 100)),
            (std::vector<std::string>{"{\"a\":1}", "{\"b\":2}", "{\"c\":3}"}));
}

TEST(LineReader, SkipsALineOverTheLimitAndKeepsGoing) {
  std::vector<std::string> problems;
  const std::string big(1000, 'x');
  EXPECT_EQ(messages(over("{}\n" + big + "\n{\"after\":1}\n", 100, 64), &problems),
            (std::vector<std::string>{"{}", "{\"after\":1}"}));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("skipped"), std::string::npos);
  // Also when the whole long line arrives in one read.
  problems.clear();
  EXPECT_EQ(messages(over(big + "\n{}\n", 100, 4096), &problems), (std::vector<std::string>{"{}"}));
  EXPECT_EQ(problems.size(), 1u);
}

TEST(LineReader, AnEndlessLineEndsTheStreamWithoutKeepingIt) {
  std::vector<std::string> problems;
  EXPECT_TRUE(messages(over(std::string(5000, 'y'), 100, 333), &problems).empty());
  EXPECT_EQ(problems.size(), 1u);
}

TEST(LineFraming, FramesCompactJsonOnOneLineEvenWithNewlinesAndBadUtf8InStrings) {
  const std::string line = frameAsLine(Json{{"text", "a\nb\xff"}});
  EXPECT_EQ(line.find('\n'), line.size() - 1);
  EXPECT_FALSE(Json::parse(line.substr(0, line.size() - 1), nullptr, false).is_discarded());
}
