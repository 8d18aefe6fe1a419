// gzip of answers. See Compression.h.
#include "Compression.h"

#include <httplib.h>
#include <zlib.h>

#include <cctype>
#include <string>

namespace errknow::backend {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool equalsCaseless(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// The q of one Accept-Encoding element ("gzip;q=0.5"): 1 without one, 0 when unreadable.
double qualityOf(std::string_view params) {
  std::size_t at = params.find(';');
  while (at != std::string_view::npos) {
    std::string_view p = params.substr(at + 1);
    const std::size_t next = p.find(';');
    p = trim(p.substr(0, next));
    if (p.size() > 2 && (p[0] == 'q' || p[0] == 'Q') && p[1] == '=') {
      try {
        return std::stod(std::string(p.substr(2)));
      } catch (const std::exception&) {
        return 0;
      }
    }
    at = next == std::string_view::npos ? next : at + 1 + next;
  }
  return 1;
}

}  // namespace

bool acceptsGzip(std::string_view acceptEncoding) {
  bool any = false;
  while (!acceptEncoding.empty()) {
    const std::size_t comma = acceptEncoding.find(',');
    const std::string_view element = acceptEncoding.substr(0, comma);
    const std::string_view name = trim(element.substr(0, element.find(';')));
    if (equalsCaseless(name, "gzip") || equalsCaseless(name, "x-gzip")) return qualityOf(element) > 0;
    if (name == "*") any = qualityOf(element) > 0;
    if (comma == std::string_view::npos) break;
    acceptEncoding.remove_prefix(comma + 1);
  }
  return any;
}

void gzipAnswer(httplib::Response& res) {
  if (res.body.size() < 1024 || res.has_header("Content-Encoding")) return;
  z_stream z{};
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) return;
  std::string out(deflateBound(&z, static_cast<uLong>(res.body.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(res.body.data());
  z.avail_in = static_cast<uInt>(res.body.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  const std::size_t written = out.size() - z.avail_out;
  deflateEnd(&z);
  if (rc != Z_STREAM_END) return;
  out.resize(written);
  res.body = std::move(out);
  res.set_header("Content-Encoding", "gzip");
  res.set_header("Vary", "Accept-Encoding");
}

}  // namespace errknow::backend
