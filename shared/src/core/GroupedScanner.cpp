// GroupedScanner: one PatternScanner per group of patterns, and the serialised form of them all
// (a header, then each group's PatternScanner::serialize() result with its length).
#include "errknow/core/GroupedScanner.h"

#include <algorithm>
#include <cstdint>

namespace errknow::core {
namespace {

constexpr std::string_view kMagic = "errknow-groups-1";

void putU64(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}
bool getU64(std::string_view& in, std::uint64_t& v) {
  if (in.size() < 8) return false;
  v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in[static_cast<std::size_t>(i)])) << (8 * i);
  in.remove_prefix(8);
  return true;
}

// Each group's part of a serialize() result; empty parts when it is not one for `groups` groups.
std::vector<std::string_view> splitCompiled(std::string_view in, std::size_t groups) {
  std::vector<std::string_view> parts(groups);
  std::uint64_t n = 0;
  if (in.substr(0, kMagic.size()) != kMagic) return parts;
  in.remove_prefix(kMagic.size());
  if (!getU64(in, n) || n != groups) return parts;
  std::vector<std::string_view> found;
  for (std::size_t g = 0; g < groups; ++g) {
    std::uint64_t len = 0;
    if (!getU64(in, len) || len > in.size()) return parts;
    found.push_back(in.substr(0, static_cast<std::size_t>(len)));
    in.remove_prefix(static_cast<std::size_t>(len));
  }
  return in.empty() ? found : parts;
}

}  // namespace

GroupedScanner::GroupedScanner(const std::vector<std::string>& patterns, const std::vector<int>& groupOf,
                               std::size_t groups, ScannerEngine engine, std::string_view compiled,
                               std::size_t hintsFrom) {
  parts_.resize(groups);
  for (std::size_t i = 0; i < patterns.size() && i < groupOf.size(); ++i) {
    const int g = groupOf[i];
    if (g >= 0 && static_cast<std::size_t>(g) < groups) parts_[static_cast<std::size_t>(g)].ids.push_back(static_cast<int>(i));
  }
  const std::vector<std::string_view> precompiled = splitCompiled(compiled, groups);
  for (std::size_t g = 0; g < groups; ++g) {
    Part& part = parts_[g];
    // The group's patterns keep the whole list's order, so its hints stay at its end.
    std::vector<std::string> own;
    std::size_t ownHintsFrom = 0;
    for (int id : part.ids) {
      own.push_back(patterns[static_cast<std::size_t>(id)]);
      if (static_cast<std::size_t>(id) < hintsFrom) ++ownHintsFrom;
    }
    part.scanner = makePatternScanner(own, engine, precompiled[g], ownHintsFrom);
    for (const PatternError& e : part.scanner->errors())
      errors_.push_back({part.ids[static_cast<std::size_t>(e.id)], e.reason});
  }
  std::sort(errors_.begin(), errors_.end(), [](const PatternError& a, const PatternError& b) { return a.id < b.id; });
}

GroupedScanner::~GroupedScanner() = default;

std::vector<PatternMatch> GroupedScanner::scan(std::string_view text, std::size_t group) const {
  std::vector<PatternMatch> out;
  if (group >= parts_.size() || parts_[group].ids.empty()) return out;
  const Part& part = parts_[group];
  out = part.scanner->scan(text);
  for (PatternMatch& m : out) m.id = part.ids[static_cast<std::size_t>(m.id)];  // ids rise with the local ones
  return out;
}

std::vector<PatternMatch> GroupedScanner::scanAll(std::string_view text) const {
  std::vector<PatternMatch> out;
  for (std::size_t g = 0; g < parts_.size(); ++g) {
    std::vector<PatternMatch> more = scan(text, g);
    out.insert(out.end(), more.begin(), more.end());
  }
  std::sort(out.begin(), out.end(), [](const PatternMatch& a, const PatternMatch& b) { return a.id < b.id; });
  return out;
}

std::vector<int> GroupedScanner::candidates(std::string_view text) const {
  std::vector<int> out;
  for (const Part& part : parts_) {
    if (part.ids.empty()) continue;
    for (int id : part.scanner->candidates(text)) out.push_back(part.ids[static_cast<std::size_t>(id)]);
  }
  return out;
}

std::string GroupedScanner::serialize() const {
  // A group without a compiled form (no patterns, or none Vectorscan takes) has an empty part and
  // is compiled again on load; an engine that cannot serialise at all gives nothing.
  std::string out(kMagic);
  putU64(out, parts_.size());
  bool any = false;
  for (const Part& part : parts_) {
    const std::string bytes = part.ids.empty() ? std::string() : part.scanner->serialize();
    any = any || !bytes.empty();
    putU64(out, bytes.size());
    out += bytes;
  }
  return any ? out : std::string();
}

}  // namespace errknow::core
