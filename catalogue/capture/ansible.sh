#!/usr/bin/env bash
# Capture cases for catalogue/ansible: each case writes a small playbook (and inventory, files,
# roles) into a temporary directory and runs Debian's ansible-playbook on it, printing its output
# (stderr merged, colours off). Hosts are the local machine: connection=local, or ssh to 127.0.0.1
# (a port where nothing listens, or a throw-away sshd on a free port) for connection errors.
# Debian packages: ansible (ansible-core 2.14), openssh-client, openssh-server (sshd), sudo,
# util-linux (setpriv), python3.
# Usage: bash catalogue/capture/ansible.sh CASE    (no argument: list the cases)
set -u
CASES="undefined-variable undefined-dict-attribute undefined-variable-when couldnt-resolve-module
yaml-syntax-error yaml-mapping-values conflicting-action-statements unreachable-connection-refused
unreachable-could-not-resolve permission-denied-publickey missing-sudo-password module-failure-interpreter
command-non-zero copy-src-missing template-filter-missing vault-no-secrets vault-decryption-failed
role-not-found include-tasks-missing apt-no-package service-not-found assert-failed unsupported-parameters
missing-required-arguments conditional-check-failed playbook-not-found not-valid-attribute-play
no-action-detected missing-python-library get-url-connection-refused file-absent
copy-dest-directory-missing hosts-field-required  no-hosts-matched
template-syntax-error loop-undefined fail-module
module-failure-traceback adhoc-unreachable-connection-refused adhoc-unreachable-could-not-resolve adhoc-command-non-zero adhoc-apt-no-package adhoc-service-not-found adhoc-missing-required-arguments adhoc-unsupported-parameters adhoc-couldnt-resolve-module adhoc-missing-python-library adhoc-module-failure-interpreter adhoc-undefined-variable adhoc-file-absent adhoc-copy-src-missing adhoc-vault-no-secrets adhoc-vault-decryption-failed adhoc-get-url-connection-refused adhoc-copy-dest-directory-missing
adhoc-assert-failed conflicting-action-statements-shell adhoc-permission-denied-publickey adhoc-sudo-password-required adhoc-module-failure-traceback include-role-not-found playbook-not-found-path not-valid-attribute-block no-action-detected-indent adhoc-no-hosts-matched remote-tmp-permission adhoc-remote-tmp-permission
hosts-field-required-import undefined-dict-attribute-template
become-timeout-ssh adhoc-become-timeout-local sshpass-missing adhoc-sshpass-missing handler-not-found
handler-not-found-case register-invalid-name register-invalid-name-dot vars-file-not-found vars-file-not-found-templated
invalid-choice-state adhoc-invalid-choice-state extra-params adhoc-extra-params lookup-file-missing adhoc-lookup-file-missing
inventory-not-parsed inventory-not-parsed-all unprivileged-become-permissions adhoc-unprivileged-become-permissions
host-key-verification-failed adhoc-host-key-verification-failed
field-undefined-hosts field-undefined-become loop-requires-list-string loop-requires-list-dict
vault-decrypt-plain vault-view-plain"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
export ANSIBLE_NOCOLOR=1 ANSIBLE_FORCE_COLOR=0 ANSIBLE_HOME=$W/.ansible ANSIBLE_LOCAL_TEMP=$W/.ansible/tmp
export ANSIBLE_RETRY_FILES_ENABLED=0 ANSIBLE_HOST_KEY_CHECKING=False ANSIBLE_CONFIG=$W/ansible.cfg
export ANSIBLE_LOCALHOST_WARNING=False ANSIBLE_DEPRECATION_WARNINGS=False LC_ALL=C.UTF-8
: > ansible.cfg
w() { cat > "$1"; }
run() { ansible-playbook "$@" 2>&1; }
local_inventory() {
  printf '[web]\nweb1 ansible_connection=local ansible_python_interpreter=/usr/bin/python3\n' > hosts
}
local_inventory
# Files that several cases write alike (run with other options or beside other files).
sample_site_yml() { w site.yml <<'EOF'
- hosts: web
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
}
sample_site_yml_2() { w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
}

