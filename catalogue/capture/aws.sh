#!/usr/bin/env bash
# Capture cases for catalogue/aws: botocore's client-side errors as boto3 raises them, run with an
# empty AWS configuration (HOME and AWS_* pointed at the scratch directory, instance metadata
# disabled) so that nothing reaches AWS; endpoints are closed ports of 127.0.0.1.
# Debian packages: python3-boto3 (boto3 1.26, botocore 1.29), python3; the cli-* cases run the AWS CLI
# v2 of Debian's awscli package (2.9.19, /usr/bin/aws) with the same empty configuration.
# Usage: bash catalogue/capture/aws.sh CASE    (no argument: list the cases)
set -u
CASES="no-credentials no-region profile-not-found endpoint-connection partial-credentials partial-credentials-key
param-validation-missing param-validation-type unknown-parameter config-profile-not-found-cli
operation-not-pageable retry-mode max-attempts retry-option addressing-style signature-version defaults-mode
presign-unknown-method s3-us-east-1-endpoint sts-regional-endpoints endpoint-resolution imds-endpoint-mode
imds-endpoint endpoint-discovery sso-token-load sso-token-load-legacy unknown-credential ssl-validation
cli-no-credentials cli-no-region cli-profile-not-found cli-invalid-base64-lambda cli-invalid-base64-kinesis
cli-parse-json-item cli-parse-input-json cli-parse-shorthand cli-path-not-exist cli-path-not-exist-sync
cli-invalid-choice cli-invalid-choice-command cli-unknown-options cli-unknown-options-s3api"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
PY=${PYTHON:-/usr/bin/python3}

# An empty configuration: no credentials or region from the machine running the capture.
export HOME=$W AWS_CONFIG_FILE=$W/config AWS_SHARED_CREDENTIALS_FILE=$W/credentials
export AWS_EC2_METADATA_DISABLED=true
unset AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_SESSION_TOKEN AWS_PROFILE AWS_DEFAULT_PROFILE
unset AWS_REGION AWS_DEFAULT_REGION
: >"$W/config"

# run SCRIPT: the program in app.py, run as a user runs it (traceback on stderr, merged).
run() { printf '%s\n' "$1" >app.py; "$PY" app.py 2>&1; }
# cli ARGS: the AWS CLI as a user runs it (its messages go to stderr, merged).
AWSCLI=${AWSCLI:-/usr/bin/aws}
cli() { "$AWSCLI" "$@" 2>&1; }

case "$1" in
  no-credentials)
    run "import boto3
s3 = boto3.client('s3', region_name='eu-west-1')
s3.list_buckets()" ;;
  no-region)
    run "import boto3
ec2 = boto3.client('ec2')
print(ec2.describe_instances())" ;;
  profile-not-found)
    run "import boto3
session = boto3.Session(profile_name='staging')
print(session.client('s3').list_buckets())" ;;
  endpoint-connection)
    port=$(free_port)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1', endpoint_url='http://127.0.0.1:$port')
s3.list_objects_v2(Bucket='reports')" ;;
  partial-credentials)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 run "import boto3
s3 = boto3.client('s3', region_name='us-east-1')
s3.list_buckets()" ;;
  partial-credentials-key)
    printf '[default]\naws_access_key_id = AKIAEXAMPLEEXAMPLE00\naws_secret_key = example\n' >"$W/credentials"
    run "import boto3
sqs = boto3.client('sqs', region_name='us-east-1')
sqs.list_queues()" ;;
  param-validation-missing)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1')
s3.put_object(Key='report.csv', Body=b'x')" ;;
  param-validation-type)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
dynamodb = boto3.client('dynamodb', region_name='us-east-1')
dynamodb.get_item(TableName='orders', Key={'id': 42})" ;;
  unknown-parameter)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1')
s3.list_objects_v2(Bucket='reports', prefix='2024/')" ;;
  config-profile-not-found-cli)
    AWS_PROFILE=staging run "import boto3
print(boto3.client('sts').get_caller_identity())" ;;
  operation-not-pageable)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1')
s3.get_paginator('get_object')" ;;
  retry-mode)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(retries={'mode': 'exponential'}))" ;;
  max-attempts)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(retries={'max_attempts': -1}))" ;;
  retry-option)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(retries={'max_retries': 5}))" ;;
  addressing-style)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(s3={'addressing_style': 'virtual-host'}))" ;;
  signature-version)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(signature_version='v5'))
s3.list_buckets()" ;;
  defaults-mode)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(defaults_mode='fast'))" ;;
  presign-unknown-method)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1')
