#!/usr/bin/env python3
"""Importer for catalogue/cuda: the CUDA runtime's error codes (cudaError_t) and their texts.

Programs built on the CUDA runtime report a failed call with the text `cudaGetErrorString` gives
(`CUDA error: an illegal memory access was encountered`, `cuda runtime error (2) : out of memory`),
often with the enum's name (`cudaErrorIllegalAddress`) or its number. The driver API (cuda.h) has
its own names for most of the same errors (`CUDA_ERROR_ILLEGAL_ADDRESS`, same number from 100 on)
and its texts from `cuGetErrorString`. Our records use the runtime name as their code, the number
and the driver name among the aliases; a code counts as covered when a record of catalogue/cuda has
the runtime name (or the driver name) as code or alias.

Reads: no Debian package on this machine carries NVIDIA's headers in main, so the enum is taken
from a project that generates bindings from them with bindgen, github:coreylowman/cudarc
(`src/runtime/sys/mod.rs` for `enum cudaError`, one block per CUDA release 11.4 .. 13.0, and
`src/driver/sys/mod.rs` for `enum cudaError_enum`, the CUresult names). The texts are kept in the
data file itself (they are not in any header): the driver's `cuGetErrorString` texts, as dumped
from a recent driver, for every number the runtime shares with the driver, and the runtime's own
`cudaGetErrorString` texts where the runtime has a code the driver lacks or words it differently
(each text says which). `--refresh --src DIR` (a checkout or `git --git-dir=... show` export of
cudarc holding both files) regenerates the codes and keeps the texts.
Nothing is fetched from the network.

Run:  python3 catalogue/importers/cuda_errors.py [--refresh --src DIR [--commit HASH]] [--drafts DIR]
Exit status 1 while any listed code lacks a record (see common.run).
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "cuda_errors.json")
# Not errors: success, and the base of the range that reports a failed API call of a shim.
SKIP = {"cudaSuccess", "cudaErrorApiFailureBase"}


def enum_blocks(text, enum):
    """(versions, [(name, value)]) for every `#[cfg(any(feature = "cuda-NNNNN", ...))] pub enum`."""
    pattern = (r'#\[cfg\(any\(([^\]]*?)\)\)\]\s*#\[repr\(u32\)\]\s*#\[derive[^\]]*\]\s*'
               rf'pub enum {enum} \{{(.*?)\n\}}')
    for m in re.finditer(pattern, text, re.S):
        versions = sorted(int(v) for v in re.findall(r"cuda-(\d+)", m.group(1)))
        yield versions, [(n, int(v)) for n, v in re.findall(r"(\w+) = (\d+)", m.group(2))]


def release(number):
    return f"{number // 1000}.{number % 1000 // 10}"


def refresh(src, commit):
    old = {}
    if os.path.exists(DATA):
        with open(DATA, encoding="utf-8") as handle:
            old = json.load(handle)
    with open(os.path.join(src, "src/runtime/sys/mod.rs"), encoding="utf-8") as handle:
        runtime = handle.read()
    with open(os.path.join(src, "src/driver/sys/mod.rs"), encoding="utf-8") as handle:
        driver = handle.read()
    seen = {}
    for versions, entries in enum_blocks(runtime, "cudaError"):
        for name, value in entries:
            seen.setdefault((name, value), set()).update(versions)
    driver_names = {}
    for _, entries in enum_blocks(driver, "cudaError_enum"):
        for name, value in entries:
            driver_names.setdefault(value, name)
    codes = []
    for (name, value), versions in sorted(seen.items(), key=lambda item: item[0][1]):
        entry = {"name": name, "value": value, "since": release(min(versions)),
                 "until": release(max(versions))}
        if value in driver_names:
            entry["driver_name"] = driver_names[value]
        codes.append(entry)
    return {"repository": "github:coreylowman/cudarc",
            "paths": ["src/runtime/sys/mod.rs", "src/driver/sys/mod.rs"],
            "commit": commit or "unknown",
            "selection": old.get("selection", ""),
            "codes": codes,
            "texts_origin": old.get("texts_origin", ""),
            "texts": old.get("texts", {})}


def entries(data):
    texts = data.get("texts", {})
    for entry in data["codes"]:
        name = entry["name"]
        if name in SKIP:
            continue
        text = texts.get(name, {}).get("text")
        aliases = [str(entry["value"])]
        if entry.get("driver_name"):
            aliases.append(entry["driver_name"])
        patterns = [(rf"\b{name}\b", 0.9)]
        if text:
            patterns.insert(0, (common.re2_escape(text), 0.8))
        record = common.draft(name, common.PROSE_TODO, text or "", patterns, aliases=aliases,
                              languages=["cpp", "python"])
        yield [name] + aliases[1:], common.slugify(text or name), record


def main():
    data = common.registry_data(DATA, refresh, "DIR (a cudarc checkout)")
    return common.run("cuda", f"CUDA runtime errors ({data['repository']} at "
                      f"{data['commit'][:12]})", entries(data))


if __name__ == "__main__":
    sys.exit(main())
