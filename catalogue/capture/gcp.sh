#!/usr/bin/env bash
# Capture cases for catalogue/gcp: each case runs the Google Cloud CLI (gcloud, package
# google-cloud-cli as installed on this machine at /usr/bin/gcloud) against an empty, throw-away
# configuration directory, so no account, project or credentials exist and nothing reaches the
# network: the errors come from gcloud's own argument and configuration checks.
# Debian packages: none beyond coreutils (timeout); gcloud itself comes from google-cloud-cli.
# Usage: bash catalogue/capture/gcp.sh CASE    (no argument: list the cases)
set -u
CASES="no-active-account no-active-account-run project-name-not-id unrecognized-arguments unrecognized-arguments-run component-manager-disabled no-such-property key-file-missing key-file-invalid invalid-choice no-valid-credentials no-valid-credentials-run project-not-set location-not-supplied crashed-offline components-update-disabled invalid-choice-compute project-flag-name region-not-set crashed-offline-describe argument-expected-one argument-must-be-specified missing-required-argument-image config-activate-missing config-describe-missing config-delete-missing adc-print-token adc-set-quota-project"
case_name=${1:-}
if [ -z "$case_name" ]; then echo "$CASES" | tr ' ' '\n'; exit 0; fi
. "$(dirname "$0")/lib.sh"
export CLOUDSDK_CONFIG="$W/gcloud-config"
export CLOUDSDK_CORE_DISABLE_PROMPTS=1
export CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK=1
mkdir -p "$CLOUDSDK_CONFIG"
g() { timeout 120 gcloud "$@" 2>&1; }
case "$case_name" in
  no-active-account) g projects list ;;
  no-active-account-run) g run services list --region europe-west1 --project demo-project-123 ;;
  project-name-not-id) g config set project "My Demo Project" ;;
  unrecognized-arguments) g compute instances list --zone ;;
  unrecognized-arguments-run) g run deploy demo --image gcr.io/demo-project-123/app --regin europe-west1 ;;
  component-manager-disabled) g components install beta ;;
  no-such-property) g config set core/foo bar ;;
  key-file-missing) g auth activate-service-account --key-file=/tmp/nonexist.json ;;
  key-file-invalid) echo '{"foo": 1}' > "$W/bad.json"; g auth activate-service-account --key-file="$W/bad.json" ;;
  invalid-choice) g comptue instances list ;;
  # an account is named in the configuration but no credentials were ever stored for it
  no-valid-credentials) g config set account x@y.com >/dev/null; g compute instances list ;;
  no-valid-credentials-run) g config set account x@y.com >/dev/null; g run deploy demo --image gcr.io/x/y --project demo-p ;;
  # an access token file stands in for an account, so gcloud gets as far as its project check
  project-not-set) echo tok > "$W/tok"; g compute instances list --access-token-file="$W/tok" ;;
  location-not-supplied) echo tok > "$W/tok"; g container clusters get-credentials c1 --access-token-file="$W/tok" --project p ;;
  # this machine has no network: the first API call fails to resolve the host and gcloud crashes
  crashed-offline) echo tok > "$W/tok"; g run deploy demo --image gcr.io/x/y --access-token-file="$W/tok" --project demo-p ;;
  components-update-disabled) g components update ;;
  invalid-choice-compute) g compute instnces list ;;
  # a project name given with --project on one command (not stored in the configuration)
  project-flag-name) echo tok > "$W/tok"; g compute instances list --project "My Demo Project" --access-token-file="$W/tok" ;;
  # Dataproc needs its own region property
  region-not-set) echo tok > "$W/tok"; g dataproc clusters list --project demo-p --access-token-file="$W/tok" ;;
  crashed-offline-describe) echo tok > "$W/tok"; g projects describe demo-p --access-token-file="$W/tok" ;;
  # argparse checks of gcloud's own command line: a flag without its value, a positional left out
  argument-expected-one) g compute instances create vm1 --zone ;;
  argument-must-be-specified) g container clusters get-credentials ;;
  missing-required-argument-image) g run deploy ;;
  # named configurations that were never created in this configuration directory
  config-activate-missing) g config configurations activate staging ;;
  config-describe-missing) g config configurations describe staging ;;
  config-delete-missing) g config configurations delete staging ;;
  # Application Default Credentials were never set up (no gcloud auth application-default login)
  adc-print-token) g auth application-default print-access-token ;;
  adc-set-quota-project) g auth application-default set-quota-project demo-project-123 ;;
  *) echo "unknown case: $case_name" >&2; exit 2 ;;
esac
exit 0
