#!/usr/bin/env python3
"""Importer for catalogue/dotnet: C# compiler (CSnnnn), MSBuild (MSBnnnn) and NuGet (NUnnnn) codes.

A code counts as covered when some record of catalogue/dotnet has it as its code or an alias.

Reads, with --refresh:
  CS codes  the C# compiler of Mono, /usr/lib/mono/4.5/mcs.exe (Debian package mono-mcs), turned
            into IL text by monodis (mono-utils): every string literal handed to
            Mono.CSharp.Report.Error/Warning together with the error number loaded before it.
            mcs quotes names as `name' where Roslyn (csc, dotnet build) writes 'name'; numbers
            and wording otherwise follow the Microsoft compiler. Roslyn's own table
            (dotnet/roslyn src/Compilers/CSharp/Portable/Errors/ErrorCode.cs and
            CSharpResources.resx) is too large a repository to bring here.
  MSB codes dotnet/msbuild's resource tables (a git directory, --msbuild GITDIR, as the fetch
            tool brings it: /work/.mirror/dotnet+msbuild/repo): every <value> that starts with
            or contains `MSBnnnn: ` in src/Build, src/Tasks, src/MSBuild and src/Utilities
            Resources/Strings.resx, with its resource name.
  NU codes  NuGet/NuGet.Client's src/NuGet.Core/NuGet.Common/Errors/NuGetLogCode.cs (--nuget
            GITDIR): the enum's names and their doc-comment summaries (NuGet's messages are
            built elsewhere from several strings).
Nothing is fetched from the network. The extracted facts (code, name, English template with {0},
source and version or commit) are kept in data/csharp_diagnostics.json; without --refresh the
importer reads only that file, so a clean checkout gives the same output.

Run:  python3 catalogue/importers/csharp_diagnostics.py [--refresh] [--mcs EXE] [--msbuild GITDIR]
          [--nuget GITDIR] [--only CS|MSB|NU] [--drafts DIR]
Exit status 1 while any code lacks a record (see common.run).
"""
import html
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "csharp_diagnostics.json")
MSBUILD_TABLES = ("src/Build/Resources/Strings.resx", "src/Tasks/Resources/Strings.resx",
                  "src/MSBuild/Resources/Strings.resx", "src/Utilities/Resources/Strings.resx")
NUGET_TABLE = "src/NuGet.Core/NuGet.Common/Errors/NuGetLogCode.cs"


def il_int(token):
    return int(token, 16) if token.lower().startswith("0x") else int(token)


def mcs_codes(exe):
    """(number, kind, template) for every literal message passed to Report.Error/Warning."""
    il = subprocess.run(["monodis", exe], capture_output=True, text=True, check=True).stdout
    lines = il.split("\n")
    found = {}
    for i, line in enumerate(lines):
        m = re.search(r'\bldstr "((?:[^"\\]|\\.)*)"', line)
        if not m:
            continue
        # the call that consumes the string follows within a few instructions
        call = None
        for follow in lines[i + 1 : i + 12]:
            c = re.search(r"Mono\.CSharp\.Report::(Error|Warning)\(", follow)
            if c:
                call = c.group(1)
                break
            if "ldstr" in follow or re.search(r"\bret\b", follow):
                break
        if not call:
            continue
        # the error number is loaded just before the location (Error) or before the warning
        # level and the location (Warning): the first of the last run of integer loads
        number = None
        run = []
        for back in range(i - 1, max(i - 7, 0), -1):
            n = re.search(r"\bldc\.i4(?:\.s)?\s+(-?(?:0x[0-9a-fA-F]+|\d+))\s*$", lines[back])
            s = re.search(r"\bldc\.i4\.([0-8])\s*$", lines[back])
            if n or s:
                run.append(il_int(n.group(1)) if n else int(s.group(1)))
            elif run:
                break
        if run:
            number = run[-1]
        if number is None or number <= 0 or number > 9999:
            continue
        text = bytes(m.group(1), "utf-8").decode("unicode_escape")
        code = f"CS{number:04d}"
        found.setdefault(code, {"code": code, "kind": call.lower(), "messages": []})
        if text not in found[code]["messages"]:
            found[code]["messages"].append(text)
    return [found[k] for k in sorted(found)]


def git_show(gitdir, path):
    return subprocess.run(["git", "--git-dir", gitdir, "show", "HEAD:" + path],
                          capture_output=True, text=True, check=True).stdout