case "$1" in
undefined-variable)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Write the listen port
      ansible.builtin.debug:
        msg: "listening on {{ app_port }}"
EOF
  run -i hosts site.yml ;;
undefined-dict-attribute)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    database:
      host: db1
  tasks:
    - name: Show the database port
      ansible.builtin.debug:
        msg: "{{ database.port }}"
EOF
  run -i hosts site.yml ;;
undefined-variable-when)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Restart only when asked
      ansible.builtin.debug:
        msg: restarting
      when: restart_app
EOF
  run -i hosts site.yml ;;
couldnt-resolve-module)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Install nginx
      ansible.builtin.packages:
        name: nginx
        state: present
EOF
  run -i hosts site.yml ;;
yaml-syntax-error)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Show a message
      ansible.builtin.debug:
        msg: "unterminated
    - name: Next
      ansible.builtin.debug:
        msg: next
EOF
  run -i hosts site.yml ;;
yaml-mapping-values)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Show a message
      ansible.builtin.debug:
      msg: hello: world
EOF
  run -i hosts site.yml ;;
conflicting-action-statements)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Check the service
      ansible.builtin.command: systemctl is-active nginx
      ansible.builtin.debug:
        msg: checked
EOF
  run -i hosts site.yml ;;
unreachable-connection-refused)
  P=$(free_port)
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=deploy\n' "$P" > hosts
  sample_site_yml
  run -i hosts site.yml ;;
unreachable-could-not-resolve)
  printf '[web]\nweb1.invalid ansible_user=deploy\n' > hosts
  sample_site_yml
  run -i hosts site.yml ;;
permission-denied-publickey)
  mkdir -p /run/sshd; chmod 755 /run/sshd
  P=$(free_port)
  ssh-keygen -q -t ed25519 -N '' -f hostkey
  ssh-keygen -q -t ed25519 -N '' -f id_ed25519 -C deploy@laptop
  : > authorized_keys
  cat > sshd_config <<CONF
Port $P
ListenAddress 127.0.0.1
PidFile $W/sshd.pid
AuthorizedKeysFile $W/authorized_keys
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
HostKey $W/hostkey
CONF
  /usr/sbin/sshd -f "$W/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$P"
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=root ansible_ssh_private_key_file=%s/id_ed25519\n' "$P" "$W" > hosts
  sample_site_yml
  run -i hosts site.yml ;;
missing-sudo-password)
  chmod 755 "$W"; mkdir -p home; chown 65534:65534 home
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  become: true
  tasks:
    - name: Install nginx
      ansible.builtin.command: id
EOF
  chmod 644 site.yml hosts ansible.cfg
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=$W/home/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible-playbook -i hosts site.yml 2>&1 ;;
module-failure-interpreter)
  printf '[web]\nweb1 ansible_connection=local ansible_python_interpreter=/usr/bin/python2.7\n' > hosts
  sample_site_yml_2
  run -i hosts site.yml ;;
command-non-zero)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Run the migration
      ansible.builtin.command: test -f /opt/app/migrate.done
EOF
  run -i hosts site.yml ;;
copy-src-missing)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Copy the configuration
      ansible.builtin.copy:
        src: files/app.conf
        dest: /tmp/app.conf
EOF
  run -i hosts site.yml ;;
template-filter-missing)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    users: [alice, bob]
  tasks:
    - name: Show users
      ansible.builtin.debug:
        msg: "{{ users | to_csv }}"
EOF
  run -i hosts site.yml ;;
vault-no-secrets|vault-decryption-failed)
  mkdir -p group_vars/web
  printf 'db_password: s3cret\n' > group_vars/web/vault.yml
  printf 'correct-horse\n' > .vault_pass
  ansible-vault encrypt --vault-password-file .vault_pass group_vars/web/vault.yml >/dev/null 2>&1
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Use the password
      ansible.builtin.debug:
        msg: "{{ db_password | length }}"
