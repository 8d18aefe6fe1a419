// The full catalogue's Vectorscan scanner (loaded from the compiled catalogue, so with its
// start-tracking database) against RE2 on every dev-set input, short ones (start tracking) and
// long ones (one end per pattern, then RE2): the same patterns match, and each match starts and
// ends where RE2's first match does. Then bad input, including one long line that many patterns
// match to its end, still agrees.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>

#include "errknow/core/Ecosystems.h"
#include "errknow/core/Normalizer.h"
#include "errknow/core/PatternScanner.h"
#include "errknow/store/CatalogueStore.h"

using namespace errknow;

namespace {

struct Fixture {
  std::unique_ptr<store::CatalogueStore> store = store::openEmbeddedCatalogue();
  std::vector<std::string> patterns;
  std::vector<std::unique_ptr<RE2>> re2;
  std::unique_ptr<core::PatternScanner> scanner;
  Fixture() {
    for (const auto& r : store->catalogue().records())
      for (const auto& p : r.patterns) patterns.push_back(p.regex);
    RE2::Options o;
    o.set_log_errors(false);
    for (const auto& p : patterns) re2.push_back(std::make_unique<RE2>("(?m)" + p, o));
    // As the analyzer holds them: the ecosystem markers after the catalogue's patterns, as hints.
    std::vector<std::string> all = patterns;
    for (auto& m : core::EcosystemDetector::markerPatterns()) all.push_back(std::move(m));
    scanner = core::makePatternScanner(all, core::ScannerEngine::Vectorscan, store->compiledPatterns(), patterns.size());
  }
  // The scan's confirmed matches: the catalogue's patterns, not the hints after them.
  std::vector<core::PatternMatch> scan(std::string_view text) const {
    auto out = scanner->scan(text);
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const core::PatternMatch& m) { return static_cast<std::size_t>(m.id) >= patterns.size(); }),
              out.end());
    return out;
  }
};
Fixture& fixture() {
  static Fixture f;
  return f;
}

// What RE2 says, pattern by pattern (every pattern of the catalogue).
std::vector<core::PatternMatch> byRe2(const Fixture& f, const std::string& text) {
  std::vector<core::PatternMatch> out;
  for (int id = 0; id < static_cast<int>(f.re2.size()); ++id) {
    re2::StringPiece m;
    const RE2& re = *f.re2[static_cast<std::size_t>(id)];
    if (!re.Match(text, 0, text.size(), RE2::UNANCHORED, &m, 1)) continue;
    const auto begin = static_cast<std::size_t>(m.data() - text.data());
    out.push_back({id, begin, begin + m.size()});
  }
  return out;
}

void expectAgreement(const Fixture& f, const std::string& text, const std::string& name) {
  const auto got = f.scan(text);
  const auto want = byRe2(f, text);
  ASSERT_EQ(got.size(), want.size()) << name;
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].id, want[i].id) << name;
    EXPECT_EQ(got[i].begin, want[i].begin) << name << ": " << f.patterns[static_cast<std::size_t>(want[i].id)];
    EXPECT_EQ(got[i].end, want[i].end) << name << ": " << f.patterns[static_cast<std::size_t>(want[i].id)];
  }
}

}  // namespace

TEST(ScannerAgreement, EveryDevSetInputMatchesAsRe2Does) {
  const Fixture& f = fixture();
  ASSERT_FALSE(f.store->compiledPatterns().empty()) << "the catalogue carries its compiled patterns";
  EXPECT_EQ(f.scanner->serialize(), f.store->compiledPatterns()) << "the analyzer's scanner is the one the catalogue carries";
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  int inputs = 0, longOnes = 0;
  std::size_t matches = 0;
  while (std::getline(in, line)) {
    const auto item = nlohmann::json::parse(line);
    const std::string text = core::normalize(item["text"].get<std::string>()).text;
    expectAgreement(f, text, item["id"].get<std::string>());
    matches += f.scan(text).size();
    ++inputs;
    if (text.size() > 4096) ++longOnes;
  }
  EXPECT_EQ(inputs, 273);
  EXPECT_GT(longOnes, 0) << "some inputs take the one-end way";
  EXPECT_GT(matches, 400u);
}

TEST(ScannerAgreement, ALongLineManyPatternsMatchToItsEndStillAgrees) {
  const Fixture& f = fixture();
  // Every dev-set input on one line, cut to 4 KB and to 64 KB: patterns ending in ".+" then
  // report at nearly every byte, past the report budget.
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line, flat;
  while (std::getline(in, line) && flat.size() < 70000) {
    std::string t = nlohmann::json::parse(line)["text"].get<std::string>();
    std::replace(t.begin(), t.end(), '\n', ' ');
    flat += t;
  }
  for (std::size_t size : {std::size_t{4000}, std::size_t{65536}}) {
    const std::string text = core::normalize(flat.substr(0, size)).text;
    expectAgreement(f, text, "one line of " + std::to_string(size) + " bytes");
  }
}

