// JsonWriter writes what nlohmann's compact dump writes: escaping, numbers, nesting, and invalid
// UTF-8 replaced the same way.
#include <gtest/gtest.h>

#include "errknow/wire/Json.h"
#include "errknow/wire/JsonWriter.h"

using namespace errknow;

namespace {

std::string written(const std::string& s) {
  std::string out;
  wire::appendJsonString(out, s);
  return out;
}

}  // namespace

TEST(JsonWriter, StringsAreEscapedAsNlohmannDoes) {
  const std::vector<std::string> cases = {
      "", "plain", "quote \" and backslash \\", "tab\tnew\nline\rcr\bbs\fff", std::string("nul\0x", 5),
      "\x01\x1f\x7f", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "<script>alert(1)</script>", "/slash/"};
  for (const auto& s : cases) EXPECT_EQ(written(s), wire::dump(wire::Json(s))) << s;
}

TEST(JsonWriter, InvalidUtf8IsReplacedAsNlohmannDoes) {
  const std::vector<std::string> cases = {"\xff", "ab\xc3", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
                                          "ok \xe2\x82 then", "\xe0\x80\x80", "mixed \xc3\xa9\xff\xc3\xa9"};
  for (const auto& s : cases) EXPECT_EQ(written(s), wire::dump(wire::Json(s)));
}

TEST(JsonWriter, NumbersAreFormattedAsNlohmannDoes) {
  for (double d : {0.0, 1.0, 0.5, 0.967, 0.001, 0.0001, 0.00001, 123.25, 1e16, -2.5, 1.0 / 3.0}) {
    std::string out;
    wire::JsonWriter(out).value(d);
    EXPECT_EQ(out, wire::dump(wire::Json(d))) << d;
  }
  for (std::int64_t n : {std::int64_t{0}, std::int64_t{-7}, std::int64_t{1234567890123}}) {
    std::string out;
    wire::JsonWriter(out).value(n);
    EXPECT_EQ(out, wire::dump(wire::Json(n)));
  }
}

TEST(JsonWriter, NestedContainersGetTheirCommas) {
  std::string out;
  wire::JsonWriter w(out);
  w.beginObject().member("a", 1).key("b").beginArray().value("x").beginObject().endObject().beginArray().endArray().endArray();
  w.member("c", true).key("d").null().key("e").strings({"p", "q"}).key("f").raw(R"({"g":2})").endObject();
  const wire::Json expected = {{"a", 1}, {"b", {"x", wire::Json::object(), wire::Json::array()}}, {"c", true},
                               {"d", nullptr}, {"e", {"p", "q"}}, {"f", {{"g", 2}}}};
  EXPECT_EQ(out, wire::dump(expected));
}
