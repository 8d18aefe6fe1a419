// The server: set-up, the API pipeline (request id, auth, quota, route, error body, headers) and
// the access log.
#include "Server.h"

#include <httplib.h>
#include <sodium.h>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <random>

#include "accounts/Keys.h"
#include "errknow/core/Catalogue.h"
#include "errknow/wire/JsonWriter.h"
#include "http/AuthScheme.h"
#include "http/Compression.h"
#include "http/ConnectionSocket.h"
#include "http/ElasticThreadPool.h"
#include "http/RecvHook.h"
#include "http/SendHook.h"
#include "http/RequestDeadline.h"
#include "http/RequestFraming.h"
#include "web/Website.h"

extern "C" {
extern const char errknow_openapi_begin[];
extern const char errknow_openapi_end[];
}

namespace errknow::backend {
namespace {

thread_local std::chrono::steady_clock::time_point tRequestStart;
thread_local std::string tKeyPrefix;
thread_local std::string tRoute;
thread_local std::vector<std::string> tPending;  // charges to confirm once the answer is made
thread_local accounts::QuotaLedger::Unconfirmed tUnconfirmed;  // a leased call, counted once written
thread_local bool tAcceptsGzip = false;  // the request's Accept-Encoding takes gzip

// 24 hex characters, unique rather than secret: a per-thread generator seeded once from the OS,
// instead of a system call for every request.
std::string newRequestId() {
  thread_local std::mt19937_64 rng = [] {
    std::random_device os;  // the OS's random source
    std::seed_seq seq{os(), os(), os(), os()};
    return std::mt19937_64(seq);
  }();
  static const char* hex = "0123456789abcdef";
  std::string id(24, '0');
  for (int part = 0; part < 2; ++part) {
    std::uint64_t v = rng();
    for (int i = 0; i < 12; ++i, v >>= 4) id[static_cast<std::size_t>(part * 12 + i)] = hex[v & 15];
  }
  return id;
}

// Any path under /api, in any case: a mistyped version or prefix (/api/v2, /api/V1) gets the
// API's JSON error, never the website's page.
bool isApi(const std::string& path) {
  if (path.size() < 4 || (path.size() > 4 && path[4] != '/')) return false;
  return core::toLower(std::string_view(path).substr(0, 4)) == "/api";
}

// Sends the end of the stream after the answer, then reads and drops what the client still sends
// (at most 2 s, 200 ms of silence, 8 MiB) so that closing does not reset the connection before
// the client has read the answer. The socket is closed by cpp-httplib on its next read.
void lingeringClose(int fd) {
  ::shutdown(fd, SHUT_WR);
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  char buf[16384];
  std::size_t drained = 0;
  while (drained < (8u << 20) && std::chrono::steady_clock::now() < until) {
    if (pollSocket(fd, POLLIN, 200) <= 0) break;  // the kernel's answer, not the recv hook's
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n <= 0) break;
    drained += static_cast<std::size_t>(n);
  }
}

constexpr std::size_t kMaxHeaders = 100;             // more: 431
constexpr std::size_t kMaxHeaderBytes = 8 * 1024;    // one header's name and value; more: 431
constexpr std::size_t kMaxHeadBytes = 32 * 1024;     // all headers together; more: 431
constexpr const char* kTooLargeMessage = "The request body is larger than the server accepts (1 MiB).";

struct FramingProblem {
  int status = 0;  // 0: none
  std::string message;
};

// Whether cpp-httplib reads a body for this method (the others' bodies would stay unread).
bool readsBody(const std::string& method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE" || method == "PRI";
}

// Checks what cpp-httplib accepts but must not: ambiguous body framing (it prefers
// Transfer-Encoding to Content-Length, takes the first of two Content-Lengths, reads a
// non-numeric one as 0, leaves a GET's body unread), a NUL byte or a bare LF in the head (it cuts
// header values short at a NUL, skips a header line ending in a bare LF), more than one
// Authorization header (it drops an empty one and answers with the first), and more or larger
// headers than any client needs. On success, `bodyLength` is the declared length (0 when chunked
// or absent).
FramingProblem framingProblem(const httplib::Request& req, std::size_t maxBody, std::uint64_t& bodyLength) {
  bodyLength = 0;
  if (RequestFraming::headHadNul()) return {400, "The request head contains a NUL byte."};
  if (RequestFraming::headHadBareLf()) return {400, "A line of the request head ends in LF without CR."};
  if (RequestFraming::authorizationHeaders() > 1 || req.get_header_value_count("Authorization") > 1)
    return {400, "The request has more than one Authorization header."};
  const std::size_t lengths = req.get_header_value_count("Content-Length");
  const bool chunked = req.has_header("Transfer-Encoding");
  if (lengths > 1) return {400, "The request has more than one Content-Length header."};
  if (lengths == 1 && chunked) return {400, "The request has both Content-Length and Transfer-Encoding."};
  if (lengths == 1) {
    const std::string v = req.get_header_value("Content-Length");
    if (v.empty() || v.size() > 18 || v.find_first_not_of("0123456789") != std::string::npos)
      return {400, "The Content-Length header is not a number."};
    bodyLength = std::stoull(v);
  }
  if (chunked) {
    if (req.get_header_value_count("Transfer-Encoding") > 1) return {400, "The request has more than one Transfer-Encoding header."};
    std::string te = req.get_header_value("Transfer-Encoding");
    std::transform(te.begin(), te.end(), te.begin(), [](unsigned char c) { return std::tolower(c); });
    if (te != "chunked") return {400, "Only the chunked Transfer-Encoding is accepted."};
  }
  if ((chunked || bodyLength > 0) && !readsBody(req.method)) return {400, "A " + req.method + " request has no body."};
  if (req.headers.size() > kMaxHeaders)
    return {431, "The request has more than " + std::to_string(kMaxHeaders) + " headers."};
  std::size_t total = 0;
  for (const auto& [name, value] : req.headers) {
    if (name.size() + value.size() > kMaxHeaderBytes) return {431, "A request header is larger than 8 KiB."};
    total += name.size() + value.size() + 4;
  }
  if (total > kMaxHeadBytes) return {431, "The request headers are larger than 32 KiB together."};
  if (maxBody > 0 && bodyLength > maxBody) return {413, kTooLargeMessage};
  return {};
}

// Every JSON body ends with CR LF: a terminal shows the prompt on a line of its own after
// `curl`, and a client reading pipelined answers finds each status line at the start of a line.
void endJsonBody(std::string& body) {
  if (!body.empty() && body.back() != '\n') body += "\r\n";
}

void writeJson(httplib::Response& res, int status, const wire::Json& body) {
  res.status = status;
  std::string text = wire::dump(body);
  endJsonBody(text);
  res.body = std::move(text);
  res.set_header("Content-Type", "application/json; charset=utf-8");
}

}  // namespace

