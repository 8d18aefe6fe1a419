#!/usr/bin/env bash
# Capture cases for catalogue/terraform: each case writes a small configuration into a temporary
# directory and runs the real terraform CLI on it, offline, printing what it prints (stderr merged).
# Needs: terraform (1.x, on PATH; not a Debian package, the HashiCorp binary), python3 (lib.sh).
# Only the built-in provider (terraform_data) and local modules are used: no registry, no cloud.
# Every case runs with -no-color, as CI logs show it; CASE-box runs the same case in Terraform's
# default boxed form (colours stripped, as a terminal shows it).
# Usage: bash catalogue/capture/terraform.sh CASE    (no argument: list the cases)
set -u
CASES="provider-query-failed missing-required-provider undeclared-input-variable
undeclared-resource undeclared-local unsupported-argument missing-required-argument
duplicate-resource invalid-reference unsupported-attribute module-not-installed
invalid-value-for-variable no-value-for-required-variable state-lock backend-changed
backend-init-required unsupported-core-version cycle invalid-count-unknown
invalid-for-each-unknown unknown-function function-file-missing unsupported-block-type
argument-or-block-required missing-resource-instance-key invalid-index undeclared-variable-value
tfvars-file-missing no-configuration-files variables-not-allowed-backend workspace-missing
inconsistent-lock-file invalid-expression unclosed-block output-sensitive duplicate-variable
incorrect-attribute-value-type inconsistent-conditional-types invalid-function-argument
unreadable-module-directory for-each-set-of-strings invalid-template-interpolation
moved-block-duplicate resource-already-managed prevent-destroy saved-plan-stale
invalid-resource-type count-in-non-counted-context each-without-for-each null-attribute
invalid-block-definition missing-newline-after-argument missing-item-separator single-quotes
function-calls-not-allowed invalid-variable-default module-source-changed
too-many-arguments-dir too-many-arguments-apply invalid-var-option invalid-var-option-equals
flag-needs-argument-var-file flag-needs-argument-target invalid-resource-name
undeclared-module plan-file-missing tfvars-variable-declaration multi-line-string"

if [ $# -eq 0 ]; then for c in $CASES; do printf '%s\n%s-box\n' "$c" "$c"; done; exit 0; fi
BOX=0
CASE=$1
case "$CASE" in *-box) BOX=1; CASE=${CASE%-box} ;; esac
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
export TF_CLI_CONFIG_FILE=$W/.terraformrc TF_IN_AUTOMATION=1 TF_INPUT=0 CHECKPOINT_DISABLE=1
: > "$TF_CLI_CONFIG_FILE"
unset TF_LOG TF_WORKSPACE
w() { cat > "$1"; }
nocolour() { sed 's/\x1b\[[0-9;]*m//g'; }
tf() { if [ "$BOX" = 1 ]; then terraform "$@" 2>&1 | nocolour; else terraform "$@" -no-color 2>&1; fi; }
init() { terraform init -no-color >/dev/null 2>&1; }

# Files that several cases write alike (run with other options or beside other files).
sample_main_tf() { w main.tf <<'EOF'
module "network" {
  source = "./modules/network"
}
EOF
}
sample_main_tf_2() { w main.tf <<'EOF'
variable "region" {
  type = string
}
EOF
}
sample_main_tf_3() { w main.tf <<'EOF'
variable "region" {
  type    = string
  default = "eu-west-1"
}
EOF
}
sample_main_tf_4() { w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
}
EOF
}
case "$CASE" in
provider-query-failed)
  w main.tf <<'EOF'
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}
EOF
  tf init ;;
missing-required-provider)
  w main.tf <<'EOF'
resource "random_pet" "name" {}
EOF
  tf validate ;;
undeclared-input-variable)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = var.instance_type
}
EOF
  init; tf validate ;;
undeclared-resource)
  w main.tf <<'EOF'
output "instance_id" {
  value = aws_instance.web.id
}
EOF
  init; tf validate ;;
undeclared-local)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = local.common_tags
}
EOF
  init; tf validate ;;
unsupported-argument)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
  name  = "web"
}
EOF
  init; tf validate ;;
missing-required-argument)
  mkdir -p modules/network
  w modules/network/main.tf <<'EOF'
variable "cidr_block" {
  type = string
}
EOF
  sample_main_tf
  init; tf validate ;;
duplicate-resource)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
}

resource "terraform_data" "web" {
  input = "b"
}
EOF
  tf validate ;;
invalid-reference)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = instance_type
}
EOF
  init; tf validate ;;
unsupported-attribute)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
}

output "public_ip" {
  value = terraform_data.web.public_ip
}
EOF
  init; tf validate ;;
module-not-installed)
  mkdir -p modules/network
  w modules/network/main.tf <<'EOF'
output "id" { value = "x" }
EOF
  sample_main_tf
  tf plan ;;
invalid-value-for-variable)
  w main.tf <<'EOF'
