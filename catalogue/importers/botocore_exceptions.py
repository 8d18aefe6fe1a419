#!/usr/bin/env python3
"""Importer for catalogue/aws: the client-side exceptions of botocore (boto3, the AWS CLI).

Before a request reaches AWS, botocore can fail on its own: no credentials found, no region, an
endpoint it cannot connect to, an unknown profile, a parameter that fails validation. Each is a
class in `botocore/exceptions.py` with a `fmt` message template (`Unable to locate
credentials`, `Could not connect to the endpoint URL: "{endpoint_url}"`); boto3 raises it as
`botocore.exceptions.NoCredentialsError: Unable to locate credentials` and the AWS CLI prints the
same text. Errors AWS itself returns (AccessDenied, ThrottlingException, ...) are ClientError
codes; aws_errors.py covers those.

Reads: `/usr/lib/python3/dist-packages/botocore/exceptions.py` of Debian's python3-botocore
(1.29.27 on bookworm), parsed with `ast` (botocore is not imported). Record code: the class name,
the qualified `botocore.exceptions.<Class>` as an alias; a class counts as covered when a record of
catalogue/aws has either. Left out: base classes, test stubs, warnings, and internal errors of
botocore's own data files that no user call can raise (SKIP).
Nothing is fetched from the network.

Run:  python3 catalogue/importers/botocore_exceptions.py [--module PATH] [--drafts DIR]
Exit status 1 while any listed class lacks a record (see common.run).
"""
import ast
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

MODULE = "/usr/lib/python3/dist-packages/botocore/exceptions.py"
SKIP = {
    "BotoCoreError", "BaseEndpointResolverError", "ClientError", "EventStreamError", "SSOError",
    "UnsupportedTLSVersionWarning", "ImminentRemovalWarning", "StubResponseError",
    "StubAssertionError", "UnStubbedResponseError", "UndefinedModelAttributeError",
    "MissingServiceIdError", "DataNotFoundError", "ApiVersionNotFoundError", "UnknownServiceStyle",
    "InvalidExpressionError", "WaiterConfigError", "EndpointProviderError",
    "UnknownEndpointResolutionBuiltInName", "InvalidConfigError", "AwsChunkedWrapperError",
    "FlexibleChecksumError", "MD5UnavailableError", "ValidationError",
}


def classes(path):
    """(name, [base names], fmt or None) for every class of botocore/exceptions.py."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        fmt = None
        for item in node.body:
            if (isinstance(item, ast.Assign) and any(getattr(t, "id", "") == "fmt" for t in item.targets)
                    and isinstance(item.value, ast.Constant) and isinstance(item.value.value, str)):
                fmt = item.value.value
        yield node.name, [ast.unparse(b) for b in node.bases], fmt


def entries(path):
    for name, _, fmt in classes(path):
        if name in SKIP or not fmt:
            continue
        first = fmt.split("\n")[0].strip()
        patterns = [(rf"\b{name}\b", 0.7)]
        if first.replace("{", "").strip():
            patterns.insert(0, (common.template_regex(first), 0.9))
        record = common.draft(name, common.PROSE_TODO, first, patterns,
                              aliases=[f"botocore.exceptions.{name}"], languages=["python"])
        yield [name, f"botocore.exceptions.{name}"], common.slugify(name), record


def main():
    path = common.take_option("--module", MODULE)
    return common.run("aws", f"botocore's exceptions ({path})", entries(path))


if __name__ == "__main__":
    sys.exit(main())
