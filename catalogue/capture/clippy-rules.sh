#!/usr/bin/env bash
# Capture cases for catalogue/rust's rules of Clippy: a one-file library crate per lint, checked by
# the real clippy-driver. Each case prints the diagnostic's code and message as an editor receives
# them (from --error-format=json: "clippy::LINT | message"), then the lint's block as the terminal
# shows it. Needs the Debian packages rust-clippy and cargo (clippy 0.1.63 with rustc 1.63); the
# Debian driver is called by its path with the Debian sysroot, so a rustup toolchain on PATH is not
# used. Nothing runs but the checker.
# Usage: bash catalogue/capture/clippy-rules.sh CASE   (no argument lists the cases)
set -u
source "$(dirname "$0")/clippy-check.sh"
CASES="eq-op approx-constant absurd-extreme-comparisons never-loop mutable-key-type
await-holding-lock declare-interior-mutable-const empty-loop unused-io-amount
suspicious-else-formatting iter-next-loop while-immutable-condition let-underscore-lock"

# clippy LINT: the findings of clippy::LINT at its default level (clippy-check.sh).
clippy() { clippy_findings "$1"; }

case_body() {
  case "$1" in
  eq-op) clippy eq_op <<'RS'
pub struct Rect {
    pub width: u32,
    pub height: u32,
}

pub fn is_square(r: &Rect) -> bool {
    r.width == r.width
}
RS
  ;;
  approx-constant) clippy approx_constant <<'RS'
pub fn circle_area(radius: f64) -> f64 {
    3.14159 * radius * radius
}
RS
  ;;
  absurd-extreme-comparisons) clippy absurd_extreme_comparisons <<'RS'
pub fn has_items(count: usize) -> bool {
    count >= 0
}
RS
  ;;
  never-loop) clippy never_loop <<'RS'
pub fn first_even(values: &[i32]) -> Option<i32> {
    for v in values {
        if v % 2 == 0 {
            return Some(*v);
        }
        return None;
    }
    None
}
RS
  ;;
  mutable-key-type) clippy mutable_key_type <<'RS'
use std::cell::Cell;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

#[derive(PartialEq, Eq)]
pub struct Counter {
    id: u32,
    hits: Cell<u32>,
}

impl Hash for Counter {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

pub fn distinct(items: Vec<Counter>) -> usize {
    let seen: HashSet<Counter> = items.into_iter().collect();
    seen.len()
}
RS
  ;;
  await-holding-lock) clippy await_holding_lock <<'RS'
use std::sync::Mutex;

async fn flush() {}

pub async fn record(log: &Mutex<Vec<String>>, line: String) {
    let mut guard = log.lock().unwrap();
    guard.push(line);
    flush().await;
}
RS
  ;;
  declare-interior-mutable-const) clippy declare_interior_mutable_const <<'RS'
use std::sync::atomic::{AtomicUsize, Ordering};

pub const REQUESTS: AtomicUsize = AtomicUsize::new(0);

pub fn bump() -> usize {
    REQUESTS.fetch_add(1, Ordering::SeqCst)
}
RS
  ;;
  empty-loop) clippy empty_loop <<'RS'
pub fn halt() -> ! {
    loop {}
}
RS
  ;;
  unused-io-amount) clippy unused_io_amount <<'RS'
use std::io::{self, Write};

pub fn save(out: &mut impl Write, data: &[u8]) -> io::Result<()> {
    out.write(data)?;
    Ok(())
}
RS
  ;;
  suspicious-else-formatting) clippy suspicious_else_formatting <<'RS'
pub fn sign(x: i32) -> i32 {
    let mut s = 0;
    if x > 0 {
        s = 1;
    } if x < 0 {
        s = -1;
    }
    s
}
RS
  ;;
  iter-next-loop) clippy iter_next_loop <<'RS'
pub fn total(values: &[u32]) -> u32 {
    let mut sum = 0;
    let mut it = values.iter();
    for v in it.next() {
        sum += v;
    }
    sum
}
RS
  ;;
  while-immutable-condition) clippy while_immutable_condition <<'RS'
pub fn countdown(start: u32) -> u32 {
    let n = start;
    let mut steps = 0;
    while n > 0 {
        steps += 1;
    }
    steps
}
RS
  ;;
  let-underscore-lock) clippy let_underscore_lock <<'RS'
use std::sync::Mutex;

pub fn touch(m: &Mutex<u32>) {
    let _ = m.lock().unwrap();
}
RS
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
