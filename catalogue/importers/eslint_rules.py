#!/usr/bin/env python3
"""Rule registry of ESLint's core rules (source "eslint"; the diagnostic's code is the rule id).

Reads: the npm packages `eslint` (tested with 10.15.0; 9.39.5 has the same 292 rule ids) and
`@eslint/js` (tested with 10.0.1): every built-in rule's `meta` (type, docs.description, docs.url,
messages, fixable, hasSuggestions, deprecated, replacedBy) through eslint's
`use-at-your-own-risk` builtinRules, and `@eslint/js`'s `configs.recommended` for
default_enabled. Node runs a few lines that print that metadata; nothing is downloaded.
Writes: data/eslint_rules.json ("message" is docs.description, "messages" the rule's message
templates with {{placeholders}} as ESLint writes them, "message_ids" the same keyed by messageId).

    npm install --prefix /tmp/reg-npm eslint @eslint/js
    python3 catalogue/importers/eslint_rules.py [--prefix /tmp/reg-npm]
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lint_rules_common as lrc  # noqa: E402

NODE = r"""
const rules = require('eslint/use-at-your-own-risk').builtinRules;
const js = require('@eslint/js');
const rec = js.configs.recommended.rules;
const out = {eslint: require('eslint/package.json').version,
             eslint_js: require('@eslint/js/package.json').version, rules: {}};
for (const [id, rule] of rules) {
  const m = rule.meta || {};
  out.rules[id] = {type: m.type, docs: m.docs || {}, messages: m.messages || {},
                   fixable: m.fixable || null, hasSuggestions: !!m.hasSuggestions,
                   deprecated: m.deprecated || false, replacedBy: m.replacedBy || [],
                   recommended: rec[id] || null};
}
process.stdout.write(JSON.stringify(out));
"""


def plugin_prefix(package):
    """The rule-id prefix of a plugin package: @stylistic/eslint-plugin -> @stylistic."""
    if package.endswith("/eslint-plugin"):
        return package[: -len("/eslint-plugin")]
    if package.startswith("eslint-plugin-"):
        return package[len("eslint-plugin-"):]
    return package.replace("/eslint-plugin-", "/")


def replaced_by(meta):
    dep = meta.get("deprecated")
    names = list(meta.get("replacedBy") or [])
    if isinstance(dep, dict):
        for item in dep.get("replacedBy") or []:
            rule = (item.get("rule") or {}).get("name")
            plugin = (item.get("plugin") or {}).get("name")
            if rule:
                own = not plugin or plugin == "eslint"
                names.append(rule if own else f"{plugin_prefix(plugin)}/{rule}")
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", default="/tmp/reg-npm")
    args = parser.parse_args()
    env = dict(os.environ, NODE_PATH=os.path.join(args.prefix, "node_modules"))
    raw = subprocess.run(["node", "-e", NODE], capture_output=True, text=True, check=True,
                         cwd=args.prefix, env=env).stdout
    data = json.loads(raw)
    rules = []
    for rule_id, meta in data["rules"].items():
        docs = meta["docs"]
        templates = meta["messages"]
        rec = meta["recommended"]
        rec_level = rec[0] if isinstance(rec, list) else rec
        rules.append({
            "code": rule_id,
            "name": rule_id,
            "aliases": [f"eslint({rule_id})", f"eslint/{rule_id}"],
            "message": docs.get("description"),
            "messages": [templates[k] for k in sorted(templates)],
            "message_ids": {k: templates[k] for k in sorted(templates)},
            "category": meta["type"],
            "severity": {0: "off", 1: "warn", 2: "error"}.get(rec_level, rec_level),
            "default_enabled": bool(rec_level) and rec_level not in ("off", 0),
            "fixable": meta["fixable"],
            "deprecated": bool(meta["deprecated"]),
            "replaced_by": replaced_by(meta),
            "docs": docs.get("url") or f"https://eslint.org/docs/latest/rules/{rule_id}",
        })
    lrc.write("eslint", ["eslint", "ESLint"], data["eslint"],
              f"npm eslint {data['eslint']} (lib/rules/*.js meta via use-at-your-own-risk "
              f"builtinRules) and @eslint/js {data['eslint_js']} (configs.recommended)",
              rules, extra={"default_enabled_means": "in @eslint/js configs.recommended"})


if __name__ == "__main__":
    main()
