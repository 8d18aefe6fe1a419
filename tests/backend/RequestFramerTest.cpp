// RequestFramer (backend/http/RequestFramer.h) on its own: where a request's head and body end,
// and which framings it refuses, fed whole or a byte at a time.
#include <gtest/gtest.h>

#include <string>

#include "http/RequestFramer.h"

using errknow::backend::RequestFramer;
using Stage = RequestFramer::Stage;

namespace {
// Feeds `bytes` whole (or one byte at a time); returns how many were taken.
std::size_t feed(RequestFramer& f, const std::string& bytes, bool byteByByte = false) {
  if (!byteByByte) return f.take(bytes.data(), bytes.size());
  std::size_t taken = 0;
  for (char c : bytes) {
    const std::size_t k = f.take(&c, 1);
    taken += k;
    if (k == 0) break;
  }
  return taken;
}

// Takes a head, declares a chunked body, then feeds `body` followed by a next request; returns
// what was taken of the body and leaves the framer where it stopped.
std::size_t chunked(RequestFramer& f, const std::string& body, bool byteByByte) {
  f.reset();
  const std::string head = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
  EXPECT_EQ(feed(f, head, byteByByte), head.size());
  EXPECT_EQ(f.stage(), Stage::AwaitingBody);
  f.expectChunkedBody();
  return feed(f, body + "GET / HTTP/1.1\r\n\r\n", byteByByte);
}
}  // namespace

TEST(RequestFramer, TheHeadEndsAtTheFirstEmptyLineAndNothingAfterItIsTaken) {
  for (bool byteByByte : {false, true}) {
    RequestFramer f;
    const std::string head = "GET /a HTTP/1.1\r\nHost: x\r\n\r\n";
    EXPECT_EQ(feed(f, head + "GET /b HTTP/1.1\r\n\r\n", byteByByte), head.size());
    EXPECT_EQ(f.stage(), Stage::AwaitingBody);
    EXPECT_EQ(f.take("G", 1), 0u) << "nothing is taken before the body is declared";
    f.expectBody(0);
    EXPECT_EQ(f.stage(), Stage::Done);
    EXPECT_FALSE(f.headHadNul());
    EXPECT_FALSE(f.headHadBareLf());
    EXPECT_EQ(f.authorizationHeaders(), 0);
  }
}

TEST(RequestFramer, ALengthFramedBodyEndsAfterItsLength) {
  RequestFramer f;
  const std::string head = "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n";
  ASSERT_EQ(feed(f, head), head.size());
  f.expectBody(5);
  EXPECT_EQ(f.bodyLeft(), 5u);
  EXPECT_EQ(feed(f, "ab"), 2u);
  EXPECT_EQ(feed(f, "cdeGET / HTTP/1.1\r\n\r\n"), 3u);
  EXPECT_EQ(f.stage(), Stage::Done);
  f.reset();
  EXPECT_EQ(f.stage(), Stage::Head);
}

TEST(RequestFramer, TheHeadNotesNulBareLfAndEveryAuthorizationHeader) {
  RequestFramer f;
  feed(f, std::string("GET / HTTP/1.1\r\nX: a\0b\r\n\r\n", 26));
  EXPECT_TRUE(f.headHadNul());
  f.reset();
  feed(f, "GET / HTTP/1.1\r\nX: a\nY: b\r\n\r\n");
  EXPECT_TRUE(f.headHadBareLf());
  EXPECT_EQ(f.stage(), Stage::AwaitingBody);
  f.reset();
  feed(f, "GET / HTTP/1.1\r\nAuthorization: Bearer a\r\nauthorization:\r\nAUTHORIZATION \t: x\r\n"
          "Authorizations: y\r\nX-Authorization: z\r\nX: Authorization: w\r\n\r\n");
  EXPECT_EQ(f.authorizationHeaders(), 3);
  f.reset();
  feed(f, "GET /Authorization: HTTP/1.1\r\n\r\n");  // the request line is no header
  EXPECT_EQ(f.authorizationHeaders(), 0);
}

TEST(RequestFramer, AHeadPast64KiBIsRefused) {
  RequestFramer f;
  const std::string head = "GET / HTTP/1.1\r\nX: " + std::string(70 * 1024, 'a') + "\r\n\r\n";
  EXPECT_EQ(feed(f, head), 64u * 1024);
  EXPECT_EQ(f.stage(), Stage::Broken);
  EXPECT_TRUE(f.headTooLarge());
}

TEST(RequestFramer, AWellFramedChunkedBodyEndsAtItsLastChunk) {
  const std::string body = "00005\r\nhello\r\nA;ext=1\r\n0123456789\r\n0\r\n\r\n";
  for (bool byteByByte : {false, true}) {
    RequestFramer f;
    EXPECT_EQ(chunked(f, body, byteByByte), body.size());
    EXPECT_EQ(f.stage(), Stage::Done);
  }
}

TEST(RequestFramer, ABrokenChunkStopsBeforeTheByteThatBreaksIt) {
  const std::string data = R"({"error":"x"})";  // 13 bytes
  const struct {
    const char* what;
    std::string body;
    std::size_t taken;  // bytes taken before the one that breaks the framing
  } cases[] = {
      {"a chunk longer than its size", "3\r\n" + data + "\r\n0\r\n\r\n", 6},
      {"0x", "0x0d\r\n" + data + "\r\n0\r\n\r\n", 1},
      {"a space", " d\r\n", 0},
      {"a sign", "+d\r\n", 0},
      {"an empty size", "\r\n", 0},
      {"a bare LF", "d\n", 1},
      {"17 digits", "0000000000000000d\r\n", 16},
      {"a chunk shorter than its size", "e\r\n" + data + "\r\n0\r\n\r\n", 3 + 14},
      {"a LF after the data", "d\r\n" + data + "\n", 16},
      {"a trailer", "0\r\nX: y\r\n\r\n", 3},
      {"an extension with a bare LF", "d;x\n", 3},
      {"an extension too long", "d;" + std::string(300, 'e') + "\r\n", 2 + 256},
  };
  for (const auto& c : cases)
    for (bool byteByByte : {false, true}) {
      RequestFramer f;
      EXPECT_EQ(chunked(f, c.body, byteByByte), c.taken) << c.what;
      EXPECT_EQ(f.stage(), Stage::Broken) << c.what;
    }
}

TEST(RequestFramer, ChunkedDataPastTheLimitIsTooLarge) {
  RequestFramer f;
  f.setBodyLimit(10);
  EXPECT_EQ(chunked(f, "6\r\nabcdef\r\n4\r\nghij\r\n0\r\n\r\n", false), 25u);
  EXPECT_EQ(f.stage(), Stage::Done) << "10 bytes: within the limit";
  EXPECT_EQ(chunked(f, "6\r\nabcdef\r\n5\r\nghijk\r\n0\r\n\r\n", false), 11u + 2);
  EXPECT_EQ(f.stage(), Stage::TooLarge);
  EXPECT_EQ(chunked(f, "ffffffffffffffff\r\n", false), 17u);
  EXPECT_EQ(f.stage(), Stage::TooLarge);
  f.reset();
  feed(f, "POST / HTTP/1.1\r\n\r\n");
  f.expectBody(11);
  EXPECT_EQ(f.stage(), Stage::TooLarge);
}
