// The specifics of one input that the steps name: the missing module, the host and port a
// connection was refused or timed out on (and the service that port usually belongs to), a host
// that did not resolve, a missing table or column, a missing or forbidden path, an environment
// variable, and what the request carried (a Bearer token, an Authorization header, "expired").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "errknow/core/Normalizer.h"

namespace errknow::ai {

// One value found in the input and the line it came from.
struct Fact {
  std::string value;
  std::size_t lineIndex = 0;
  int inputLine = 0;
};

struct InputFacts {
  std::optional<Fact> missingModule;
  std::string moduleEcosystem;  // "python", "node", "go", "rust", "java", "c", "ruby" or empty
  std::optional<Fact> endpoint;  // "host:port" of a refused/failed connection
  std::string host;
  int port = 0;
  std::string service;  // what usually listens on `port` ("PostgreSQL"), or empty
  std::optional<Fact> unresolvedHost;
  std::optional<Fact> table;
  std::optional<Fact> column;
  std::optional<Fact> missingPath;
  std::optional<Fact> forbiddenPath;
  std::optional<Fact> envVar;
  std::optional<Fact> addressInUse;  // "host:port" or ":port" already taken
  std::optional<Fact> authHeader;    // the line that sends Authorization / Bearer
  bool bearer = false;
  bool tokenExpired = false;
  bool connectionRefused = false;
  bool timedOut = false;
  bool localHost = false;  // the endpoint is this machine (localhost, 127.0.0.1, ::1, 0.0.0.0)
};

InputFacts findInputFacts(const core::NormalizedText& text);

// The service that usually listens on a port, or empty ("PostgreSQL" for 5432).
std::string serviceForPort(int port);

}  // namespace errknow::ai