variable "environment" {
  type = string
  validation {
    condition     = contains(["dev", "staging", "prod"], var.environment)
    error_message = "The environment must be one of dev, staging or prod."
  }
}
EOF
  init; tf plan -var environment=production ;;
no-value-for-required-variable)
  sample_main_tf_2
  init; tf plan ;;
state-lock)
  w main.tf <<'EOF'
resource "terraform_data" "slow" {
  provisioner "local-exec" {
    command = "sleep 20"
  }
}
EOF
  init
  terraform apply -auto-approve -no-color >/dev/null 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 100); do [ -f .terraform.tfstate.lock.info ] && break; sleep 0.1; done
  sleep 1
  tf plan ;;
backend-changed)
  w main.tf <<'EOF'
terraform {
  backend "local" {
    path = "state/one.tfstate"
  }
}
EOF
  init
  sed -i 's/one.tfstate/two.tfstate/' main.tf
  tf init ;;
backend-init-required)
  w main.tf <<'EOF'
resource "terraform_data" "web" {}
EOF
  init
  w backend.tf <<'EOF'
terraform {
  backend "local" {
    path = "state/terraform.tfstate"
  }
}
EOF
  tf plan ;;
unsupported-core-version)
  w main.tf <<'EOF'
terraform {
  required_version = "~> 0.12.0"
}
EOF
  tf init ;;
cycle)
  w main.tf <<'EOF'
resource "terraform_data" "a" {
  input = terraform_data.b.output
}

resource "terraform_data" "b" {
  input = terraform_data.a.output
}
EOF
  init; tf plan ;;
invalid-count-unknown)
  w main.tf <<'EOF'
resource "terraform_data" "ids" {
  input = ["a", "b"]
}

resource "terraform_data" "per_id" {
  count = terraform_data.ids.id == "" ? 0 : 2
  input = count.index
}
EOF
  init; tf plan ;;
invalid-for-each-unknown)
  w main.tf <<'EOF'
resource "terraform_data" "ids" {
  input = ["a", "b"]
}

resource "terraform_data" "per_id" {
  for_each = toset(terraform_data.ids.output)
  input    = each.key
}
EOF
  init; tf plan ;;
unknown-function)
  w main.tf <<'EOF'
locals {
  name = uppercase("web")
}
EOF
  init; tf validate ;;
function-file-missing)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = file("${path.module}/scripts/init.sh")
}
EOF
  init; tf plan ;;
unsupported-block-type)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  tags {
    Name = "web"
  }
}
EOF
  init; tf validate ;;
argument-or-block-required)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
  -
}
EOF
  tf validate ;;
missing-resource-instance-key)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  count = 2
  input = "a"
}

output "id" {
  value = terraform_data.web.id
}
EOF
  init; tf validate ;;
invalid-index)
  w main.tf <<'EOF'
locals {
  subnets = ["a", "b"]
  third   = local.subnets[2]
}

output "third" {
  value = local.third
}
EOF
  init; tf plan ;;
undeclared-variable-value)
  sample_main_tf_3
  init; tf plan -var instance_type=t3.micro ;;
tfvars-file-missing)
  sample_main_tf_3
  init; tf plan -var-file=prod.tfvars ;;
no-configuration-files)
  tf plan ;;
variables-not-allowed-backend)
  w main.tf <<'EOF'
variable "env" {
  type = string
}

terraform {
  backend "local" {
    path = "state/${var.env}.tfstate"
  }
}
EOF
  tf init ;;
workspace-missing)
  w main.tf <<'EOF'
resource "terraform_data" "web" {}
EOF
  init; tf workspace select staging ;;
inconsistent-lock-file)
  w main.tf <<'EOF'
terraform {
  required_providers {
    random = {
      source = "hashicorp/random"
    }
  }
}
EOF
  w .terraform.lock.hcl <<'EOF'
# This file is maintained automatically by "terraform init".
EOF
  tf plan ;;
invalid-expression)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input =
}
EOF
  tf validate ;;
unclosed-block)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a"
EOF
  tf validate ;;
output-sensitive)
  w main.tf <<'EOF'
variable "db_password" {
  type      = string
  sensitive = true
  default   = "x"
}

output "password" {
  value = var.db_password
}
EOF
  init; tf plan ;;
duplicate-variable)
  sample_main_tf_2
  w variables.tf <<'EOF'
variable "region" {
  type = string
}
EOF
  tf validate ;;
incorrect-attribute-value-type)
  mkdir -p modules/network
  w modules/network/main.tf <<'EOF'
variable "subnet_count" {
  type = number
}
EOF
  w main.tf <<'EOF'
module "network" {
  source       = "./modules/network"
  subnet_count = "three"
}
EOF
  init; tf validate ;;
inconsistent-conditional-types)
  w main.tf <<'EOF'
variable "enabled" {
  type    = bool
  default = true
}

locals {
  ports = var.enabled ? [80, 443] : "none"
}

output "ports" {
  value = local.ports
}
EOF
  init; tf plan ;;
