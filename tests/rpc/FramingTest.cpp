// JSON-RPC messages and the Content-Length framing, fed hostile byte streams.
#include <gtest/gtest.h>

#include <cstring>

#include "errknow/rpc/Framing.h"
#include "errknow/rpc/Message.h"

using namespace errknow::rpc;

namespace {
// A reader over a fixed string, handing out at most `chunk` bytes per read.
ContentLengthReader over(const std::string& data, std::size_t max, std::size_t chunk = 7) {
  auto pos = std::make_shared<std::size_t>(0);
  return ContentLengthReader(
      [data, pos, chunk](char* buf, std::size_t n) -> long {
        const std::size_t k = std::min({n, chunk, data.size() - *pos});
        std::memcpy(buf, data.data() + *pos, k);
        *pos += k;
        return static_cast<long>(k);
      },
      max);
}
}  // namespace

TEST(ContentLengthReader, ReadsMessagesSplitAcrossReads) {
  auto r = over(frameWithContentLength("{\"a\":1}") + frameWithContentLength("[2]"), 1000);
  std::string body, problem;
  ASSERT_EQ(r.next(body, problem), ContentLengthReader::Status::Message);
  EXPECT_EQ(body, "{\"a\":1}");
  ASSERT_EQ(r.next(body, problem), ContentLengthReader::Status::Message);
  EXPECT_EQ(body, "[2]");
  EXPECT_EQ(r.next(body, problem), ContentLengthReader::Status::End);
}

TEST(ContentLengthReader, SkipsBadHeadersAndOversizedMessagesThenGoesOn) {
  const std::string data = "garbage line\r\n\r\n" "Content-Length: x1\r\n\r\n" "content-length: 20\r\nContent-Type: a\r\n\r\n" +
                           std::string(20, 'z') + frameWithContentLength("{}");
  auto r = over(data, 10);
  std::string body, problem;
  EXPECT_EQ(r.next(body, problem), ContentLengthReader::Status::Skipped);
  EXPECT_EQ(r.next(body, problem), ContentLengthReader::Status::Skipped);
  EXPECT_EQ(r.next(body, problem), ContentLengthReader::Status::Skipped);
  EXPECT_NE(problem.find("20 bytes"), std::string::npos);
  ASSERT_EQ(r.next(body, problem), ContentLengthReader::Status::Message);
  EXPECT_EQ(body, "{}");
}

TEST(ContentLengthReader, EndsCleanlyInsideATruncatedMessage) {
  auto r = over("Content-Length: 100\r\n\r\n{\"short\"", 1000);
  std::string body, problem;
  EXPECT_EQ(r.next(body, problem), ContentLengthReader::Status::End);
  EXPECT_FALSE(problem.empty());
}

TEST(Message, ClassifiesAndRefusesWithTheRightCodes) {
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","id":1,"method":"a"})").kind, Incoming::Kind::Request);
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","method":"a","params":{}})").kind, Incoming::Kind::Notification);
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","id":"x","result":null})").kind, Incoming::Kind::Response);
  EXPECT_EQ(parseMessage("{nope").error->code, code::ParseError);
  EXPECT_EQ(parseMessage("[]").error->code, code::InvalidRequest);
  EXPECT_EQ(parseMessage(R"({"id":1,"method":"a"})").error->code, code::InvalidRequest);
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","id":{},"method":"a"})").error->code, code::InvalidRequest);
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","id":3,"method":"a","params":5})").error->code, code::InvalidRequest);
  EXPECT_EQ(parseMessage(R"({"jsonrpc":"2.0","id":3,"method":"a","params":5})").id, 3);
}
