#!/usr/bin/env bash
# Capture script for catalogue/ssh: OpenSSH client errors against a throwaway sshd on 127.0.0.1.
# Debian packages: openssh-client openssh-server util-linux (unshare) python3
# Usage: bash catalogue/capture/ssh.sh CASE   (no argument lists the cases)
# Works in a fresh `mktemp -d` directory removed afterwards. The sshd it starts listens on
# 127.0.0.1 on a free port with its own config and host keys, and is stopped at exit.
# sshd needs its privilege separation directory /run/sshd; it is created if missing.
set -u
export LC_ALL=C

CASES="permission-denied-publickey permission-denied-password host-key-verification-failed
remote-host-identification-changed connection-refused connection-timed-out bad-owner-or-permissions
unprotected-private-key invalid-key-format invalid-key-libcrypto no-matching-cipher no-matching-kex
no-matching-host-key-type too-many-auth-failures kex-closed kex-reset channel-open-failed
agent-not-running identity-not-accessible forward-bind-failed subsystem-request-failed pty-allocation-failed
could-not-resolve-hostname
bad-owner-config-file channel-open-failed-stdio connection-refused-sftp connection-timed-out-scp agent-stale-socket
could-not-resolve-hostname-scp host-key-verification-failed-sftp identity-not-accessible-scp no-matching-cipher-server
no-matching-host-key-type-rsa no-matching-kex-server forward-bind-failed-dynamic pty-allocation-failed-no-pty
remote-host-identification-changed-rsa subsystem-request-failed-sftp too-many-auth-failures-agent unprotected-private-key-group
closed-by-remote-host closed-by-remote-host-tty bad-configuration-option bad-configuration-option-sshd
privsep-dir-missing privsep-dir-missing-test remote-forwarding-failed remote-forwarding-failed-prohibited
auth-refused-bad-modes-file auth-refused-bad-modes-dir incorrect-passphrase-keygen network-unreachable-scp no-matching-mac-client network-unreachable no-matching-mac
sshd-invalid-user sshd-failed-password sshd-pubkey-algorithm-not-accepted sshd-user-not-allowed sshd-no-hostkeys
sshd-no-hostkeys-test sshd-bind-in-use account-not-available known-hosts-not-writable server-not-responding
agent-refused-operation askpass-missing sshd-authorized-keys-unreadable
sshd-user-denied sshd-pubkey-algorithm-rsa sshd-already-running known-hosts-is-directory server-not-responding-tunnel
agent-refused-operation-rsa askpass-missing-scp sshd-banner-invalid-format sshd-bind-cannot-assign
pseudo-terminal-not-allocated pseudo-terminal-not-allocated-t closed-during-kex reset-during-kex password-try-again
x11-forwarding-failed x11-forwarding-failed-y scp-no-such-file scp-remote-permission-denied no-such-identity
no-user-for-uid no-user-for-uid-scp sftp-message-too-long scp-message-too-long ssh-copy-id-no-identities ssh-copy-id-no-identities-file
sshd-deprecated-option ssh-unsupported-option"

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir $WORK, free_port, servers

run() { echo "\$ $1"; bash -c "$1" 2>&1; }

# start sshd on a free port; extra sshd_config lines in $1
start_sshd() {
  mkdir -p /run/sshd; chmod 755 /run/sshd
  PORT=$(free_port)
  [ -f hostkey_ed25519 ] || ssh-keygen -q -t ed25519 -N '' -f hostkey_ed25519
  [ -f hostkey_rsa ] || ssh-keygen -q -t rsa -b 2048 -N '' -f hostkey_rsa
  touch authorized_keys; chmod 600 authorized_keys
  cat > sshd_config <<CONF
Port $PORT
ListenAddress 127.0.0.1
PidFile $WORK/sshd.pid
AuthorizedKeysFile $WORK/authorized_keys
StrictModes no
UsePAM no
PermitRootLogin prohibit-password
PasswordAuthentication yes
KbdInteractiveAuthentication no
${1:-HostKey $WORK/hostkey_ed25519}
CONF
  /usr/sbin/sshd -f "$WORK/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
}
# a client key pair ./id_ed25519 that the server does not know yet
client_key() { ssh-keygen -q -t ed25519 -N '' -f "${1:-id_ed25519}" -C "dev@laptop"; }
# the same, already listed in the server's authorized_keys
authorized_client_key() { client_key "${1:-id_ed25519}"; cat "${1:-id_ed25519}.pub" >> authorized_keys; }
SSH_BASE="ssh -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o ConnectTimeout=5"

