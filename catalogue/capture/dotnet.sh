#!/usr/bin/env bash
# Captures real .NET exceptions from Mono for the errknow catalogue.
# Debian packages: mono-devel (mcs, mono)
# Usage: bash catalogue/capture/dotnet.sh CASE   (no argument lists the cases)
# Mono prints an unhandled exception as "Unhandled Exception:" followed by the exception and its
# stack, then "[ERROR] FATAL UNHANDLED EXCEPTION: ..." with the same text.
set -u
CASES="null-reference key-not-found index-out-of-range"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work" || exit 1
exec 2>&1
# run NAME: compile NAME.cs with debug symbols, then run it (--debug gives file:line in frames).
run() { mcs -debug -out:"$1.exe" "$1.cs" >/dev/null || return; mono --debug "$1.exe"; }
case "$1" in
null-reference)
cat > Orders.cs <<'EOF'
using System;
using System.Collections.Generic;
using System.Linq;
class Customer { public string Email; }
static class Orders {
    static Customer Find(List<Customer> all, string id) => all.FirstOrDefault(c => c.Email == id);
    static void Main() {
        var all = new List<Customer> { new Customer { Email = "ann@example.com" } };
        Console.WriteLine(Find(all, "bob@example.com").Email.ToUpper());
    }
}
EOF
run Orders ;;
key-not-found)
cat > Settings.cs <<'EOF'
using System;
using System.Collections.Generic;
static class Settings {
    static void Main() {
        var config = new Dictionary<string, string> { ["db_host"] = "localhost" };
        Console.WriteLine(config["DB_HOST"]);
    }
}
EOF
run Settings ;;
index-out-of-range)
cat > Args.cs <<'EOF'
using System;
static class Args {
    static void Main(string[] args) {
        var parts = "name=ann".Split(';');
        Console.WriteLine(parts[1]);
    }
}
EOF
run Args ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
