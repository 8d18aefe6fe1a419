// The trigger pass of SignalTriggers.h: at each pair of bytes, two 16384-bit filters (the bytes as
// they are, and folded to lower case) say whether a literal may lie there, the literals of that
// pair are compared, and a walk over the words asks the word triggers.
#include "SignalTriggers.h"

#include <algorithm>

namespace errknow::core::triggers {
namespace {

unsigned char fold(unsigned char c) { return static_cast<unsigned char>(foldAscii(static_cast<char>(c))); }

// Literals are short: a plain loop beats a call to memcmp.
bool equalsAt(std::string_view text, std::size_t at, const std::string& lit, bool caseless) {
  if (text.size() - at < lit.size()) return false;
  if (!caseless) {
    for (std::size_t i = 0; i < lit.size(); ++i)
      if (text[at + i] != lit[i]) return false;
    return true;
  }
  return caselessEquals(text.substr(at, lit.size()), lit);
}

// How seldom a byte turns up in ordinary text and logs, roughly: spaces and the commonest letters
// least seldom, capitals and rare punctuation most.
int rarity(unsigned char c) {
  if (c == ' ') return 0;
  if (std::string_view("etaoinsr").find(static_cast<char>(c)) != std::string_view::npos) return 1;
  if (std::string_view("hdlcu:./-_0123456789").find(static_cast<char>(c)) != std::string_view::npos) return 2;
  if (c >= 'a' && c <= 'z') return 3;
  return 4;
}
// The same for a pair, folded: the commonest English letter pairs count as common as a space.
int pairRarity(unsigned char a, unsigned char b) {
  static constexpr std::string_view kCommonPairs[] = {"th", "he", "in", "er", "an", "re", "on", "at", "en", "nd",
                                                      "ti", "es", "or", "te", "of", "ed", "is", "it", "al", "ar",
                                                      "st", "to", "nt", "ng", "se", "ha", "as", "ou", "io", "le",
                                                      "ve", "co", "me", "de", "hi", "ri", "ro", "ic", "ne", "ea"};
  const char pair[2] = {static_cast<char>(fold(a)), static_cast<char>(fold(b))};
  for (std::string_view p : kCommonPairs)
    if (p == std::string_view(pair, 2)) return 0;
  return rarity(a) + rarity(b);
}

// RE2's case folding lets two non-ASCII characters match ASCII letters: U+017F (long s) matches s
// and U+212A (Kelvin sign) matches k. A text holding either fires every expression.
bool hasFoldingRisk(std::string_view text) {
  return text.find("\xC5\xBF") != std::string_view::npos || text.find("\xE2\x84\xAA") != std::string_view::npos;
}

}  // namespace

void TriggerTable::add(std::vector<Trigger> triggers) {
  const int id = static_cast<int>(alwaysFires_.size());
  alwaysFires_.push_back(triggers.empty());
  for (auto& t : triggers) {
    if (t.word) {
      for (char c : t.literal) {
        if (!isWordChar(c)) continue;  // no word starts with it
        wordsByFirst_[static_cast<unsigned char>(c)].emplace_back(id, t.word);
        anyWords_ = true;
      }
      continue;
    }
    if (t.literal.size() < 2) {  // too short to index: run the expression always
      alwaysFires_[static_cast<std::size_t>(id)] = true;
      continue;
    }
    auto same = std::find_if(literals_.begin(), literals_.end(),
                             [&](const Literal& l) { return l.text == t.literal && l.caseless == t.caseless; });
    if (same == literals_.end()) {
      Literal l{t.literal, t.caseless, 0, {}};
      int best = -1;
      for (std::size_t k = 0; k + 1 < l.text.size(); ++k) {
        const auto a = static_cast<unsigned char>(l.text[k]), b = static_cast<unsigned char>(l.text[k + 1]);
        const int r = l.caseless ? pairRarity(fold(a), fold(b)) : pairRarity(a, b);
        if (r > best) best = r, l.anchor = k;
      }
      same = literals_.insert(literals_.end(), std::move(l));
    }
    same->users.emplace_back(id, t.check);
  }
}

void TriggerTable::PairIndex::build(const std::vector<Literal>& all, bool caseless) {
  bits.assign(kSlots / 64, 0);
  literals.clear();
  for (unsigned i = 0; i < all.size(); ++i) {
    if (all[i].caseless != caseless) continue;
    auto a = static_cast<unsigned char>(all[i].text[all[i].anchor]);
    auto b = static_cast<unsigned char>(all[i].text[all[i].anchor + 1]);
    if (caseless) a = fold(a), b = fold(b);
    const unsigned s = slot(a, b);
    bits[s / 64] |= 1ull << (s % 64);
    literals.emplace_back(s, i);
  }
  std::sort(literals.begin(), literals.end());
}

void TriggerTable::compile() {
  exact_.build(literals_, false);
  folded_.build(literals_, true);
}

// The literals known by the pair at text[at, at + 2) that lie there, and their checks.
void TriggerTable::match(const PairIndex& index, unsigned slot, std::string_view text, std::size_t at,
                         std::vector<unsigned char>& out) const {
  for (auto k = std::lower_bound(index.literals.begin(), index.literals.end(), std::make_pair(slot, 0u));
       k != index.literals.end() && k->first == slot; ++k) {
    const Literal& l = literals_[k->second];
    if (at < l.anchor) continue;
    const std::size_t start = at - l.anchor;
    if (!equalsAt(text, start, l.text, l.caseless)) continue;
    for (const auto& [id, check] : l.users)
      if (!out[static_cast<std::size_t>(id)] && (!check || check(text, start, l.text.size())))
        out[static_cast<std::size_t>(id)] = 1;
  }
}

std::vector<unsigned char> TriggerTable::fired(std::string_view text) const {
  std::vector<unsigned char> out = alwaysFires_;
  if (hasFoldingRisk(text)) return std::vector<unsigned char>(out.size(), 1);
  const std::size_t n = text.size();
  for (std::size_t i = 0; i + 1 < n; ++i) {
    const auto a = static_cast<unsigned char>(text[i]), b = static_cast<unsigned char>(text[i + 1]);
    const unsigned exact = PairIndex::slot(a, b), folded = PairIndex::slot(fold(a), fold(b));
    if (exact_.has(exact)) match(exact_, exact, text, i, out);
    if (folded_.has(folded)) match(folded_, folded, text, i, out);
  }
  if (anyWords_) {
    std::size_t i = 0;
    while (i < n) {
      if (!isWordChar(text[i])) {
        ++i;
        continue;
      }
      std::size_t end = i + 1;
      while (end < n && isWordChar(text[end])) ++end;
      for (const auto& [id, check] : wordsByFirst_[static_cast<unsigned char>(text[i])])
        if (!out[static_cast<std::size_t>(id)] && check(text, i, end)) out[static_cast<std::size_t>(id)] = 1;
      i = end;
    }
  }
  return out;
}

}  // namespace errknow::core::triggers