case "$1" in
permission-denied-publickey)
  start_sshd "HostKey $WORK/hostkey_ed25519
PasswordAuthentication no"
  client_key
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 true" ;;
permission-denied-password)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o PubkeyAuthentication=no -p $PORT deploy@127.0.0.1 'df -h'" ;;
host-key-verification-failed)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=yes -p $PORT root@127.0.0.1 hostname" ;;
remote-host-identification-changed)
  start_sshd
  ssh-keygen -q -t ed25519 -N '' -f old_hostkey
  echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 old_hostkey.pub)" > known_hosts
  run "$SSH_BASE -p $PORT root@127.0.0.1 hostname" ;;
connection-refused)
  port=$(free_port)
  run "$SSH_BASE -p $port deploy@127.0.0.1" ;;
connection-timed-out)
  port=$(free_port)
  # a listener whose accept queue is full drops new SYNs, so the connect never completes
  fill_backlog "$port"
  run "ssh -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o ConnectTimeout=3 -p $port deploy@127.0.0.1" ;;
bad-owner-or-permissions)
  # ssh reads the user config from the passwd home directory: give it a private one
  mkdir -p fakehome/.ssh
  printf 'Host bastion\n  HostName 127.0.0.1\n  Port 22\n' > fakehome/.ssh/config
  chmod 666 fakehome/.ssh/config
  echo "\$ ssh -o BatchMode=yes -o ConnectTimeout=5 bastion uptime"
  unshare -m bash -c "mount --bind '$WORK/fakehome' ~ && ssh -o BatchMode=yes -o ConnectTimeout=5 bastion uptime" 2>&1 ;;
unprotected-private-key)
  start_sshd
  client_key id_work; cat id_work.pub >> authorized_keys; chmod 644 id_work
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_work -p $PORT root@127.0.0.1 true" ;;
invalid-key-libcrypto)
  start_sshd
  printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeFakeFakeFakeFakeFakeFakeFakeFakeFake dev@laptop\n' > deploy_key
  chmod 600 deploy_key
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i deploy_key -p $PORT root@127.0.0.1 true" ;;
invalid-key-format)
  start_sshd
  client_key good_key
  # a private key whose body was damaged (lines lost while copying it around)
  { head -n 1 good_key; sed -n '2p' good_key | cut -c1-40; tail -n 1 good_key; } > broken_key
  sed -i 's/OPENSSH PRIVATE KEY/RSA PRIVATE KEY/' broken_key
  chmod 600 broken_key
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i broken_key -p $PORT root@127.0.0.1 true" ;;
no-matching-cipher)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -c aes128-cbc -p $PORT root@127.0.0.1 true" ;;
no-matching-kex)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o KexAlgorithms=diffie-hellman-group1-sha1 -p $PORT root@127.0.0.1 true" ;;
no-matching-host-key-type)
  start_sshd "HostKey $WORK/hostkey_rsa"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o HostKeyAlgorithms=ssh-ed25519 -p $PORT root@127.0.0.1 true" ;;
too-many-auth-failures)
  start_sshd "HostKey $WORK/hostkey_ed25519
MaxAuthTries 2"
  client_key k1; client_key k2; client_key k3
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i k1 -i k2 -i k3 -p $PORT root@127.0.0.1 true" ;;
kex-closed|kex-reset)
  port=$(free_port)
  # something that is not an SSH server accepts the connection and drops it
  python3 - "$port" "$1" <<'PY' &
import socket, struct, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open("ready", "w").close()
c, _ = s.accept()
if sys.argv[2] == "kex-reset":
    c.recv(100)
    c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
c.close()
PY
  PIDS+=($!)
  wait_ready
  run "$SSH_BASE -p $port git@127.0.0.1" ;;
channel-open-failed)
  start_sshd
  authorized_client_key
  lport=$(free_port); dead=$(free_port)
  cmd="$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -N -L $lport:127.0.0.1:$dead -p $PORT root@127.0.0.1"
  echo "\$ $cmd"
  bash -c "$cmd" > tunnel.log 2>&1 &
  tunnel=$!; PIDS+=("$tunnel")
  wait_port "$lport"
  for _ in 1 2; do (exec 3<>/dev/tcp/127.0.0.1/"$lport"; cat <&3 >/dev/null) 2>/dev/null; done
  sleep 0.5
  stop_pid "$tunnel"
  cat tunnel.log ;;
