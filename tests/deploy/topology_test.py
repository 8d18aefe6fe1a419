#!/usr/bin/env python3
"""The production topology, end to end: a throw-away PostgreSQL cluster, two errknow-server
instances on it, and Debian's nginx in front of them with deploy/nginx/errknow.conf (only the
listen port and the upstreams file's path changed). Checks: a key made with the CLI works on both
instances and through nginx; X-Request-Id passes through; the quota race across both instances
gives exactly N successes; kill -9 of one instance in the middle of a load loses no count and its
leases come back; the database stopped gives /readyz 503 and 503 error bodies, and the instances
recover by themselves when it is back; a revoked key stops working on both within the key cache
time. Everything listens on 127.0.0.1 on ports the OS picks.

usage: topology_test.py SOURCE_DIR SERVER_BIN CLI_BIN
"""
import concurrent.futures
import glob
import http.client
import json
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

SRC, SERVER, CLI = sys.argv[1:4]
ROOT = os.geteuid() == 0
tmp = tempfile.mkdtemp(prefix="errknow-topology-")
os.chmod(tmp, 0o755)
procs = []
failures = []


def check(name, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else "  " + str(detail)[:300]), flush=True)
    if not ok:
        failures.append(name)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def as_postgres(cmd):
    return ["runuser", "-u", "postgres", "--"] + cmd if ROOT else cmd


class Postgres:
    def __init__(self):
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not bins:
            sys.exit("PostgreSQL is not installed: run scripts/setup-debian.sh")
        self.bin = os.path.dirname(bins[-1])
        self.dir = os.path.join(tmp, "pg")
        os.mkdir(self.dir)
        if ROOT:
            pw = pwd.getpwnam("postgres")
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
        self.port = free_port()
        subprocess.run(as_postgres([self.bin + "/initdb", "-D", self.dir + "/data", "-U", "errknow", "--auth=trust",
                                    "-E", "UTF8", "--no-sync"]), check=True, stdout=subprocess.DEVNULL)
        self.start()
        self.url = f"postgresql://errknow@127.0.0.1:{self.port}/postgres"

    def ctl(self, *args):
        subprocess.run(as_postgres([self.bin + "/pg_ctl", "-D", self.dir + "/data"] + list(args)), check=True,
                       stdout=subprocess.DEVNULL)

    def start(self):
        self.ctl("-w", "-t", "30", "-o", f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off",
                 "-l", self.dir + "/log", "start")

    def stop(self, mode="fast"):
        self.ctl("-m", mode, "-w", "stop")

    def sql(self, query):
        out = subprocess.run([self.bin + "/psql", "-qtA", self.url, "-c", query], check=True, capture_output=True, text=True)
        return out.stdout.strip()


def cli(*args):
    r = subprocess.run([CLI] + list(args), capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(f"errknow {' '.join(args)}: {r.stderr}")
    return r.stdout


class Instance:
    def __init__(self, name):
        self.name = name
        self.starts = 0
        self.start()

    def start(self):
        self.starts += 1  # a log of its own for every start, so that an old "listening on" never misleads
        self.log = open(os.path.join(tmp, f"{self.name}-{self.starts}.log"), "w+")
        self.errors = open(os.path.join(tmp, f"{self.name}-{self.starts}.err"), "w+")
        self.proc = subprocess.Popen([SERVER, "--listen", "127.0.0.1:0", "--store", pg.url, "--config", config,
                                      "--no-dev-user"], stdout=self.log, stderr=self.errors, env=env)
        procs.append(self.proc)
        deadline = time.time() + 60
        while time.time() < deadline:
            self.log.seek(0)
            m = re.findall(r"listening on 127\.0\.0\.1:(\d+)", self.log.read())
            if m:
                self.port = int(m[-1])
                return
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError(self.name + " did not start")


def request(port, method, path, body=None, key=None, headers=None, timeout=30, source="127.0.0.1"):
    h = dict(headers or {})
    if key:
        h["Authorization"] = "Bearer " + key
    if body is not None:
        h["Content-Type"] = "application/json"
        body = json.dumps(body)
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        c.request(method, path, body=body, headers=h)
        r = c.getresponse()
        data = r.read()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, data
    finally:
        c.close()


def error_code(data):
    try:
        return json.loads(data)["error"]["code"]
    except Exception:
        return None


def start_nginx():
    port = free_port()
    with open(os.path.join(SRC, "deploy/nginx/errknow.conf")) as f:
        site = f.read()
    upstreams = os.path.join(tmp, "upstreams.conf")
    with open(upstreams, "w") as f:
        for i in instances:
            f.write(f"server 127.0.0.1:{i.port} max_fails=2 fail_timeout=5s;\n")
    assert "listen 8080;" in site and "/etc/errknow/upstreams.conf" in site
    site = site.replace("listen 8080;", f"listen 127.0.0.1:{port};").replace("/etc/errknow/upstreams.conf", upstreams)
    with open(os.path.join(tmp, "errknow.conf"), "w") as f:
        f.write(site)
    for d in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]:
        os.makedirs(os.path.join(tmp, "nginx-" + d), exist_ok=True)
    with open(os.path.join(tmp, "nginx.conf"), "w") as f:
        f.write(("user root;\n" if ROOT else "") + f"""daemon off;
worker_processes 2;
pid {tmp}/nginx.pid;
error_log {tmp}/nginx-error.log warn;
events {{ worker_connections 4096; }}
http {{
  access_log off;
  client_body_temp_path {tmp}/nginx-client_body;
  proxy_temp_path {tmp}/nginx-proxy;
  fastcgi_temp_path {tmp}/nginx-fastcgi;
  uwsgi_temp_path {tmp}/nginx-uwsgi;
  scgi_temp_path {tmp}/nginx-scgi;
  include {tmp}/errknow.conf;
}}
""")
    p = subprocess.Popen(["nginx", "-c", os.path.join(tmp, "nginx.conf"), "-p", tmp], stderr=subprocess.PIPE)
    procs.append(p)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return port
        except OSError:
            if p.poll() is not None:
                raise RuntimeError("nginx did not start: " + p.stderr.read().decode())
            time.sleep(0.05)
    raise RuntimeError("nginx did not start")


