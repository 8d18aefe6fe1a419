#!/usr/bin/env bash
# Capture cases for catalogue/systemd. systemd is not PID 1 on this machine, so the cases are what
# works without a running manager: systemctl refusing to operate, and unit files checked offline
# with `systemd-analyze verify` or enabled into a scratch root with `systemctl --root`.
# Debian packages: systemd (systemctl, systemd-analyze), coreutils, python3 (lib.sh).
# Usage: bash catalogue/capture/systemd.sh CASE    (no argument: list the cases)
set -u
CASES="not-booted-start not-booted-status user-bus-no-medium no-execstart unknown-section
unknown-key command-not-executable unit-not-found-requires missing-equals bad-restart-value
bad-service-type not-valid-executable enable-no-install enable-unit-file-missing enable-timer-no-install
no-execstart-oneshot enable-masked is-enabled-missing journal-empty-dir journal-empty-dir-unit
enable-linked-unit-file disable-unit-missing enable-install-invalid-name enable-wantedby-bad-suffix
enable-wantedby-typo enable-wantedby-absent-target
two-execstart two-execstart-forking"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
export SYSTEMD_LOG_COLOR=0 SYSTEMD_COLORS=0 LC_ALL=C.UTF-8
w() { cat > "$1"; }
verify() { systemd-analyze verify "./$1" 2>&1; }
# an empty root for systemctl --root, so enabling never touches this machine's /etc
mkroot() { mkdir -p root/etc/systemd/system root/usr/lib/systemd/system; }

case "$1" in
not-booted-start)
  systemctl start myapp.service 2>&1 ;;
not-booted-status)
  systemctl status nginx 2>&1 ;;
user-bus-no-medium)
  env -u DBUS_SESSION_BUS_ADDRESS -u XDG_RUNTIME_DIR systemctl --user restart pipewire 2>&1 ;;
no-execstart)
  w myapp.service <<'EOF'
[Unit]
Description=My application

[Service]
Type=simple
User=myapp
EOF
  verify myapp.service ;;
no-execstart-oneshot)
  w sync.service <<'EOF'
[Unit]
Description=Sync job

[Service]
Type=oneshot
ExecStart=
Environment=TARGET=/srv/backup
EOF
  verify sync.service ;;
unknown-section)
  w worker.service <<'EOF'
[Unit]
Description=Queue worker

[Servce]
ExecStart=/usr/bin/true
EOF
  verify worker.service ;;
unknown-key)
  w api.service <<'EOF'
[Unit]
Description=API server

[Service]
ExecStart=/usr/bin/true
Enviroment=PORT=8080
Restart=on-failure
EOF
  verify api.service ;;
command-not-executable)
  w api.service <<'EOF'
[Unit]
Description=API server

[Service]
ExecStart=/opt/api/bin/server --config /etc/api/config.yml
EOF
  verify api.service ;;
unit-not-found-requires)
  w app.service <<'EOF'
[Unit]
Description=Web application
Requires=postgresql-13.service
After=postgresql-13.service

[Service]
ExecStart=/usr/bin/true
EOF
  verify app.service ;;
missing-equals)
  w app.service <<'EOF'
[Unit]
Description=Web application

[Service]
ExecStart=/usr/bin/true
Restart on-failure
EOF
  verify app.service ;;
bad-restart-value)
  w app.service <<'EOF'
[Unit]
Description=Web application

[Service]
ExecStart=/usr/bin/true
Restart=allways
EOF
  verify app.service ;;
bad-service-type)
  w app.service <<'EOF'
[Unit]
Description=Web application

[Service]
Type=forkin
ExecStart=/usr/bin/true
EOF
  verify app.service ;;
not-valid-executable)
  w app.service <<'EOF'
[Unit]
Description=Web application

[Service]
ExecStart=$HOME/bin/app --serve
EOF
  verify app.service ;;
enable-no-install)
  mkroot
  w root/etc/systemd/system/backup.service <<'EOF'
[Unit]
Description=Nightly backup

[Service]
Type=oneshot
ExecStart=/usr/bin/true
EOF
  systemctl --root="$W/root" enable backup.service 2>&1 ;;
enable-timer-no-install)
  mkroot
  w root/etc/systemd/system/cleanup.timer <<'EOF'
[Unit]
Description=Daily cleanup

[Timer]
OnCalendar=daily
EOF
  systemctl --root="$W/root" enable cleanup.timer 2>&1 ;;
enable-unit-file-missing)
  mkroot
  systemctl --root="$W/root" enable myapp.service 2>&1 ;;
enable-masked)
  mkroot
  w root/usr/lib/systemd/system/app.service <<'EOF2'
[Unit]
Description=Web application

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=multi-user.target
EOF2
  systemctl --root="$W/root" mask app.service >/dev/null 2>&1
  systemctl --root="$W/root" enable app.service 2>&1 ;;
is-enabled-missing)
  mkroot
  systemctl --root="$W/root" is-enabled nosuch.service 2>&1 ;;
journal-empty-dir)
  # a journal directory with no journal files in it (journald never wrote there)
  mkdir -p journal
  journalctl --directory="$W/journal" -n 20 2>&1 ;;
journal-empty-dir-unit)
  mkdir -p journal
  journalctl --directory="$W/journal" -u nginx.service 2>&1 ;;
enable-linked-unit-file)
  # an alias name made by hand: a symlink in /etc to a unit file of another name
  mkroot
  w root/usr/lib/systemd/system/app.service <<'EOF2'
[Unit]
Description=Web application

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=multi-user.target
EOF2
  ln -s /usr/lib/systemd/system/app.service root/etc/systemd/system/webapp.service
  systemctl --root="$W/root" enable webapp.service 2>&1 ;;
disable-unit-missing)
  mkroot
  systemctl --root="$W/root" disable nosuch.service 2>&1 ;;
enable-install-invalid-name)
  mkroot
  w root/etc/systemd/system/worker.service <<'EOF2'
[Unit]
Description=Queue worker

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=worker@queue
EOF2
  systemctl --root="$W/root" enable worker.service 2>&1 ;;
enable-wantedby-bad-suffix)
  mkroot
  w root/etc/systemd/system/backup.service <<'EOF2'
[Unit]
Description=Nightly backup

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=multi-user.targt
EOF2
  systemctl --root="$W/root" enable backup.service 2>&1 ;;
enable-wantedby-typo)
  mkroot
  printf '[Unit]\nDescription=Multi-User System\n' > root/usr/lib/systemd/system/multi-user.target
  w root/etc/systemd/system/api.service <<'EOF2'
[Unit]
Description=API server

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=mutli-user.target
EOF2
  systemctl --root="$W/root" enable api.service 2>&1 ;;
enable-wantedby-absent-target)
  mkroot
  w root/etc/systemd/system/kiosk.service <<'EOF2'
[Unit]
Description=Kiosk browser

[Service]
ExecStart=/usr/bin/true

[Install]
WantedBy=graphical.target
EOF2
  systemctl --root="$W/root" enable kiosk.service 2>&1 ;;
two-execstart)
  w web.service <<'EOF'
[Unit]
Description=Web frontend

[Service]
ExecStart=/usr/bin/true
ExecStart=/usr/bin/sleep infinity
EOF
  verify web.service ;;
two-execstart-forking)
  w backup.service <<'EOF'
[Unit]
Description=Nightly backup

[Service]
Type=forking
ExecStart=/usr/bin/true --prepare
ExecStart=/usr/bin/true --run
EOF
  verify backup.service ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
