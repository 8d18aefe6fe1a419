#!/usr/bin/env python3
"""How recognition holds up when a paste reaches errknow in another shape than the tool printed it.

Takes up to N of the catalogue's own examples (error records, not linters' rule records), keeps
those answered right as they are, and asks again with each shape people paste in: quoted in an
issue thread (`> `), under a CI runner's or a logger's timestamp and level, behind Docker
Compose's container prefix, indented as Markdown code, fenced, with CR LF, with typographic
quotes, coloured, lower-cased, or joined into one line. Prints, per shape, the share still
answered with the same record, and writes the losses to /tmp/paste-shapes.json.

A measuring tool for the normaliser and the patterns, run by hand (not in CI): it starts
errknow-server through ../shared/acceptance/lib (ERRKNOW_CHECK_BUILD=build to use this build).

Run from the project's root:
      ERRKNOW_CHECK_BUILD=$PWD/build N=1000 python3 scripts/paste-shapes.py [CATALOGUE_DIR]
      ONLY=quote,compose ... to try some shapes only.
"""
import os, sys, json, random, glob, collections, concurrent.futures as cf
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(ROOT), "shared", "acceptance", "lib"))
import server  # noqa: E402
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "catalogue")
N = int(os.environ.get("N", "1200"))
random.seed(7)
ex = []
for p in glob.glob(CAT + "/*/*.yaml"):
    try: r = yaml.safe_load(open(p))
    except Exception: continue
    if not isinstance(r, dict) or r.get("tool"): continue
    for e in r.get("examples") or []:
        t = e.get("text") or ""
        if len(t) >= 25 and not e.get("diagnostic_source"):
            ex.append((p.split("/")[-2], os.path.basename(p)[:-5], t))
random.shuffle(ex)
ex = ex[:N]
def ts(l): return "2024-05-01T12:34:56.7891234Z " + l
PERT = {
 "none": lambda t: t,
 "quote": lambda t: "\n".join("> " + l for l in t.split("\n")),
 "gha_ts": lambda t: "\n".join(ts(l) for l in t.split("\n")),
 "log_prefix": lambda t: "\n".join("2024-05-01 12:34:56,789 ERROR [main] " + l for l in t.split("\n")),
 "compose": lambda t: "\n".join("web-1  | " + l for l in t.split("\n")),
 "indent4": lambda t: "\n".join("    " + l for l in t.split("\n")),
 "fence": lambda t: "```\n" + t + "\n```",
 "crlf": lambda t: t.replace("\n", "\r\n"),
 "smartq": lambda t: t.replace("'", "\u2019").replace('"', "\u201d"),
 "ansi": lambda t: "\x1b[31m" + t.replace("\n", "\x1b[0m\n\x1b[31m") + "\x1b[0m",
 "lower": lambda t: t.lower(),
 "joined": lambda t: " ".join(t.split("\n")),
}
base, key = server.start({"plans": {"developer": {"calls_per_day": 10000000, "ai_per_day": 10000}}})
def ask(text):
    st, h, b = server.http(base + "/api/v1/analyze", json.dumps({"error": text}).encode(),
                           {"Authorization": "Bearer " + key, "Content-Type": "application/json"}, "POST")
    if st != 200: return None
    d = json.loads(b)["detected"]
    return (d.get("category"), d.get("slug"))
only = os.environ.get("ONLY")
res = {}
with cf.ThreadPoolExecutor(4) as pool:
    base_ans = list(pool.map(lambda e: ask(e[2]), ex))
    ok = [i for i, e in enumerate(ex) if base_ans[i] == (e[0], e[1])]
    print("examples", len(ex), "correct unperturbed", len(ok))
    fails = {}
    for name, f in PERT.items():
        if name == "none" or (only and name not in only.split(",")): continue
        ans = list(pool.map(lambda i: ask(f(ex[i][2])), ok))
        bad = [(ex[i], a) for i, a in zip(ok, ans) if a != (ex[i][0], ex[i][1])]
        fails[name] = [(e[0], e[1], e[2][:300], a) for e, a in bad]
        bycat = collections.Counter(e[0] for e, a in bad)
        print(f"{name:12s} kept {1 - len(bad)/len(ok):.3f}  lost {len(bad)}  top cats {bycat.most_common(5)}", flush=True)
json.dump(fails, open("/tmp/paste-shapes.json", "w"), indent=1)
