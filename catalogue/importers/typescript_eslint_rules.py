#!/usr/bin/env python3
"""Rule registry of typescript-eslint (source "eslint"; code "@typescript-eslint/<rule>").

Reads: the npm package `@typescript-eslint/eslint-plugin` (tested with 8.74.0, the version the
`typescript-eslint` package of the same number pulls in): every rule's `meta` (type,
docs.description, docs.url, docs.recommended, docs.requiresTypeChecking, docs.extendsBaseRule,
messages, fixable, deprecated, replacedBy) and the plugin's shareable configs (recommended,
strict, stylistic and their -type-checked variants) to tell which configs enable each rule.
Node runs a few lines that print that metadata; nothing is downloaded.
Writes: data/typescript_eslint_rules.json. default_enabled means "on in the `recommended` config";
`configs` lists every config that turns the rule on.

    npm install --prefix /tmp/reg-npm typescript-eslint @typescript-eslint/eslint-plugin
    python3 catalogue/importers/typescript_eslint_rules.py [--prefix /tmp/reg-npm]
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

PREFIX = "@typescript-eslint/"
CONFIGS = ("recommended", "recommended-type-checked", "strict", "strict-type-checked",
           "stylistic", "stylistic-type-checked")

NODE = r"""
const plugin = require('@typescript-eslint/eslint-plugin');
const out = {version: require('@typescript-eslint/eslint-plugin/package.json').version,
             rules: {}, configs: {}};
for (const [id, rule] of Object.entries(plugin.rules)) {
  const m = rule.meta || {};
  out.rules[id] = {type: m.type, docs: m.docs || {}, messages: m.messages || {},
                   fixable: m.fixable || null, deprecated: m.deprecated || false,
                   replacedBy: m.replacedBy || []};
}
for (const [name, cfg] of Object.entries(plugin.configs)) {
  if (name.startsWith('flat/')) continue;
  out.configs[name] = (cfg && cfg.rules) || {};
}
process.stdout.write(JSON.stringify(out));
"""


def level(value):
    value = value[0] if isinstance(value, list) else value
    return {0: "off", 1: "warn", 2: "error"}.get(value, value)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", default="/tmp/reg-npm")
    args = parser.parse_args()
    env = dict(os.environ, NODE_PATH=os.path.join(args.prefix, "node_modules"))
    data = json.loads(subprocess.run(["node", "-e", NODE], capture_output=True, text=True,
                                     check=True, cwd=args.prefix, env=env).stdout)
    rules = []
    for name, meta in data["rules"].items():
        code = PREFIX + name
        docs = meta["docs"]
        templates = meta["messages"]
        on_in = [c for c in CONFIGS
                 if level(data["configs"].get(c, {}).get(code, "off")) not in ("off", None)]
        rec = docs.get("recommended")
        base = docs.get("extendsBaseRule")
        rules.append({
            "code": code,
            "name": name,
            "aliases": [f"eslint({code})", f"typescript-eslint/{name}", f"ts/{name}"],
            "message": docs.get("description"),
            "messages": [templates[k] for k in sorted(templates)],
            "message_ids": {k: templates[k] for k in sorted(templates)},
            "category": meta["type"],
            "severity": (level(data["configs"].get("recommended", {}).get(code))
                         if "recommended" in on_in else None),
            "default_enabled": "recommended" in on_in,
            "recommended": rec if isinstance(rec, str) else ("recommended" if rec else None),
            "configs": on_in,
            "requires_type_checking": bool(docs.get("requiresTypeChecking")),
            "extends_base_rule": base if isinstance(base, str) else (name if base else None),
            "fixable": meta["fixable"],
            "deprecated": bool(meta["deprecated"]),
            "replaced_by": [r if "/" in r else PREFIX + r for r in meta["replacedBy"]],
            "docs": docs.get("url") or f"https://typescript-eslint.io/rules/{name}",
        })
    lrc.write("typescript_eslint", ["eslint", "ESLint", "typescript-eslint"], data["version"],
              f"npm @typescript-eslint/eslint-plugin {data['version']} (rules' meta, configs)",
              rules, extra={"default_enabled_means": "on in the plugin's `recommended` config"})


if __name__ == "__main__":
    main()