Reply errorReply(int status, const std::string& code, const std::string& message,
                 const std::vector<wire::FieldProblem>& details) {
  return Reply{status, wire::errorBody(code, message, details), {}, nullptr, {}};
}

const std::string& processOwner() {
  static const std::string owner = [] {
    char host[256] = {0};
    gethostname(host, sizeof host - 1);
    return std::to_string(getpid()) + "@" + host;
  }();
  return owner;
}

bool isDeadOwner(const std::string& owner) {
  const auto at = owner.find('@');
  if (at == std::string::npos) return false;
  const std::string host = owner.substr(at + 1);
  const std::string mine = processOwner().substr(processOwner().find('@') + 1);
  if (host != mine) return false;  // another machine's process: not ours to judge
  const long pid = std::strtol(owner.substr(0, at).c_str(), nullptr, 10);
  if (pid <= 0) return false;
  if (pid == getpid()) return false;
  return kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

bool ApiCall::dailyQuotaSpent() const {
  return s_.spent.isSpent(who_.user.id, s_.clock.utcDay(), plan().callsPerDay);
}

Reply ApiCall::refuseDaily() {
  s_.metrics.rejection("calls");
  s_.ledger.noteRejection(who_.user.id, s_.clock.utcDay(), accounts::Counter::Calls);
  callsUsed = plan().callsPerDay;
  return errorReply(429, "rate_limit_exceeded", "The daily call limit of your plan is reached.");
}

bool ApiCall::chargeDaily(bool pending) {
  if (charged) return true;
  const std::string day = s_.clock.utcDay();
  std::optional<std::int64_t> n;
  if (pending) {
    const std::string id = pendingId_ + ":calls";
    n = s_.accounts.store().consume(who_.user.id, day, accounts::Counter::Calls, plan().callsPerDay, id, processOwner());
    if (n) tPending.push_back(id);
  } else {
    n = s_.ledger.take(who_.user.id, day, plan().callsPerDay, &tUnconfirmed);
  }
  if (!n) {
    s_.spent.markSpent(who_.user.id, day, plan().callsPerDay);
    refuseDaily();
    return false;
  }
  charged = true;
  callsUsed = *n;
  return true;
}

bool ApiCall::reserveAi() {
  const std::string id = pendingId_ + ":ai";
  auto n = s_.accounts.store().consume(who_.user.id, s_.clock.utcDay(), accounts::Counter::Ai, plan().aiPerDay, id,
                                       processOwner());
  if (n) tPending.push_back(id);
  if (!n) {
    s_.metrics.rejection("ai");
    s_.ledger.noteRejection(who_.user.id, s_.clock.utcDay(), accounts::Counter::Ai);
    aiUsed = plan().aiPerDay;
    return false;
  }
  aiUsed = *n;
  aiReserved = true;
  return true;
}

void ApiCall::refundAi() {
  const std::string id = pendingId_ + ":ai";
  s_.accounts.store().refund(who_.user.id, s_.clock.utcDay(), accounts::Counter::Ai, id);
  tPending.erase(std::remove(tPending.begin(), tPending.end(), id), tPending.end());
  if (aiUsed > 0) --aiUsed;
  aiReserved = false;
}

std::string quotaJournalBase(const std::string& storeLocation) {
  if (!accounts::isDatabaseUrl(storeLocation)) return storeLocation;
  // A database has no file to sit beside: this machine's data directory, named by the URL.
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : storeLocation) h = (h ^ c) * 1099511628211ull;
  char name[40];
  std::snprintf(name, sizeof name, "postgresql-%016llx", static_cast<unsigned long long>(h));
  return (std::filesystem::path(accounts::defaultDataDir()) / name).string();
}