agent-not-running)
  client_key
  echo "\$ ssh-add id_ed25519"
  env -u SSH_AUTH_SOCK ssh-add id_ed25519 2>&1 ;;
identity-not-accessible)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -i ~/.ssh/id_deploy -p $PORT deploy@127.0.0.1 true" ;;
forward-bind-failed)
  start_sshd
  authorized_client_key
  busy=$(free_port)
  hold_port "$busy"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -L $busy:127.0.0.1:5432 -p $PORT root@127.0.0.1 true" ;;
subsystem-request-failed)
  # this throwaway sshd has no `Subsystem sftp` line, like a server with SFTP disabled
  start_sshd
  authorized_client_key
  echo "backup" > backup.tar
  run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT backup.tar root@127.0.0.1:/tmp/" ;;
pty-allocation-failed)
  start_sshd "HostKey $WORK/hostkey_ed25519
PermitTTY no"
  authorized_client_key
  run "$SSH_BASE -tt -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'echo connected'" ;;
could-not-resolve-hostname)
  # an isolated network namespace: the lookup fails locally and nothing leaves the machine
  echo "\$ ssh -o BatchMode=yes deploy@bastion.corp.example"
  unshare -n ssh -F none -o BatchMode=yes -o UserKnownHostsFile=known_hosts deploy@bastion.corp.example 2>&1 ;;
bad-owner-config-file)
  # the user config belongs to another account (copied in by a provisioning script as nobody)
  mkdir -p fakehome/.ssh
  printf 'Host build\n  HostName 127.0.0.1\n  Port 22\n' > fakehome/.ssh/config
  chmod 600 fakehome/.ssh/config; chown 65534:65534 fakehome/.ssh/config
  echo "\$ ssh -o BatchMode=yes -o ConnectTimeout=5 build uptime"
  unshare -m bash -c "mount --bind '$WORK/fakehome' ~ && ssh -o BatchMode=yes -o ConnectTimeout=5 build uptime" 2>&1 ;;
channel-open-failed-stdio)
  start_sshd
  authorized_client_key
  dead=$(free_port)
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -W 127.0.0.1:$dead -p $PORT root@127.0.0.1" ;;
connection-refused-sftp)
  port=$(free_port)
  run "sftp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o ConnectTimeout=5 -P $port backup@127.0.0.1" ;;
connection-timed-out-scp)
  port=$(free_port)
  fill_backlog "$port"
  echo "release" > release.tgz
  run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o ConnectTimeout=3 -P $port release.tgz deploy@127.0.0.1:/srv/" ;;
agent-stale-socket)
  client_key
  echo "\$ ssh-add -l"
  SSH_AUTH_SOCK=/tmp/ssh-XXXXgone/agent.4242 ssh-add -l 2>&1 ;;
could-not-resolve-hostname-scp)
  echo "db dump" > dump.sql
  echo "\$ scp dump.sql backup@files.internal.example:/backups/"
  unshare -n scp -F none -o BatchMode=yes -o UserKnownHostsFile=known_hosts dump.sql backup@files.internal.example:/backups/ 2>&1 ;;
host-key-verification-failed-sftp)
  start_sshd
  echo "[otherhost]:22 $(cut -d' ' -f1,2 hostkey_ed25519.pub)" > known_hosts
  run "sftp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=yes -P $PORT deploy@127.0.0.1" ;;
identity-not-accessible-scp)
  start_sshd
  echo "v2" > app.tar
  run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -i keys/staging_ed25519 -P $PORT app.tar deploy@127.0.0.1:/srv/" ;;
no-matching-cipher-server)
  start_sshd "HostKey $WORK/hostkey_ed25519
Ciphers chacha20-poly1305@openssh.com"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o Ciphers=aes256-ctr,aes128-ctr -p $PORT root@127.0.0.1 true" ;;
no-matching-host-key-type-rsa)
  start_sshd "HostKey $WORK/hostkey_ed25519"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o HostKeyAlgorithms=rsa-sha2-512,rsa-sha2-256 -p $PORT root@127.0.0.1 true" ;;
no-matching-kex-server)
  start_sshd "HostKey $WORK/hostkey_ed25519
