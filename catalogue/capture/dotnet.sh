#!/usr/bin/env bash
# Captures real .NET exceptions from Mono for the errknow catalogue.
# Debian packages: mono-devel (mcs, mono)
# Usage: bash catalogue/capture/dotnet.sh CASE   (no argument lists the cases)
# Mono prints an unhandled exception as "Unhandled Exception:" followed by the exception and its
# stack, then "[ERROR] FATAL UNHANDLED EXCEPTION: ..." with the same text.
set -u
CASES="null-reference key-not-found index-out-of-range sequence-empty sequence-many collection-modified
nullable-no-value assembly-missing bad-image"
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
sequence-empty)
cat > Report.cs <<'EOF'
using System;
using System.Collections.Generic;
using System.Linq;
static class Report {
    static void Main() {
        var orders = new List<decimal>();
        Console.WriteLine(orders.Where(o => o > 100m).First());
    }
}
EOF
run Report ;;
sequence-many)
cat > Lookup.cs <<'EOF'
using System;
using System.Linq;
static class Lookup {
    static void Main() {
        var users = new[] { "ann", "bob", "ann" };
        Console.WriteLine(users.Single(u => u == "ann"));
    }
}
EOF
run Lookup ;;
collection-modified)
cat > Cleanup.cs <<'EOF'
using System;
using System.Collections.Generic;
static class Cleanup {
    static void Main() {
        var jobs = new List<string> { "a", "", "b" };
        foreach (var job in jobs)
            if (job.Length == 0) jobs.Remove(job);
        Console.WriteLine(jobs.Count);
    }
}
EOF
run Cleanup ;;
nullable-no-value)
cat > Port.cs <<'EOF'
using System;
static class Port {
    static int? Parse(string s) { int p; return int.TryParse(s, out p) ? p : (int?)null; }
    static void Main() { Console.WriteLine(Parse("http").Value); }
}
EOF
run Port ;;
assembly-missing)
echo 'namespace Acme { public static class Greeter { public static string Hello() { return "hi"; } } }' > Greeter.cs
mcs -t:library -out:Acme.Greeter.dll Greeter.cs >/dev/null || exit 1
cat > Hello.cs <<'EOF'
static class Hello { static void Main() { System.Console.WriteLine(Acme.Greeter.Hello()); } }
EOF
mcs -r:Acme.Greeter.dll -out:Hello.exe Hello.cs >/dev/null || exit 1
rm Acme.Greeter.dll
mono Hello.exe ;;
bad-image)
cat > Plugins.cs <<'EOF'
using System;
using System.Reflection;
static class Plugins {
    static void Main() {
        System.IO.File.WriteAllText("Plugin.dll", "not an assembly");
        Console.WriteLine(Assembly.LoadFrom("Plugin.dll").FullName);
    }
}
EOF
run Plugins ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