EOF
  if [ "$1" = vault-no-secrets ]; then run -i hosts site.yml
  else printf 'wrong-pass\n' > .wrong_pass; run -i hosts site.yml --vault-password-file .wrong_pass; fi ;;
role-not-found)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  roles:
    - nginx
EOF
  run -i hosts site.yml ;;
include-tasks-missing)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Include the setup tasks
      ansible.builtin.include_tasks: tasks/setup.yml
EOF
  run -i hosts site.yml ;;
apt-no-package)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Install packages
      ansible.builtin.apt:
        name: nginx-extra-modulez
        state: present
EOF
  run -i hosts site.yml ;;
service-not-found)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Start the application
      ansible.builtin.service:
        name: myapp
        state: started
EOF
  run -i hosts site.yml ;;
assert-failed)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    app_env: production
  tasks:
    - name: Check the environment
      ansible.builtin.assert:
        that:
          - app_env in ['dev', 'staging']
EOF
  run -i hosts site.yml ;;
unsupported-parameters)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Create the directory
      ansible.builtin.file:
        path: /tmp/app
        state: directory
        recursive: true
EOF
  run -i hosts site.yml ;;
missing-required-arguments)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Set a line
      ansible.builtin.lineinfile:
        line: "max_connections = 200"
EOF
  run -i hosts site.yml ;;
conditional-check-failed)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    result: {}
  tasks:
    - name: Report
      ansible.builtin.debug:
        msg: changed
      when: result.stdout.find('changed') != -1
EOF
  run -i hosts site.yml ;;
playbook-not-found)
  run -i hosts deploy.yml ;;
not-valid-attribute-play)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  task:
    - name: Ping
      ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
no-action-detected)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Install nginx
      become: true
EOF
  run -i hosts site.yml ;;
missing-python-library)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Create the database
      community.postgresql.postgresql_db:
        name: app
EOF
  run -i hosts site.yml ;;
get-url-connection-refused)
  P=$(free_port)
  w site.yml <<EOF
- hosts: web
  gather_facts: false
  tasks:
    - name: Download the release
      ansible.builtin.get_url:
        url: http://127.0.0.1:$P/app.tar.gz
        dest: /tmp/app.tar.gz
EOF
  run -i hosts site.yml ;;
file-absent)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Set permissions
      ansible.builtin.file:
        path: /etc/myapp/app.conf
        mode: "0640"
EOF
  run -i hosts site.yml ;;
copy-dest-directory-missing)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Write the configuration
      ansible.builtin.copy:
        content: "port=8080\n"
        dest: /etc/myapp/conf.d/app.conf
EOF
  run -i hosts site.yml ;;
hosts-field-required)
  w site.yml <<'EOF'
- name: Configure web servers
  gather_facts: false
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
hosts-field-required-import)
  w site.yml <<'EOF'
- name: Base setup
  hosts: web
  gather_facts: false
  tasks:
    - ansible.builtin.ping:
- import_playbook: deploy.yml
EOF
  w deploy.yml <<'EOF'
- name: Deploy the application
  become: true
  roles:
    - app
EOF
  mkdir -p roles/app/tasks
  printf -- '- ansible.builtin.ping:\n' > roles/app/tasks/main.yml
  run -i hosts site.yml ;;
undefined-dict-attribute-template)
  mkdir -p templates
  printf 'listen {{ app.port }}\n' > templates/app.conf.j2
  w site.yml <<EOF
- hosts: web
  gather_facts: false
  vars:
    app:
      name: shop
  tasks:
    - name: Write the app config
      ansible.builtin.template:
        src: templates/app.conf.j2
        dest: $W/app.conf
EOF
  run -i hosts site.yml ;;
interpreter-discovery-warning)
  printf '[web]\nweb1 ansible_connection=local\n' > hosts
  sample_site_yml_2
  run -i hosts site.yml ;;