KexAlgorithms curve25519-sha256"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o KexAlgorithms=diffie-hellman-group14-sha256,ecdh-sha2-nistp256 -p $PORT root@127.0.0.1 true" ;;
forward-bind-failed-dynamic)
  start_sshd
  authorized_client_key
  busy=$(free_port)
  hold_port "$busy"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -o ExitOnForwardFailure=yes -i id_ed25519 -D 127.0.0.1:$busy -N -p $PORT root@127.0.0.1" ;;
pty-allocation-failed-no-pty)
  start_sshd
  client_key
  echo "no-pty $(cat id_ed25519.pub)" >> authorized_keys
  run "$SSH_BASE -t -t -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'top -bn1 | head -n 1'" ;;
remote-host-identification-changed-rsa)
  start_sshd "HostKey $WORK/hostkey_rsa"
  ssh-keygen -q -t rsa -b 2048 -N '' -f old_hostkey
  echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 old_hostkey.pub)" > known_hosts
  echo "data" > report.csv
  run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -P $PORT report.csv root@127.0.0.1:/tmp/" ;;
subsystem-request-failed-sftp)
  start_sshd
  authorized_client_key
  run "sftp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT root@127.0.0.1" ;;
too-many-auth-failures-agent)
  start_sshd "HostKey $WORK/hostkey_ed25519
MaxAuthTries 2"
  eval "$(ssh-agent -s -a "$WORK/agent.sock")" >/dev/null
  PIDS+=("$SSH_AGENT_PID")
  for k in work personal github gitlab; do client_key "id_$k"; ssh-add -q "id_$k" 2>/dev/null; done
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -p $PORT root@127.0.0.1 true" ;;
unprotected-private-key-group)
  start_sshd
  authorized_client_key id_deploy; chmod 640 id_deploy
  run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_deploy -P $PORT id_deploy.pub root@127.0.0.1:/tmp/" ;;
closed-by-remote-host)
  start_sshd
  authorized_client_key
  # the server side of the session goes away (sshd restarted, the session killed by an admin or the OOM killer)
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'kill -9 \$PPID'" ;;
closed-by-remote-host-tty)
  start_sshd
  authorized_client_key
  run "$SSH_BASE -tt -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'kill -TERM \$PPID; sleep 5'" ;;
bad-configuration-option)
  printf 'Host build\n  HostName 127.0.0.1\n  IdentitiesFile ~/.ssh/id_build\n' > ssh_config
  run "ssh -F ssh_config -o BatchMode=yes build uptime" ;;
bad-configuration-option-sshd)
  printf 'Port 2222\nPermitRootLogin no\nPasswordAuthentification no\n' > sshd_config_test
  ssh-keygen -q -t ed25519 -N '' -f hostkey_test
  run "/usr/sbin/sshd -t -f sshd_config_test -h hostkey_test" ;;
privsep-dir-missing|privsep-dir-missing-test)
  # a fresh container: /run is empty, so the directory the Debian service would create is missing
  ssh-keygen -q -t ed25519 -N '' -f hostkey_ed25519
  printf 'Port 2222\nListenAddress 127.0.0.1\nHostKey %s/hostkey_ed25519\n' "$WORK" > sshd_config
  if [ "$1" = privsep-dir-missing ]; then cmd="/usr/sbin/sshd -D -f $WORK/sshd_config"; else cmd="/usr/sbin/sshd -t -f $WORK/sshd_config"; fi
  echo "\$ $cmd"
  unshare -m bash -c "mount -t tmpfs tmpfs /run && $cmd" 2>&1 ;;
remote-forwarding-failed|remote-forwarding-failed-prohibited)
  if [ "$1" = remote-forwarding-failed ]; then fwd=local; else fwd=no; fi
  start_sshd "HostKey $WORK/hostkey_ed25519
AllowTcpForwarding $fwd"
  authorized_client_key
  rport=$(free_port)
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -o ExitOnForwardFailure=yes -i id_ed25519 -N -R $rport:127.0.0.1:3000 -p $PORT root@127.0.0.1" ;;
auth-refused-bad-modes-file|auth-refused-bad-modes-dir)
  if [ "$1" = auth-refused-bad-modes-file ]; then keys="$WORK/authorized_keys"; else mkdir -p "$WORK/dotssh"; keys="$WORK/dotssh/authorized_keys"; fi
  start_sshd
  # restart it with StrictModes on (the sshd default) and the keys file to check
  stop_pid "${PIDS[-1]}"
  sed -i "s/^StrictModes no/StrictModes yes/; s#^AuthorizedKeysFile .*#AuthorizedKeysFile $keys#" sshd_config
  /usr/sbin/sshd -f "$WORK/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$PORT"
  client_key; cat id_ed25519.pub > "$keys"
  if [ "$1" = auth-refused-bad-modes-file ]; then chmod 666 "$keys"; else chmod 600 "$keys"; chmod 777 "$WORK/dotssh"; fi
  $SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -o PasswordAuthentication=no -i id_ed25519 -p "$PORT" root@127.0.0.1 true >/dev/null 2>&1
  sleep 0.5
  echo "\$ grep -i 'authentication refused' sshd.log"
  grep -i 'authentication refused' sshd.log ;;
