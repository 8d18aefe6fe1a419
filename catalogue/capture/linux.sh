#!/usr/bin/env bash
# Capture script for catalogue/linux: errno values, signals and shell errors.
# Debian packages: bash dash coreutils util-linux iproute2 gcc libc6-dev python3 socat keyutils attr apt gpg
# Usage: bash catalogue/capture/linux.sh CASE   (no argument lists the cases)
# Runs in a fresh `mktemp -d` directory that is removed afterwards. Network use is 127.0.0.1 only;
# the routing cases run in a private network namespace (unshare -n) from which nothing can leave.
set -u
export LC_ALL=C

CASES="enoent enoent-exec eacces eperm eexist eisdir enotdir enotempty enospc erofs emfile enomem
eagain epipe econnrefused econnreset etimedout eaddrinuse ebusy exdev enoexec e2big enametoolong
eloop etxtbsy esrch eio enxio ebadf enotty efbig erange eaddrnotavail eoverflow einval eintr echild enosys eopnotsupp enotconn
emsgsize einprogress espipe efault edom eilseq edestaddrreq enotsock eisconn eafnosupport eprotonosupport enoprotoopt eprototype
ealready enetunreach emlink edeadlk enodata enodev enomsg ehostunreach eownerdead enotrecoverable esocktnosupport enokey
ekeyexpired ekeyrevoked eidrm estale
sigsegv sigabrt sigkill sigbus sigfpe sigterm sigpipe sigint command-not-found
permission-denied-exec syntax-error-unexpected-token unexpected-eof unbound-variable
ambiguous-redirect bad-interpreter bad-interpreter-permission bad-substitution test-too-many-arguments
integer-expression-expected unary-operator-expected dash-syntax-error dash-source-not-found heredoc-eof
sigabrt-abort eaddrinuse-socat ambiguous-redirect-glob e2big-single-arg ebadf-read bad-substitution-dot epipe-seq command-not-found-helm econnrefused-socat econnreset-recv ebusy-mountpoint enotempty-mv enoexec-execv eexist-symlink enametoolong-mkdir efbig-truncate sigfpe-intmin heredoc-eof-sql eisdir-redirect enotdir-cd eacces-dir eperm-kill esrch-taskset sigkill-background sigint-sync sigterm-self sigpipe-grep sigsegv-recursion sigbus-empty syntax-error-done test-too-many-arguments-z integer-expression-expected-float unary-operator-expected-empty unbound-variable-positional unexpected-eof-quote etxtbsy-redirect eloop-dir emlink-ln emfile-exec enospc-tmpfs erofs-bind enxio-socket enotty-ioctl eaddrnotavail-bind enetunreach-bash ehostunreach-socat eoverflow-head einval-taskset exdev-rename eilseq-iconv keyctl-enokey keyctl-ekeyrevoked keyctl-ekeyexpired script-permission-denied-py eintr-nanosleep efault-stat echild-wait enosys-2 edom-log erange-strtol ealready-2 eopnotsupp-listen einprogress-2 enoprotoopt-unix eprotonosupport-udp esocktnosupport-2 enotsock-pipe eisconn-sendto enotconn-shutdown emsgsize-unix edestaddrreq-write enodata-2 enomsg-type enodev-2 eidrm-sem estale-2 eagain-pipe edeadlk-mutex eio-pty enotty-2 espipe-pread eafnosupport-2 eprototype-2
enomem-malloc etimedout-socat eownerdead-thread enotrecoverable-thread
apt-lock-frontend apt-unable-to-locate dpkg-interrupted apt-no-release-file apt-nopubkey-not-signed
apt-unmet-dependencies apt-no-installation-candidate apt-no-installation-candidate-replaced dpkg-subprocess-error apt-unable-to-locate-apt
apt-unable-to-fetch-archives apt-conflicting-signed-by apt-key-deprecated apt-legacy-trusted-gpg
apt-hash-sum-mismatch apt-hash-sum-mismatch-packages apt-version-not-found apt-version-not-found-simulate
apt-malformed-entry apt-malformed-entry-component apt-configured-multiple-times apt-configured-multiple-times-list
apt-changed-suite apt-changed-suite-codename apt-are-you-root dpkg-requires-superuser
dpkg-not-debian-archive dpkg-not-debian-archive-empty dpkg-dependency-problems dpkg-dependency-problems-missing
dpkg-architecture-mismatch dpkg-architecture-mismatch-armhf
sudo-terminal-required sudo-password-required sudo-unable-to-resolve-host sudo-unable-to-resolve-host-fqdn
sudo-command-not-found sudo-command-not-found-script sudo-not-setuid sudo-no-new-privileges
sudoers-syntax-error sudoers-syntax-error-visudo sudoers-world-writable sudoers-wrong-owner sudo-incorrect-password sudo-incorrect-password-3
setlocale-bash setlocale-bash-lang perl-locale-failed perl-locale-failed-lang locale-cannot-set
tar-not-gzip tar-not-gzip-verbose tar-unexpected-eof tar-unexpected-eof-plain tar-not-tar-archive tar-not-tar-archive-zip unzip-not-zipfile unzip-not-zipfile-truncated"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir $WORK, free_port, servers
chmod 755 "$WORK"

# show a command line, then run it with bash -c (stderr merged into stdout)
run() { echo "\$ $1"; bash -c "$1" 2>&1; }
# same, but as the unprivileged user nobody (root bypasses permission checks)
run_nobody() { echo "\$ $1"; setpriv --reuid=65534 --regid=65534 --clear-groups bash -c "$1" 2>&1; }
# reset_server PORT: accepts one connection on PORT, reads the request, then aborts the
# connection with a TCP reset (SO_LINGER 0), like a crashed peer
reset_server() {
  python3 - "$1" <<'PY' &
import socket, struct, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open("ready", "w").close()
c, _ = s.accept(); c.recv(100)
c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)); c.close()
PY
  PIDS+=($!)
  wait_ready
}
# compile a small C program from stdin into ./$1
cc_prog() { gcc -O0 -w -o "$1" -x c - -lpthread; }

# --- apt cases: apt and dpkg run in a private mount namespace where /var/lib/dpkg, /var/lib/apt/lists,
# /var/cache/apt and /etc/apt are bind mounts of copies in $W, so the real paths are printed and the
# system's own package state is never touched. Repositories are served from $W by python3 on 127.0.0.1.
apt_setup() {
  mkdir -p dpkg/updates lists/partial aptcache/archives/partial etc-apt repo empty log/apt
  cp -a /var/lib/dpkg/status dpkg/
  cp -a /etc/apt/. etc-apt/
  rm -rf etc-apt/sources.list.d/*; : > etc-apt/sources.list
}
# apt_run COMMAND: show the command line, then run it (bash -c) inside the sandbox
apt_run() {
  echo "\$ $1"
  unshare -m --propagation private bash -c "mount --bind '$W/dpkg' /var/lib/dpkg && mount --bind '$W/lists' /var/lib/apt/lists \
    && mount --bind '$W/aptcache' /var/cache/apt && mount --bind '$W/etc-apt' /etc/apt && $1" 2>&1
}
# apt_repo: a flat repository in $W/repo (webapp needs a newer libdemo and a package nobody ships,
# demo-tools replaces demo-legacy, demo-server pulls libdemo in) served on $REPO_PORT
apt_repo() {
  cat > repo/Packages <<'EOF'
Package: webapp
Version: 1.0
Architecture: all
Maintainer: Demo <demo@example.org>
Depends: libdemo (>= 2.0), demo-runtime
Filename: webapp_1.0_all.deb
Size: 1000
Description: demo web application

Package: libdemo
Version: 1.4
Architecture: all
Maintainer: Demo <demo@example.org>
Filename: libdemo_1.4_all.deb
Size: 1000
SHA256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
Description: demo library

Package: demo-tools
Version: 1.0
Architecture: all
Maintainer: Demo <demo@example.org>
Replaces: demo-legacy
Filename: demo-tools_1.0_all.deb
Size: 1000
Description: demo tools

Package: demo-server
Version: 1.0
Architecture: all
Maintainer: Demo <demo@example.org>
Depends: libdemo
Filename: demo-server_1.0_all.deb
Size: 1000
SHA256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
Description: demo server
EOF
  gzip -k repo/Packages
  { echo "Origin: demo"; echo "Label: demo"; echo "Suite: stable"; echo "Date: $(date -u -R)"; echo "SHA256:"
    for f in Packages Packages.gz; do echo " $(sha256sum "repo/$f" | cut -d' ' -f1) $(stat -c %s "repo/$f") $f"; done
  } > repo/Release
  REPO_PORT=$(free_port)
  python3 -m http.server "$REPO_PORT" --bind 127.0.0.1 >/dev/null 2>&1 &
  PIDS+=($!)
  wait_port "$REPO_PORT"
}
# gpg_key_for_repo: a throw-away signing key in $GNUPGHOME, exported as $W/demo.gpg (binary) and
# $W/demo.asc (armored)
gpg_key_for_repo() {
  export GNUPGHOME=$W/gnupg; mkdir -p -m 700 "$GNUPGHOME"
  gpg --batch --passphrase '' --quick-gen-key "Demo Repo <repo@example.org>" ed25519 sign never >/dev/null 2>&1
  gpg --export > "$W/demo.gpg"; gpg --armor --export > "$W/demo.asc"
}
# apt_trusted_repo: apt_repo, listed with [trusted=yes] and its index fetched
apt_trusted_repo() {
  apt_repo
  echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  apt_run "apt-get update" >/dev/null
}

case "$1" in
enoent)
  mkdir -p config
  run "cat config/app.yml" ;;
enoent-exec)
  mkdir -p scripts
  run "./scripts/migrate.sh" ;;
eacces)
  echo 'password=hunter2' > secrets.env; chmod 600 secrets.env
  run_nobody "cat secrets.env" ;;
eperm)
  touch data.db; chmod 666 data.db
  run_nobody "chown nobody data.db" ;;
eexist)
  mkdir build
  run "mkdir build" ;;
eisdir)
  mkdir -p build/out
  run "cat build" ;;
enotdir)
  echo 'x=1' > settings
  run "ls settings/local.conf" ;;
enotempty)
  mkdir -p cache; touch cache/blob
  run "rmdir cache" ;;
enospc)
  run "dd if=/dev/zero of=/dev/full bs=1M count=1" ;;
erofs)
  mkdir -p mnt
  echo "\$ touch mnt/report.txt"
  unshare -m bash -c 'mount -t tmpfs -o ro tmpfs mnt && touch mnt/report.txt' 2>&1 ;;
emfile)
  mkdir -p logs; for i in $(seq 1 20); do echo "shard $i" > "logs/shard$i.log"; done
  run "ulimit -n 12; paste logs/shard*.log > merged.log" ;;
enomem)
  cc_prog bigalloc <<'C'
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
    size_t size = (size_t)1 << 46;  /* 64 TiB */
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); return 1; }
    return 0;
}
C
  run "./bigalloc" ;;