print(s3.generate_presigned_url('download_file', Params={'Bucket': 'reports', 'Key': 'a.csv'}))" ;;
  s3-us-east-1-endpoint)
    run "import boto3
from botocore.config import Config
s3 = boto3.client('s3', region_name='us-east-1', config=Config(s3={'us_east_1_regional_endpoint': 'global'}))" ;;
  sts-regional-endpoints)
    AWS_STS_REGIONAL_ENDPOINTS=global run "import boto3
boto3.client('sts', region_name='eu-west-1')" ;;
  endpoint-resolution)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
c = boto3.client('s3control', region_name='us-east-1')
c.list_jobs(AccountId='my account')" ;;
  imds-endpoint-mode)
    AWS_EC2_METADATA_DISABLED=false AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE=ipv5 run "import boto3
boto3.client('s3', region_name='us-east-1').list_buckets()" ;;
  imds-endpoint)
    AWS_EC2_METADATA_DISABLED=false AWS_EC2_METADATA_SERVICE_ENDPOINT=169.254.169.254 run "import boto3
boto3.client('s3', region_name='us-east-1').list_buckets()" ;;
  endpoint-discovery)
    run "import boto3
from botocore.config import Config
boto3.client('dynamodb', region_name='us-east-1', config=Config(endpoint_discovery_enabled='yes'))" ;;
  sso-token-load)
    printf '[profile dev]\nsso_session = corp\nsso_account_id = 111122223333\nsso_role_name = ReadOnly\nregion = us-east-1\n[sso-session corp]\nsso_start_url = https://corp.awsapps.com/start\nsso_region = us-east-1\n' >"$W/config"
    run "import boto3
boto3.Session(profile_name='dev').client('s3').list_buckets()" ;;
  sso-token-load-legacy)
    printf '[profile dev]\nsso_start_url = https://corp.awsapps.com/start\nsso_region = us-east-1\nsso_account_id = 111122223333\nsso_role_name = ReadOnly\nregion = us-east-1\n' >"$W/config"
    run "import boto3
boto3.Session(profile_name='dev').client('s3').list_buckets()" ;;
  unknown-credential)
    run "import botocore.session
session = botocore.session.get_session()
session.get_component('credential_provider').get_provider('vault')" ;;
  ssl-validation)
    self_signed_cert key.pem cert.pem localhost 2 "$SAN"
    serve_tls cert.pem key.pem
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example run "import boto3
s3 = boto3.client('s3', region_name='us-east-1', endpoint_url='https://localhost:$PORT')
s3.list_buckets()" ;;
  cli-no-credentials) cli s3 ls --region us-east-1 ;;
  cli-no-region) cli ec2 describe-instances ;;
  cli-profile-not-found) cli s3 ls --profile staging ;;
  # AWS CLI v2 reads blob parameters as base64 unless --cli-binary-format raw-in-base64-out is given
  cli-invalid-base64-lambda)
    AWS_ACCESS_KEY_ID=AKIAEXAMPLEEXAMPLE00 AWS_SECRET_ACCESS_KEY=example cli lambda invoke --function-name orders \
      --payload '{"key1": "value1"}' out.json --region us-east-1 --endpoint-url "http://127.0.0.1:$(free_port)" ;;
  cli-invalid-base64-kinesis) cli kinesis put-record --stream-name events --partition-key k1 --data 'hello world' --region us-east-1 ;;
  cli-parse-json-item) cli dynamodb put-item --table-name orders --item "{id: {S: '42'}}" --region us-east-1 ;;
  cli-parse-input-json) printf 'StackName: demo\n' >stack.yaml; cli cloudformation create-stack --cli-input-json file://stack.yaml --region us-east-1 ;;
  cli-parse-shorthand) cli ec2 describe-instances --filters "Name=tag:Name,Values=[web" --region us-east-1 ;;
  cli-path-not-exist) cli s3 cp report.csv s3://reports/2024/ --region us-east-1 ;;
  cli-path-not-exist-sync) cli s3 sync ./dist s3://www-site --region us-east-1 ;;
  cli-invalid-choice) cli s3 lss ;;
  cli-invalid-choice-command) cli lamda list-functions ;;
  cli-unknown-options) cli s3 cp ./dist s3://www-site --recurse --region us-east-1 ;;
  cli-unknown-options-s3api) cli s3api list-objects-v2 --bucket reports --prefix 2024/ --max-keys 10 --region us-east-1 --dry-run ;;
  *) echo "unknown case: $1" >&2; exit 2 ;;
esac