incorrect-passphrase-keygen)
  ssh-keygen -q -t ed25519 -N 'correct horse' -f id_deploy -C "deploy@ci"
  run "ssh-keygen -y -P 'wrong horse' -f id_deploy" ;;
network-unreachable)
  # an isolated network namespace has only loopback, so no route leads to the address
  echo "\$ ssh -o BatchMode=yes deploy@10.20.30.40"
  unshare -n ssh -F none -o BatchMode=yes -o UserKnownHostsFile=known_hosts deploy@10.20.30.40 2>&1 ;;
network-unreachable-scp)
  echo "build" > build.tar.gz
  echo "\$ scp build.tar.gz deploy@192.0.2.15:/srv/releases/"
  unshare -n scp -F none -o BatchMode=yes -o UserKnownHostsFile=known_hosts build.tar.gz deploy@192.0.2.15:/srv/releases/ 2>&1 ;;
no-matching-mac-client)
  start_sshd
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -c aes256-ctr -o MACs=hmac-md5,hmac-sha1-96 -p $PORT root@127.0.0.1 true" ;;
no-matching-mac)
  start_sshd "HostKey $WORK/hostkey_ed25519
MACs hmac-sha2-512-etm@openssh.com"
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -c aes128-ctr -o MACs=hmac-sha1 -p $PORT root@127.0.0.1 true" ;;
sshd-invalid-user|sshd-failed-password)
  # a password guess as a user that does not exist / with a wrong password; the lines sshd logs
  start_sshd
  printf '#!/bin/sh\necho wrong-password\n' > askpass; chmod 755 askpass
  if [ "$1" = sshd-invalid-user ]; then u=oracle; else u=root; fi
  SSH_ASKPASS="$WORK/askpass" SSH_ASKPASS_REQUIRE=force setsid ssh -F none -o UserKnownHostsFile=known_hosts \
    -o StrictHostKeyChecking=accept-new -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=1 -p "$PORT" "$u@127.0.0.1" true >/dev/null 2>&1
  sleep 0.5
  echo "\$ cat sshd.log"
  grep -v -e '^Server listening' -e '^kex_exchange_identification: Connection closed by remote host' -e '^Connection closed by 127.0.0.1 port' sshd.log ;;
sshd-pubkey-algorithm-not-accepted|sshd-pubkey-algorithm-rsa)
  # the server only accepts some key types (RSA only / Ed25519 only); the client offers another one
  if [ "$1" = sshd-pubkey-algorithm-rsa ]; then algs=ssh-ed25519; key=id_rsa; ssh-keygen -q -t rsa -b 2048 -N '' -f id_rsa -C dev@laptop; cat id_rsa.pub >> authorized_keys
  else algs=rsa-sha2-512,rsa-sha2-256; key=id_ed25519; fi
  start_sshd "HostKey $WORK/hostkey_ed25519
PasswordAuthentication no
PubkeyAcceptedAlgorithms $algs"
  [ "$key" = id_ed25519 ] && authorized_client_key
  $SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i $key -p "$PORT" root@127.0.0.1 true >/dev/null 2>&1
  sleep 0.5
  echo "\$ cat sshd.log"
  grep -v -e '^Server listening' -e '^kex_exchange_identification: Connection closed by remote host' -e '^Connection closed by 127.0.0.1 port' sshd.log ;;
sshd-user-not-allowed|sshd-user-denied)
  if [ "$1" = sshd-user-denied ]; then rule="DenyUsers root admin"; else rule="AllowUsers deploy"; fi
  start_sshd "HostKey $WORK/hostkey_ed25519
$rule"
  authorized_client_key
  $SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p "$PORT" root@127.0.0.1 true >/dev/null 2>&1
  sleep 0.5
  echo "\$ cat sshd.log"
  grep -v -e '^Server listening' -e '^kex_exchange_identification: Connection closed by remote host' -e '^Connection closed by 127.0.0.1 port' sshd.log ;;