eagain)
  run_nobody "ulimit -u 1; ls >/dev/null & ls >/dev/null; wait" ;;
epipe)
  run "(trap '' PIPE; yes 'log line' | head -n 2)" ;;
econnrefused)
  port=$(free_port)
  run "exec 3<>/dev/tcp/127.0.0.1/$port" ;;
econnreset)
  port=$(free_port)
  reset_server "$port"
  run "exec 3<>/dev/tcp/127.0.0.1/$port; printf 'PING\\r\\n' >&3; cat <&3" ;;
etimedout)
  port=$(free_port)
  # a listener whose accept queue is full drops new SYNs, so the connect times out
  fill_backlog "$port"
  cc_prog client <<'C'
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
int main(int argc, char **argv) {
    int fd = socket(AF_INET, SOCK_STREAM, 0), syncnt = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_SYNCNT, &syncnt, sizeof syncnt);   /* give up after one retry */
    struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[2])) };
    inet_pton(AF_INET, argv[1], &sa.sin_addr);
    if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }
    return 0;
}
C
  run "./client 127.0.0.1 $port" ;;
eaddrinuse)
  port=$(free_port)
  hold_port "$port"
  run "socat TCP-LISTEN:$port,bind=127.0.0.1 STDOUT" ;;
ebusy)
  run "rmdir /dev/shm" ;;
exdev)
  f=$(mktemp /dev/shm/session.XXXXXX)
  run "ln $f ./session"
  rm -f "$f" ;;
enoexec)
  printf '\x7fELF\x02\x01\x01\x00garbage-not-a-real-binary\x00\x00' > tool; chmod +x tool
  run "./tool" ;;
e2big)
  run 'touch f; /bin/ls $(seq -f "f%.0f" 1 400000) | head -n 1' ;;
enametoolong)
  run "touch $(printf 'n%.0s' $(seq 1 300)).log" ;;
eloop)
  ln -s current.conf app.conf; ln -s app.conf current.conf
  run "cat app.conf" ;;
etxtbsy)
  cp /bin/sleep ./worker
  ./worker 5 & w=$!
  sleep 0.3
  run "cp /bin/true ./worker"
  kill $w 2>/dev/null; wait $w 2>/dev/null ;;
esrch)
  run "kill 999999" ;;
eio)
  run "head -c 16 /proc/self/mem" ;;
enxio)
  echo "\$ cat /dev/tty"
  setsid cat /dev/tty </dev/null 2>&1 ;;
ebadf)
  printf '#!/bin/bash\necho "starting" >&5\n' > notify.sh
  run "bash notify.sh" ;;
enotty)
  run "stty -echo < /dev/null" ;;
efbig)
  run "trap '' XFSZ; ulimit -f 1; head -c 100000 /dev/zero > dump.bin" ;;
erange)
  run 'printf "%d\n" 99999999999999999999' ;;
eaddrnotavail)
  port=$(free_port)
  run "socat TCP-LISTEN:$port,bind=10.254.1.2 STDOUT" ;;
eoverflow)
  touch data.img
  run "truncate -s 99999999999999999999 data.img" ;;
einval)
  cc_prog mapper <<'C'
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
    size_t len = 0;                      /* computed from an empty input file */
    void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); return 1; }
    return 0;
}
C
  run "./mapper" ;;
eintr)
  cc_prog waiter <<'C'
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void on_alarm(int sig) { (void)sig; }
int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;            /* no SA_RESTART: read() is not resumed */
    sigaction(SIGALRM, &sa, NULL);
    int fds[2]; pipe(fds);
    alarm(1);
    char buf[64];
    if (read(fds[0], buf, sizeof buf) < 0) { perror("read"); return 1; }
    return 0;
}
C
  run "./waiter" ;;