std::string quotaJournalPath(const std::string& storeLocation, const std::string& owner) {
  return quotaJournalBase(storeLocation) + ".quota-" + owner.substr(0, owner.find('@'));
}

std::int64_t recoverQuotaLeases(accounts::AccountStore& store, const std::string& storeLocation) {
  const auto journalOf = [&storeLocation](const std::string& owner) { return quotaJournalPath(storeLocation, owner); };
  const std::int64_t n = accounts::QuotaLedger::recover(store, &isDeadOwner, journalOf);
  // Journals of this host's dead processes that held no open lease are left-overs: remove them.
  namespace fs = std::filesystem;
  const fs::path base(quotaJournalBase(storeLocation));
  const std::string prefix = base.filename().string() + ".quota-";
  std::error_code ec;
  const fs::path dir = base.has_parent_path() ? base.parent_path() : fs::path(".");
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    const std::string pid = name.substr(prefix.size());
    if (pid.empty() || pid.find_first_not_of("0123456789") != std::string::npos) continue;
    char host[256] = {0};
    gethostname(host, sizeof host - 1);
    if (isDeadOwner(pid + "@" + host)) fs::remove(entry.path(), ec);
  }
  return n;
}

Server::Server(ServerConfig config, std::unique_ptr<store::CatalogueStore> catalogue,
               std::unique_ptr<accounts::AccountStore> accountStore, std::unique_ptr<AiProvider> ai)
    : config_(std::move(config)), catalogue_(std::move(catalogue)), accountStore_(std::move(accountStore)),
      ai_(std::move(ai)), accessLog_(STDERR_FILENO) {
  analyzer_ = std::make_unique<core::Analyzer>(catalogue_->catalogue(), catalogue_.get(),
                                               store::analyzerOptions(*catalogue_));
  accounts_ = std::make_unique<accounts::AccountService>(*accountStore_, config_.plans);
  usage_ = std::make_unique<accounts::UsageBatcher>(*accountStore_);
  std::unique_ptr<accounts::LeaseJournal> journal;
  try {
    journal = std::make_unique<accounts::LeaseJournal>(quotaJournalPath(config_.store, processOwner()));
  } catch (const std::exception& e) {
    std::cerr << "{\"level\":\"warn\",\"msg\":\"" << e.what() << "; every call is committed on its own\"}\n";
  }
  // Callers up to 20 calls a second are counted call by call (exact headers on every instance);
  // busier ones get leases.
  ledger_ = std::make_unique<accounts::QuotaLedger>(*accountStore_, *usage_, processOwner(), std::move(journal),
                                                    std::chrono::milliseconds(1500), 20);
  // SQLite's change stamp is a local read, asked on every request; PostgreSQL's is a round trip,
  // asked at most once per key_cache_seconds.
  const auto recheck = accountStore_->engine() == "postgresql" ? std::chrono::seconds(config_.keyCacheSeconds)
                                                                : std::chrono::seconds(0);
  keyCache_ = std::make_unique<accounts::KeyCache>(*accountStore_, std::chrono::duration_cast<std::chrono::milliseconds>(recheck));
  if (!config_.tlsCert.empty()) http_ = std::make_unique<httplib::SSLServer>(config_.tlsCert.c_str(), config_.tlsKey.c_str());
  else http_ = std::make_unique<httplib::Server>();
}

Server::~Server() {
  if (settler_.joinable()) {
    {
      std::lock_guard<std::mutex> lock(settlerMutex_);
      settlerStop_ = true;
    }
    settlerCv_.notify_all();
    settler_.join();
  }
}