def git_head(gitdir):
    return subprocess.run(["git", "--git-dir", gitdir, "rev-parse", "HEAD"],
                          capture_output=True, text=True, check=True).stdout.strip()


def msbuild_codes(gitdir):
    codes = {}
    for path in MSBUILD_TABLES:
        text = git_show(gitdir, path)
        for m in re.finditer(r'<data name="([^"]+)"[^>]*>\s*<value>(.*?)</value>', text, re.S):
            value = html.unescape(m.group(2)).strip()
            c = re.search(r"\b(MSB\d{4}): ", value)
            if not c:
                continue
            code = c.group(1)
            template = value[c.end():]
            entry = codes.setdefault(code, {"code": code, "names": [], "messages": [],
                                            "path": path})
            entry["names"].append(m.group(1))
            if template not in entry["messages"]:
                entry["messages"].append(template)
    return [codes[k] for k in sorted(codes)]


def nuget_codes(gitdir):
    text = git_show(gitdir, NUGET_TABLE)
    codes = []
    for m in re.finditer(r"/// <summary>\s*((?:///.*\n\s*)*?)/// </summary>\s*(NU\d{4}) = \d+", text):
        summary = " ".join(l.strip().lstrip("/").strip() for l in m.group(1).split("\n"))
        codes.append({"code": m.group(2), "summary": re.sub(r"\s+", " ", summary).strip()})
    return codes


def mcs_version():
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "mono-mcs"],
                         capture_output=True, text=True).stdout.strip()
    return out or "unknown"


def refresh(exe, msbuild, nuget):
    data = {
        "CS": {"source": "mcs.exe (" + exe + "), read with monodis", "package": "mono-mcs",
               "version": mcs_version(),
               "note": "mcs quotes names `name'; Roslyn prints 'name' with the same number",
               "codes": mcs_codes(exe)},
        "MSB": {"repository": "dotnet/msbuild", "commit": git_head(msbuild),
                "paths": list(MSBUILD_TABLES), "codes": msbuild_codes(msbuild)},
        "NU": {"repository": "NuGet/NuGet.Client", "commit": git_head(nuget), "path": NUGET_TABLE,
               "codes": nuget_codes(nuget)},
    }
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    return data


def roslyn_template(message):
    """mcs's `name' quoting as Roslyn prints it, {0} kept."""
    return re.sub(r"`([^`']*)'", r"'\1'", message)


def entries(data, only):
    for family in ("CS", "MSB", "NU"):
        if only and family != only:
            continue
        for entry in data[family]["codes"]:
            code = entry["code"]
            message = None
            if entry.get("messages"):
                message = roslyn_template(entry["messages"][0]) if family == "CS" else entry["messages"][0]
            patterns = []
            if message:
                regex = common.template_regex(message, placeholder=r"\{\d+\}")
                regex = regex.replace("\\ ", " ").replace("\\-", "-").replace("\\:", ":")
                regex = regex.replace("\\'", "[`']") if family == "CS" else regex
                patterns.append((rf"\b{code}: " + regex, 0.95))
            else:
                patterns.append((rf"\b{code}\b", 0.6))
            title = entry.get("summary") or common.PROSE_TODO
            slug = common.slugify(code + " " + (message or entry.get("summary") or ""))
            record = common.draft(code, title, f"{code}: {message}" if message else None,
                                  patterns, languages=["csharp"])
            yield [code], slug, record


def main():
    exe = common.take_option("--mcs", "/usr/lib/mono/4.5/mcs.exe")
    msbuild = common.take_option("--msbuild", "/work/.mirror/dotnet+msbuild/repo")
    nuget = common.take_option("--nuget", "/work/.mirror/NuGet+NuGet.Client/repo")
    only = common.take_option("--only", None)
    if common.take_option("--refresh", flag=True):
        data = refresh(exe, msbuild, nuget)
    else:
        with open(DATA, encoding="utf-8") as handle:
            data = json.load(handle)
    source = (f"mcs {data['CS']['version']} (CS), dotnet/msbuild@{data['MSB']['commit'][:12]} (MSB), "
              f"NuGet/NuGet.Client@{data['NU']['commit'][:12]} (NU)")
    return common.run("dotnet", source, entries(data, only))


if __name__ == "__main__":
    sys.exit(main())