sshd-no-hostkeys|sshd-no-hostkeys-test)
  # the host keys were never generated (a fresh image whose first-boot step did not run)
  mkdir -p /run/sshd; chmod 755 /run/sshd
  printf 'Port %s\nListenAddress 127.0.0.1\nHostKey %s/etc/ssh_host_ed25519_key\nHostKey %s/etc/ssh_host_rsa_key\n' "$(free_port)" "$WORK" "$WORK" > sshd_config
  if [ "$1" = sshd-no-hostkeys ]; then run "/usr/sbin/sshd -D -e -f $WORK/sshd_config"; else run "/usr/sbin/sshd -t -f $WORK/sshd_config"; fi ;;
sshd-already-running)
  # a second sshd with the same configuration while the first still runs (e.g. started by hand beside the service)
  start_sshd
  run "/usr/sbin/sshd -D -e -f $WORK/sshd_config" ;;
sshd-banner-invalid-format)
  # something that is not an SSH client (a browser, a health check, a scanner) connects to the SSH port
  start_sshd
  printf 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' | timeout 3 python3 -c 'import socket,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1]))); s.recv(256); s.sendall(sys.stdin.buffer.read()); s.recv(256)' "$PORT" >/dev/null 2>&1
  sleep 0.5
  echo "\$ cat sshd.log"
  grep -v -e '^Server listening' -e '^kex_exchange_identification: Connection closed by remote host' -e '^Connection closed by 127.0.0.1 port' sshd.log ;;
sshd-bind-cannot-assign)
  # ListenAddress names an address this machine does not have (copied config, a changed DHCP lease)
  mkdir -p /run/sshd; chmod 755 /run/sshd
  ssh-keygen -q -t ed25519 -N '' -f hostkey_ed25519
  printf 'Port %s\nListenAddress 192.0.2.10\nHostKey %s/hostkey_ed25519\n' "$(free_port)" "$WORK" > sshd_config
  run "/usr/sbin/sshd -D -e -f $WORK/sshd_config" ;;
sshd-bind-in-use)
  busy=$(free_port)
  hold_port "$busy"
  mkdir -p /run/sshd; chmod 755 /run/sshd
  ssh-keygen -q -t ed25519 -N '' -f hostkey_ed25519
  printf 'Port %s\nListenAddress 127.0.0.1\nHostKey %s/hostkey_ed25519\n' "$busy" "$WORK" > sshd_config
  run "/usr/sbin/sshd -D -e -f $WORK/sshd_config" ;;
account-not-available)
  # the account exists but its login shell is nologin (a service account such as nobody or www-data)
  start_sshd
  authorized_client_key
  chmod 711 "$WORK"; chmod 644 authorized_keys
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT nobody@127.0.0.1" ;;
sshd-authorized-keys-unreadable)
  # the keys file exists but the user sshd switches to cannot read it (owned by root, mode 600)
  start_sshd
  authorized_client_key
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT nobody@127.0.0.1"
  sleep 0.5; echo "\$ cat sshd.log"
  grep -v -e '^Server listening' -e '^kex_exchange_identification: Connection closed by remote host' -e '^Connection closed by 127.0.0.1 port' sshd.log ;;
known-hosts-is-directory)
  start_sshd
  authorized_client_key
  mkdir known_hosts.d
  run "ssh -F none -o UserKnownHostsFile=$WORK/known_hosts.d -o BatchMode=yes -o StrictHostKeyChecking=no -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'echo ok'" ;;
known-hosts-not-writable)
  start_sshd
  authorized_client_key
  # the known_hosts file lives in a directory that does not exist (or cannot be written)
  run "ssh -F none -o UserKnownHostsFile=$WORK/missing/.ssh/known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'echo ok'" ;;
server-not-responding|server-not-responding-tunnel)
  start_sshd
  authorized_client_key
  listener=$(cat sshd.pid 2>/dev/null || echo "${PIDS[-1]}")
  # after the session starts, the server side stops answering (a frozen host, a dropped VPN/NAT entry)
  ( sleep 1.5; for c in $(pgrep -P "$listener"); do kill -STOP "$c"; echo "$c" >> stopped; done ) &
  if [ "$1" = server-not-responding ]; then
    run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -o ServerAliveInterval=1 -o ServerAliveCountMax=2 -i id_ed25519 -p $PORT root@127.0.0.1 'sleep 20'"
  else
    run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -o ServerAliveInterval=1 -o ServerAliveCountMax=1 -i id_ed25519 -N -L 127.0.0.1:$(free_port):127.0.0.1:5432 -p $PORT root@127.0.0.1"
  fi
  for c in $(cat stopped 2>/dev/null); do kill -9 "$c" 2>/dev/null; done ;;