no-hosts-matched)
  w site.yml <<'EOF'
- hosts: webservers
  gather_facts: false
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
template-syntax-error)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Show
      ansible.builtin.debug:
        msg: "{{ app_name }"
EOF
  run -i hosts site.yml ;;
loop-undefined)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Create users
      ansible.builtin.debug:
        msg: "{{ item }}"
      loop: "{{ app_users }}"
EOF
  run -i hosts site.yml ;;
fail-module)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Stop on unsupported systems
      ansible.builtin.fail:
        msg: This role supports Debian only
EOF
  run -i hosts site.yml ;;
module-failure-traceback)
  mkdir -p library
  w library/app_facts <<'EOF'
#!/bin/sh
echo "app_facts: cannot read /etc/myapp/facts.conf" >&2
exit 3
EOF
  chmod +x library/app_facts
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Read application facts
      app_facts:
EOF
  run -i hosts site.yml ;;
adhoc-unreachable-connection-refused)
  P=$(free_port)
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=deploy\n' "$P" > hosts
  ansible web -i hosts -m ansible.builtin.ping 2>&1 ;;
adhoc-unreachable-could-not-resolve)
  printf '[web]\ndb1.invalid ansible_user=deploy\n' > hosts
  ansible web -i hosts -m ansible.builtin.ping 2>&1 ;;
adhoc-command-non-zero)
  ansible web -i hosts -m ansible.builtin.command -a 'grep -c maintenance /etc/hostname' 2>&1 ;;
adhoc-apt-no-package)
  ansible web -i hosts -m ansible.builtin.apt -a 'name=redis-servr state=present' 2>&1 ;;
adhoc-service-not-found)
  ansible web -i hosts -m ansible.builtin.service -a 'name=myapp-worker state=restarted' 2>&1 ;;
adhoc-missing-required-arguments)
  ansible web -i hosts -m ansible.builtin.file -a 'state=directory' 2>&1 ;;
adhoc-unsupported-parameters)
  ansible web -i hosts -m ansible.builtin.copy -a 'src=/etc/hostname dest=/tmp/hostname.copy permissions=0644' 2>&1 ;;
adhoc-couldnt-resolve-module)
  ansible web -i hosts -m ansible.builtin.systemctl -a 'name=nginx' 2>&1 ;;
adhoc-missing-python-library)
  ansible web -i hosts -m community.postgresql.postgresql_ping -a 'db=app' 2>&1 ;;
adhoc-module-failure-interpreter)
  printf '[web]\nweb1 ansible_connection=local ansible_python_interpreter=/usr/local/bin/python3.9\n' > hosts
  ansible web -i hosts -m ansible.builtin.setup 2>&1 ;;
adhoc-undefined-variable)
  ansible web -i hosts -m ansible.builtin.debug -a 'msg={{ deploy_user }}' 2>&1 ;;
adhoc-file-absent)
  ansible web -i hosts -m ansible.builtin.file -a 'path=/srv/app/current owner=root' 2>&1 ;;
adhoc-copy-src-missing)
  ansible web -i hosts -m ansible.builtin.copy -a 'src=nginx.conf dest=/tmp/nginx.conf' 2>&1 ;;
adhoc-vault-no-secrets)
  printf 'db_password: s3cret\n' > secrets.yml
  printf 'correct-horse\n' > .vault_pass
  ansible-vault encrypt --vault-password-file .vault_pass secrets.yml >/dev/null 2>&1
  ansible web -i hosts -m ansible.builtin.debug -a 'var=db_password' -e @secrets.yml 2>&1 ;;
adhoc-vault-decryption-failed)
  printf 'db_password: s3cret\n' > secrets.yml
  printf 'correct-horse\n' > .vault_pass
  printf 'wrong-pass\n' > .wrong_pass
  ansible-vault encrypt --vault-password-file .vault_pass secrets.yml >/dev/null 2>&1
  ansible-vault view --vault-password-file .wrong_pass secrets.yml 2>&1 ;;