echild|enosys|eopnotsupp|enotconn|emsgsize|einprogress|espipe|efault|edom|eilseq|edestaddrreq|enotsock|eisconn|eafnosupport|eprotonosupport|enoprotoopt|eprototype|ealready|enetunreach|emlink|edeadlk|enodata|enodev|enomsg|esocktnosupport|enokey|ekeyexpired|ekeyrevoked|eidrm|estale)
  # small C programs that hit one errno each and report it with perror(), as native tools do
  case "$1" in
    echild) name=reaper; body='signal(SIGCHLD, SIG_IGN); pid_t pid = fork(); if (pid == 0) _exit(0);
      int status; if (waitpid(pid, &status, 0) < 0) { perror("waitpid"); return 1; }' ;;
    enosys) name=newcall; body='if (syscall(1000, 0) < 0) { perror("syscall"); return 1; }' ;;
    eopnotsupp) name=oobsend; body='int fd = socket(AF_INET, SOCK_DGRAM, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(9) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      if (sendto(fd, "x", 1, MSG_OOB, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("sendto"); return 1; }' ;;
    enotconn) name=peer; body='int fd = socket(AF_INET, SOCK_STREAM, 0); struct sockaddr_in sa; socklen_t len = sizeof sa;
      if (getpeername(fd, (struct sockaddr *)&sa, &len) < 0) { perror("getpeername"); return 1; }' ;;
    emsgsize) name=udpsend; body='int fd = socket(AF_INET, SOCK_DGRAM, 0); static char buf[70000];
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(9) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      if (sendto(fd, buf, sizeof buf, 0, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("sendto"); return 1; }' ;;
    einprogress) name=nbconnect; body='int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }' ;;
    espipe) name=rewind; body='if (lseek(0, 0, SEEK_SET) < 0) { perror("lseek"); return 1; }' ;;
    efault) name=badbuf; body='char *buf = (char *)16; if (write(1, buf, 10) < 0) { perror("write"); return 1; }' ;;
    edom) name=stddev; body='double variance = -4.0; errno = 0; double sd = sqrt(variance);
      if (errno) { perror("sqrt"); return 1; } printf("%f\n", sd);' ;;
    eilseq) name=widen; body='setlocale(LC_ALL, "C.UTF-8"); wchar_t out[16]; const char *in = "caf\xe9";
      if (mbstowcs(out, in, 16) == (size_t)-1) { perror("mbstowcs"); return 1; }' ;;
    edestaddrreq) name=udpnoaddr; body='int u = socket(AF_INET, SOCK_DGRAM, 0);   /* never connected, no address given */
      if (send(u, "metric:1|c", 10, 0) < 0) { perror("send"); return 1; }' ;;
    enotsock) name=notsock; body='int fd = open("/etc/hostname", O_RDONLY); struct sockaddr_in sa = { .sin_family = AF_INET };
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }' ;;
    eisconn) name=twice; body='int fd = socket(AF_INET, SOCK_STREAM, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      connect(fd, (struct sockaddr *)&sa, sizeof sa);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }' ;;
    eafnosupport) name=dial6; body='int fd = socket(AF_INET, SOCK_STREAM, 0);   /* IPv4 socket, IPv6 address */
      struct sockaddr_in6 sa = { .sin6_family = AF_INET6, .sin6_port = htons(8080) }; inet_pton(AF_INET6, "::1", &sa.sin6_addr);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }' ;;
    eprotonosupport) name=mksock; body='if (socket(AF_INET, SOCK_STREAM, IPPROTO_UDP) < 0) { perror("socket"); return 1; }' ;;
    enoprotoopt) name=sockopt; body='int fd = socket(AF_INET, SOCK_DGRAM, 0), one = 1;
      if (setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) < 0) { perror("setsockopt TCP_NODELAY"); return 1; }' ;;
    eprototype) name=unixdial; body='int srv = socket(AF_UNIX, SOCK_DGRAM, 0); struct sockaddr_un sa = { .sun_family = AF_UNIX };
      strcpy(sa.sun_path, "app.sock"); unlink(sa.sun_path); bind(srv, (struct sockaddr *)&sa, sizeof sa);
      int fd = socket(AF_UNIX, SOCK_STREAM, 0);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect app.sock"); return 1; }' ;;
    ealready) name=nbretry; body='int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      connect(fd, (struct sockaddr *)&sa, sizeof sa);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }' ;;
    enetunreach) name=dialer; body='int fd = socket(AF_INET, SOCK_STREAM, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(5432) }; inet_pton(AF_INET, "10.20.30.40", &sa.sin_addr);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect 10.20.30.40:5432"); return 1; }' ;;
    emlink) name=linker; body='char name[64]; close(open("target", O_CREAT | O_WRONLY, 0644));
      for (int i = 0; ; i++) { snprintf(name, sizeof name, "links/l%d", i);
        if (link("target", name) < 0) { fprintf(stderr, "link %s after %d links: %s\n", name, i, strerror(errno)); return 1; } }' ;;
    edeadlk) name=locker; body='int fd = open("db.lock", O_CREAT | O_RDWR, 0644); ftruncate(fd, 2);
      struct flock a = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1 };
      struct flock b = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 1, .l_len = 1 };
      fcntl(fd, F_SETLK, &a);
      pid_t pid = fork();
      if (pid == 0) { int cfd = open("db.lock", O_RDWR); fcntl(cfd, F_SETLK, &b); usleep(100000); fcntl(cfd, F_SETLKW, &a); _exit(0); }
      usleep(600000);
      if (fcntl(fd, F_SETLKW, &b) < 0) { perror("fcntl(F_SETLKW)"); kill(pid, SIGTERM); return 1; }' ;;
    enodata) name=getattr; body='char buf[256]; close(open("report.pdf", O_CREAT | O_WRONLY, 0644));
      if (getxattr("report.pdf", "user.checksum", buf, sizeof buf) < 0) { perror("getxattr user.checksum"); return 1; }' ;;
    enodev) name=mapproc; body='int fd = open("/proc/self/status", O_RDONLY);
      if (mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED) { perror("mmap /proc/self/status"); return 1; }' ;;
    enomsg) name=mqpoll; body='int q = msgget(IPC_PRIVATE, 0600 | IPC_CREAT); struct { long type; char text[64]; } m;
      if (msgrcv(q, &m, sizeof m.text, 0, IPC_NOWAIT) < 0) { perror("msgrcv"); msgctl(q, IPC_RMID, NULL); return 1; }' ;;
    esocktnosupport) name=seqsock; body='if (socket(AF_INET, SOCK_SEQPACKET, 0) < 0) { perror("socket"); return 1; }' ;;
    enokey) name=getsecret; body='if (syscall(SYS_request_key, "user", "app:db-password", NULL, KEY_SPEC_SESSION_KEYRING) < 0) { perror("request_key app:db-password"); return 1; }' ;;
    ekeyexpired) name=tokencache; body='long k = syscall(SYS_add_key, "user", "app:token", "secret", 6, KEY_SPEC_PROCESS_KEYRING);
      syscall(SYS_keyctl, KEYCTL_SET_TIMEOUT, k, 1); sleep(2); char buf[64];
      if (syscall(SYS_keyctl, KEYCTL_READ, k, buf, sizeof buf) < 0) { perror("keyctl read app:token"); return 1; }' ;;
    ekeyrevoked) name=tokenread; body='long k = syscall(SYS_add_key, "user", "app:token", "secret", 6, KEY_SPEC_PROCESS_KEYRING);
      syscall(SYS_keyctl, KEYCTL_REVOKE, k); char buf[64];
      if (syscall(SYS_keyctl, KEYCTL_READ, k, buf, sizeof buf) < 0) { perror("keyctl read app:token"); return 1; }' ;;
    eidrm) name=consumer; body='int q = msgget(IPC_PRIVATE, 0600 | IPC_CREAT);
      if (fork() == 0) { usleep(200000); msgctl(q, IPC_RMID, NULL); _exit(0); }   /* another process removes the queue */
      struct { long type; char text[64]; } m;
      if (msgrcv(q, &m, sizeof m.text, 0, 0) < 0) { perror("msgrcv"); wait(NULL); return 1; }' ;;
    estale) name=reopen; body='/* keep a handle to a file the way an NFS client does, then the file is deleted on the server side */
      struct file_handle *fh = malloc(sizeof *fh + MAX_HANDLE_SZ); fh->handle_bytes = MAX_HANDLE_SZ; int mnt;
      close(open("export.dat", O_CREAT | O_WRONLY, 0644));
      if (name_to_handle_at(AT_FDCWD, "export.dat", fh, &mnt, 0) < 0) { perror("name_to_handle_at"); return 1; }
      unlink("export.dat"); sync();
      int mfd = open(".", O_RDONLY | O_DIRECTORY);
      if (open_by_handle_at(mfd, fh, O_RDONLY) < 0) { perror("open_by_handle_at export.dat"); return 1; }' ;;
  esac
  printf '#define _GNU_SOURCE\n#include <arpa/inet.h>\n#include <errno.h>\n#include <linux/keyctl.h>\n#include <fcntl.h>\n#include <locale.h>\n#include <math.h>\n#include <netinet/in.h>\n#include <signal.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <netinet/tcp.h>\n#include <string.h>\n#include <sys/ipc.h>\n#include <sys/mman.h>\n#include <sys/msg.h>\n#include <sys/socket.h>\n#include <sys/syscall.h>\n#include <sys/un.h>\n#include <sys/wait.h>\n#include <sys/xattr.h>\n#include <unistd.h>\n#include <wchar.h>\nint main(int argc, char **argv) {\n    (void)argc; (void)argv;\n    %s\n    return 0;\n}\n' "$body" > "$name.c"
  gcc -O0 -w -o "$name" "$name.c" -lm || exit 1
  case "$1" in
    einprogress|eisconn|ealready)
      port=$(free_port)
      # eisconn connects twice to a plain listener; the others need a connect that stays pending
      if [ "$1" = eisconn ]; then hold_port "$port"; else fill_backlog "$port"; fi
      run "./$name $port" ;;
    espipe) run "echo data | ./$name" ;;
    enetunreach)
      # a private network namespace with no routes: nothing can leave the machine
      echo "\$ ./$name"
      unshare -n "./$name" 2>&1 ;;
    emlink) mkdir links; run "./$name" ;;
    *) run "./$name" ;;
  esac ;;
ehostunreach)
  # an isolated network namespace whose only route to 10.0.0.0/8 is marked unreachable
  echo "\$ exec 3<>/dev/tcp/10.8.0.12/6379"
  unshare -n bash -c 'ip link set lo up; ip route add unreachable 10.0.0.0/8; exec 3<>/dev/tcp/10.8.0.12/6379' 2>&1 ;;
eownerdead|enotrecoverable)
  cc_prog robust <<'C'
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int second = argc > 1;
    pthread_mutex_t *m = mmap(NULL, sizeof *m, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED);
    pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
    pthread_mutex_init(m, &a);
    if (fork() == 0) { pthread_mutex_lock(m); _exit(1); }   /* worker dies holding the lock */
    wait(NULL);
    int rc = pthread_mutex_lock(m);
    if (second && rc != 0) { pthread_mutex_unlock(m); rc = pthread_mutex_lock(m); }  /* not marked consistent */
    if (rc != 0) { fprintf(stderr, "pthread_mutex_lock: %s\n", strerror(rc)); return 1; }
    return 0;
}
C
  if [ "$1" = eownerdead ]; then run "./robust"; else run "./robust --retry"; fi ;;
sigsegv)
  cc_prog app <<'C'
#include <stdio.h>
int main(void) { int *p = NULL; printf("loading config\n"); fflush(stdout); return *p; }
C
  printf '#!/bin/bash\necho "starting job"\n./app\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigabrt)
  cc_prog app <<'C'