agent-refused-operation|agent-refused-operation-rsa)
  # the key was added with confirmation (-c) and the agent has no way to ask (no ssh-askpass)
  start_sshd
  if [ "$1" = agent-refused-operation-rsa ]; then ssh-keygen -q -t rsa -b 3072 -N '' -f id_ed25519 -C ci@build-01; cat id_ed25519.pub >> authorized_keys; else authorized_client_key; fi
  eval "$(env -u DISPLAY ssh-agent -s -a "$WORK/agent.sock")" >/dev/null
  PIDS+=("$SSH_AGENT_PID")
  ssh-add -q -c id_ed25519 2>/dev/null
  run "$SSH_BASE -o StrictHostKeyChecking=accept-new -o PasswordAuthentication=no -p $PORT root@127.0.0.1 true" ;;
askpass-missing-scp)
  start_sshd
  echo "backup" > db.sql.gz
  echo "\$ scp -P $PORT db.sql.gz backup@127.0.0.1:/srv/backups/"
  DISPLAY=:0 SSH_ASKPASS=/usr/lib/ssh/x11-ssh-askpass setsid scp -F none -o UserKnownHostsFile=known_hosts -o StrictHostKeyChecking=accept-new \
    -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=1 -P "$PORT" db.sql.gz backup@127.0.0.1:/srv/backups/ </dev/null 2>&1 ;;
askpass-missing)
  # no terminal (a GUI launcher, a cron job) and DISPLAY set: ssh tries to run the graphical askpass
  start_sshd
  echo "\$ ssh -p $PORT deploy@127.0.0.1 uptime"
  DISPLAY=:0 SSH_ASKPASS=/usr/bin/ssh-askpass setsid ssh -F none -o UserKnownHostsFile=known_hosts -o StrictHostKeyChecking=accept-new \
    -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=1 -p "$PORT" deploy@127.0.0.1 uptime </dev/null 2>&1 ;;
pseudo-terminal-not-allocated|pseudo-terminal-not-allocated-t)
  start_sshd
  authorized_client_key
  # stdin is a pipe or /dev/null (a script, CI, a heredoc), not a terminal
  if [ "$1" = pseudo-terminal-not-allocated ]; then
    run "echo 'hostname' | $SSH_BASE -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1"
  else
    run "$SSH_BASE -t -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'echo deployed' </dev/null"
  fi ;;
closed-during-kex|reset-during-kex)
  port=$(free_port)
  # an SSH server that answers the banner, then drops the connection during key exchange
  # (as MaxStartups throttling, fail2ban, a TCP wrapper or an overloaded server does)
  python3 - "$port" "$1" <<'PY2' &
import socket, struct, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(1)
open("ready", "w").close()
c, _ = s.accept()
c.sendall(b"SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n")
c.recv(100); c.recv(4096)
if sys.argv[2] == "reset-during-kex":
    c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
c.close()
PY2
  PIDS+=($!)
  wait_ready
  run "$SSH_BASE -p $port deploy@127.0.0.1 true" ;;
password-try-again)
  start_sshd
  printf '#!/bin/sh\necho wrong-password\n' > askpass; chmod 755 askpass
  echo "\$ ssh -p $PORT deploy@127.0.0.1"
  SSH_ASKPASS="$WORK/askpass" SSH_ASKPASS_REQUIRE=force setsid ssh -F none -o UserKnownHostsFile=known_hosts \
    -o StrictHostKeyChecking=accept-new -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=2 -p "$PORT" deploy@127.0.0.1 true </dev/null 2>&1 ;;
x11-forwarding-failed|x11-forwarding-failed-y)
  # the server has X11Forwarding off (the sshd default when not set)
  start_sshd "HostKey $WORK/hostkey_ed25519
X11Forwarding no"
  authorized_client_key
  if [ "$1" = x11-forwarding-failed ]; then f=-X; else f=-Y; fi
  run "DISPLAY=:0 $SSH_BASE -tt $f -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -p $PORT root@127.0.0.1 'echo started'" ;;