def cleanup():
    for i in instances:
        if i.proc.poll() not in (None, -signal.SIGKILL, 0):
            i.errors.seek(0)
            print(f"instance {i.name} exited with {i.proc.returncode}; its log's end:\n" +
                  "\n".join(l for l in i.errors.read().splitlines() if '"request_id"' not in l)[-2000:])
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(15)
        except subprocess.TimeoutExpired:
            p.kill()
    try:
        pg.stop("immediate")
    except Exception:
        pass
    shutil.rmtree(tmp, ignore_errors=True)


LIMIT = 60
env = dict(os.environ, ERRKNOW_DATA_DIR=os.path.join(tmp, "data"))
config = os.path.join(tmp, "config.json")
with open(config, "w") as f:
    json.dump({"plans": {"developer": {"calls_per_day": LIMIT, "ai_per_day": 5},
                         "big": {"calls_per_day": 100000000, "ai_per_day": 0}}}, f)
pg = None
instances = []
try:
    pg = Postgres()
    print(cli("store", "migrate", "--store", pg.url).strip())
    instances = [Instance("a"), Instance("b")]
    edge = start_nginx()

    # A key made with the CLI works on both instances and through nginx.
    cli("users", "add", "race@example.com", "--store", pg.url, "--config", config)
    race_key = re.search(r"ek_[A-Za-z0-9]+", cli("keys", "create", "race@example.com", "--store", pg.url)).group(0)
    cli("users", "add", "load@example.com", "--plan", "big", "--store", pg.url, "--config", config)
    load_key = re.search(r"ek_[A-Za-z0-9]+", cli("keys", "create", "load@example.com", "--store", pg.url)).group(0)
    for name, port in [("a", instances[0].port), ("b", instances[1].port), ("nginx", edge)]:
        s, h, _ = request(port, "GET", "/api/v1/errors/http/404", key=load_key)
        check(f"a CLI-made key works on {name}", s == 200, s)
    s, h, _ = request(edge, "GET", "/api/v1/errors/http/404", key=load_key, headers={"X-Request-Id": "cafe-0123-beef"})
    check("X-Request-Id passes through nginx", h.get("x-request-id") == "cafe-0123-beef", h.get("x-request-id"))
    s, h, _ = request(edge, "GET", "/healthz")
    check("nginx gives a request id of its own when the client sends none", re.fullmatch(r"[0-9a-f]{32}", h.get("x-request-id", "")),
          h.get("x-request-id"))
    s, h, _ = request(edge, "GET", "/readyz")
    check("/readyz through nginx", s == 200, s)

    # Hostile clients against the nginx topology.
    def raw(port, data, wait=3.0):
        c = socket.create_connection(("127.0.0.1", port), timeout=wait)
        c.sendall(data)
        out = b""
        end = time.time() + wait
        try:
            while time.time() < end:
                chunk = c.recv(65536)
                if not chunk:
                    break
                out += chunk
        except socket.timeout:
            pass
        c.close()
        return out

    get = f"GET /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {load_key}\r\n\r\n".encode()
    answers = raw(edge, get + get + get.replace(b"HTTP/1.1\r\n", b"HTTP/1.1\r\nConnection: close\r\n", 1))
    check("pipelined requests through nginx are all answered", answers.count(b"HTTP/1.1 200") == 3, answers[:200])
    smuggle = (b"POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n"
               b"0\r\n\r\nGET /api/v1/categories HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = raw(edge, smuggle)
    check("ambiguous framing through nginx is refused, nothing smuggled", answer.startswith(b"HTTP/1.1 400") and answer.count(b"HTTP/1.1") == 1,
          answer[:200])
    slow = []
    for _ in range(300):  # more slow clients than an instance has ready workers
        c = socket.create_connection(("127.0.0.1", edge))
        c.sendall(b"POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n{")
        slow.append(c)
    t0 = time.time()
    # From another address (limit_conn caps the slow clients' own address at 64 connections).
    s, _, _ = request(edge, "GET", "/api/v1/errors/http/404", key=load_key, source="127.0.0.2")
    check("300 slow clients through nginx: a regular call from elsewhere still answers at once", s == 200 and time.time() - t0 < 2,
          (s, time.time() - t0))
    for c in slow:
        c.close()
    idle = []
    for _ in range(1000):  # idle connections that never send a byte
        try:
            idle.append(socket.create_connection(("127.0.0.1", edge), timeout=5))
        except OSError:
            break
    t0 = time.time()
    s, _, _ = request(edge, "GET", "/api/v1/errors/http/404", key=load_key, source="127.0.0.2")
    check(f"{len(idle)} idle connections to nginx: a regular call still answers at once",
          len(idle) >= 900 and s == 200 and time.time() - t0 < 2, (len(idle), s, time.time() - t0))
    for c in idle:
        c.close()
    big = f"GET /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {load_key}\r\nX-Big: {'a' * 9000}\r\n\r\n"
    answer = raw(edge, big.encode())
    check("a header over 8 KiB is refused by nginx (400) and never reaches an instance", answer.startswith(b"HTTP/1.1 400"),
          answer[:120])
    many = "GET /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\n" + "".join(f"X-H{i}: {'b' * 100}\r\n" for i in range(400)) + "\r\n"
    answer = raw(edge, many.encode())
    check("400 headers of 100 bytes (over nginx's 32 KiB of header buffers): 400 at nginx", answer.startswith(b"HTTP/1.1 400"),
          answer[:120])
    many = "GET /api/v1/errors/http/404 HTTP/1.1\r\nHost: x\r\n" + "".join(f"X-H{i}: b\r\n" for i in range(150)) + "\r\n"
    answer = raw(edge, many.encode())
    check("150 small headers pass nginx and the instance refuses them: 431", answer.startswith(b"HTTP/1.1 431"), answer[:120])

    # The race: 4N analyses at once, spread over both instances (half direct, half through nginx).
    ports = [instances[0].port, instances[1].port, edge]
    with concurrent.futures.ThreadPoolExecutor(32) as pool:
        results = list(pool.map(lambda i: request(ports[i % 3], "POST", "/api/v1/analyze",
                                                  {"error": "ECONNREFUSED 127.0.0.1:5432"}, key=race_key),
                                range(4 * LIMIT)))
    ok = sum(1 for s, _, _ in results if s == 200)
    refused = sum(1 for s, _, d in results if s == 429 and error_code(d) == "rate_limit_exceeded")
    check(f"quota race over two instances: exactly {LIMIT} of {4 * LIMIT} succeed", ok == LIMIT and ok + refused == 4 * LIMIT,
          f"ok={ok} refused={refused} others={[s for s, _, _ in results if s not in (200, 429)][:5]}")
    # The AI quota (5 a day) across both instances: exactly 5 deep analyses, the rest ai_quota_exceeded.
    cli("users", "add", "ai@example.com", "--store", pg.url, "--config", config)
    ai_key = re.search(r"ek_[A-Za-z0-9]+", cli("keys", "create", "ai@example.com", "--store", pg.url)).group(0)
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda i: request(ports[i % 3], "POST", "/api/v1/analyze",
                                                  {"error": "ECONNREFUSED 127.0.0.1:5432", "ai": True}, key=ai_key),
                                range(20)))
    deep = sum(1 for s, _, d in results if s == 200 and "error" not in json.loads(d).get("ai", {"error": 1}))
    ai_refused = sum(1 for s, _, d in results if s == 429 and error_code(d) == "ai_quota_exceeded")
    check("AI quota across two instances: exactly 5 of 20 deep analyses", deep == 5 and ai_refused == 15,
          f"deep={deep} refused={ai_refused} {[s for s, _, _ in results]}")
    time.sleep(2.5)  # idle leases go back
    stored = int(pg.sql("SELECT coalesce(sum(count), 0) FROM usage u JOIN users s ON s.id = u.user_id "
                        "WHERE s.email = 'race@example.com' AND counter = 'calls'"))
    check("the stored count is the limit", stored == LIMIT, stored)

    # kill -9 of one instance in the middle of a load through nginx.
    def load_count():
        return int(pg.sql("SELECT coalesce(sum(count), 0) FROM usage u JOIN users s ON s.id = u.user_id "
                          "WHERE s.email = 'load@example.com' AND counter = 'calls'") or 0)
    before = load_count()  # the calls above, once their idle leases are back
    seen = {"ok": 0}
    stop_at = time.time() + 4

    def load(_):
        n = 0
        while time.time() < stop_at:
            try:
                s, _, _ = request(edge, "POST", "/api/v1/analyze", {"error": "HTTP/1.1 503 Service Unavailable"},
                                  key=load_key, timeout=10)
                if s == 200:
                    n += 1
            except Exception:
                pass
        return n

    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        futures = [pool.submit(load, i) for i in range(8)]
        time.sleep(1.5)
        instances[0].proc.send_signal(signal.SIGKILL)
        instances[0].proc.wait()
        seen["ok"] = sum(f.result() for f in futures)
    # The survivor gives back the dead instance's unused leased calls from its journal within a
    # few settle rounds (same machine); the restarted instance would too.
    deadline = time.time() + 10
    stored = -1
    while time.time() < deadline:
        stored = load_count() - before
        leases = int(pg.sql("SELECT count(*) FROM usage_leases") or 0)
        if stored == seen["ok"] and leases == 0:
            break
        time.sleep(0.5)
    check(f"kill -9 mid-load: the store counts every answered call ({seen['ok']})", stored == seen["ok"],
          f"stored={stored} seen={seen['ok']}")
    check("kill -9 mid-load: no lease left open", int(pg.sql("SELECT count(*) FROM usage_leases")) == 0,
          pg.sql("SELECT id, owner, granted FROM usage_leases"))
    instances[0].start()
    with open(os.path.join(tmp, "upstreams.conf"), "w") as f:
        for i in instances:
            f.write(f"server 127.0.0.1:{i.port} max_fails=2 fail_timeout=5s;\n")
    subprocess.run(["nginx", "-c", os.path.join(tmp, "nginx.conf"), "-p", tmp, "-s", "reload"], check=True)
    time.sleep(1)

    # The database goes away: 503 with the error body and /readyz 503; back: the instances recover.
    pg.stop()
    s, h, d = request(instances[1].port, "POST", "/api/v1/analyze", {"error": "x"}, key=race_key)
    check("database down: analyze answers 503 store_unavailable", s == 503 and error_code(d) == "store_unavailable", (s, d[:200]))
    s, _, _ = request(instances[1].port, "GET", "/readyz")
    check("database down: /readyz 503", s == 503, s)
    s, _, _ = request(edge, "GET", "/healthz")
    check("database down: /healthz still 200 (the process is alive)", s == 200, s)
    pg.start()
    deadline = time.time() + 15
    states = []
    while time.time() < deadline:
        states = []
        for i in instances:
            try:
                states.append(request(i.port, "GET", "/readyz")[0])
            except OSError as e:
                states.append(f"{i.name}: {e} (exit {i.proc.poll()})")
        if states == [200, 200]:
            break
        time.sleep(0.5)
    check("database back: both instances ready again without a restart", states == [200, 200], states)
    s, _, _ = request(edge, "GET", "/api/v1/errors/http/404", key=load_key)
    check("database back: calls succeed through nginx", s == 200, s)

    # A revoked key stops working on every instance within key_cache_seconds (1 s).
    for i in instances:
        request(i.port, "GET", "/api/v1/errors/http/404", key=load_key)  # cached on both
    cli("keys", "revoke", "load@example.com", "--all", "--store", pg.url)
    time.sleep(1.5)
    codes = [request(i.port, "GET", "/api/v1/errors/http/404", key=load_key)[0] for i in instances]
    check("a revoked key is refused by both instances within the key cache time", codes == [401, 401], codes)
finally:
    cleanup()

print(f"topology: {len(failures)} failed" + (": " + ", ".join(failures) if failures else ""))
sys.exit(1 if failures else 0)