#include <assert.h>
int main(int argc, char **argv) { (void)argv; assert(argc > 1); return 0; }
C
  printf '#!/bin/bash\necho "starting job"\n./app\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigkill)
  printf '#!/bin/bash\necho "starting job"\nsleep 30 &\nchild=$!\nkill -KILL $child\nwait $child\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigbus)
  cc_prog reader <<'C'
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int fd = open(argv[1], O_RDWR);
    char *p = mmap(NULL, 8192, PROT_READ, MAP_SHARED, fd, 0);
    ftruncate(fd, 0);            /* the file shrinks under the mapping */
    printf("%d\n", p[4096]);
    return 0;
}
C
  head -c 8192 /dev/zero > data.bin
  printf '#!/bin/bash\necho "starting job"\n./reader data.bin\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigfpe)
  cc_prog ratio <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) { int a = atoi(argv[1]), b = atoi(argv[2]); printf("%d\n", a / b); return 0; }
C
  printf '#!/bin/bash\necho "starting job"\n./ratio 10 0\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigterm)
  printf '#!/bin/bash\necho "starting job"\n( sleep 0.5; kill -TERM $(cat worker.pid) ) &\nsh -c '"'"'echo $$ > worker.pid; exec sleep 30'"'"'\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
sigpipe)
  printf '#!/bin/bash\nseq 1 1000000 | head -n 1\necho "pipeline status: ${PIPESTATUS[*]}"\n' > job.sh
  run "bash job.sh" ;;
sigint)
  printf '#!/bin/bash\necho "starting job"\n( sleep 0.5; kill -INT $(cat worker.pid) ) &\nsh -c '"'"'echo $$ > worker.pid; exec sleep 30'"'"'\necho "job exited with status $?"\n' > job.sh
  run "bash job.sh" ;;
command-not-found)
  run "ansible-playbook site.yml" ;;
permission-denied-exec)
  printf '#!/bin/sh\necho building\n' > build.sh
  run "./build.sh" ;;
syntax-error-unexpected-token)
  printf '#!/bin/bash\nif [ -f app.conf ]\n  echo "found"\nfi\n' > check.sh
  run "bash check.sh" ;;
unexpected-eof)
  printf '#!/bin/bash\necho "releasing\necho done\n' > release.sh
  run "bash release.sh" ;;
unbound-variable)
  printf '#!/bin/bash\nset -u\nrsync -a data/ "$BACKUP_TARGET"\n' > backup.sh
  run "bash backup.sh" ;;
ambiguous-redirect)
  printf '#!/bin/bash\nLOGFILE="build output.log"\necho "started" > $LOGFILE\necho "done" >> $MISSING_LOG\n' > log.sh
  run "bash log.sh" ;;
bad-interpreter)
  printf '#!/bin/bash\r\necho "deploying"\r\n' > deploy.sh; chmod +x deploy.sh
  run "./deploy.sh" ;;
bad-interpreter-permission)
  printf 'not a program\n' > runner; chmod 644 runner
  printf '#!%s/runner\necho "hi"\n' "$WORK" > task.sh; chmod +x task.sh
  run "./task.sh" ;;
bad-substitution)
  printf '#!/bin/bash\nenv_name="staging"\necho "deploying to ${env_name^^}"\n' > deploy.sh
  run "sh deploy.sh" ;;
test-too-many-arguments)
  printf '#!/bin/bash\nbranch="release candidate"\nif [ $branch = "main" ]; then\n  echo "deploying"\nfi\n' > check.sh
  run "bash check.sh" ;;
integer-expression-expected)
  printf '#!/bin/bash\nfailures=$(grep -c ERROR build.log 2>/dev/null || echo none)\nif [ "$failures" -gt 0 ]; then\n  echo "build failed"\nfi\n' > check.sh
  run "bash check.sh" ;;
unary-operator-expected)
  printf '#!/bin/bash\nif [ $DEPLOY_ENV = "prod" ]; then\n  echo "careful"\nfi\n' > check.sh
  run "bash check.sh" ;;
dash-syntax-error)
  printf '#!/bin/bash\nservices=(api worker)\nfor s in "${services[@]}"; do echo "$s"; done\n' > start.sh
  run "sh start.sh" ;;
dash-source-not-found)
  printf 'export APP_ENV=dev\n' > env.sh
  printf '#!/bin/bash\nsource ./env.sh\necho "env: $APP_ENV"\n' > run.sh
  run "sh run.sh" ;;
heredoc-eof)
  printf '#!/bin/bash\ncat > app.conf <<EOF\nport=8080\n  EOF\necho "written"\n' > gen.sh
  run "bash gen.sh" ;;
sigabrt-abort)
  cc_prog cache <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(void) { fprintf(stderr, "cache: index header checksum mismatch, refusing to continue\n"); abort(); }
C
  printf '#!/bin/bash\necho "starting cache"\n./cache\necho "cache exited with status $?"\n' > run.sh
  run "bash run.sh" ;;
eaddrinuse-socat)
  port=$(free_port)
  socat TCP-LISTEN:$port,bind=127.0.0.1,fork /dev/null 2>/dev/null &
  PIDS+=($!)
  wait_port "$port"
  run "socat TCP-LISTEN:$port,bind=127.0.0.1,fork EXEC:/bin/cat" ;;
ambiguous-redirect-glob)
  mkdir -p reports; touch reports/jan.txt reports/feb.txt
  printf '#!/bin/bash\necho "total: 42" > reports/*.txt\n' > summary.sh
  run "bash summary.sh" ;;
e2big-single-arg)
  run '/bin/echo "$(head -c 200000 /dev/zero | tr "\0" x)" > /dev/null' ;;
ebadf-read)
  printf '#!/bin/bash\nwhile read -r -u 7 line; do echo "$line"; done\n' > consume.sh
  run "bash consume.sh" ;;
bad-substitution-dot)
  printf '#!/bin/bash\napp_version=1.4.2\necho "release ${app.version}"\n' > release.sh
  run "bash release.sh" ;;
epipe-seq)
  run "(trap '' PIPE; seq 1 1000000 | true)" ;;
command-not-found-helm)
  mkdir -p chart
  run "cd chart && helm upgrade --install web ." ;;
econnrefused-socat)
  port=$(free_port)
  run "socat - TCP:127.0.0.1:$port" ;;
econnreset-recv)
  port=$(free_port)
  reset_server "$port"
  cc_prog fetch <<'C'
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
    int fd = socket(AF_INET, SOCK_STREAM, 0); char buf[256];
    struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) };
    inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
    if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect"); return 1; }
    write(fd, "GET /health HTTP/1.0\r\n\r\n", 26);
    if (recv(fd, buf, sizeof buf, 0) < 0) { perror("recv"); return 1; }
    return 0;
}
C
  run "./fetch $port" ;;
ebusy-mountpoint)
  mkdir -p data
  echo "\$ rmdir data"
  unshare -m bash -c 'mount -t tmpfs tmpfs data && rmdir data' 2>&1 ;;
enotempty-mv)
  mkdir -p release/assets dist/assets; touch release/assets/app.js dist/assets/old.js
  run "mv release/assets dist/" ;;
enoexec-execv)
  printf 'MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00PE-windows-binary' > setup.exe; chmod +x setup.exe
  cc_prog launcher <<'C'
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) { execv(argv[1], argv + 1); perror("execv"); return 1; }
C
  run "./launcher ./setup.exe" ;;
eexist-symlink)
  touch current.conf app.conf
  run "ln -s current.conf app.conf" ;;
enametoolong-mkdir)
  run "mkdir -p cache/$(printf 'k%.0s' $(seq 1 260))" ;;
efbig-truncate)
  run "trap '' XFSZ; ulimit -f 100; truncate -s 10M disk.img" ;;
sigfpe-intmin)
  cc_prog avg <<'C'
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) { int total = INT_MIN, n = atoi(argv[1]); printf("%d\n", total / n); return 0; }
C
  printf '#!/bin/bash\necho "computing"\n./avg -1\necho "avg exited with status $?"\n' > stats.sh
  run "bash stats.sh" ;;
heredoc-eof-sql)
  printf '#!/bin/bash\nsqlite3 app.db <<SQL 2>/dev/null\nCREATE TABLE users (id INTEGER);\n' > migrate.sh
  run "bash migrate.sh" ;;
eisdir-redirect)
  mkdir -p output
  run "echo 'result=ok' > output" ;;
enotdir-cd)
  echo 'x=1' > settings
  run "cd settings" ;;
eacces-dir)
  mkdir -p private; echo data > private/notes.txt; chmod 700 private
  run_nobody "ls private" ;;
eperm-kill)
  run_nobody "kill -HUP 1" ;;
esrch-taskset)
  run "taskset -p 999999" ;;
sigkill-background)
  printf '#!/bin/bash\necho "starting import"\nsleep 30 &\npid=$!\n( sleep 0.3; kill -9 $pid ) &\nwait $pid\necho "import exited with status $?"\n' > import.sh
  run "bash import.sh" ;;
