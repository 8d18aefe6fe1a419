#!/usr/bin/env bash
# Capture cases for catalogue/rust's records of Clippy's pedantic lints (off by default): a one-file
# library crate per lint, checked by the real clippy-driver with that one lint raised to warn
# (-W clippy::LINT, as `#![warn(clippy::pedantic)]` or `[lints.clippy] pedantic = "warn"` do). Each case
# prints the diagnostic's code and message as an editor receives them (from --error-format=json:
# "clippy::LINT | message"), then the lint's block as the terminal shows it. Needs the Debian packages
# rust-clippy and cargo (clippy 0.1.63 with rustc 1.63); the Debian driver is called by its path with
# the Debian sysroot, so a rustup toolchain on PATH is not used. Nothing runs but the checker.
# Usage: bash catalogue/capture/clippy-pedantic.sh CASE   (no argument lists the cases)
set -u
source "$(dirname "$0")/clippy-check.sh"
CASES="must-use-candidate missing-errors-doc cast-possible-truncation needless-pass-by-value
similar-names"

# clippy LINT: the findings of clippy::LINT raised to warn (clippy-check.sh).
clippy() { clippy_findings "$1" -W "clippy::$1"; }

case_body() {
  case "$1" in
  must-use-candidate) clippy must_use_candidate <<'RS'
pub fn celsius_to_fahrenheit(c: f64) -> f64 {
    c * 9.0 / 5.0 + 32.0
}
RS
  ;;
  missing-errors-doc) clippy missing_errors_doc <<'RS'
use std::num::ParseIntError;

/// Reads the port number from a configuration value.
pub fn parse_port(value: &str) -> Result<u16, ParseIntError> {
    value.trim().parse()
}
RS
  ;;
  cast-possible-truncation) clippy cast_possible_truncation <<'RS'
pub fn payload_len(data: &[u8]) -> u16 {
    data.len() as u16
}
RS
  ;;
  needless-pass-by-value) clippy needless_pass_by_value <<'RS'
pub fn greeting(name: String) -> usize {
    println!("hello, {}", name);
    name.len()
}
RS
  ;;
  similar-names) clippy similar_names <<'RS'
pub fn spread(values: &[i64]) -> i64 {
    let minimum = values.iter().copied().min().unwrap_or(0);
    let maximum = values.iter().copied().max().unwrap_or(0);
    let minimun = minimum - 1;
    maximum - minimun
}
RS
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
