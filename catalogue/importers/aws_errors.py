"""AWS API error codes people meet -> catalogue/aws.

Reads: the service models of botocore as Debian ships them (package python3-botocore,
/usr/lib/python3/dist-packages/botocore/data/<service>/<version>/service-2.json[.gz], and
data/_retry.json). For every code in COMMON the importer looks for it, first in the models of
S3, IAM, STS, EC2, DynamoDB, Lambda, SQS, SNS, KMS and CloudFormation, then in all other models
and the retry configuration: as an error shape (a shape with "exception": true, whose
error.code or name is the code), as a retryable error code in _retry.json, or as an error code
named in the model's documentation (EC2 and the common errors are only documented there). A code
found nowhere is reported and skipped. The botocore Python package itself is not imported, so
the pyenv interpreter on PATH reads the Debian data files as they are.

Record codes: the error code string exactly as the API returns it (AccessDenied,
ThrottlingException, InvalidInstanceID.NotFound, AWS.SimpleQueueService.NonExistentQueue).
Patterns: the AWS CLI/boto3 form `An error occurred (Code)` (0.95), the XML `<Code>..</Code>` and
JSON `"__type"` bodies, the Java SDK `Error Code: Code` and Go SDK `api error Code:` forms (0.9),
and the bare code as a word at lower weight (0.3 for generic words, 0.5 otherwise).

Run:  python3 catalogue/importers/aws_errors.py                  # report codes without a record
      python3 catalogue/importers/aws_errors.py --drafts /tmp/d  # write drafts to /tmp/d/aws/
Nothing is fetched from the network.
"""
import glob
import gzip
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

DATA = "/usr/lib/python3/dist-packages/botocore/data"
MAIN_SERVICES = ["s3", "iam", "sts", "ec2", "dynamodb", "lambda", "sqs", "sns", "kms",
                 "cloudformation"]

COMMON = """
AccessDenied AccessDeniedException UnauthorizedOperation AuthorizationError InvalidClientTokenId
UnrecognizedClientException MissingAuthenticationToken SignatureDoesNotMatch ExpiredToken
ExpiredTokenException InvalidAccessKeyId RequestTimeTooSkewed AuthFailure
Throttling ThrottlingException RequestLimitExceeded TooManyRequestsException
ProvisionedThroughputExceededException SlowDown
ValidationException ValidationError InvalidParameterValue InvalidParameterValueException
InvalidParameterException InvalidParameterCombination MissingParameter
InternalFailure InternalError InternalServerError InternalServerException ServiceUnavailable
ServiceUnavailableException ResourceNotFoundException ResourceInUseException ResourceConflictException
LimitExceededException LimitExceeded ConditionalCheckFailedException TransactionCanceledException
NotFoundException DisabledException KMSInvalidStateException InvalidCiphertextException
NoSuchBucket NoSuchKey BucketAlreadyExists BucketAlreadyOwnedByYou NoSuchUpload InvalidObjectState
PermanentRedirect AuthorizationHeaderMalformed InvalidBucketName BucketNotEmpty EntityTooLarge
NoSuchBucketPolicy NoSuchEntity EntityAlreadyExists MalformedPolicyDocument DeleteConflict
RegionDisabledException InvalidIdentityToken InvalidInstanceID.NotFound DryRunOperation
InvalidSubnetID.NotFound AWS.SimpleQueueService.NonExistentQueue ReceiptHandleIsInvalid
AlreadyExistsException InsufficientCapabilitiesException RequestTooLargeException EndpointDisabled
"""

# Codes that are ordinary words in other tools' output: their bare-word pattern weighs little.
GENERIC = {"AccessDenied", "AccessDeniedException", "Throttling", "ValidationException",
           "ValidationError", "InternalFailure", "InternalError", "InternalServerError",
           "InternalServerException", "ServiceUnavailable", "ServiceUnavailableException",
           "NotFoundException", "LimitExceeded", "LimitExceededException", "AlreadyExistsException",
           "DisabledException", "ResourceNotFoundException", "TooManyRequestsException",
           "InvalidParameterException", "SlowDown", "EntityTooLarge", "MissingParameter",
           "AuthorizationError", "ResourceInUseException", "PermanentRedirect"}


def read_json(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def models():
    """(service, model) for the newest model of each service, the main services first."""
    services = sorted(d for d in os.listdir(DATA) if os.path.isdir(os.path.join(DATA, d)))
    services = MAIN_SERVICES + [s for s in services if s not in MAIN_SERVICES]
    for service in services:
        versions = sorted(os.listdir(os.path.join(DATA, service)))
        for version in reversed(versions):
            paths = glob.glob(os.path.join(DATA, service, version, "service-2.json*"))
            if paths:
                yield service, read_json(paths[0])
                break


def retry_codes():
    codes = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "service_error_code":
                    codes.add(value)
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(read_json(os.path.join(DATA, "_retry.json")))
    return codes


def where_found(codes):
    """{code: [how/where it was found]} from the models and the retry configuration."""
    found = {code: [] for code in codes}
    for code in retry_codes() & set(codes):
        found[code].append("retryable in _retry.json")
    for service, model in models():
        shapes = {}
        for name, shape in model.get("shapes", {}).items():
            if shape.get("exception"):
                shapes[shape.get("error", {}).get("code", name)] = name
        text = json.dumps(model)
        # beyond the main services, only look for codes not found yet
        wanted = codes if service in MAIN_SERVICES else [c for c in codes if not found[c]]
        for code in wanted:
            if code in shapes:
                found[code].append(f"{service} error shape {shapes[code]}")
            elif re.search(r"(?<![\w.])" + re.escape(code) + r"(?![\w])", text):
                found[code].append(f"{service} documentation")
    return found


def entries():
    codes = COMMON.split()
    found = where_found(codes)
    for code in codes:
        if not found[code]:
            print(f"  not in botocore's models, skipped: {code}", file=sys.stderr)
            continue
        c = re.escape(code)
        patterns = [(rf"An error occurred \({c}\)", 0.95),
                    (rf"<Code>{c}</Code>", 0.9),
                    (rf'"__type": ?"(?:[^"#]*#)?{c}"', 0.9),
                    (rf"Error Code: {c}\b", 0.9),
                    (rf"api error {c}:", 0.9),
                    (rf"\b{c}\b", 0.3 if code in GENERIC else 0.5)]
        message = f"An error occurred ({code}) when calling the {{operation}} operation: {{message}}"
        record = common.draft(code, code, message, patterns, extra={"platforms": ["aws"]})
        slug = common.slugify(" ".join(re.findall(r"[A-Z]+(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z][a-z]*|[a-z0-9]+",
                                                  code)))
        yield [code], slug, record


if __name__ == "__main__":
    sys.exit(common.run("aws", "botocore's service models (Debian python3-botocore)", entries()))