sigint-sync)
  printf '#!/bin/bash\necho "starting sync"\n( sleep 0.5; kill -INT $(cat worker.pid) ) &\nsh -c '"'"'echo $$ > worker.pid; exec sleep 30'"'"'\nrc=$?\necho "sync exited with status $rc"\n' > sync.sh
  run "bash sync.sh" ;;
sigterm-self)
  printf 'import os, signal\nprint("draining queue", flush=True)\nos.kill(os.getpid(), signal.SIGTERM)\n' > worker.py
  printf '#!/bin/bash\npython3 worker.py\necho "worker exited with status $?"\n' > serve.sh
  run "bash serve.sh" ;;
sigpipe-grep)
  printf '#!/bin/bash\nset -o pipefail\nyes "log line" | grep -m1 log\necho "pipeline exited with status $?"\n' > scan.sh
  run "bash scan.sh" ;;
sigsegv-recursion)
  cc_prog parser <<'C'
#include <stdio.h>
int depth(int n) { char buf[256]; buf[0] = (char)n; return depth(n + 1) + buf[0]; }
int main(void) { printf("parsing\n"); fflush(stdout); return depth(0); }
C
  printf '#!/bin/bash\n./parser input.json\necho "parser exited with status $?"\n' > parse.sh
  run "bash parse.sh" ;;
sigbus-empty)
  cc_prog indexer <<'C'
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
int main(int argc, char **argv) {
    int fd = open(argv[1], O_RDONLY);
    char *p = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);   /* the index file is empty */
    printf("%d\n", p[0]);
    return 0;
}
C
  : > search.idx
  printf '#!/bin/bash\n./indexer search.idx\necho "indexer exited with status $?"\n' > index.sh
  run "bash index.sh" ;;
syntax-error-done)
  printf '#!/bin/bash\nfor f in *.log\n  gzip "$f"\ndone\n' > rotate.sh
  run "bash rotate.sh" ;;
test-too-many-arguments-z)
  printf '#!/bin/bash\nhosts="web1 web2 web3"\nif [ -z $hosts ]; then\n  echo "no hosts"\nfi\n' > check.sh
  run "bash check.sh" ;;
integer-expression-expected-float)
  printf '#!/bin/bash\nload=$(echo 3.75)\nif [ $load -lt 4 ]; then\n  echo "ok"\nfi\n' > load.sh
  run "bash load.sh" ;;
unary-operator-expected-empty)
  printf '#!/bin/bash\nretries=$(grep -o "[0-9]*" retries.txt 2>/dev/null)\nif [ $retries -gt 3 ]; then\n  echo "giving up"\nfi\n' > retry.sh
  run "bash retry.sh" ;;
unbound-variable-positional)
  printf '#!/bin/bash\nset -euo pipefail\ntarget="$1"\necho "deploying to $target"\n' > deploy.sh
  run "bash deploy.sh" ;;
unexpected-eof-quote)
  printf "#!/bin/bash\necho 'packaging\ntar czf app.tgz src\n" > package.sh
  run "bash package.sh" ;;
etxtbsy-redirect)
  cp /bin/sleep ./daemon
  ./daemon 5 & w=$!
  sleep 0.3
  run "echo '#!/bin/sh' > ./daemon"
  kill $w 2>/dev/null; wait $w 2>/dev/null ;;
eloop-dir)
  ln -s shared shared-link; ln -s shared-link shared
  run "ls shared/" ;;
emlink-ln)
  cc_prog fill <<'C'
#include <stdio.h>
#include <unistd.h>
int main(void) { char name[64]; for (int i = 0; ; i++) { snprintf(name, sizeof name, "snap/f%d", i); if (link("blob", name) < 0) return 0; } }
C
  mkdir snap; touch blob; ./fill
  run "ln blob snap/latest" ;;
emfile-exec)
  mkdir -p parts; for i in $(seq 1 20); do echo "$i" > "parts/p$i"; done
  run 'ulimit -n 14; for f in parts/p*; do exec {fd}<"$f" || break; done' ;;
enospc-tmpfs)
  mkdir -p small
  echo "\$ cp archive.tar small/"
  head -c 200000 /dev/urandom > archive.tar
  unshare -m bash -c 'mount -t tmpfs -o size=64k tmpfs small && cp archive.tar small/' 2>&1 ;;
erofs-bind)
  mkdir -p srv; echo x > srv/index.html
  echo "\$ mkdir srv/uploads"
  unshare -m bash -c 'mount --bind -o ro srv srv && mount -o remount,bind,ro srv && mkdir srv/uploads' 2>&1 ;;
enxio-socket)
  python3 -c "import socket,os; s=socket.socket(socket.AF_UNIX); s.bind('app.sock')"
  run "cat app.sock" ;;
enotty-ioctl)
  run "stty size < /etc/hostname" ;;
eaddrnotavail-bind)
  port=$(free_port)
  run "socat - TCP:127.0.0.1:$port,bind=192.0.2.10" ;;
enetunreach-bash)
  echo "\$ exec 3<>/dev/tcp/10.40.0.5/443"
  unshare -n bash -c 'exec 3<>/dev/tcp/10.40.0.5/443' 2>&1 ;;
ehostunreach-socat)
  echo "\$ socat - TCP:172.16.4.20:22"
  unshare -n bash -c 'ip link set lo up; ip route add unreachable 172.16.0.0/12; socat - TCP:172.16.4.20:22' 2>&1 ;;
eoverflow-head)
  seq 1 100 > access.log
  run "head -c 99999999999999999999999 access.log" ;;
einval-taskset)
  run "taskset 0x0 true" ;;
exdev-rename)
  mkdir -p mnt; touch upload.part
  echo "\$ ./move upload.part mnt/upload"
  cc_prog move <<'C'
#include <stdio.h>
int main(int argc, char **argv) { if (rename(argv[1], argv[2]) < 0) { perror("rename"); return 1; } return 0; }
C
  unshare -m bash -c 'mount -t tmpfs tmpfs mnt && ./move upload.part mnt/upload' 2>&1 ;;
eilseq-iconv)
  printf 'caf\xe9 cr\xe8me\n' > menu.txt
  cc_prog conv <<'C'
#include <iconv.h>
#include <stdio.h>
int main(void) {
    char in[] = "caf\xe9 cr\xe8me", out[64], *ip = in, *op = out; size_t il = sizeof in - 1, ol = sizeof out;
    iconv_t cd = iconv_open("ASCII", "UTF-8");
    if (iconv(cd, &ip, &il, &op, &ol) == (size_t)-1) { perror("iconv menu.txt"); return 1; }
    return 0;
}
C
  run "./conv" ;;
keyctl-enokey)
  run "keyctl request user deploy:ssh-key" ;;
keyctl-ekeyrevoked)
  echo "\$ keyctl print \$key"
  keyctl session - bash -c 'k=$(keyctl add user api:token s3cret @s); keyctl revoke $k; keyctl print $k' 2>&1 | grep -v '^Joined' ;;
keyctl-ekeyexpired)
  echo "\$ keyctl print \$key"
  keyctl session - bash -c 'k=$(keyctl add user api:token s3cret @s); keyctl timeout $k 1; sleep 2; keyctl print $k' 2>&1 | grep -v '^Joined' ;;
script-permission-denied-py)
  printf '#!/usr/bin/env python3\nprint("migrating")\n' > manage.py
  run "./manage.py migrate" ;;
