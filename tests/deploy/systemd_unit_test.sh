#!/usr/bin/env bash
# deploy/systemd/errknow-server@.service: systemd's own checker accepts it (instantiated for port
# 8081, ExecStart pointed at the built server), and it keeps the promises docs/scaling.md makes:
# one instance per port on loopback, SIGTERM to drain, restarted after a crash, a state directory
# for the quota journals. usage: systemd_unit_test.sh SOURCE_DIR SERVER_BIN
set -euo pipefail
src=$1 server=$2
unit=$src/deploy/systemd/errknow-server@.service
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed "s#/usr/local/bin/errknow-server#$server#" "$unit" > "$tmp/errknow-server@8081.service"
out=$(systemd-analyze verify "$tmp/errknow-server@8081.service" 2>&1) || { echo "systemd-analyze: $out"; exit 1; }
[ -z "$out" ] || { echo "systemd-analyze warns: $out"; exit 1; }
for want in 'ExecStart=/usr/local/bin/errknow-server --listen 127.0.0.1:%i --no-dev-user' 'KillSignal=SIGTERM' \
            'Restart=always' 'StateDirectory=errknow' 'Environment=ERRKNOW_DATA_DIR=/var/lib/errknow' \
            'EnvironmentFile=/etc/errknow/errknow.env' 'NoNewPrivileges=yes'; do
  grep -qxF "$want" "$unit" || { echo "missing: $want"; exit 1; }
done
echo "systemd unit: ok"
