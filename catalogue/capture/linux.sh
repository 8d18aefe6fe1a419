#!/usr/bin/env bash
# Capture script for catalogue/linux: errno values, signals and shell errors.
# Debian packages: bash dash coreutils util-linux iproute2 gcc libc6-dev python3 socat
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
integer-expression-expected unary-operator-expected dash-syntax-error dash-source-not-found heredoc-eof"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi

WORK=$(mktemp -d)
chmod 755 "$WORK"
cleanup() { cd /; rm -rf "$WORK"; }
trap cleanup EXIT
cd "$WORK" || exit 1

# show a command line, then run it with bash -c (stderr merged into stdout)
run() { echo "\$ $1"; bash -c "$1" 2>&1; }
# same, but as the unprivileged user nobody (root bypasses permission checks)
run_nobody() { echo "\$ $1"; setpriv --reuid=65534 --regid=65534 --clear-groups bash -c "$1" 2>&1; }
# a free TCP port on 127.0.0.1
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# compile a small C program from stdin into ./$1
wait_ready() { for _ in $(seq 1 100); do [ -f ready ] && return 0; sleep 0.1; done; return 1; }
cc_prog() { gcc -O0 -w -o "$1" -x c - -lpthread; }

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
  python3 - "$port" <<'PY' &
import socket, struct, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open("ready", "w").close()
c, _ = s.accept(); c.recv(100)
c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)); c.close()
PY
  srv=$!
  wait_ready
  run "exec 3<>/dev/tcp/127.0.0.1/$port; printf 'PING\\r\\n' >&3; cat <&3"
  wait $srv 2>/dev/null ;;
etimedout)
  port=$(free_port)
  # a listener whose accept queue is full drops new SYNs, so the connect times out
  python3 - "$port" <<'PY' &
import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(0)
fill = [socket.create_connection(("127.0.0.1", int(sys.argv[1]))) for _ in range(2)]
open("ready", "w").close()
time.sleep(20)
PY
  srv=$!
  wait_ready
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
  run "./client 127.0.0.1 $port"
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
eaddrinuse)
  port=$(free_port)
  python3 -c "import socket,time; s=socket.socket(); s.bind(('127.0.0.1',$port)); s.listen(); open('ready','w').close(); time.sleep(10)" &
  srv=$!
  wait_ready
  run "socat TCP-LISTEN:$port,bind=127.0.0.1 STDOUT"
  kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
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
      python3 -c "import socket,time; s=socket.socket(); s.bind(('127.0.0.1',$port)); s.listen(0); f=[socket.create_connection(('127.0.0.1',$port)) for _ in range(2)]; open('ready','w').close(); time.sleep(10)" &
      srv=$!; wait_ready
      [ "$1" = eisconn ] && { kill $srv; wait $srv 2>/dev/null; python3 -c "import socket,time; s=socket.socket(); s.bind(('127.0.0.1',$port)); s.listen(); open('ready2','w').close(); time.sleep(10)" & srv=$!; for _ in $(seq 1 100); do [ -f ready2 ] && break; sleep 0.1; done; }
      run "./$name $port"
      kill $srv 2>/dev/null; wait $srv 2>/dev/null ;;
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
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
