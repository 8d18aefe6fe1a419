// errknow-server's HTTP layer: the routes of /api/v1 and the health endpoints on cpp-httplib, with
// the cross-cutting concerns in one fixed order for every API request: request id, then
// authentication, then the quota, then the route, then one place that writes error bodies and
// rate-limit headers, then the access log. Routes live in routes/, one file each.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <string>

#include "Clock.h"
#include "ServerConfig.h"
#include "accounts/AccountService.h"
#include "accounts/KeyCache.h"
#include "accounts/QuotaLedger.h"
#include "accounts/SpentQuotas.h"
#include "accounts/UsageBatcher.h"
#include "ai/AiProvider.h"
#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"
#include "middleware/AccessLog.h"
#include "middleware/Metrics.h"
#include "routes/RenderedBodies.h"

namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib

namespace errknow::backend {
namespace web {
class Website;
}

// What a route sees: the parsed parts of the request and the services.
struct Services {
  const ServerConfig& config;
  store::CatalogueStore& catalogue;
  core::Analyzer& analyzer;
  accounts::AccountService& accounts;
  accounts::UsageBatcher& usage;
  accounts::QuotaLedger& ledger;
  accounts::SpentQuotas& spent;
  const Clock& clock;
  AiProvider& ai;
  wire::Urls urls;
  Metrics& metrics;
  RenderedBodies& rendered;
  const wire::RecordParts& recordParts;  // the analysis answer's per-record JSON, made at start
};

struct Reply {
  int status = 200;
  wire::Json body;
  std::string retryAfter;  // seconds, for 429
  RenderedBodies::Body rendered;  // when set, the body already serialised (and `body` is unused)
  std::string text;               // when not empty, this answer's body already serialised (likewise)
};

// One API call in flight: who is calling, and the quota operations the route may use.
class ApiCall {
 public:
  // `pendingId` names this call's charges until its answer is written (see AccountStore::consume).
  ApiCall(Services& s, accounts::Principal who, std::string pendingId)
      : s_(s), who_(std::move(who)), pendingId_(std::move(pendingId)) {}
  const accounts::Principal& who() const { return who_; }
  const accounts::Plan& plan() const { return s_.accounts.planOf(who_.user); }
  // Counts this call against the daily quota, committed (with the charges of concurrent calls)
  // before it returns; false when nothing is left (answer 429). The server charges every answer
  // to a valid key once the route has made it (a 429 excepted); routes call this themselves only
  // before slow work, with `pending` so that a crash during that work takes the charge back.
  bool chargeDaily(bool pending = false);
  // Whether the caller's daily quota is known to be spent; refuseDaily() then counts the
  // rejection and makes the 429 (chargeDaily does the same when the store says no).
  bool dailyQuotaSpent() const;
  Reply refuseDaily();
  // Reserves one AI analysis; false when the AI quota is spent. refundAi() gives it back.
  bool reserveAi();
  void refundAi();
  bool aiRequested = false;
  bool aiReserved = false;
  bool charged = false;
  std::int64_t callsUsed = -1;  // after this call, when charged
  std::int64_t aiUsed = -1;

 private:
  Services& s_;
  accounts::Principal who_;
  std::string pendingId_;
};

// This process's name as the owner of pending charges ("pid@host"), and whether an owner is a
// process of this host that no longer runs.
const std::string& processOwner();
bool isDeadOwner(const std::string& owner);
// Where the quota journals of the store at `storeLocation` live: beside a SQLite file; for a
// PostgreSQL URL, in this machine's data directory under a name made from the URL.
std::string quotaJournalBase(const std::string& storeLocation);
// The quota journal of a process (an owner) that serves that store, named by the process id.
std::string quotaJournalPath(const std::string& storeLocation, const std::string& owner);
// At start: ends the leases of this host's dead processes (QuotaLedger::recover) and removes
// their journals; returns the calls given back.
std::int64_t recoverQuotaLeases(accounts::AccountStore& store, const std::string& storeLocation);


Reply errorReply(int status, const std::string& code, const std::string& message,
                 const std::vector<wire::FieldProblem>& details = {});

class Server {
 public:
  Server(ServerConfig config, std::unique_ptr<store::CatalogueStore> catalogue,
         std::unique_ptr<accounts::AccountStore> accountStore, std::unique_ptr<AiProvider> ai);
  ~Server();
  // Binds the listening socket (port 0 picks one); false with `error` set on failure.
  bool bind(std::string& error);
  int port() const { return port_; }
  // Serves until stop(); returns when the in-flight requests are done.
  void run();
  void stop();
  accounts::AccountService& accounts() { return *accounts_; }