invalid-function-argument)
  w main.tf <<'EOF'
locals {
  port = tonumber("http")
}

output "port" {
  value = local.port
}
EOF
  init; tf plan ;;
unreadable-module-directory)
  sample_main_tf
  tf init ;;
for-each-set-of-strings)
  w main.tf <<'EOF'
resource "terraform_data" "user" {
  for_each = ["alice", "bob"]
  input    = each.key
}
EOF
  init; tf validate ;;
invalid-template-interpolation)
  w main.tf <<'EOF'
locals {
  subnets = ["a", "b"]
  label   = "subnets: ${local.subnets}"
}

output "label" {
  value = local.label
}
EOF
  init; tf plan ;;
moved-block-duplicate)
  w main.tf <<'EOF'
resource "terraform_data" "a" {}
resource "terraform_data" "b" {}

moved {
  from = terraform_data.old
  to   = terraform_data.a
}

moved {
  from = terraform_data.old
  to   = terraform_data.b
}
EOF
  init; tf plan ;;
resource-already-managed)
  sample_main_tf_4
  init; terraform apply -auto-approve -no-color >/dev/null 2>&1
  tf import terraform_data.web 6ed3178d-607a-2e24-6fc8-20d26ebe1898 ;;
prevent-destroy)
  w main.tf <<'EOF'
resource "terraform_data" "db" {
  triggers_replace = "v1"
  lifecycle {
    prevent_destroy = true
  }
}
EOF
  init; terraform apply -auto-approve -no-color >/dev/null 2>&1
  sed -i 's/"v1"/"v2"/' main.tf
  tf plan ;;
saved-plan-stale)
  sample_main_tf_4
  init; terraform plan -out tfplan -no-color >/dev/null 2>&1
  terraform apply -auto-approve -no-color >/dev/null 2>&1
  tf apply tfplan ;;
invalid-resource-type)
  w main.tf <<'EOF'
resource "terraform_instance" "web" {
}
EOF
  init; tf validate ;;
count-in-non-counted-context)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "web-${count.index}"
}
EOF
  init; tf validate ;;
each-without-for-each)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = each.value
}
EOF
  init; tf validate ;;
null-attribute)
  w main.tf <<'EOF'
variable "settings" {
  type = object({ name = string })
  default = null
}
resource "terraform_data" "web" {
  input = var.settings.name
}
EOF
  init; tf plan ;;
invalid-block-definition)
  w main.tf <<'EOF'
resource "terraform_data" "web"
{
  input = "a"
}
EOF
  init; tf validate ;;
missing-newline-after-argument)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = "a" triggers_replace = "b"
}
EOF
  init; tf validate ;;
missing-item-separator)
  w main.tf <<'EOF'
locals {
  zones = ["a" "b"]
}
EOF
  init; tf validate ;;
single-quotes)
  w main.tf <<'EOF'
resource "terraform_data" "web" {
  input = 'web'
}
EOF
  init; tf validate ;;
function-calls-not-allowed)
  w main.tf <<'EOF'
variable "name" {
  default = lower("WEB")
}
EOF
  init; tf validate ;;
invalid-variable-default)
  w main.tf <<'EOF'
variable "port" {
  type    = number
  default = "http"
}
EOF
  init; tf validate ;;
module-source-changed)
  mkdir -p modules/network modules/vpc
  echo 'variable "cidr" { default = "10.0.0.0/16" }' > modules/network/main.tf
  cp modules/network/main.tf modules/vpc/main.tf
  sample_main_tf
  init
  sed -i 's#./modules/network#./modules/vpc#' main.tf
  tf plan ;;
too-many-arguments-dir)
  sample_main_tf_3
  init; tf plan ./envs/prod ;;
too-many-arguments-apply)
  sample_main_tf_3
  init; tf apply tfplan extra ;;
invalid-var-option)
  sample_main_tf_3
  init; tf plan -var region ;;
invalid-var-option-equals)
  sample_main_tf_3
  init; tf plan -var=region ;;
flag-needs-argument-var-file)
  sample_main_tf_3
  init; tf plan -var-file ;;
flag-needs-argument-target)
  sample_main_tf_3
  init; tf apply -target ;;
invalid-resource-name)
  w main.tf <<'EOF'
resource "terraform_data" "1web" {
}
EOF
  init; tf validate ;;
undeclared-module)
  w main.tf <<'EOF'
output "vpc_id" {
  value = module.network.vpc_id
}
EOF
  init; tf validate ;;
plan-file-missing)
  sample_main_tf_4
  init; tf apply tfplan ;;
tfvars-variable-declaration)
  sample_main_tf_2
  w prod.tfvars <<'EOF'
variable "region" {
  default = "eu-west-1"
}
EOF
  init; tf plan -var-file=prod.tfvars ;;
multi-line-string)
  w main.tf <<'EOF'
locals {
  motd = "line one
line two"
}
EOF
  init; tf validate ;;
*) echo "unknown case: $CASE" >&2; exit 2 ;;
esac
