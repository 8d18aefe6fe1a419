"""Plays a recorded errknow-lsp session (tests/lsp/transcripts/*.json) against the real binary.

Shared by record.py (writes the server's messages into a transcript) and replay_test.py (compares
them). A transcript is a JSON object:

  description   what the session shows
  client        the steps, played in order:
                  {"send": MESSAGE}   framed and sent; a request (a string or number id and a
                                      method) waits for its answer
                  {"body": "TEXT"}    TEXT framed with a correct Content-Length (invalid JSON, ...)
                  {"raw": "BYTES"}    written as is (broken headers)
                  {"await": {"method": M, "uri": U, "version": V, "count": N}}   waits until N
                                      (default 1) notifications match (uri, version optional)
  server        every message the server sent, in arrival order (written by record.py)
  exitCode      the server's exit status after the session (written by record.py)

The server runs with the fixture catalogue compiled from transcripts/catalogue/ (a handful of real
records), so the transcripts do not change whenever the full catalogue grows.

Comparison: messages are parsed JSON, compared with ==. Requests run on two worker threads and
diagnostics on a thread of their own, so arrival order is only meaningful within a kind: answers
are matched by id, answers with a null id (parse errors) in order, and notifications and the
server's own requests in order per (method, uri). Masked before comparing (they legitimately vary):
initialize's serverInfo.version (the build's version).
"""

import json
import os
import subprocess
import tempfile
import threading
import time

TRANSCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
STEP_TIMEOUT_S = 20.0
MASK = "<masked>"


def build_fixture_catalogue(errknow_bin, out_dir):
    """Compiles transcripts/catalogue/ with `errknow catalogue build`; returns the .db path."""
    db = os.path.join(out_dir, "transcript-catalogue.db")
    subprocess.run([errknow_bin, "catalogue", "build", os.path.join(TRANSCRIPT_DIR, "catalogue"), "-o", db],
                   check=True, stdout=subprocess.DEVNULL)
    return db


class Session:
    """The real errknow-lsp on pipes; every framed message it writes is parsed and kept."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.received = []
        self.stderr = b""
        self.problem = None
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.err_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self.err_reader.start()

    def _read_stderr(self):
        self.stderr = self.proc.stderr.read()

    def _read(self):
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        return
                    line = line.rstrip(b"\r\n")
                    if not line:
                        break
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value.strip())
                if length is None:
                    raise ValueError("a header block without Content-Length")
                body = out.read(length)
                message = json.loads(body.decode("utf-8"))
                with self.cond:
                    self.received.append(message)
                    self.cond.notify_all()
        except Exception as e:  # noqa: BLE001 - reported as the session's problem
            self.problem = f"unreadable output from the server: {e}"
        finally:
            with self.cond:
                self.cond.notify_all()

    def write(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def frame(self, body):
        data = body.encode("utf-8")
        self.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)

    def wait_for(self, count_matching, what, count=1):
        """Waits until at least `count` received messages satisfy `count_matching`."""
        deadline = time.monotonic() + STEP_TIMEOUT_S
        with self.cond:
            while sum(1 for m in self.received if count_matching(m)) < count:
                left = deadline - time.monotonic()
                if not self.reader.is_alive():
                    raise RuntimeError(f"no {what}: the server closed its output ({self.problem or 'end of output'})")
                if left <= 0:
                    raise TimeoutError(f"no {what} from the server within {STEP_TIMEOUT_S:.0f} s")
                self.cond.wait(min(left, 0.5))

    def play(self, step):
        if "send" in step:
            message = step["send"]
            self.frame(json.dumps(message, ensure_ascii=False))
            # A request waits for its answer; an id that is not a string or number cannot be answered.
            if "method" in message and isinstance(message.get("id"), (str, int)):
                wanted = message["id"]
                self.wait_for(lambda m: "method" not in m and m.get("id") == wanted, f"answer to request {wanted!r}")
        elif "body" in step:
            self.frame(step["body"])
        elif "raw" in step:
            self.write(step["raw"].encode("utf-8"))
        elif "await" in step:
            want = step["await"]

            def matches(m):
                params = m.get("params") if isinstance(m.get("params"), dict) else {}
                return (m.get("method") == want["method"]
                        and all(params.get(k) == want[k] for k in ("uri", "version") if k in want))
            self.wait_for(matches, f"{want}", want.get("count", 1))
        else:
            raise ValueError(f"unknown step {step}")

    def finish(self):
        """Closes stdin, waits for the exit; returns (messages, exit code)."""
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        try:
            code = self.proc.wait(timeout=STEP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise TimeoutError("the server did not exit after its input ended")
        self.reader.join(5)
        self.err_reader.join(5)
        if self.problem:
            raise RuntimeError(self.problem)
        return list(self.received), code


def run(transcript, lsp_bin, catalogue_db):
    """Plays the transcript's client steps; returns (server messages, exit code)."""
    session = Session([lsp_bin, "--stdio", "--catalogue", catalogue_db])
    try:
        for step in transcript["client"]:
            session.play(step)
        return session.finish()
    finally:
        if session.proc.poll() is None:
            session.proc.kill()
            session.proc.wait()


def mask(message):
    """A copy of the message with the fields that legitimately vary replaced by MASK."""
    m = json.loads(json.dumps(message))
    result = m.get("result")
    if isinstance(result, dict) and isinstance(result.get("serverInfo"), dict) and "version" in result["serverInfo"]:
        result["serverInfo"]["version"] = MASK
    return m


def groups(messages):
    """Splits messages into the groups whose order is meaningful (see the module's docstring)."""
    out = {}
    for m in map(mask, messages):
        if "method" in m:
            params = m.get("params") if isinstance(m.get("params"), dict) else {}
            key = f"{m['method']} {params.get('uri', '')}".strip()
        elif m.get("id") is None:
            key = "answers with a null id"
        else:
            key = f"answer to {json.dumps(m['id'])}"
        out.setdefault(key, []).append(m)
    return out


def differences(expected, actual):
    """Human-readable differences between two message lists, compared as parsed JSON by group."""
    problems = []
    want, got = groups(expected), groups(actual)
    for key in sorted(set(want) | set(got)):
        w, g = want.get(key, []), got.get(key, [])
        if w == g:
            continue
        if len(w) != len(g):
            problems.append(f"{key}: expected {len(w)} message(s), got {len(g)}")
        for i, (a, b) in enumerate(zip(w, g)):
            if a != b:
                problems.append(f"{key} #{i + 1}:\n  expected {json.dumps(a, ensure_ascii=False)[:2000]}\n"
                                f"  actual   {json.dumps(b, ensure_ascii=False)[:2000]}")
        for extra in g[len(w):]:
            problems.append(f"{key}: unexpected {json.dumps(extra, ensure_ascii=False)[:2000]}")
        for missing in w[len(g):]:
            problems.append(f"{key}: missing {json.dumps(missing, ensure_ascii=False)[:2000]}")
    return problems


def transcript_paths(names=()):
    paths = sorted(os.path.join(TRANSCRIPT_DIR, f) for f in os.listdir(TRANSCRIPT_DIR) if f.endswith(".json"))
    if names:
        paths = [p for p in paths if os.path.splitext(os.path.basename(p))[0] in names]
    return paths


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def temp_dir():
    return tempfile.TemporaryDirectory(prefix="errknow-transcripts-")
