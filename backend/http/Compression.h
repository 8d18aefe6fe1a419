// gzip for answers whose client asks for it (Accept-Encoding), done here rather than by
// cpp-httplib, which compresses only a few content types written without parameters and would
// leave the API's "application/json; charset=utf-8" as it is.
#pragma once

#include <string_view>

namespace httplib {
struct Response;
}

namespace errknow::backend {

// Whether an Accept-Encoding value takes gzip (listed, or `*`, with a q above 0).
bool acceptsGzip(std::string_view acceptEncoding);
// Compresses the answer's body in place when it is worth it (1 KiB or more) and not encoded yet,
// with Content-Encoding and Vary set; the body is left as it is if zlib fails.
void gzipAnswer(httplib::Response& res);

}  // namespace errknow::backend
