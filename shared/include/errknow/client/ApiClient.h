// One call to errknow-server's /api/v1 through libcurl, with the user's key: the one HTTP client
// of the front ends (errknow-lsp's remote mode and `errknow mcp --remote` both link this library,
// errknow_client). One kept-alive easy handle per thread; bounded answer size; never throws.
#pragma once

#include <string>

namespace errknow::client {

struct ApiRequest {
  std::string method = "GET";  // GET or POST
  std::string url;             // the full URL
  std::string apiKey;          // sent as Authorization: Bearer
  std::string jsonBody;        // POST only
  long connectTimeoutMs = 2000;
  long timeoutMs = 10000;
};

struct ApiResponse {
  bool reached = false;        // false: no HTTP answer at all (`problem` says why)
  std::string problem;
  long status = 0;
  std::string body;
};

ApiResponse callApi(const ApiRequest& request);

// "HTTP 422: message (field problem; ...)" from an error answer's body ({"error": {...}}).
std::string describeApiError(const ApiResponse& response);

}  // namespace errknow::client
