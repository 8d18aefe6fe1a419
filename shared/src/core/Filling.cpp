// The filling stage: the user's own values for the detected record's placeholders. First the
// record's message template, whose `{name}` parts become named captures; then, for names the
// template did not give, a few extractions from the text that hold for any record (a port after a
// host, a quoted module, git's rejected branch, a pod, an image, the first source location, ...).
#include <re2/re2.h>

#include <algorithm>

#include "AnalysisStages.h"
#include "MessageTemplates.h"

namespace errknow::core::stages {
namespace {

struct Extraction {
  const char* name;
  const char* needle;       // text every match contains: without it in the text, RE2 is not run
  std::unique_ptr<RE2> re;  // its first capture group is the value
};

const std::vector<Extraction>& extractions() {
  static const std::vector<Extraction> list = [] {
    std::vector<Extraction> v;
    auto add = [&](const char* name, const char* needle, const char* rx) {
      RE2::Options o;
      o.set_log_errors(false);
      v.push_back({name, needle, std::make_unique<RE2>(rx, o)});
    };
    add("port", "port ", R"x(\bport (\d{1,5})\b)x");
    add("port", ":", R"x((?:\b(?:localhost|[\w-]+(?:\.[\w-]+)+)|\]|\d+\.\d+\.\d+\.\d+):(\d{2,5})\b)x");
    add("host", "at \"", R"x(\bat "([^"\s]+)")x");
    add("host", "://", R"x(://(?:[^@/\s]+@)?([A-Za-z0-9.-]+))x");
    add("host", ":", R"x(\b([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*):\d{2,5}\b)x");
    add("host", "", R"x((?:[Cc]ould not resolve host:?|getaddrinfo \w+|lookup) ([A-Za-z0-9.-]+))x");
    add("module", "No module named '", R"x(No module named '([\w.]+)')x");
    add("module", "Cannot find module '", R"x(Cannot find module '([^']+)')x");
    add("module", "cannot find package \"", R"x(cannot find package "([^"]+)")x");
    add("branch", "rejected]", R"x(! \[(?:rejected|remote rejected)\]\s+(\S+) ->)x");
    add("branch", "branch '", R"x(\bbranch '([^']+)')x");
    add("branch", "src refspec ", R"x(src refspec (\S+) does not match)x");
    add("remote", "failed to push some refs to '", R"x(\bfailed to push some refs to '([^']+)')x");
    add("pod", "pod", R"x(\bpods? "([^"]+)")x");
    add("pod", "pod/", R"x(\bpod/([\w.-]+))x");
    add("namespace", "namespace \"", R"x(\bnamespace "([^"]+)")x");
    add("namespace", "-n ", R"x(\b-n ([\w.-]+))x");
    add("container", "container \"", R"x(\bcontainer "([^"]+)")x");
    add("container", "endpoint ", R"x(\bendpoint ([\w.-]+) \()x");
    add("image", "image \"", R"x(\bimage "([^"]+)")x");
    add("image", "Unable to find image '", R"x(Unable to find image '([^']+)')x");
    add("image", "pull access denied for ", R"x(pull access denied for ([^\s,]+))x");
    add("table", "\" does not exist", R"x(\brelation "([^"]+)" does not exist)x");
    add("table", "' doesn't exist", R"x(\bTable '([^']+)' doesn't exist)x");
    add("table", "no such table: ", R"x(\bno such table: (\S+))x");
    add("column", "column \"", R"x(\bcolumn "([^"]+)")x");
    add("user", "for user \"", R"x(\bfor user "([^"]+)")x");
    add("user", "for user '", R"x(\bfor user '([^']+)')x");
    add("database", "database \"", R"x(\bdatabase "([^"]+)" does not exist)x");
    add("command", ": command not found", R"x(([\w.-]+): command not found)x");
    add("command", "command not found: ", R"x(\bcommand not found: ([\w.-]+))x");
    add("variable", "' ", R"x(\b'(\w+)' (?:was not declared|undeclared|is not defined))x");
    add("variable", "' is not defined", R"x(\bname '(\w+)' is not defined)x");
    add("variable", "undefined: ", R"x(\bundefined: (\w+))x");
    add("package", "No matching distribution found for ", R"x(\bNo matching distribution found for ([\w.-]+))x");
    add("package", " 404 ", R"x(\bnpm (?:ERR!|error) 404 +'?([@\w./-]+))x");
    add("path", "/", R"x((?:^|[\s'"(])(/(?:[\w.@-]+/)+[\w.@-]+))x");
    return v;
  }();
  return list;
}

void put(PlaceholderValues& values, const std::string& name, std::string value) {
  if (value.empty() || value.size() > 200 || placeholderValue(values, name)) return;
  values.emplace_back(name, std::move(value));
}

}  // namespace

PlaceholderValues fillValues(const Context& ctx, const Record& record, const Candidate& detected,
                             const MessageTemplates& templates) {
  PlaceholderValues values;
  // Which names the record's steps use (found once at start); nothing to do without any.
  const std::vector<std::string>& wanted = templates.stepNames(record);
  if (wanted.empty()) return values;
  const std::string& text = ctx.text.text;

  // The template's first line sits on a line the record matched, most often: those lines first,
  // the whole text only when none of them holds it (a template is one line; RE2 on a line is
  // much cheaper than on the whole paste).
  // A rule's diagnostic pasted as JSON: its message, escapes undone, as the tool wrote it.
  if (!record.tool.empty())
    for (const auto& pd : ctx.signals.pastedDiagnostics)
      if (values.empty() && !pd.message.empty()) templates.capture(record, pd.message, values);
  for (const auto& e : detected.evidence)
    if (e.line > 0 && !e.text.empty()) templates.capture(record, e.text, values);
  if (values.empty()) templates.capture(record, text, values);
  // The code the answer names (a generic answer's code is the error's own).
  if (!detected.code.empty()) put(values, "code", detected.code);
  // A package is most often named after its module: find the module too when a package is wanted.
  const bool packageWanted = std::find(wanted.begin(), wanted.end(), "package") != wanted.end();
  for (const auto& e : extractions()) {
    const bool useful = std::find(wanted.begin(), wanted.end(), e.name) != wanted.end() ||
                        (packageWanted && std::string_view(e.name) == "module");
    if (!useful || placeholderValue(values, e.name)) continue;
    if (*e.needle && text.find(e.needle) == std::string::npos) continue;
    std::string v;
    if (RE2::PartialMatch(text, *e.re, &v)) put(values, e.name, v);
  }
  // From the signals: the command, the first location of the user's own code.
  if (!ctx.signals.tool.empty()) put(values, "program", ctx.signals.tool);
  if (!ctx.signals.command.empty()) put(values, "command", ctx.signals.command);
  const Location* loc = nullptr;
  for (const auto& f : ctx.signals.frames)
    if (f.userCode && !f.file.empty()) {
      put(values, "file", f.file);
      if (f.line > 0) put(values, "line", std::to_string(f.line));
      break;
    }
  if (!ctx.signals.locations.empty()) loc = &ctx.signals.locations.front();
  if (loc) {
    put(values, "file", loc->file);
    if (loc->line > 0) put(values, "line", std::to_string(loc->line));
  }
  // A Python module's distribution is most often its top-level name.
  if (const std::string* m = placeholderValue(values, "module")) {
    const std::string top = m->substr(0, m->find('.'));
    put(values, "package", top);
  }
  // Keep only what the steps use.
  values.erase(std::remove_if(values.begin(), values.end(),
                              [&](const auto& kv) { return std::find(wanted.begin(), wanted.end(), kv.first) == wanted.end(); }),
               values.end());
  return values;
}

}  // namespace errknow::core::stages