scp-no-such-file|scp-remote-permission-denied)
  start_sshd "HostKey $WORK/hostkey_ed25519
Subsystem sftp internal-sftp"
  authorized_client_key
  if [ "$1" = scp-no-such-file ]; then
    run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT root@127.0.0.1:/var/backups/db-2024-05-01.sql.gz ."
  else
    echo "release" > app.tar.gz
    # the login account (nobody here) may not write into the root-owned target folder
    mkdir -p "$WORK/srv/releases"; chmod 755 "$WORK/srv/releases"
    chmod 711 "$WORK"; chmod 644 authorized_keys; chmod 644 id_ed25519.pub
    run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT app.tar.gz nobody@127.0.0.1:$WORK/srv/releases/"
  fi ;;
no-such-identity)
  start_sshd "HostKey $WORK/hostkey_ed25519
PasswordAuthentication no"
  # the config names a key file that was never created (or was renamed)
  printf 'Host build\n  HostName 127.0.0.1\n  Port %s\n  User deploy\n  IdentityFile %s/.ssh/id_build\n  IdentitiesOnly yes\n  UserKnownHostsFile %s/known_hosts\n  StrictHostKeyChecking accept-new\n  BatchMode yes\n' "$PORT" "$WORK" "$WORK" > ssh_config
  run "ssh -F ssh_config build true" ;;
no-user-for-uid|no-user-for-uid-scp)
  # a container started with a numeric --user that has no line in /etc/passwd
  if [ "$1" = no-user-for-uid ]; then echo "\$ ssh -o BatchMode=yes git@github.com"
    setpriv --reuid=12345 --regid=12345 --clear-groups env HOME=/nonexistent ssh -o BatchMode=yes git@github.com 2>&1
  else echo "\$ scp dist.tar.gz deploy@127.0.0.1:/srv/"; : > dist.tar.gz; chmod 644 dist.tar.gz
    setpriv --reuid=12345 --regid=12345 --clear-groups env HOME=/nonexistent scp dist.tar.gz deploy@127.0.0.1:/srv/ 2>&1; fi ;;
sftp-message-too-long|scp-message-too-long)
  # the server writes a greeting to stdout before the SFTP server starts, as a login script
  # (~/.bashrc echoing a banner) does for non-interactive sessions
  printf '#!/bin/sh\necho "Welcome to build-01"\nexec /usr/lib/openssh/sftp-server\n' > sftp-wrapper; chmod 755 sftp-wrapper
  start_sshd "HostKey $WORK/hostkey_ed25519
Subsystem sftp $WORK/sftp-wrapper"
  authorized_client_key
  echo "backup" > backup.tar
  if [ "$1" = sftp-message-too-long ]; then
    run "sftp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT root@127.0.0.1"
  else
    run "scp -F none -o UserKnownHostsFile=known_hosts -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i id_ed25519 -P $PORT backup.tar root@127.0.0.1:/tmp/"
  fi ;;
ssh-copy-id-no-identities|ssh-copy-id-no-identities-file)
  # a fresh account that never ran ssh-keygen (HOME is a scratch directory)
  mkdir -p fakehome; export HOME=$WORK/fakehome
  if [ "$1" = ssh-copy-id-no-identities ]; then run "ssh-copy-id deploy@127.0.0.1"
  else run "ssh-copy-id -i ~/.ssh/id_ed25519 deploy@127.0.0.1"; fi ;;
sshd-deprecated-option|ssh-unsupported-option)
  # configuration lines kept from OpenSSH releases that removed those options
  if [ "$1" = sshd-deprecated-option ]; then
    ssh-keygen -q -t ed25519 -N '' -f hostkey_ed25519
    printf 'HostKey %s/hostkey_ed25519\nProtocol 2\nUsePrivilegeSeparation sandbox\nRSAAuthentication yes\nKeyRegenerationInterval 3600\nServerKeyBits 1024\n' "$WORK" > sshd_config
    run "/usr/sbin/sshd -t -f sshd_config"
  else
    printf 'Host bastion\n  HostName 127.0.0.1\n  Port %s\n  RSAAuthentication yes\n' "$(free_port)" > ssh_config
    # -G parses the configuration and prints the result (discarded here) without connecting
    run "ssh -F ssh_config -T -G bastion >/dev/null"
  fi ;;
*)
  echo "unknown case: $1" >&2; exit 2 ;;
esac