eintr-nanosleep|efault-stat|echild-wait|enosys-2|edom-log|erange-strtol|ealready-2|eopnotsupp-listen|einprogress-2|enoprotoopt-unix|eprotonosupport-udp|esocktnosupport-2|enotsock-pipe|eisconn-sendto|enotconn-shutdown|emsgsize-unix|edestaddrreq-write|enodata-2|enomsg-type|enodev-2|eidrm-sem|estale-2|eagain-pipe|edeadlk-mutex|eio-pty|enotty-2|espipe-pread|eafnosupport-2|eprototype-2)
  case "$1" in
    eintr-nanosleep) name=poller; body='struct sigaction sa; memset(&sa, 0, sizeof sa); sa.sa_handler = on_sig; sigaction(SIGALRM, &sa, NULL); alarm(1);
      struct timespec t = { .tv_sec = 10 }; if (nanosleep(&t, NULL) < 0) { perror("nanosleep"); return 1; }' ;;
    efault-stat) name=statbad; body='struct stat st; const char *path = (const char *)8;   /* a dangling pointer from a freed config */
      if (stat(path, &st) < 0) { perror("stat"); return 1; }' ;;
    echild-wait) name=supervisor; body='int status; if (wait(&status) < 0) { perror("wait"); return 1; }' ;;
    enosys-2) name=pidfd; body='if (syscall(600, getpid(), 0) < 0) { perror("pidfd_open (syscall 600)"); return 1; }' ;;
    edom-log) name=entropy; body='double p = -0.25; errno = 0; double h = log(p);
      if (errno) { perror("log"); return 1; } printf("%f\n", h);' ;;
    erange-strtol) name=parseport; body='const char *arg = "99999999999999999999"; errno = 0; long v = strtol(arg, NULL, 10);
      if (errno) { perror("strtol"); return 1; } printf("%ld\n", v);' ;;
    ealready-2) name=asyncdial; body='int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      connect(fd, (struct sockaddr *)&sa, sizeof sa); usleep(100000);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { fprintf(stderr, "retry connect 127.0.0.1:%s: %s\n", argv[1], strerror(errno)); return 1; }' ;;
    eopnotsupp-listen) name=udplisten; body='int fd = socket(AF_INET, SOCK_DGRAM, 0);
      struct sockaddr_in sa = { .sin_family = AF_INET }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr); bind(fd, (struct sockaddr *)&sa, sizeof sa);
      if (listen(fd, 16) < 0) { perror("listen"); return 1; }' ;;
    einprogress-2) name=healthcheck; body='int fd = socket(AF_INET, SOCK_STREAM, 0); fcntl(fd, F_SETFL, O_NONBLOCK);
      struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[1])) }; inet_pton(AF_INET, "127.0.0.1", &sa.sin_addr);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { fprintf(stderr, "healthcheck connect: %s\n", strerror(errno)); return 1; }' ;;
    enoprotoopt-unix) name=keepalive; body='int fd = socket(AF_INET, SOCK_STREAM, 0), on = 1;   /* option 99: newer than this kernel */
      if (setsockopt(fd, IPPROTO_TCP, 99, &on, sizeof on) < 0) { perror("setsockopt IPPROTO_TCP 99"); return 1; }' ;;
    eprotonosupport-udp) name=mkudp; body='if (socket(AF_INET, SOCK_DGRAM, IPPROTO_TCP) < 0) { perror("socket(AF_INET, SOCK_DGRAM, IPPROTO_TCP)"); return 1; }' ;;
    esocktnosupport-2) name=rdmsock; body='if (socket(AF_INET6, SOCK_RDM, 0) < 0) { perror("socket(AF_INET6, SOCK_RDM)"); return 1; }' ;;
    enotsock-pipe) name=acceptor; body='int p[2]; pipe(p);   /* the supervisor passed a pipe instead of the listening socket */
      if (accept(p[0], NULL, NULL) < 0) { perror("accept"); return 1; }' ;;
    eisconn-sendto) name=pairdial; body='int sv[2]; socketpair(AF_UNIX, SOCK_STREAM, 0, sv);   /* already connected to its pair */
      struct sockaddr_un sa = { .sun_family = AF_UNIX }; strcpy(sa.sun_path, "broker.sock");
      int srv = socket(AF_UNIX, SOCK_STREAM, 0); bind(srv, (struct sockaddr *)&sa, sizeof sa); listen(srv, 1);
      if (connect(sv[0], (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect broker.sock"); return 1; }' ;;
    enotconn-shutdown) name=closer; body='int fd = socket(AF_INET, SOCK_STREAM, 0);
      if (shutdown(fd, SHUT_WR) < 0) { perror("shutdown"); return 1; }' ;;
    emsgsize-unix) name=logship; body='int sv[2]; socketpair(AF_UNIX, SOCK_DGRAM, 0, sv); static char rec[4 * 1024 * 1024];
      if (send(sv[0], rec, sizeof rec, 0) < 0) { perror("send log record"); return 1; }' ;;
    edestaddrreq-write) name=statsd; body='int u = socket(AF_INET6, SOCK_DGRAM, 0);
      if (write(u, "requests:1|c", 12) < 0) { perror("write"); return 1; }' ;;
    enodata-2) name=mimetype; body='char buf[128]; close(open("backup.tar", O_CREAT | O_WRONLY, 0644));
      if (getxattr("backup.tar", "user.mime_type", buf, sizeof buf) < 0) { fprintf(stderr, "backup.tar: user.mime_type: %s\n", strerror(errno)); return 1; }' ;;
    enomsg-type) name=jobq; body='int q = msgget(IPC_PRIVATE, 0600 | IPC_CREAT); struct { long type; char text[64]; } m = { 1, "resize" };
      msgsnd(q, &m, sizeof m.text, 0);
      if (msgrcv(q, &m, sizeof m.text, 2, IPC_NOWAIT) < 0) { perror("msgrcv type 2"); msgctl(q, IPC_RMID, NULL); return 1; }' ;;
    enodev-2) name=mapstdin; body='if (mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, 0, 0) == MAP_FAILED) { perror("mmap stdin"); return 1; }' ;;
    eidrm-sem) name=worker; body='int s = semget(IPC_PRIVATE, 1, 0600 | IPC_CREAT);
      if (fork() == 0) { usleep(200000); semctl(s, 0, IPC_RMID); _exit(0); }
      struct sembuf op = { 0, -1, 0 };
      if (semop(s, &op, 1) < 0) { perror("semop"); wait(NULL); return 1; }' ;;
    estale-2) name=nfscache; body='struct file_handle *fh = malloc(sizeof *fh + MAX_HANDLE_SZ); fh->handle_bytes = MAX_HANDLE_SZ; int mnt;
      mkdir("uploads", 0755);
      if (name_to_handle_at(AT_FDCWD, "uploads", fh, &mnt, 0) < 0) { perror("name_to_handle_at"); return 1; }
      rmdir("uploads"); sync();
      int mfd = open(".", O_RDONLY | O_DIRECTORY);
      if (open_by_handle_at(mfd, fh, O_RDONLY | O_DIRECTORY) < 0) { perror("open_by_handle_at uploads"); return 1; }' ;;
    eagain-pipe) name=drain; body='int p[2]; pipe2(p, O_NONBLOCK); char buf[128];
      if (read(p[0], buf, sizeof buf) < 0) { perror("read"); return 1; }' ;;
    edeadlk-mutex) name=relock; body='pthread_mutex_t m; pthread_mutexattr_t a; pthread_mutexattr_init(&a);
      pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK); pthread_mutex_init(&m, &a);
      pthread_mutex_lock(&m); int rc = pthread_mutex_lock(&m);
      if (rc) { fprintf(stderr, "pthread_mutex_lock: %s\n", strerror(rc)); return 1; }' ;;
    eio-pty) name=console; body='int master = posix_openpt(O_RDWR | O_NOCTTY); grantpt(master); unlockpt(master);
      int slave = open(ptsname(master), O_RDWR | O_NOCTTY); close(slave);   /* the child on the terminal exited */
      char buf[64]; if (read(master, buf, sizeof buf) < 0) { perror("read pty"); return 1; }' ;;
    enotty-2) name=winsize; body='struct winsize ws; int fd = open("/etc/hostname", O_RDONLY);
      if (ioctl(fd, TIOCGWINSZ, &ws) < 0) { perror("ioctl TIOCGWINSZ"); return 1; }' ;;
    espipe-pread) name=readhdr; body='char hdr[16]; if (pread(0, hdr, sizeof hdr, 0) < 0) { perror("pread"); return 1; }' ;;
    eafnosupport-2) name=bind6; body='int fd = socket(AF_INET, SOCK_STREAM, 0);   /* IPv4 socket, listen address [::]:8443 */
      struct sockaddr_in6 sa = { .sin6_family = AF_INET6, .sin6_port = htons(8443) };
      if (bind(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("bind [::]:8443"); return 1; }' ;;
    eprototype-2) name=dgramdial; body='int srv = socket(AF_UNIX, SOCK_STREAM, 0); struct sockaddr_un sa = { .sun_family = AF_UNIX };
      strcpy(sa.sun_path, "metrics.sock"); unlink(sa.sun_path); bind(srv, (struct sockaddr *)&sa, sizeof sa); listen(srv, 1);
      int fd = socket(AF_UNIX, SOCK_DGRAM, 0);
      if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { perror("connect metrics.sock"); return 1; }' ;;
  esac
  printf '#define _GNU_SOURCE\n#include <arpa/inet.h>\n#include <errno.h>\n#include <fcntl.h>\n#include <math.h>\n#include <netinet/in.h>\n#include <netinet/tcp.h>\n#include <pthread.h>\n#include <signal.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <sys/ioctl.h>\n#include <sys/ipc.h>\n#include <sys/mman.h>\n#include <sys/msg.h>\n#include <sys/sem.h>\n#include <sys/socket.h>\n#include <sys/stat.h>\n#include <sys/syscall.h>\n#include <sys/un.h>\n#include <sys/wait.h>\n#include <sys/xattr.h>\n#include <time.h>\n#include <unistd.h>\nstatic void on_sig(int s) { (void)s; }\nint main(int argc, char **argv) {\n    (void)argc; (void)argv; (void)on_sig;\n    %s\n    return 0;\n}\n' "$body" > "$name.c"
  gcc -O0 -w -o "$name" "$name.c" -lm -lpthread || exit 1
  case "$1" in
    ealready-2|einprogress-2)
      port=$(free_port)
      fill_backlog "$port"
      run "./$name $port" ;;
    enodev-2) run "cat /etc/hostname | ./$name" ;;
    espipe-pread) run "head -c 64 /dev/urandom | ./$name" ;;
    *) run "./$name" ;;
  esac ;;
