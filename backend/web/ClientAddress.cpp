// See ClientAddress.h.
#include "web/ClientAddress.h"

#include <algorithm>

namespace errknow::backend::web {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) compares as "10.0.0.1".
std::string_view plain(std::string_view address) {
  if (address.rfind("::ffff:", 0) == 0 && address.find('.') != std::string_view::npos) address.remove_prefix(7);
  return address;
}

bool trusted(std::string_view address, const std::vector<std::string>& proxies) {
  return std::any_of(proxies.begin(), proxies.end(), [&](const std::string& p) { return plain(p) == plain(address); });
}

}  // namespace

std::string clientAddress(const std::string& peer, std::string_view forwardedFor, const std::vector<std::string>& trustedProxies) {
  if (!trusted(peer, trustedProxies)) return std::string(plain(peer));
  // Right to left: each trusted proxy appended the address it received the request from.
  std::string_view rest = forwardedFor;
  while (!rest.empty()) {
    const std::size_t comma = rest.rfind(',');
    const std::string_view hop = trim(comma == std::string_view::npos ? rest : rest.substr(comma + 1));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(0, comma);
    if (hop.empty() || hop.size() > 64) break;
    if (!trusted(hop, trustedProxies)) return std::string(plain(hop));
  }
  return std::string(plain(peer));
}

}  // namespace errknow::backend::web
