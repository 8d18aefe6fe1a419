// Tools that print in the user's language are found by the record of the English message: the
// translations their gettext catalogues ship are patterns of that record
// (catalogue/importers/translations.py), over the whole embedded catalogue.
#include <gtest/gtest.h>

#include "EmbeddedAnalyzer.h"

using namespace errknow;

namespace {
std::string answer(const std::string& text) {
  const auto a = testsupport::embeddedAnalyzer().analyze(text);
  const core::Record& r = *a.findings.front().detected.record;
  return r.category + "/" + r.slug;
}
}  // namespace

TEST(LocalisedMessages, AGermanMakeIsFoundByTheEnglishRecord) {
  EXPECT_EQ(answer("Makefile:4: *** Fehlender Trenner.  Schluss.\n"), "build/make-missing-separator");
  EXPECT_EQ(answer("make: *** Keine Regel, um „install“ zu erstellen.  Schluss.\n"),
            "build/make-no-rule-to-make-target");
}

TEST(LocalisedMessages, ACompilerInFrenchOrGermanIsFoundByTheEnglishRecord) {
  EXPECT_EQ(answer("main.c: In Funktion »main«:\nmain.c:5:5: Fehler: »buflen« wurde in diesem "
                   "Gültigkeitsbereich nicht definiert\n"),
            "c-cpp/not-declared-in-scope");
  EXPECT_EQ(answer("main.cpp:7:3: erreur: « count » n'a pas été déclaré dans cette portée\n"),
            "c-cpp/not-declared-in-scope");
}

TEST(LocalisedMessages, GlibcsTranslatedErrnoTextsAndGitsMessagesAreFound) {
  EXPECT_EQ(answer("cat: /etc/app/config.yml: Datei oder Verzeichnis nicht gefunden\n"),
            "linux/no-such-file-or-directory");
  EXPECT_EQ(answer("fatal: Kein Git-Repository (oder irgendeines der Elternverzeichnisse): .git\n"),
            "git/not-a-git-repository");
}
