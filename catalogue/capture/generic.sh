#!/usr/bin/env bash
# Captures the examples of the generic exception entries (python/exception, java/exception,
# javascript/error): programs that raise an exception class the catalogue has no record for.
# Needs: python3, default-jdk (javac, java), nodejs.
# Usage: generic.sh CASE   (no argument lists the cases)
set -u
cases="python-custom python-base java-custom java-base node-custom node-base"
[ $# -eq 0 ] && { echo "$cases" | tr ' ' '\n'; exit 0; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; cd "$tmp"
case $1 in
  python-custom)
    printf 'class QuotaExceededError(Exception):\n    pass\n\ndef charge(n):\n    raise QuotaExceededError(f"account over quota by {n} units")\n\ncharge(3)\n' > billing.py
    python3 billing.py 2>&1 ;;
  python-base)
    printf 'import sys\nif len(sys.argv) < 2:\n    raise Exception("no input file given")\n' > tool.py
    python3 tool.py 2>&1 ;;
  java-custom)
    mkdir -p com/acme
    printf 'package com.acme;\npublic class InventoryException extends RuntimeException {\n  public InventoryException(String m) { super(m); }\n}\n' > com/acme/InventoryException.java
    printf 'package com.acme;\npublic class Main {\n  static void reserve(int n) { throw new InventoryException("not enough stock for " + n + " items"); }\n  public static void main(String[] a) { reserve(5); }\n}\n' > com/acme/Main.java
    javac com/acme/*.java && java com.acme.Main 2>&1 ;;
  java-base)
    printf 'public class Job {\n  public static void main(String[] a) throws Exception {\n    throw new Exception("job failed: step 2 returned no rows");\n  }\n}\n' > Job.java
    javac Job.java && java Job 2>&1 ;;
  node-custom)
    printf 'class ValidationFailure extends Error {\n  constructor(m) { super(m); this.name = "ValidationFailure"; }\n}\nfunction check(o) { if (!o.email) throw new ValidationFailure("email is required"); }\ncheck({});\n' > check.js
    node check.js 2>&1 ;;
  node-base)
    printf 'const cfg = process.env.APP_CONFIG;\nif (!cfg) throw new Error("APP_CONFIG is not set");\n' > start.js
    node start.js 2>&1 ;;
  *) echo "unknown case $1" >&2; exit 2 ;;
esac
exit 0
