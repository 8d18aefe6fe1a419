#!/usr/bin/env python3
"""npm error codes, as npm prints them (`npm ERR! code E404`, `npm error code ERESOLVE`).

Reads: npm's own sources from the Debian package `npm` (no need to install it:
`apt-get download npm && dpkg-deb -x npm_*.deb DIR`, then set NPM_ROOT=DIR/usr/share/nodejs;
an installed package is found under /usr/share/nodejs):
  - every `case 'CODE':` of npm/lib/utils/error-message.js (the codes npm explains),
  - the E-codes npm's own commands throw (`code: 'EUSAGE'` style strings in npm/lib),
  - npm-registry-fetch builds `E${res.status}` from the registry's HTTP status: the statuses
    registries commonly answer with are listed in REGISTRY_STATUSES below,
  - codes npm prints that come from Node or npm 6 and are not in those files (HAND_LISTED).
Run: NPM_ROOT=... python3 catalogue/importers/npm_codes.py [--drafts DIR]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

REGISTRY_STATUSES = [400, 401, 403, 404, 405, 409, 413, 422, 429, 500, 502, 503, 504]
HAND_LISTED = ["ELIFECYCLE", "EINTEGRITY", "ENOTEMPTY"]
# Internal codes of npm's query/config/diff code paths that are not reported to users as such.
LIB_CODES_SKIPPED = re.compile(r"^EQUERY|^ENOADDPROP$|^ENOAPPEND$|^ENOQUERYABLEOBJ$|^EINVALIDCIDR$")


def npm_root():
    for root in [os.environ.get("NPM_ROOT", ""), "/usr/share/nodejs"]:
        if root and os.path.exists(os.path.join(root, "npm/lib/utils/error-message.js")):
            return root
    sys.exit("npm sources not found: extract the Debian npm package and set NPM_ROOT")


def npm_codes():
    root = npm_root()
    codes = []
    text = open(os.path.join(root, "npm/lib/utils/error-message.js"), encoding="utf-8").read()
    codes += re.findall(r"case '([A-Z0-9_]+)':", text)
    for folder, _, files in os.walk(os.path.join(root, "npm/lib")):
        for name in files:
            if name.endswith(".js"):
                source = open(os.path.join(folder, name), encoding="utf-8").read()
                codes += [c for c in re.findall(r"code: '(E[A-Z0-9]+)'", source)
                          if not LIB_CODES_SKIPPED.search(c)]
    codes += [f"E{status}" for status in REGISTRY_STATUSES]
    codes += HAND_LISTED
    seen = []
    for code in codes:
        if code not in seen:
            seen.append(code)
    return seen


def entries():
    for code in npm_codes():
        patterns = [(rf"npm (ERR!|error) code {code}\b", 0.95)]
        record = common.draft(code, f"code {code}", f"npm error code {code}", patterns,
                              languages=["javascript"])
        yield [code], common.slugify(code), record


if __name__ == "__main__":
    sys.exit(common.run("npm", "npm 9 sources (Debian package npm)", entries()))