adhoc-get-url-connection-refused)
  P=$(free_port)
  ansible web -i hosts -m ansible.builtin.get_url -a "url=http://127.0.0.1:$P/release.zip dest=/tmp/release.zip" 2>&1 ;;
adhoc-copy-dest-directory-missing)
  ansible web -i hosts -m ansible.builtin.copy -a 'content=x dest=/opt/myapp/releases/VERSION' 2>&1 ;;
adhoc-assert-failed)
  ansible web -i hosts -m ansible.builtin.assert -a "that='ansible_memtotal_mb | default(0) >= 4096'" 2>&1 ;;
conflicting-action-statements-shell)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Deploy the unit file
      copy:
        src: app.service
        dest: /etc/systemd/system/app.service
      shell: systemctl daemon-reload
EOF
  run -i hosts site.yml ;;
adhoc-permission-denied-publickey)
  mkdir -p /run/sshd; chmod 755 /run/sshd
  P=$(free_port)
  ssh-keygen -q -t ed25519 -N '' -f hostkey
  ssh-keygen -q -t ed25519 -N '' -f id_ed25519 -C deploy@laptop
  : > authorized_keys
  printf 'Port %s\nListenAddress 127.0.0.1\nPidFile %s/sshd.pid\nAuthorizedKeysFile %s/authorized_keys\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nHostKey %s/hostkey\n' "$P" "$W" "$W" "$W" > sshd_config
  /usr/sbin/sshd -f "$W/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$P"
  printf '[db]\ndb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=root ansible_ssh_private_key_file=%s/id_ed25519\n' "$P" "$W" > hosts
  ansible db -i hosts -m ansible.builtin.ping 2>&1 ;;
adhoc-sudo-password-required)
  chmod 755 "$W"; mkdir -p home; chown 65534:65534 home; chmod 644 hosts ansible.cfg
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=$W/home/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible web -i hosts -b -m ansible.builtin.apt -a 'name=nginx' 2>&1 ;;
adhoc-module-failure-traceback)
  mkdir -p library
  w library/app_facts <<'EOF'
#!/bin/sh
kill -9 $$
EOF
  chmod +x library/app_facts
  ANSIBLE_LIBRARY=$W/library ansible web -i hosts -m app_facts 2>&1 ;;
include-role-not-found)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Apply the database role
      ansible.builtin.include_role:
        name: postgresql
EOF
  run -i hosts site.yml ;;
playbook-not-found-path)
  run -i hosts playbooks/site.yml ;;
not-valid-attribute-block)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - block:
        - name: Try
          ansible.builtin.command: /bin/false
      rescu:
        - name: Recover
          ansible.builtin.debug:
            msg: recovered
EOF
  run -i hosts site.yml ;;
no-action-detected-indent)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Copy the file
      args:
        src: a.conf
        dest: /tmp/a.conf
EOF
  run -i hosts site.yml ;;
adhoc-no-hosts-matched)
  ansible dbservers -i hosts -m ansible.builtin.ping 2>&1 ;;
remote-tmp-permission)
  chmod 755 "$W"; chmod 644 hosts ansible.cfg
  sample_site_yml_2
  chmod 644 site.yml
  mkdir -p home; chown 65534:65534 home
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=/root/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible-playbook -i hosts site.yml 2>&1 ;;
adhoc-remote-tmp-permission)
  chmod 755 "$W"; chmod 644 hosts ansible.cfg
  mkdir -p home; chown 65534:65534 home
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=/var/lib/deploy/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible web -i hosts -m ansible.builtin.ping 2>&1 ;;
become-timeout-ssh)
  # sshd on a free port that accepts our key; the become program never prints a password prompt.
  mkdir -p /run/sshd; chmod 755 /run/sshd
  P=$(free_port)
  ssh-keygen -q -t ed25519 -N '' -f hostkey
  ssh-keygen -q -t ed25519 -N '' -f id_ed25519 -C deploy@laptop
  cp id_ed25519.pub authorized_keys
  printf 'Port %s\nListenAddress 127.0.0.1\nPidFile %s/sshd.pid\nAuthorizedKeysFile %s/authorized_keys\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nHostKey %s/hostkey\n' "$P" "$W" "$W" "$W" > sshd_config
  /usr/sbin/sshd -f "$W/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$P"
  printf '#!/bin/sh\nsleep 30\n' > slowsudo; chmod +x slowsudo
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=root ansible_ssh_private_key_file=%s/id_ed25519 ansible_python_interpreter=/usr/bin/python3 ansible_become_exe=%s/slowsudo ansible_become_password=secret\n' "$P" "$W" "$W" > hosts
  sample_site_yml_2
  ANSIBLE_PIPELINING=1 run -i hosts -b --become-user nobody site.yml ;;
