// Which tools, languages and runtimes produced a text: the ecosystems stage of the analysis. It
// weighs evidence (banners and prefixes a tool prints, the file extensions and frame formats of
// every language's traces, the command line, codes of a known kind, the language vote of the
// signals) and, last, the client's language hint, which decides only between ecosystems the text
// leaves open. The analysis answers only from ecosystems the text gives evidence for.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"

namespace errknow::core {

struct EcosystemScore {
  std::string id;      // an ecosystem id: a category id, or rails, laravel, nextjs, shell
  std::string category;  // the category that answers for it (rails -> ruby)
  double score = 0;    // summed evidence; 2 or more is evidence enough to answer from it
  std::size_t firstAt = 0;  // byte offset of its first code marker (the text's size when it has none)
  double textScore = 0;     // the evidence in the text alone, without the language hint
  double strongest = 0;     // the weight of its strongest single marker (3: it decides by itself)
};

// A code the text shows in a known shape (`CS0246`, `AADSTS50011`) that the signals do not name.
struct ShapedCode {
  std::string code;
  std::string category;
  int line = 0;
  std::size_t lineIndex = 0;
};

struct EcosystemEvidence {
  std::vector<EcosystemScore> ranked;  // best first; only ecosystems with some evidence
  std::vector<ShapedCode> codes;       // in order of appearance
  // The evidence for a category: the best of its ecosystems' scores (0 when none).
  double categoryScore(std::string_view category) const;
  // The category with the most evidence, or empty.
  std::string topCategory() const;
  // The category whose generic record answers when nothing specific fits: the best-evidenced
  // ecosystem that is not a layer, and within it the framework the text shows (Angular rather
  // than JavaScript). Empty when no ecosystem has evidence enough.
  // `except` leaves one category out (the category of a failure that only reports another one).
  // Only the text's own evidence counts: the hint alone never makes an answer.
  std::string specificCategory(std::string_view except = {}) const;
  // Whether a language category's templates cannot ground an answer in this text: the text plainly
  // comes from another language (its best ecosystem, with a score of 3 or more) and shows too little
  // of this one. Such a template matched by accident (a Swift type error read by a C++ pattern).
  bool excludesLanguage(std::string_view category) const;
};

constexpr double kEcosystemEvidence = 2.0;  // a score from which the text is taken to come from it

// The categories that explain errors of any ecosystem (an errno, an HTTP status, a certificate,
// a name lookup): their records may answer wherever their own specific template matches.
bool isLayerCategory(std::string_view category);
// The layer of the operating system's and the shell's own messages (an errno's text, `command not
// found`, an exit status), which other tools print inside their own wording.
bool isSystemCategory(std::string_view category);
// The categories of a language's compiler or runtime (their templates can read alike across languages).
const std::vector<std::string>& languageCategories();
bool isLanguageCategory(std::string_view category);
// The root classes of the languages' exception hierarchies (`Exception`, `Error`, `Throwable`,
// `BaseException`, qualified or not): they tell the language, not the error.
bool isBaseExceptionName(std::string_view name);
// Whether an ecosystem is the ancestor or lives inside it (django within python, nextjs within
// javascript through react).
bool ecosystemWithin(std::string_view ecosystem, std::string_view ancestor);

// The category whose own code throws an exception of this qualified name, from its package
// (`org.gradle.api.tasks.TaskExecutionException` is Gradle's, `torch.cuda.OutOfMemoryError`
// PyTorch's), or empty when the package names no ecosystem of the catalogue.
std::string categoryOfQualifiedName(std::string_view name);

class EcosystemDetector {
 public:
  EcosystemDetector();
  ~EcosystemDetector();
  EcosystemDetector(const EcosystemDetector&) = delete;
  EcosystemDetector& operator=(const EcosystemDetector&) = delete;
  // The markers' expressions (RE2 syntax, multi-line), in marker order: the analysis scans them
  // in the catalogue's own pass (as PatternScanner hints) and hands the indices that fired to
  // detect().
  static std::vector<std::string> markerPatterns();
  // languageHint: a canonical language id or empty. `firedMarkers`: indices into markerPatterns()
  // whose expression may match the text (a superset is fine; duplicates and any order too).
  EcosystemEvidence detect(const NormalizedText& text, const Signals& signals, std::string_view languageHint,
                           const std::vector<int>& firedMarkers) const;
  // The same, scanning the markers in a pass of its own (compiled on first use): for callers
  // without the catalogue's scan.
  EcosystemEvidence detect(const NormalizedText& text, const Signals& signals, std::string_view languageHint) const;
  // Markers whose expressions failed to compile (empty unless the table has a bug).
  std::vector<std::string> markerErrors() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace errknow::core