enomem-malloc)
  cc_prog loader <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    void *buf = malloc((size_t)512 << 20);   /* read the whole 512 MiB dataset into memory */
    if (buf == NULL) { perror("malloc dataset buffer"); return 1; }
    return 0;
}
C
  run "ulimit -v 200000; ./loader" ;;
etimedout-socat)
  port=$(free_port)
  fill_backlog "$port"
  run "socat -T 3 - TCP:127.0.0.1:$port,connect-timeout=2" ;;
eownerdead-thread|enotrecoverable-thread)
  cc_prog pool <<'C'
#include <pthread.h>
#include <stdio.h>
#include <string.h>
static pthread_mutex_t m;
static void *job(void *arg) { (void)arg; pthread_mutex_lock(&m); return NULL; }   /* thread ends holding the lock */
int main(int argc, char **argv) {
    (void)argv;
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
    pthread_mutex_init(&m, &a);
    pthread_t t; pthread_create(&t, NULL, job, NULL); pthread_join(t, NULL);
    int rc = pthread_mutex_lock(&m);
    if (argc > 1 && rc != 0) { pthread_mutex_unlock(&m); rc = pthread_mutex_lock(&m); }
    if (rc != 0) { fprintf(stderr, "pool: lock job table: %s\n", strerror(rc)); return 1; }
    return 0;
}
C
  if [ "$1" = eownerdead-thread ]; then run "./pool"; else run "./pool --recover"; fi ;;
apt-lock-frontend)
  # a real apt-get holds the lock while it waits at its "Do you want to continue?" prompt
  apt_setup; apt_trusted_repo; mkfifo answer
  exec 7<>answer
  unshare -m --propagation private bash -c "mount --bind '$W/dpkg' /var/lib/dpkg && mount --bind '$W/lists' /var/lib/apt/lists \
    && mount --bind '$W/aptcache' /var/cache/apt && mount --bind '$W/etc-apt' /etc/apt && exec apt-get install demo-server" <answer >holder.log 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 100); do grep -q 'continue' holder.log 2>/dev/null && break; sleep 0.1; done
  apt_run "apt-get install -y curl"
  echo n >&7 ;;
apt-unable-to-locate)
  apt_setup
  apt_run "apt-get install -y python3-pipx-tools" ;;
apt-unable-to-fetch-archives)
  # the index lists a .deb that the server no longer has, as after a mirror moved on without apt-get update
  apt_setup; apt_trusted_repo
  apt_run "apt-get install -y demo-server" ;;
apt-conflicting-signed-by)
  apt_setup; apt_repo
  gpg_key_for_repo
  echo "deb [signed-by=/etc/apt/keyrings/demo.gpg] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list.d/demo.list
  echo "deb [signed-by=/usr/share/keyrings/demo-archive-keyring.gpg] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list.d/demo-old.list
  apt_run "apt-get update" ;;
apt-key-deprecated)
  apt_setup; gpg_key_for_repo
  apt_run "apt-key add $W/demo.asc" ;;
apt-legacy-trusted-gpg)
  # the repository key sits in the legacy /etc/apt/trusted.gpg, where apt still trusts it with a warning
  apt_setup; apt_repo; gpg_key_for_repo
  gpg --batch --yes --clearsign -o repo/InRelease repo/Release 2>/dev/null
  cp demo.gpg etc-apt/trusted.gpg
  echo "deb http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  apt_run "apt-get update" ;;
apt-unable-to-locate-apt)
  apt_setup
  apt_run "apt install -y libssl1.1" ;;
dpkg-interrupted)
  apt_setup
  echo 'Package: half-configured' > dpkg/updates/0001
  apt_run "apt-get install -y curl" ;;
apt-no-release-file)
  apt_setup; apt_repo
  echo "deb http://127.0.0.1:$REPO_PORT/empty ./" > etc-apt/sources.list
  apt_run "apt-get update" ;;
apt-nopubkey-not-signed)
  apt_setup; apt_repo
  export GNUPGHOME=$W/gnupg; mkdir -m 700 "$GNUPGHOME"
  gpg --batch --passphrase '' --quick-gen-key "Demo Repo <repo@example.org>" ed25519 sign never >/dev/null 2>&1
  gpg --batch --yes --clearsign -o repo/InRelease repo/Release 2>/dev/null
  echo "deb http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  apt_run "apt-get update" ;;
apt-unmet-dependencies)
  apt_setup; apt_trusted_repo
  apt_run "apt-get install -y webapp" ;;
apt-no-installation-candidate)
  apt_setup; apt_trusted_repo
  apt_run "apt-get install -y demo-runtime" ;;
apt-no-installation-candidate-replaced)
  apt_setup; apt_trusted_repo
  apt_run "apt-get install -y demo-legacy" ;;
dpkg-subprocess-error)
  # a package with no files whose postinst fails, as a service that cannot start makes it fail; the
  # sandbox's dpkg database starts empty so that dpkg has no other package to read
  apt_setup
  : > dpkg/status; mkdir -p dpkg/info
  mkdir -p pkg/DEBIAN
  printf 'Package: metrics-agent\nVersion: 2.1.0\nArchitecture: all\nMaintainer: Demo <demo@example.org>\nDescription: demo agent\n' > pkg/DEBIAN/control
  printf '#!/bin/sh\nset -e\necho "metrics-agent: cannot write /etc/metrics-agent/agent.conf" >&2\nexit 1\n' > pkg/DEBIAN/postinst
  chmod 755 pkg/DEBIAN/postinst
  dpkg-deb --build --root-owner-group pkg metrics-agent_2.1.0_all.deb >/dev/null
  apt_run "apt-get install -y ./metrics-agent_2.1.0_all.deb" ;;
apt-hash-sum-mismatch|apt-hash-sum-mismatch-packages)
  # the index file changed on the server after its Release file was written (a mirror caught
  # mid-sync, or a proxy that serves a stale or altered copy)
  apt_setup; apt_repo
  if [ "$1" = apt-hash-sum-mismatch ]; then echo >> repo/Packages; gzip -kf repo/Packages
  else echo >> repo/Packages; rm repo/Packages.gz; sed -i '/Packages.gz/d' repo/Release; fi
  echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  apt_run "apt-get update" ;;
apt-version-not-found|apt-version-not-found-simulate)
  # a pinned version the repository no longer (or never) carried
  apt_setup; apt_trusted_repo
  if [ "$1" = apt-version-not-found ]; then apt_run "apt-get install -y demo-tools=2.0"
  else apt_run "apt-get install -s demo-server=0.9-1 demo-tools=1.0"; fi ;;
apt-malformed-entry|apt-malformed-entry-component)
  apt_setup
  if [ "$1" = apt-malformed-entry ]; then echo "deb http://deb.debian.org/debian" > etc-apt/sources.list
  else echo "deb http://deb.debian.org/debian bookworm" > etc-apt/sources.list.d/extra.list; fi
  apt_run "apt-get update" ;;
apt-configured-multiple-times|apt-configured-multiple-times-list)
  apt_setup; apt_repo
  echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  if [ "$1" = apt-configured-multiple-times ]; then echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" >> etc-apt/sources.list
  else echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list.d/demo.list; fi
  apt_run "apt-get update" ;;
apt-changed-suite|apt-changed-suite-codename)
  # the repository's Release file changed its Codename or Origin (a new release, a moved archive) since the last update
  apt_setup; apt_repo
  sed -i 's/^Suite: stable/Suite: stable\nCodename: bookworm\nVersion: 12.5/' repo/Release
  echo "deb [trusted=yes] http://127.0.0.1:$REPO_PORT/repo ./" > etc-apt/sources.list
  apt_run "apt-get update" >/dev/null
  if [ "$1" = apt-changed-suite ]; then sed -i 's/^Codename: bookworm/Codename: trixie/' repo/Release
  else sed -i 's/^Origin: demo/Origin: demo-archive/' repo/Release; fi
  apt_run "apt-get update" ;;
apt-are-you-root|dpkg-requires-superuser)
  # an unprivileged user runs the package tools without sudo
  if [ "$1" = apt-are-you-root ]; then run_nobody "apt-get install -y curl"
  else mkdir -p pkg/DEBIAN
    printf 'Package: metrics-agent\nVersion: 2.1.0\nArchitecture: all\nMaintainer: Demo <demo@example.org>\nDescription: demo agent\n' > pkg/DEBIAN/control
    dpkg-deb --build --root-owner-group pkg metrics-agent_2.1.0_all.deb >/dev/null; chmod 644 metrics-agent_2.1.0_all.deb
    run_nobody "dpkg -i metrics-agent_2.1.0_all.deb"; fi ;;