adhoc-become-timeout-local)
  printf '#!/bin/sh\nsleep 30\n' > slowsudo; chmod +x slowsudo
  printf '[web]\nweb1 ansible_connection=local ansible_python_interpreter=/usr/bin/python3 ansible_become_exe=%s/slowsudo ansible_become_password=secret\n' "$W" > hosts
  ansible web -i hosts -b --become-user nobody -m ansible.builtin.ping 2>&1 ;;
sshpass-missing)
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_user=deploy ansible_password=secret\n' > hosts
  sample_site_yml_2
  run -i hosts site.yml ;;
adhoc-sshpass-missing)
  printf '[db]\ndb1 ansible_host=127.0.0.1 ansible_user=admin\n' > hosts
  ansible db -i hosts -e ansible_password=s3cret -m ansible.builtin.ping 2>&1 ;;
handler-not-found)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Write config
      ansible.builtin.command: /bin/true
      notify: restart nginx
EOF
  run -i hosts site.yml ;;
handler-not-found-case)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Update the unit file
      ansible.builtin.command: /bin/true
      notify: Restart app
  handlers:
    - name: restart app
      ansible.builtin.command: /bin/true
EOF
  run -i hosts site.yml ;;
register-invalid-name|register-invalid-name-dot)
  R=check-result; [ "$1" = register-invalid-name-dot ] && R=app.status
  printf -- '- hosts: web\n  gather_facts: false\n  tasks:\n    - name: Check\n      ansible.builtin.command: /bin/true\n      register: %s\n' "$R" > site.yml
  run -i hosts site.yml ;;
vars-file-not-found)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars_files:
    - vars/secrets.yml
  tasks:
    - ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
vars-file-not-found-templated)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars_files:
    - "vars/{{ env }}.yml"
  vars:
    env: production
  tasks:
    - ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
invalid-choice-state)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Create the release directory
      ansible.builtin.file:
        path: /tmp/errknow-release
        state: folder
EOF
  run -i hosts site.yml ;;
adhoc-invalid-choice-state)
  ansible web -i hosts -m ansible.builtin.service -a 'name=nginx state=restart' 2>&1 ;;
extra-params)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Restart nginx
      ansible.builtin.service: nginx state=restarted
EOF
  run -i hosts site.yml ;;
adhoc-extra-params)
  ansible web -i hosts -m ansible.builtin.file -a '/etc/app state=directory' 2>&1 ;;
lookup-file-missing)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Read key
      ansible.builtin.debug:
        msg: "{{ lookup('file', 'files/id_rsa.pub') }}"
EOF
  run -i hosts site.yml ;;
adhoc-lookup-file-missing)
  ansible web -i hosts -m ansible.builtin.debug -a "msg={{ lookup('file', '/srv/keys/deploy.pub') }}" 2>&1 ;;
inventory-not-parsed)
  w site.yml <<'EOF'
- hosts: web
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
  run -i inventory.ini site.yml ;;
inventory-not-parsed-all)
  w site.yml <<'EOF'
- hosts: all
  tasks:
    - name: Ping
      ansible.builtin.ping:
EOF
  run site.yml ;;