 private:
  void routes();
  // Authenticates, runs the route for that caller, writes its reply. With `refuseSpentFirst`, a
  // caller known to be over its daily quota gets its 429 before the route runs.
  void api(const httplib::Request& req, httplib::Response& res, Reply (*route)(const httplib::Request&, ApiCall&, Services&),
           bool refuseSpentFirst = true);
  // POST /mcp: the origin checked (DNS rebinding), then authenticated like /api/v1; mcpRoute decides the cost.
  void mcp(const httplib::Request& req, httplib::Response& res);
  // The caller of an API request, or nullopt once a 401 (or a 503) has been written.
  std::optional<accounts::Principal> authenticate(const httplib::Request& req, httplib::Response& res);
  bool allowedOrigin(const std::string& origin) const;
  void finish(httplib::Response& res, Reply reply, ApiCall* call);
  // The quota headers of a plan with `used` calls counted today.
  void setQuotaHeaders(httplib::Response& res, const accounts::Plan& plan, std::int64_t used);
  // For answers made before or without a route (405, 413, a bad frame): the quota headers of the
  // request's key when it is valid, read without counting; else X-RateLimit-Remaining: 0.
  void quotaHeadersOf(const httplib::Request& req, httplib::Response& res);
  void confirmPending();

  ServerConfig config_;
  std::unique_ptr<store::CatalogueStore> catalogue_;
  std::unique_ptr<core::Analyzer> analyzer_;
  std::unique_ptr<wire::RecordParts> recordParts_;
  std::unique_ptr<accounts::AccountStore> accountStore_;
  std::unique_ptr<accounts::AccountService> accounts_;
  std::unique_ptr<accounts::UsageBatcher> usage_;
  std::unique_ptr<accounts::QuotaLedger> ledger_;
  // Ends idle leases and writes the noted rejections, twice a second, while run() serves.
  std::thread settler_;
  std::mutex settlerMutex_;
  std::condition_variable settlerCv_;
  bool settlerStop_ = false;
  std::unique_ptr<accounts::KeyCache> keyCache_;
  accounts::SpentQuotas spent_;
  std::unique_ptr<AiProvider> ai_;
  SystemClock clock_;
  Metrics metrics_;
  RenderedBodies rendered_;
  AccessLog accessLog_;  // stderr; before http_: its logger writes here until http_ is gone
  std::unique_ptr<Services> services_;
  std::unique_ptr<httplib::Server> http_;
  std::unique_ptr<web::Website> website_;  // the HTML pages (backend/web)
  int port_ = 0;
  int listenSocket_ = -1;
};

// The routes, one per file under routes/.
Reply analyzeRoute(const httplib::Request& req, ApiCall& call, Services& s);
Reply errorRecordRoute(const httplib::Request& req, ApiCall& call, Services& s);
Reply searchRoute(const httplib::Request& req, ApiCall& call, Services& s);
Reply categoriesRoute(const httplib::Request& req, ApiCall& call, Services& s);
Reply notFoundRoute(const httplib::Request& req, ApiCall& call, Services& s);
Reply mcpRoute(const httplib::Request& req, ApiCall& call, Services& s);

}  // namespace errknow::backend
