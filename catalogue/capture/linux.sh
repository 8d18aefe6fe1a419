#!/usr/bin/env bash
# Capture script for catalogue/linux: errno values, signals and shell errors.
# Debian packages: bash coreutils util-linux gcc libc6-dev python3
# Usage: bash catalogue/capture/linux.sh CASE   (no argument lists the cases)
# Runs in a fresh `mktemp -d` directory that is removed afterwards; network use is 127.0.0.1 only.
set -u
export LC_ALL=C

CASES="enoent enoent-exec eacces eperm eexist eisdir enotdir enotempty enospc erofs emfile enomem
eagain epipe econnrefused econnreset etimedout eaddrinuse ebusy exdev enoexec e2big enametoolong
eloop etxtbsy sigsegv sigabrt sigkill sigbus sigfpe sigterm sigpipe sigint command-not-found
permission-denied-exec syntax-error-unexpected-token unexpected-eof unbound-variable
ambiguous-redirect bad-interpreter bad-interpreter-permission"

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
cc_prog() { gcc -O0 -w -o "$1" -x c - ; }

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
  cat > leak.py <<'PY'
handles = []
for i in range(100):
    handles.append(open("leak.py"))
PY
  run "ulimit -n 32; python3 leak.py" ;;
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
  run "python3 -m http.server --bind 127.0.0.1 $port"
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
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