// Found by the fuzzer: after one text, Vectorscan 5.4.9 reported a start-tracked match of the next
// text with a start from the text before (past the end of this one). Each scan must agree with
// RE2 on its own, whatever the scanner saw before.
TEST(ScannerAgreement, AScanAgreesWhateverTextCameBefore) {
  const Fixture& f = fixture();
  auto read = [](const char* name) {
    std::ifstream in(std::string(ERRKNOW_SOURCE_DIR "/tests/data/fuzz-regressions/") + name, std::ios::binary);
    return core::normalize(std::string(std::istreambuf_iterator<char>(in), {})).text;
  };
  const std::string first = read("som-stale-start-first"), second = read("som-stale-start-second");
  ASSERT_FALSE(first.empty());
  ASSERT_FALSE(second.empty());
  for (int round = 0; round < 2; ++round) {
    expectAgreement(f, first, "the first text");
    expectAgreement(f, second, "the second text, after the first");
  }
}

// Vectorscan 5.4.9 answers differently for one text at different addresses modulo 64: on this
// text (a catalogue file) it lost every match of `"[A-Z]+ \S+ HTTP/\d(?:\.\d)?" 444 \d+` at 22
// of the 64 and reported its second match as the first at 7 more, so the same request got
// different answers from one call to the next. The scanner must answer the same wherever the
// caller's text lies.
TEST(ScannerAgreement, OneAnswerWhereverTheTextLies) {
  const Fixture& f = fixture();
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/fuzz-regressions/vectorscan-alignment-miss", std::ios::binary);
  const std::string text = core::normalize(std::string(std::istreambuf_iterator<char>(in), {})).text;
  ASSERT_GT(text.size(), 1000u);
  auto key = [](const std::vector<core::PatternMatch>& v) {
    std::string k;
    for (const auto& m : v) k += std::to_string(m.id) + "@" + std::to_string(m.begin) + "-" + std::to_string(m.end) + " ";
    return k;
  };
  auto ids = [](std::vector<int> v) {
    std::sort(v.begin(), v.end());
    std::string k;
    for (int id : v) k += std::to_string(id) + " ";
    return k;
  };
  std::vector<char> buffer(text.size() + 128);
  const auto at = reinterpret_cast<std::uintptr_t>(buffer.data());
  char* base = buffer.data() + (64 - at % 64) % 64;
  std::string firstScan, firstCandidates;
  for (int offset = 0; offset < 64; ++offset) {
    std::memcpy(base + offset, text.data(), text.size());
    const std::string_view here(base + offset, text.size());
    const std::string scan = key(f.scanner->scan(here)), candidates = ids(f.scanner->candidates(here));
    if (offset == 0) {
      firstScan = scan;
      firstCandidates = candidates;
      EXPECT_FALSE(scan.empty());
    }
    EXPECT_EQ(scan, firstScan) << "scan() at offset " << offset;
    EXPECT_EQ(candidates, firstCandidates) << "candidates() at offset " << offset;
  }
}

// Vectorscan 5.4.9 lost, in the full catalogue's database, matches of patterns that start with one
// literal character and a run of a class (`'[^']+' is imported from both`, `"[A-Z]+ \S+ HTTP`,
// `:\d+: Missing '='`) once they started 64 bytes or more into the text: a Dart error after a long
// .pub-cache path went unseen. Every record example's one-line match is found again when lines of
// other text come before it, whatever their length.
TEST(ScannerAgreement, AMatchIsFoundWhereverItStartsInTheText) {
  const Fixture& f = fixture();
  const std::string dart = "Error: 'Router' is imported from both 'a' and 'b'.";
  for (std::size_t k : {std::size_t{10}, std::size_t{60}, std::size_t{70}, std::size_t{200}}) {
    const std::string text = core::normalize(std::string(k, 'z') + " " + dart).text;
    EXPECT_EQ(f.scan(text).size(), byRe2(f, text).size()) << k << " bytes before the Dart error";
    EXPECT_FALSE(f.scan(text).empty()) << k << " bytes before the Dart error";
  }
  std::size_t tried = 0, lost = 0;
  for (const auto& r : f.store->catalogue().records())
    for (const auto& ex : r.examples) {
      const std::string text = core::normalize(ex.text).text;
      for (const auto& m : f.scan(text)) {
        if (text.find('\n', m.begin) < m.end) continue;  // one-line matches only
        if (f.patterns[static_cast<std::size_t>(m.id)].find("\\A") != std::string::npos) continue;  // nor the text's start
        const std::size_t from = text.rfind('\n', m.begin) == std::string::npos ? 0 : text.rfind('\n', m.begin) + 1;
        const std::string line = text.substr(from, text.find('\n', m.end) - from);
        for (std::size_t k : {std::size_t{63}, std::size_t{64}, std::size_t{100}, std::size_t{300}}) {
          const std::string shifted = std::string(k, 'z') + "\n" + line;
          const auto found = f.scan(shifted);
          ++tried;
          if (std::none_of(found.begin(), found.end(), [&](const core::PatternMatch& x) { return x.id == m.id; })) {
            ++lost;
            ADD_FAILURE() << r.category << "/" << r.slug << ": " << f.patterns[static_cast<std::size_t>(m.id)]
                          << " lost after " << k << " bytes: " << line;
          }
        }
      }
    }
  EXPECT_GT(tried, 20000u);
  EXPECT_EQ(lost, 0u);
}