unprivileged-become-permissions)
  # Connect as an unprivileged user (nobody) and become another one (daemon): no setfacl, no chown.
  chmod 755 "$W"; chmod 644 hosts ansible.cfg
  sample_site_yml_2
  chmod 644 site.yml
  mkdir -p home; chown 65534:65534 home
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=$W/home/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible-playbook -i hosts -b --become-user daemon site.yml 2>&1 ;;
adhoc-unprivileged-become-permissions)
  chmod 755 "$W"; chmod 644 hosts ansible.cfg
  mkdir -p home; chown 65534:65534 home
  HOME=$W/home ANSIBLE_HOME=$W/home/.ansible ANSIBLE_LOCAL_TEMP=$W/home/.ansible/tmp \
    ANSIBLE_REMOTE_TMP=$W/home/.ansible/tmp \
    setpriv --reuid=65534 --regid=65534 --clear-groups ansible web -i hosts -b --become-user www-data -m ansible.builtin.ping 2>&1 ;;
host-key-verification-failed|adhoc-host-key-verification-failed)
  # sshd on a free port accepts our key, but the host key is not in the (empty) known_hosts file
  # and host key checking is on: ssh cannot ask without a terminal and gives up.
  mkdir -p /run/sshd; chmod 755 /run/sshd
  P=$(free_port)
  ssh-keygen -q -t ed25519 -N '' -f hostkey
  ssh-keygen -q -t ed25519 -N '' -f id_ed25519 -C deploy@laptop
  cp id_ed25519.pub authorized_keys
  printf 'Port %s\nListenAddress 127.0.0.1\nPidFile %s/sshd.pid\nAuthorizedKeysFile %s/authorized_keys\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nHostKey %s/hostkey\n' "$P" "$W" "$W" "$W" > sshd_config
  /usr/sbin/sshd -f "$W/sshd_config" -D -e >sshd.log 2>&1 &
  PIDS+=($!)
  wait_port "$P"
  : > known_hosts
  printf '[web]\nweb1 ansible_host=127.0.0.1 ansible_port=%s ansible_user=root ansible_ssh_private_key_file=%s/id_ed25519\n' "$P" "$W" > hosts
  export ANSIBLE_HOST_KEY_CHECKING=True ANSIBLE_SSH_ARGS="-o UserKnownHostsFile=$W/known_hosts -o ControlMaster=no"
  if [ "$1" = host-key-verification-failed ]; then sample_site_yml; run -i hosts site.yml </dev/null
  else ansible web -i hosts -m ansible.builtin.ping 2>&1 </dev/null; fi ;;
field-undefined-hosts)
  w site.yml <<'EOF'
- hosts: "{{ target }}"
  gather_facts: false
  tasks:
    - ansible.builtin.ping:
EOF
  run -i hosts site.yml ;;
field-undefined-become)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  tasks:
    - name: Install
      ansible.builtin.ping:
      become: "{{ use_sudo }}"
EOF
  run -i hosts site.yml ;;
loop-requires-list-string)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    packages: nginx
  tasks:
    - name: Packages
      ansible.builtin.debug:
        msg: "{{ item }}"
      loop: "{{ packages }}"
EOF
  run -i hosts site.yml ;;
loop-requires-list-dict)
  w site.yml <<'EOF'
- hosts: web
  gather_facts: false
  vars:
    users:
      alice: {uid: 1001}
      bob: {uid: 1002}
  tasks:
    - name: Create users
      ansible.builtin.debug:
        msg: "{{ item }}"
      loop: "{{ users }}"
EOF
  run -i hosts site.yml ;;
vault-decrypt-plain|vault-view-plain)
  echo 'db_password: hunter2' > secrets.yml; echo s3cret > vault-pass
  if [ "$1" = vault-decrypt-plain ]; then ansible-vault decrypt --vault-password-file vault-pass "$W/secrets.yml" 2>&1
  else ansible-vault view --vault-password-file vault-pass secrets.yml 2>&1; fi ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
