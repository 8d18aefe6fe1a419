// Secrets removed from text before it leaves the machine (remote mode): bearer tokens and
// Authorization headers, passwords in URLs, password/secret/token assignments, API keys of
// common services (errknow's own `ek_` keys included), AWS access keys and secrets, JWTs and PEM
// private keys. Each is replaced by a marker that says what was there, so the analysis still
// knows, for example, that a key was sent.
#pragma once

#include <string>

namespace errknow::core {

std::string redactSecrets(const std::string& text);

}  // namespace errknow::core