dpkg-not-debian-archive|dpkg-not-debian-archive-empty)
  # a download that saved an HTML error page (or nothing) under the .deb name
  apt_setup
  if [ "$1" = dpkg-not-debian-archive ]; then printf '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head></html>\n' > code_1.85.0_amd64.deb
  else : > code_1.85.0_amd64.deb; fi
  apt_run "dpkg -i code_1.85.0_amd64.deb" ;;
dpkg-dependency-problems|dpkg-dependency-problems-missing)
  # dpkg -i installs one file and does not fetch what it depends on; the packages carry no files
  # the sandbox's dpkg database starts empty so that dpkg reads no other package
  apt_setup; : > dpkg/status; mkdir -p dpkg/info pkg/DEBIAN
  if [ "$1" = dpkg-dependency-problems ]; then dep='libssl1.1 (>= 1.1.1), libc6 (>= 2.34)'; else dep='python3.9, demo-runtime'; fi
  printf 'Package: webapp\nVersion: 1.0\nArchitecture: all\nMaintainer: Demo <demo@example.org>\nDepends: %s\nDescription: demo web application\n' "$dep" > pkg/DEBIAN/control
  dpkg-deb --build --root-owner-group pkg webapp_1.0_all.deb >/dev/null
  apt_run "dpkg -i webapp_1.0_all.deb" ;;
dpkg-architecture-mismatch|dpkg-architecture-mismatch-armhf)
  # a package built for another processor (an arm64 .deb on an amd64 machine); it carries no files
  apt_setup; mkdir -p pkg/DEBIAN
  if [ "$1" = dpkg-architecture-mismatch ]; then arch=arm64; else arch=armhf; fi
  printf 'Package: agent\nVersion: 3.2.1\nArchitecture: %s\nMaintainer: Demo <demo@example.org>\nDescription: demo agent\n' "$arch" > pkg/DEBIAN/control
  dpkg-deb --build --root-owner-group pkg "agent_3.2.1_$arch.deb" >/dev/null
  apt_run "dpkg -i agent_3.2.1_$arch.deb" ;;
sudo-terminal-required|sudo-password-required)
  # sudo started without a terminal (a CI step, ssh without -t, a GUI) for a user whose rule needs a password
  if [ "$1" = sudo-terminal-required ]; then echo "\$ sudo apt-get update"; setsid setpriv --reuid=65534 --regid=65534 --clear-groups sudo apt-get update </dev/null 2>&1
  else echo "\$ sudo -n systemctl restart nginx"; setsid setpriv --reuid=65534 --regid=65534 --clear-groups sudo -n systemctl restart nginx </dev/null 2>&1; fi ;;
sudo-unable-to-resolve-host|sudo-unable-to-resolve-host-fqdn)
  # the hostname was changed (in a private UTS namespace here) without a matching /etc/hosts line
  if [ "$1" = sudo-unable-to-resolve-host ]; then h=build-7f3a9c; else h=web01.internal.example; fi
  echo "\$ sudo true"; unshare --uts bash -c "hostname $h && sudo true" 2>&1 ;;
sudo-command-not-found|sudo-command-not-found-script)
  if [ "$1" = sudo-command-not-found ]; then run "sudo nvm install 20"
  else mkdir -p bin; printf '#!/bin/sh\necho ok\n' > bin/deploy.sh; chmod +x bin/deploy.sh
    # the user's PATH has the directory, sudo's secure_path does not
    echo "\$ sudo deploy.sh"; PATH="$W/bin:$PATH" sudo deploy.sh 2>&1; fi ;;
sudo-not-setuid|sudo-no-new-privileges)
  if [ "$1" = sudo-not-setuid ]; then
    # a sudo binary without its setuid bit (copied, or on a filesystem that drops it)
    mkdir -p bin; cp /usr/bin/sudo bin/sudo; chmod 755 bin/sudo
    run_nobody "$W/bin/sudo id"
  else
    # a container started with no-new-privileges
    echo "\$ sudo id"; setpriv --reuid=65534 --regid=65534 --clear-groups --no-new-privs sudo id 2>&1
  fi ;;
sudoers-syntax-error|sudoers-syntax-error-visudo)
  # a rule that misses the colon after NOPASSWD
  printf 'deploy ALL=(ALL) NOPASSWD /usr/bin/systemctl\nroot ALL=(ALL:ALL) ALL\n' > sudoers; chmod 440 sudoers
  if [ "$1" = sudoers-syntax-error ]; then
    # the broken file in place of /etc/sudoers, in a private mount namespace only
    echo "\$ sudo true"
    unshare -m --propagation private bash -c "mount --bind '$W/sudoers' /etc/sudoers && sudo true" 2>&1
  else run "visudo -c -f sudoers"; fi ;;
sudoers-world-writable|sudoers-wrong-owner)
  cp /etc/sudoers sudoers
  if [ "$1" = sudoers-world-writable ]; then chmod 666 sudoers; else chmod 440 sudoers; chown 1000:1000 sudoers; fi
  echo "\$ sudo true"
  unshare -m --propagation private bash -c "mount --bind '$W/sudoers' /etc/sudoers && sudo true" 2>&1 ;;
sudo-incorrect-password|sudo-incorrect-password-3)
  # a wrong password given on standard input (sudo -S)
  if [ "$1" = sudo-incorrect-password ]; then echo "\$ echo wrongpass | sudo -S true"; echo wrongpass | setpriv --reuid=65534 --regid=65534 --clear-groups sudo -S true 2>&1
  else echo "\$ printf 'a\nb\nc\n' | sudo -S true"; printf 'a\nb\nc\n' | setpriv --reuid=65534 --regid=65534 --clear-groups sudo -S true 2>&1; fi ;;
setlocale-bash|setlocale-bash-lang)
  # a locale named in the environment (often forwarded by ssh) that is not generated on this machine
  if [ "$1" = setlocale-bash ]; then echo "\$ LC_ALL=en_US.UTF-8 bash -c true"; LC_ALL=en_US.UTF-8 bash -c true 2>&1
  else echo "\$ LC_ALL=de_DE.UTF-8 bash -c 'echo ready'"; LC_ALL=de_DE.UTF-8 bash -c 'echo ready' 2>&1; fi ;;
perl-locale-failed|perl-locale-failed-lang)
  if [ "$1" = perl-locale-failed ]; then echo "\$ perl -e 1"; env -u LC_ALL LANG=en_US.UTF-8 LC_CTYPE=fr_FR.UTF-8 perl -e 1 2>&1
  else echo "\$ perl -e 1"; env -u LC_ALL LANG=de_DE.UTF-8 LANGUAGE=de_DE:de perl -e 1 2>&1; fi ;;
locale-cannot-set)
  echo "\$ locale"; env -u LC_ALL LANG=en_US.UTF-8 locale 2>&1 >/dev/null ;;
tar-not-gzip|tar-not-gzip-verbose)
  # the download saved an HTML error page, or the archive is not compressed at all
  if [ "$1" = tar-not-gzip ]; then printf '<!DOCTYPE html>\n<html><body>Not Found</body></html>\n' > node-v20.11.0-linux-x64.tar.gz; run "tar -xzf node-v20.11.0-linux-x64.tar.gz"
  else mkdir -p app; echo "x" > app/main.py; tar -cf app.tar.gz app; run "tar -xzvf app.tar.gz"; fi ;;
tar-unexpected-eof|tar-unexpected-eof-plain)
  # an archive cut short (an interrupted download, a full disk while it was written)
  mkdir -p data out; seq 1 200000 > data/values.txt
  if [ "$1" = tar-unexpected-eof ]; then tar -czf backup.tar.gz data; head -c 60000 backup.tar.gz > part.tar.gz; mv part.tar.gz backup.tar.gz; run "tar -xzf backup.tar.gz -C out"
  else tar -cf backup.tar data; head -c 300000 backup.tar > part.tar; mv part.tar backup.tar; run "tar -xf backup.tar -C out"; fi ;;
tar-not-tar-archive|tar-not-tar-archive-zip)
  if [ "$1" = tar-not-tar-archive ]; then printf '<html><body>403 Forbidden</body></html>\n' > release.tar; run "tar -xf release.tar"
  else mkdir -p site; echo "x" > site/index.html; python3 -c 'import shutil; shutil.make_archive("site", "zip", ".", "site")'; run "tar -xf site.zip"; fi ;;
unzip-not-zipfile|unzip-not-zipfile-truncated)
  if [ "$1" = unzip-not-zipfile ]; then printf '<!DOCTYPE html>\n<html><body>Not Found</body></html>\n' > terraform_1.7.0_linux_amd64.zip
    run "unzip terraform_1.7.0_linux_amd64.zip"
  else
    # a download cut short: the central directory at the end of the file is missing
    mkdir -p dist; seq 1 50000 > dist/data.txt; python3 -c 'import shutil; shutil.make_archive("dist", "zip", ".", "dist")'
    head -c 20000 dist.zip > dist-part.zip; mv dist-part.zip dist.zip; run "unzip -o dist.zip"
  fi ;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
