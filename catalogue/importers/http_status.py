#!/usr/bin/env python3
"""HTTP status codes.

Reads: Python's `http.HTTPStatus` (python3, the Debian package python3.11) for the IANA-registered
codes and their reason phrases; the few IANA codes it lacks and the widely seen unofficial codes
(nginx 499, Cloudflare 520-527 and 530) are listed below by hand. 306 is registered as "(Unused)"
and is never sent, so it is left out.
Run: python3 catalogue/importers/http_status.py [--drafts DIR]
"""
import http
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

# IANA names that differ from Python's older phrases (RFC 9110).
IANA_PHRASE = {413: "Content Too Large", 414: "URI Too Long", 416: "Range Not Satisfiable",
               422: "Unprocessable Content"}
EXTRA = {
    499: "Client Closed Request",          # nginx
    520: "Web Server Returned an Unknown Error",   # Cloudflare
    521: "Web Server Is Down",
    522: "Connection Timed Out",
    523: "Origin Is Unreachable",
    524: "A Timeout Occurred",
    525: "SSL Handshake Failed",
    526: "Invalid SSL Certificate",
    527: "Railgun Error",
    530: "Origin DNS Error",
}


def statuses():
    table = {s.value: IANA_PHRASE.get(s.value, s.phrase) for s in http.HTTPStatus}
    table.update(EXTRA)
    return sorted(table.items())


def entries():
    for code, phrase in statuses():
        # Same three shapes as the existing http records; success and redirect codes weigh less
        # because they often appear in logs that end in some other error.
        top = 0.9 if code >= 400 else (0.6 if code < 200 or code >= 300 else 0.5)
        head = rf"HTTP/\d(?:\.\d)? {code}\b|\b{code} (?:{phrase})\b"
        if code >= 400:
            head += rf"|\b{code} (?:Client|Server) Error: "
        patterns = [(head, top),
                    (rf"(?:HTTP Error|returned error:|[Ss]tatus code:?|[Ss]tatus:|ERROR) {code}\b", round(top - 0.02, 2)),
                    (rf'"[A-Z]+ \S+ HTTP/\d(?:\.\d)?" {code} \d+', round(top - 0.05, 2))]
        record = common.draft(str(code), phrase, f"HTTP/1.1 {code} {phrase}", patterns)
        yield [str(code)], common.slugify(phrase), record


if __name__ == "__main__":
    sys.exit(common.run("http", "Python http.HTTPStatus plus unofficial codes", entries()))