bool Server::bind(std::string& error) {
  if (!http_->is_valid()) {
    error = "the TLS certificate or key could not be loaded";
    return false;
  }
  routes();  // socket options and routes first: the listening socket is made with them
  const int p = config_.port == 0 ? http_->bind_to_any_port(config_.host.c_str())
                                  : (http_->bind_to_port(config_.host.c_str(), config_.port) ? config_.port : -1);
  if (p <= 0) {
    error = "cannot listen on " + config_.host + ":" + std::to_string(config_.port);
    return false;
  }
  port_ = p;
  // cpp-httplib listens with a backlog of 5: a burst of connections (or thousands of idle ones)
  // would overflow it and every new client's SYN would be dropped and retried for seconds. Listen
  // again with the system's maximum (net.core.somaxconn), which Linux applies to the same socket.
  if (listenSocket_ >= 0) ::listen(listenSocket_, SOMAXCONN > 4096 ? SOMAXCONN : 4096);
  if (config_.publicUrl.empty())
    config_.publicUrl = std::string(config_.tlsCert.empty() ? "http://" : "https://") + config_.host + ":" + std::to_string(port_);
  const wire::Urls urls{config_.publicUrl};
  recordParts_ = std::make_unique<wire::RecordParts>(catalogue_->catalogue(), urls);
  services_ = std::make_unique<Services>(Services{config_, *catalogue_, *analyzer_, *accounts_, *usage_, *ledger_, spent_, clock_, *ai_,
                                                  urls, metrics_, rendered_, *recordParts_});
  return true;
}

void Server::run() {
  settler_ = std::thread([this] {
    std::unique_lock<std::mutex> lock(settlerMutex_);
    // Every 100 ms: leases other instances recalled; every 500 ms: idle leases and the 429 figures;
    // every 2 s: the leases and pending charges of this machine's dead instances (kill -9).
    for (unsigned tick = 1; !settlerCv_.wait_for(lock, std::chrono::milliseconds(100), [this] { return settlerStop_; }); ++tick) {
      lock.unlock();
      try {
        ledger_->answerRecalls();
        if (tick % 5 == 0) {
          ledger_->settleIdle(std::chrono::seconds(1));
          ledger_->flushRejections();
        }
        if (tick % 20 == 0) {
          recoverQuotaLeases(*accountStore_, config_.store);
          accountStore_->recoverPending(&isDeadOwner);
        }
      } catch (const std::exception&) {
        // The store is unavailable: the next rounds try again.
      }
      lock.lock();
    }
  });
  http_->listen_after_bind();
  // Every request in flight is answered: stop settling in the background and give back every
  // lease's unused calls, so that the store holds exactly the calls answered.
  {
    std::lock_guard<std::mutex> lock(settlerMutex_);
    settlerStop_ = true;
  }
  settlerCv_.notify_all();
  settler_.join();
  ledger_->settleAll();
  accessLog_.flush();
}

void Server::stop() { http_->stop(); }

void Server::confirmPending() {
  for (const auto& id : tPending) {
    try {
      services_->accounts.store().confirm(id);
    } catch (const std::exception&) {
      // Left pending: taken back only if this process dies before answering, which is right.
    }
  }
  tPending.clear();
}

void Server::setQuotaHeaders(httplib::Response& res, const accounts::Plan& plan, std::int64_t used) {
  const std::int64_t remaining = std::max<std::int64_t>(0, plan.callsPerDay - used);
  const long reset = clock_.secondsUntilReset();
  res.set_header("X-RateLimit-Limit", std::to_string(plan.callsPerDay));
  res.set_header("X-RateLimit-Remaining", std::to_string(remaining));
  res.set_header("X-RateLimit-Reset", std::to_string(reset));
  res.set_header("RateLimit-Policy", "\"daily\";q=" + std::to_string(plan.callsPerDay) + ";w=86400");
  res.set_header("RateLimit", "\"daily\";r=" + std::to_string(remaining) + ";t=" + std::to_string(reset));
}

void Server::quotaHeadersOf(const httplib::Request& req, httplib::Response& res) {
  // A valid key's true remaining count, read without charging anything; else 0.
  std::optional<accounts::Principal> who;
  if (req.get_header_value_count("Authorization") == 1) {
    try {
      const std::string key = bearerKey(req.get_header_value("Authorization"));
      if (accounts::wellFormedKey(key)) who = keyCache_->find(accounts::hashKey(key));
      if (who) setQuotaHeaders(res, services_->accounts.planOf(who->user), ledger_->used(who->user.id, clock_.utcDay()));
    } catch (const std::exception&) {
      who.reset();  // the store is unavailable: the answer says nothing about the quota
    }
  }
  if (!who) res.set_header("X-RateLimit-Remaining", "0");
}

