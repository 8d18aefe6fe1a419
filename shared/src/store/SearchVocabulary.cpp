// The colloquial vocabulary (SearchVocabulary.h). This is general vocabulary, not answers to
// particular queries: nicknames, abbreviations and run-together or apostrophe-less spellings that
// developers use for errors, each mapped to the words the catalogue's titles, messages and codes use.
// Add an entry when people commonly call an error something the catalogue never says.
#include "SearchVocabulary.h"

#include <string_view>

#include "SearchWords.h"

namespace errknow::store::search {
namespace {

struct Spelling {
  std::string_view said;                      // what people type
  std::vector<std::string_view> meanings;     // what the catalogue says instead
};

const std::vector<Spelling>& table() {
  static const std::vector<Spelling> t = {
      // Crashes and signals.
      {"segfault", {"segmentation fault", "sigsegv"}},
      {"seg fault", {"segmentation fault", "sigsegv"}},
      {"segv", {"segmentation fault", "sigsegv"}},
      {"core dump", {"segmentation fault", "sigabrt"}},
      {"core dumped", {"segmentation fault", "sigabrt"}},
      {"crash", {"segmentation fault", "panic"}},
      // Exception nicknames.
      {"npe", {"nullpointerexception"}},
      {"nre", {"nullreferenceexception"}},
      {"soe", {"stackoverflowerror"}},
      {"cce", {"classcastexception"}},
      {"ioobe", {"indexoutofboundsexception"}},
      {"cnfe", {"classnotfoundexception"}},
      // Memory, disk, files.
      {"oom", {"out of memory", "oomkilled", "cannot allocate memory"}},
      {"oome", {"outofmemoryerror"}},
      {"memory leak", {"detected memory leaks", "definitely lost"}},
      {"memory corruption", {"heap buffer overflow", "double free", "invalid pointer", "heap use after free"}},
      {"disk full", {"no space left on device", "disk full"}},
      {"out of disk", {"no space left on device"}},
      {"out of space", {"no space left on device"}},
      {"too many files", {"too many open files"}},
      {"file not found", {"no such file or directory", "filenotfoundexception", "file not found"}},
      {"missing file", {"no such file or directory"}},
      // Numbers and recursion.
      {"divide by zero", {"division by zero", "dividebyzeroexception"}},
      {"div by zero", {"division by zero"}},
      {"infinite recursion", {"maximum recursion depth exceeded", "maximum call stack size exceeded", "stackoverflowerror"}},
      {"infinite loop", {"maximum call stack size exceeded", "loop detected"}},
      // Network.
      {"port in use", {"address already in use", "port is already allocated"}},
      {"port already in use", {"address already in use", "port is already allocated"}},
      {"port taken", {"address already in use"}},
      {"conn refused", {"connection refused"}},
      {"refused connection", {"connection refused"}},
      {"timeout", {"timed out", "timeout"}},
      {"time out", {"timed out"}},
      {"rate limit", {"too many requests", "throttling", "rate exceeded"}},
      {"rate limited", {"too many requests", "throttling", "rate exceeded"}},
      {"throttled", {"throttling", "too many requests"}},
      {"dns", {"name resolution", "could not resolve host"}},
      {"cant resolve", {"could not resolve host", "name or service not known"}},
      {"host not found", {"could not resolve host", "name or service not known", "unknown host"}},
      // Certificates and auth.
      {"cert", {"certificate"}},
      {"certs", {"certificate"}},
      {"self signed", {"self signed certificate"}},
      {"wrong password", {"password authentication failed", "access denied for user"}},
      {"bad password", {"password authentication failed", "access denied for user"}},
      {"login failed", {"authentication failed", "access denied for user", "logon failure"}},
      {"not authorized", {"unauthorized", "access denied"}},
      {"no permission", {"permission denied", "access denied"}},
      // Databases.
      {"db", {"database"}},
      {"duplicate key", {"duplicate key value violates unique constraint", "duplicate entry", "unique constraint failed"}},
      {"missing table", {"relation does not exist", "table doesn t exist", "no such table"}},
      {"missing column", {"column does not exist", "unknown column", "no such column"}},
      // Dependencies and builds.
      {"deps", {"dependency", "dependencies"}},
      {"dep", {"dependency"}},
      {"pkg", {"package"}},
      {"dependency hell", {"unable to resolve dependency tree", "resolutionimpossible"}},
      {"linker error", {"undefined reference", "ld returned 1 exit status", "cannot find"}},
      {"undefined symbol", {"undefined reference", "undefined symbol"}},
      {"missing import", {"cannot find module", "no module named", "unresolved import"}},
      // Version control and containers.
      {"push rejected", {"rejected non fast forward", "pre receive hook declined"}},
      {"keeps restarting", {"back off restarting failed container", "crashloopbackoff", "restarting"}},
      {"k8s", {"kubernetes"}},
      {"kube", {"kubernetes"}},
      {"use after move", {"borrow of moved value", "use of moved value"}},
      // Ecosystem nicknames.
      {"golang", {"go"}},
      {"postgres", {"postgresql"}},
      {"pg", {"postgresql"}},
      {"js", {"javascript"}},
      {"ts", {"typescript"}},
      // Spellings without apostrophes: the catalogue's "can't" is the words "can" and "t".
      {"cant", {"can t", "cannot"}},
      {"cannot", {"can t"}},
      {"doesnt", {"doesn t", "does not"}},
      {"dont", {"don t", "do not"}},
      {"isnt", {"isn t", "is not"}},
      {"wont", {"won t", "will not"}},
      {"couldnt", {"couldn t", "could not"}},
  };
  return t;
}


// The table cut into words once.
struct Entry {
  std::vector<std::string> said;
  std::vector<std::vector<std::string>> meanings;
};

const std::vector<Entry>& entries() {
  static const std::vector<Entry> e = [] {
    std::vector<Entry> out;
    for (const auto& s : table()) {
      Entry en{words(s.said), {}};
      for (const auto& m : s.meanings) en.meanings.push_back(words(m));
      out.push_back(std::move(en));
    }
    return out;
  }();
  return e;
}

}  // namespace

std::vector<std::vector<std::string>> rewrites(const std::vector<std::string>& ws, std::size_t maxRewrites) {
  std::vector<std::vector<std::string>> out;
  for (const auto& s : entries()) {
    const std::vector<std::string>& said = s.said;
    if (said.empty() || said.size() > ws.size()) continue;
    for (std::size_t at = 0; at + said.size() <= ws.size(); ++at) {
      bool same = true;
      for (std::size_t k = 0; k < said.size() && same; ++k) same = ws[at + k] == said[k];
      if (!same) continue;
      for (const auto& m : s.meanings) {
        if (out.size() >= maxRewrites) return out;
        std::vector<std::string> r(ws.begin(), ws.begin() + static_cast<std::ptrdiff_t>(at));
        r.insert(r.end(), m.begin(), m.end());
        r.insert(r.end(), ws.begin() + static_cast<std::ptrdiff_t>(at + said.size()), ws.end());
        out.push_back(std::move(r));
      }
      break;  // one replacement per phrase is enough
    }
  }
  return out;
}

}  // namespace errknow::store::search
