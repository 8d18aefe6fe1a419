// The checks a record step passes before the builtin analysis shows it after its own steps: it
// must not repeat an earlier step (the same commands, or mostly the same words) and must not rest
// on a premise the input rules out (a quantity the input states otherwise, credentials absent when
// the input shows them sent, a refused connection treated as a slow one, another service than the
// refused port's). Plain functions.
#pragma once

#include <cctype>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "InputReading.h"

namespace errknow::ai::stepcheck {

inline std::string lowerCase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The commands a step quotes (`...`), quotes and repeated spaces taken out, so that
// "ss -ltnp | grep ':5433'" and "ss -ltnp | grep :5433" compare equal.
inline std::vector<std::string> commandsOf(const std::string& step) {
  std::vector<std::string> out;
  for (std::size_t open = step.find('`'); open != std::string::npos;) {
    const std::size_t close = step.find('`', open + 1);
    if (close == std::string::npos) break;
    std::string c;
    for (char ch : step.substr(open + 1, close - open - 1))
      if (ch != '\'' && ch != '"' && !(ch == ' ' && (c.empty() || c.back() == ' '))) c.push_back(ch);
    while (!c.empty() && c.back() == ' ') c.pop_back();
    if (!c.empty()) out.push_back(c);
    open = step.find('`', close + 1);
  }
  return out;
}

// Words of 4+ letters, lower-cased, less the ones every step uses.
inline std::set<std::string> contentWords(const std::string& step) {
  static const std::set<std::string> common = {"that", "this", "with", "from", "then", "them", "they", "there", "when",
                                               "check", "before", "after", "which", "your", "into", "than", "instead",
                                               "where", "what", "only", "also", "does", "other", "their", "it's"};
  std::set<std::string> out;
  std::size_t i = 0;
  while (i < step.size()) {
    while (i < step.size() && !std::isalnum(static_cast<unsigned char>(step[i]))) ++i;
    std::size_t j = i;
    while (j < step.size() && (std::isalnum(static_cast<unsigned char>(step[j])) || step[j] == '\'')) ++j;
    std::string w = lowerCase(step.substr(i, j - i));
    if (w.size() >= 4 && !common.count(w)) out.insert(w);
    i = j;
  }
  return out;
}

// Whether `step` says again what one of `earlier` says: the same text; every command it quotes
// already quoted inside that step's commands; half of them, with half of its words; or 70% of its
// words. Only commands of two words or more compare (a lone `;`, `file` or `--global` is a word, not
// a repeat), and not quotes of the input itself (`certificate verify failed:`).
inline bool repeats(const std::string& step, const std::vector<std::string>& earlier, std::string_view input) {
  std::vector<std::string> commands;
  for (std::string& c : commandsOf(step))
    if (c.find(' ') != std::string::npos && input.find(c) == std::string_view::npos) commands.push_back(std::move(c));
  const std::set<std::string> words = contentWords(step);
  for (const std::string& e : earlier) {
    if (e == step) return true;
    std::size_t given = 0;  // commands of `step` already inside one of e's
    if (!commands.empty()) {
      const std::vector<std::string> theirs = commandsOf(e);
      for (const std::string& c : commands) {
        bool found = false;
        for (const std::string& t : theirs) found = found || t.find(c) != std::string::npos;
        given += found;
      }
      if (given == commands.size()) return true;
    }
    std::size_t shared = 0;
    if (!words.empty()) {
      const std::set<std::string> theirs = contentWords(e);
      for (const std::string& w : words) shared += theirs.count(w);
    }
    if (words.size() >= 4 && shared * 10 >= words.size() * 7) return true;
    if (given > 0 && given * 2 >= commands.size() && shared * 2 >= words.size()) return true;
  }
  return false;
}

inline bool mentionsAny(const std::string& lowered, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (lowered.find(w) != std::string::npos) return true;
  return false;
}

// Whether a record step rests on a premise the input rules out: it states a quantity the input
// states otherwise, it supposes credentials absent when the input shows them sent, it treats a
// refused connection as a slow one, or it names another service than the one on the refused port.
inline bool contradictedByInput(const std::string& step, const InputReading& r) {
  if (contradictsInput(step, r.errorLines, r.facts.port)) return true;
  const std::string s = lowerCase(step);
  if ((r.facts.bearer || r.facts.authHeader) && mentionsAny(s, {"token", "credential", "authorization", "bearer", "api key"}) &&
      mentionsAny(s, {"missing", "not sent", "no token", "without a token", "without credentials", "forgot", "omitted",
                      "absent", "is not empty", "explicitly", "add the authorization", "add an authorization"}))
    return true;
  if (r.facts.connectionRefused && mentionsAny(s, {"timeout", "time out", "timed out"}) &&
      mentionsAny(s, {"increase", "raise", "longer", "extend"}))
    return true;
  // The refused port is one service's: a step naming another one (as its example) is about another case.
  if (!r.facts.service.empty()) {
    const std::string service = lowerCase(r.facts.service);
    for (const char* other : {"postgres", "mysql", "mariadb", "redis", "mongo", "elasticsearch", "rabbitmq", "kafka",
                              "memcached", "zookeeper", "cassandra", "consul", "etcd"})
      if (s.find(other) != std::string::npos && service.find(other) == std::string::npos &&
          s.find(service.substr(0, service.find('/'))) == std::string::npos)
        return true;
  }
  return false;
}

}  // namespace errknow::ai::stepcheck