void Server::finish(httplib::Response& res, Reply reply, ApiCall* call) {
  if (call && !call->charged && reply.status != 429 && reply.status < 500) {
    // Every answer to a valid key counts; it is charged now, once made, and sent only once the
    // charge is committed.
    try {
      if (!call->chargeDaily()) {
        if (call->aiReserved) call->refundAi();
        reply = errorReply(429, "rate_limit_exceeded", "The daily call limit of your plan is reached.");
      }
    } catch (const accounts::AccountError& e) {
      std::cerr << "{\"level\":\"error\",\"msg\":\"accounts store: " << e.what() << "\"}\n";
      reply = errorReply(503, "store_unavailable", "The accounts store is unavailable; try again shortly.");
    }
  }
  if (call) {
    const auto& plan = call->plan();
    const std::int64_t used = call->callsUsed >= 0 ? call->callsUsed : ledger_->used(call->who().user.id, clock_.utcDay());
    setQuotaHeaders(res, plan, used);
    if (call->aiRequested) {
      const std::int64_t aiUsed = call->aiUsed >= 0 ? call->aiUsed
                                                    : services_->accounts.store().used(call->who().user.id,
                                                                                       clock_.utcDay(), accounts::Counter::Ai);
      res.set_header("X-AI-RateLimit-Remaining", std::to_string(std::max<std::int64_t>(0, plan.aiPerDay - aiUsed)));
    }
    if (reply.status == 429) res.set_header("Retry-After", std::to_string(clock_.secondsUntilReset()));
    // The answer is final: its charges are confirmed now, just before httplib writes it, so that a
    // crash can never lose the charge of an answer a client received (see confirmPending()).
    confirmPending();
  } else if (!res.has_header("X-RateLimit-Remaining")) {
    res.set_header("X-RateLimit-Remaining", "0");
  }
  // The header block waits for the body (see SendHook.h), and a leased call is counted just
  // before the answer leaves: after that a kill -9 can no longer lose the count of an answer the
  // client receives, and before it nothing woke the client. (Over TLS, the logger counts it.)
  holdNextSend([this] { ledger_->confirm(tUnconfirmed); });
  if (reply.rendered) {
    res.status = reply.status;
    res.body.reserve(reply.rendered->size() + 2);
    res.body = *reply.rendered;
    endJsonBody(res.body);
    res.set_header("Content-Type", "application/json; charset=utf-8");
  } else if (!reply.text.empty()) {
    res.status = reply.status;
    res.body = std::move(reply.text);  // what set_content does, without copying the text
    endJsonBody(res.body);
    res.set_header("Content-Type", "application/json; charset=utf-8");
  } else {
    writeJson(res, reply.status, reply.body);
  }
  if (tAcceptsGzip) gzipAnswer(res);
}

std::optional<accounts::Principal> Server::authenticate(const httplib::Request& req, httplib::Response& res) {
  // "Bearer <key>" (the scheme in any case, one or more spaces), a well-formed key, an active key
  // in the store.
  const std::string auth = req.get_header_value("Authorization");
  if (auth.empty()) {
    res.set_header("WWW-Authenticate", "Bearer realm=\"errknow\"");
    finish(res, errorReply(401, "missing_api_key", "Send your API key as 'Authorization: Bearer <key>'."), nullptr);
    return std::nullopt;
  }
  if (isBasicAuth(auth)) {
    res.set_header("WWW-Authenticate", "Bearer realm=\"errknow\"");
    finish(res, errorReply(401, "invalid_api_key", "Basic authentication is not accepted: send your API key as 'Authorization: Bearer <key>'."), nullptr);
    return std::nullopt;
  }
  const std::string key = bearerKey(auth);
  std::optional<accounts::Principal> who;
  try {
    if (accounts::wellFormedKey(key)) who = keyCache_->find(accounts::hashKey(key));
  } catch (const accounts::AccountError& e) {
    std::cerr << "{\"level\":\"error\",\"msg\":\"accounts store: " << e.what() << "\"}\n";
    finish(res, errorReply(503, "store_unavailable", "The accounts store is unavailable; try again shortly."), nullptr);
    return std::nullopt;
  }
  if (!who) {
    res.set_header("WWW-Authenticate", "Bearer realm=\"errknow\", error=\"invalid_token\"");
    finish(res, errorReply(401, "invalid_api_key", "The API key is not valid, or it was revoked."), nullptr);
    return std::nullopt;
  }
  return who;
}

namespace {
// The host of an Origin ("https://host:port" -> "host").
std::string originHost(const std::string& origin) {
  const auto scheme = origin.find("://");
  if (scheme == std::string::npos) return "";
  std::string rest = origin.substr(scheme + 3);
  rest = rest.substr(0, rest.find('/'));
  if (!rest.empty() && rest.front() == '[') return rest.substr(0, rest.find(']') + 1);
  return rest.substr(0, rest.find(':'));
}
}  // namespace

bool Server::allowedOrigin(const std::string& origin) const {
  // A page of another site must not drive a server it reaches through the browser (DNS
  // rebinding): only loopback pages and the server's own public host may send an Origin.
  const std::string host = originHost(origin);
  if (host == "localhost" || host == "127.0.0.1" || host == "[::1]") return true;
  return !host.empty() && host == originHost(config_.publicUrl);
}

void Server::mcp(const httplib::Request& req, httplib::Response& res) {
  if (const std::string origin = req.get_header_value("Origin"); !origin.empty() && !allowedOrigin(origin)) {
    RequestDeadline::handlerStarted();
    finish(res, errorReply(403, "forbidden_origin", "Requests from the origin " + origin + " are not accepted."), nullptr);
    return;
  }
  // Only a tool call costs anything, so mcpRoute itself refuses a caller whose quota is spent.
  api(req, res, &mcpRoute, /*refuseSpentFirst=*/false);
}

void Server::api(const httplib::Request& req, httplib::Response& res,
                 Reply (*route)(const httplib::Request&, ApiCall&, Services&), bool refuseSpentFirst) {
  RequestDeadline::handlerStarted();
  auto who = authenticate(req, res);
  if (!who) return;
  tKeyPrefix = who->key.prefix;
  ApiCall call(*services_, std::move(*who), newRequestId());
  Reply reply;
  try {
    // Known to be spent: refused before any work, counted as a rejection like any other 429.
    reply = refuseSpentFirst && call.dailyQuotaSpent() ? call.refuseDaily() : route(req, call, *services_);
  } catch (const accounts::AccountError& e) {
    std::cerr << "{\"level\":\"error\",\"msg\":\"accounts store: " << e.what() << "\"}\n";
    reply = errorReply(503, "store_unavailable", "The accounts store is unavailable; try again shortly.");
  } catch (const std::exception& e) {
    // A bug: say so without details, keep serving.
    std::cerr << "{\"level\":\"error\",\"msg\":\"unexpected: " << e.what() << "\"}\n";
    reply = errorReply(500, "internal_error", "The server failed unexpectedly; the request id identifies it in the log.");
  }
  finish(res, std::move(reply), &call);
}

void Server::routes() {
  httplib::Server& h = *http_;
  h.set_tcp_nodelay(true);
  // httplib's defaults (SO_REUSEADDR, SO_REUSEPORT), plus TCP_DEFER_ACCEPT: a connection that sends
  // nothing is never handed to accept(), so idle connections cannot occupy the worker threads.
  // Accepted sockets inherit these from the listening socket, so they must be set before bind():
  // without TCP_NODELAY, Nagle plus delayed ACKs stall every keep-alive answer by 40 ms.
  h.set_socket_options([this](int sock) {
    listenSocket_ = sock;
    httplib::default_socket_options(sock);
    int secs = 10, yes = 1;
    setsockopt(sock, IPPROTO_TCP, TCP_DEFER_ACCEPT, &secs, sizeof secs);
    setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
  });
  h.set_keep_alive_max_count(static_cast<size_t>(config_.keepAliveMaxCount));
  h.set_keep_alive_timeout(2);
  h.set_read_timeout(config_.readTimeoutSeconds, 0);
  h.set_write_timeout(config_.writeTimeoutSeconds, 0);
  h.set_payload_max_length(config_.maxBodyBytes);
  const auto ready = static_cast<std::size_t>(config_.threads), most = static_cast<std::size_t>(config_.maxThreads);
  h.new_task_queue = [ready, most] { return new ElasticThreadPool(ready, most); };
  RequestDeadline::configure(config_.requestDeadlineSeconds);
  RequestFraming::configure(config_.maxBodyBytes);
  keepRecvHook();
  keepSendHook();
  configureConnectionSockets(config_.tlsCert.empty(), std::chrono::seconds(config_.writeTimeoutSeconds));

  h.set_pre_routing_handler([this, maxBody = config_.maxBodyBytes](const httplib::Request& req, httplib::Response& res) {
    tRequestStart = std::chrono::steady_clock::now();
    tAcceptsGzip = acceptsGzip(req.get_header_value("Accept-Encoding"));
    tKeyPrefix.clear();
    dropAnswerHold();  // a hold left by an answer that failed to go out
    tPending.clear();
    tUnconfirmed = {};
    tRoute = req.path;
    std::string id = req.get_header_value("X-Request-Id");
    const bool ok = !id.empty() && id.size() <= 64 &&
                    id.find_first_not_of("0123456789abcdefABCDEF-_.:") == std::string::npos;
    res.set_header("X-Request-Id", ok ? id : newRequestId());
    // A request whose framing is ambiguous or oversized is refused before its body is read, and
    // its connection ends with the answer: no byte of it can run as another request.
    std::uint64_t length = 0;
    if (const FramingProblem p = framingProblem(req, maxBody, length); p.status != 0) {
      tRoute = "bad-framing";
      RequestFraming::closeAfterAnswer();
      res.set_header("Connection", "close");
      if (isApi(req.path)) quotaHeadersOf(req, res);
      const char* code = p.status == 431 ? "headers_too_large" : p.status == 413 ? "payload_too_large" : "bad_request";
      writeJson(res, p.status, wire::errorBody(code, p.message));
      return httplib::Server::HandlerResponse::Handled;
    }
    // A body with neither Content-Length nor Transfer-Encoding is empty (RFC 9112, 6.3): said so
    // to cpp-httplib, which would otherwise wait for the connection to end to read it.
    if (readsBody(req.method) && !req.has_header("Content-Length") && !req.has_header("Transfer-Encoding"))
      const_cast<httplib::Request&>(req).set_header("Content-Length", "0");
    // The recv hook hands cpp-httplib this body and nothing after it (RequestFraming.h).
    if (req.has_header("Transfer-Encoding")) RequestFraming::expectChunkedBody();
    else RequestFraming::expectBody(length);
    return httplib::Server::HandlerResponse::Unhandled;
  });

  auto wrap = [this](Reply (*route)(const httplib::Request&, ApiCall&, Services&), const char* name) {
    return [this, route, name](const httplib::Request& req, httplib::Response& res) {
      tRoute = name;
      api(req, res, route);
    };
  };
  auto methodNotAllowed = [this](const char* allow) {
    return [this, allow](const httplib::Request& req, httplib::Response& res) {
      res.set_header("Allow", allow);
      quotaHeadersOf(req, res);  // nothing is counted, but a valid key is told what it has left
      finish(res, errorReply(405, "method_not_allowed", std::string("This endpoint only answers ") + allow + "."), nullptr);
    };
  };

  // Registers a handler for one method (httplib has one member function per method).
  auto on = [&h](const std::string& method, const std::string& pattern, httplib::Server::Handler handler) {
    if (method == "GET") h.Get(pattern, std::move(handler));
    else if (method == "POST") h.Post(pattern, std::move(handler));
    else if (method == "PUT") h.Put(pattern, std::move(handler));
    else if (method == "DELETE") h.Delete(pattern, std::move(handler));
    else if (method == "PATCH") h.Patch(pattern, std::move(handler));
    else if (method == "OPTIONS") h.Options(pattern, std::move(handler));
  };
  const std::vector<std::string> methods = {"GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"};
  struct Endpoint {
    const char* pattern;
    const char* method;
    const char* name;
    Reply (*route)(const httplib::Request&, ApiCall&, Services&);
  };
  const Endpoint endpoints[] = {
      {"/api/v1/analyze", "POST", "/api/v1/analyze", &analyzeRoute},
      {R"(/api/v1/errors/([^/]+)/([^/]+))", "GET", "/api/v1/errors/{category}/{slug-or-code}", &errorRecordRoute},
      {"/api/v1/search", "GET", "/api/v1/search", &searchRoute},
      {"/api/v1/categories", "GET", "/api/v1/categories", &categoriesRoute},
  };
  for (const auto& e : endpoints) {
    on(e.method, e.pattern, wrap(e.route, e.name));
    for (const auto& m : methods)
      if (m != e.method) on(m, e.pattern, methodNotAllowed(e.method));
  }
  for (const auto& m : methods) on(m, R"(/api/v1(/.*)?)", wrap(&notFoundRoute, "/api/v1/*"));
  // MCP over HTTP: each POST is answered on its own, in JSON; no event stream, no session to end.
  h.Post("/mcp", [this](const httplib::Request& req, httplib::Response& res) {
    tRoute = "/mcp";
    mcp(req, res);
  });
  for (const auto& m : methods)
    if (m != "POST") on(m, "/mcp", methodNotAllowed("POST"));

  h.Get("/healthz", [](const httplib::Request&, httplib::Response& res) {
    writeJson(res, 200, {{"status", "ok"}});
  });
  // /metrics: to loopback clients, or to anyone sending the admin token.
  h.Get("/metrics", [this](const httplib::Request& req, httplib::Response& res) {
    const bool loopback = req.remote_addr == "127.0.0.1" || req.remote_addr == "::1" ||
                          req.remote_addr.rfind("::ffff:127.0.0.1", 0) == 0;
    const std::string auth = req.get_header_value("Authorization");
    const bool admin = !config_.adminToken.empty() &&
                       accounts::equalConstantTime(auth, "Bearer " + config_.adminToken);
    if (!loopback && !admin) {
      writeJson(res, 403, wire::errorBody("forbidden", "Metrics are served to loopback clients or with the admin token."));
      return;
    }
    res.set_content(metrics_.render(catalogue_->catalogue().records().size()), "text/plain; version=0.0.4");
  });
  h.Get("/openapi.json", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(std::string(errknow_openapi_begin, static_cast<std::size_t>(errknow_openapi_end - errknow_openapi_begin)),
                    "application/json; charset=utf-8");
  });
  h.Get("/readyz", [this](const httplib::Request&, httplib::Response& res) {
    try {
      services_->accounts.store().ping();
      writeJson(res, 200, {{"status", "ready"}, {"records", catalogue_->catalogue().records().size()}});
    } catch (const std::exception&) {
      writeJson(res, 503, wire::errorBody("store_unavailable", "The accounts store is unavailable."));
    }
  });

  // The website: public error pages, search, sitemap, the account pages (backend/web).
  website_ = std::make_unique<web::Website>(config_, *catalogue_, *analyzer_, *accounts_, *ledger_, clock_);
  website_->registerRoutes(h, [](const char* route) { tRoute = route; });

  // Every error httplib answers by itself (unknown paths, 413, 400) gets the error body too.
  h.set_error_handler(httplib::Server::HandlerWithResponse([this](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    if (res.status == 404 && !isApi(req.path) && !RequestFraming::bodyTooLarge()) {
      tRoute = "not-found";  // an unknown page: the website's 404 page, not the API's error body
      website_->notFound(req, res);
      return httplib::Server::HandlerResponse::Handled;
    }
    std::string code = "not_found", message = "There is nothing at " + req.path + ".";
    if (RequestFraming::bodyTooLarge()) res.status = 413;  // a chunked body past the limit
    if (RequestFraming::headTooLarge() && res.status == 400) res.status = 431;  // headers past 64 KiB
    if (res.status >= 400 && res.status != 404) {
      // The request was not read to its end: whatever follows on the connection is not trusted.
      RequestFraming::closeAfterAnswer();
      res.set_header("Connection", "close");
    }
    if (res.status == 413) {
      code = "payload_too_large";
      message = kTooLargeMessage;
    } else if (res.status == 431) {
      code = "headers_too_large";
      message = "The request head is larger than the server accepts.";
    } else if (res.status == 400) {
      code = "bad_request";
      message = "The request is malformed.";
    } else if (res.status != 404) {
      code = "http_error";
      message = "The request could not be served.";
    }
    if (isApi(req.path) && res.status != 400) quotaHeadersOf(req, res);
    else if (isApi(req.path) || res.status != 404) res.set_header("X-RateLimit-Remaining", "0");
    writeJson(res, res.status, wire::errorBody(code, message));
    if (tAcceptsGzip) gzipAnswer(res);
    return httplib::Server::HandlerResponse::Handled;
  }));
  h.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    writeJson(res, 500, wire::errorBody("internal_error", "The server failed unexpectedly."));
  });

  h.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
    ledger_->confirm(tUnconfirmed);  // if not yet (TLS, or no send happened): the answer is written
    endOfAnswer();
    RequestDeadline::requestDone();  // the answer is written: the next request's clock starts
    // The next request may begin, from the bytes read ahead; or the connection ends here (a
    // refused framing, a request not read to its end). Then end it now (cpp-httplib would keep it
    // for the keep-alive timeout), but linger: closing a socket with unread bytes sends a reset,
    // and a client still sending its body would lose the answer it was sent.
    if (RequestFraming::endRequest() && RequestFraming::socket() >= 0) lingeringClose(RequestFraming::socket());
    confirmPending();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - tRequestStart).count();
    // Written straight into the line (JsonWriter), not through a JSON tree: this runs per request.
    std::string text;
    text.reserve(160);
    wire::JsonWriter line(text);
    line.beginObject()
        .member("request_id", res.get_header_value("X-Request-Id"))
        .member("method", req.method)
        .member("route", tRoute)
        .member("status", res.status)
        .member("latency_ms", std::round(ms * 1000) / 1000);
    if (!tKeyPrefix.empty()) line.member("key_prefix", tKeyPrefix);
    line.endObject();
    text += '\n';
    metrics_.observe(tRoute.rfind("/api/v1", 0) == 0 || tRoute == "/healthz" || tRoute == "/readyz" ||
                             tRoute == "/openapi.json" || tRoute == "/metrics" || tRoute == "/mcp"
                         ? tRoute
                         : "other",
                     res.status, ms / 1000.0);
    // Buffered and written out by the log's own thread: no write(2) per request.
    accessLog_.append(text);
  });
}

}  // namespace errknow::backend
