#!/usr/bin/env bash
# Capture cases for catalogue/rust: rustc error codes, runtime panics and cargo failures.
# Needs: a Rust toolchain (rustc and cargo, e.g. rustup's 1.95 in /root/.cargo/bin); no Debian
# packages beyond bash and coreutils. Everything runs offline (cargo --offline, no crates.io).
# Usage: bash catalogue/capture/rust.sh CASE   (no argument lists the cases)
set -u
export PATH="$HOME/.cargo/bin:/root/.cargo/bin:$PATH"
export CARGO_TERM_COLOR=never RUST_BACKTRACE=0

CASES="mismatched-types use-of-moved-value use-of-moved-value-call two-mutable-borrows mutable-borrow-while-immutable
move-out-while-borrowed assign-to-borrowed move-out-of-reference return-reference-to-local
does-not-live-long-enough temporary-dropped-while-borrowed cannot-find-value failed-to-resolve failed-to-resolve-crate
cannot-find-type no-method-found trait-bound-not-satisfied question-mark-in-main type-annotations-needed
type-annotations-needed-multiple-impls missing-trait-items wrong-argument-count
missing-lifetime-specifier binary-operation-not-supported assign-twice-to-immutable
main-function-not-found private-field private-item unresolved-import no-field-on-type
struct-has-no-field unwrap-none unwrap-err index-out-of-bounds
assert-eq-failed cargo-manifest-parse cargo-manifest-missing-field
mismatched-types-return two-mutable-borrows-closure mutable-borrow-while-immutable-loop
move-out-while-borrowed-struct assign-to-borrowed-string move-out-of-reference-field
return-reference-to-local-str does-not-live-long-enough-vec temporary-dropped-while-borrowed-string
cannot-find-value-typo cannot-find-type-field no-method-found-iter type-annotations-needed-collect
missing-trait-items-display wrong-argument-count-method missing-lifetime-specifier-fn
binary-operation-not-supported-add assign-twice-to-immutable-loop main-function-not-found-module
private-field-tuple private-item-struct unresolved-import-module no-field-on-type-tuple
struct-has-no-field-update unwrap-none-hashmap unwrap-err-file index-out-of-bounds-args
type-annotations-needed-option assert-eq-failed-strings cargo-no-manifest cargo-no-manifest-run
overflow-subtract overflow-add divide-by-zero char-boundary refcell-already-borrowed thread-stack-overflow
cargo-select-version cargo-missing-feature cargo-rustc-too-old linker-not-found could-not-compile
toolchain-not-installed cargo-locked-lockfile cargo-not-in-workspace cargo-no-matching-package
cargo-no-such-command rustup-no-default-toolchain cargo-file-lock linker-cc-not-found build-script-failed"

# Compile main.rs (read from stdin) as a 2021-edition binary and print the compiler's output.
compile() { cat > main.rs; rustc --edition 2021 main.rs -o main 2>&1; }
# crate NAME VERSION lib|bin [MANIFEST LINES]: a one-file package in ./NAME (offline, no registry).
crate() {
  mkdir -p "$1/src"
  printf '[package]\nname = "%s"\nversion = "%s"\nedition = "2021"\n%s\n' "$1" "$2" "${4:-}" > "$1/Cargo.toml"
  if [ "$3" = lib ]; then echo 'pub fn f() {}' > "$1/src/lib.rs"; else echo 'fn main() {}' > "$1/src/main.rs"; fi
}
# Compile quietly, then run the program and print only what it prints.
run() { cat > main.rs; rustc --edition 2021 -A warnings main.rs -o main >/dev/null 2>&1 || { echo "compile failed" >&2; return 1; }; ./main 2>&1; }

case_body() {
  case "$1" in
  mismatched-types) compile <<'RS'
fn main() {
    let count: i32 = "5";
    println!("{}", count);
}
RS
  ;;
  use-of-moved-value) compile <<'RS'
fn main() {
    let name = String::from("ferris");
    let owner = name;
    println!("{} {}", name, owner);
}
RS
  ;;
  use-of-moved-value-call) compile <<'RS'
fn total(values: Vec<i32>) -> i32 {
    values.iter().sum()
}

fn main() {
    let data = vec![1, 2, 3];
    let a = total(data);
    let b = total(data);
    println!("{} {}", a, b);
}
RS
  ;;
  two-mutable-borrows) compile <<'RS'
fn main() {
    let mut items = vec![1, 2, 3];
    let first = &mut items;
    let second = &mut items;
    first.push(4);
    second.push(5);
}
RS
  ;;
  mutable-borrow-while-immutable) compile <<'RS'
fn main() {
    let mut items = vec![1, 2, 3];
    let first = &items[0];
    items.push(4);
    println!("{}", first);
}
RS
  ;;
  move-out-while-borrowed) compile <<'RS'
fn consume(_s: String) {}

fn main() {
    let text = String::from("hello");
    let view = &text;
    consume(text);
    println!("{}", view);
}
RS
  ;;
  assign-to-borrowed) compile <<'RS'
fn main() {
    let mut total = 10;
    let seen = &total;
    total = 20;
    println!("{} {}", seen, total);
}
RS
  ;;
  move-out-of-reference) compile <<'RS'
fn main() {
    let names = vec![String::from("a"), String::from("b")];
    let first = names[0];
    println!("{}", first);
}
RS
  ;;
  return-reference-to-local) compile <<'RS'
fn make_list() -> &'static Vec<i32> {
    let list = vec![1, 2, 3];
    &list
}

fn main() {
    println!("{:?}", make_list());
}
RS
  ;;
  does-not-live-long-enough) compile <<'RS'
fn main() {
    let r;
    {
        let value = 5;
        r = &value;
    }
    println!("{}", r);
}
RS
  ;;
  temporary-dropped-while-borrowed) compile <<'RS'
use std::path::PathBuf;

fn main() {
    let p = PathBuf::from("/tmp/data").as_path();
    println!("{:?}", p);
}
RS
  ;;
  cannot-find-value) compile <<'RS'
fn main() {
    let total = 3;
    println!("{}", totl);
}
RS
  ;;
  failed-to-resolve) compile <<'RS'
fn main() {
    let mut m = HashMap::new();
    m.insert(1, "one");
}
RS
  ;;
  failed-to-resolve-crate) compile <<'RS'
fn main() {
    let id = uuid::Uuid::new_v4();
    println!("{}", id);
}
RS
  ;;
  cannot-find-type) compile <<'RS'
fn area(shape: &Rectangle) -> u32 {
    0
}

fn main() {}
RS
  ;;
  no-method-found) compile <<'RS'
struct Counter {
    n: u32,
}

fn main() {
    let c = Counter { n: 0 };
    c.increment();
}
RS
  ;;
  trait-bound-not-satisfied) compile <<'RS'
fn duplicate<T: Copy>(value: T) -> (T, T) {
    (value, value)
}

fn main() {
    let pair = duplicate(String::from("x"));
    println!("{:?}", pair);
}
RS
  ;;
  question-mark-in-main) compile <<'RS'
use std::fs;

fn main() {
    let text = fs::read_to_string("config.toml")?;
    println!("{}", text);
}
RS
  ;;
  type-annotations-needed) compile <<'RS'
fn main() {
    let items = Vec::new();
    println!("{}", items.len());
}
RS
  ;;
  type-annotations-needed-multiple-impls) compile <<'RS'
fn main() {
    let total = [1u32, 2, 3].iter().sum();
    println!("{}", total);
}
RS
  ;;
  missing-trait-items) compile <<'RS'
trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> String;
}

struct Square(f64);

impl Shape for Square {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
}

fn main() {}
RS
  ;;
  wrong-argument-count) compile <<'RS'
fn add(a: i32, b: i32) -> i32 {
    a + b
}

fn main() {
    println!("{}", add(1));
}
RS
  ;;
  missing-lifetime-specifier) compile <<'RS'
struct Config {
    name: &str,
}

fn main() {}
RS
  ;;
  binary-operation-not-supported) compile <<'RS'
struct Point {
    x: i32,
    y: i32,
}

fn main() {
    let a = Point { x: 1, y: 2 };
    let b = Point { x: 1, y: 2 };
    if a == b {
        println!("same");
    }
}
RS
  ;;
  assign-twice-to-immutable) compile <<'RS'
fn main() {
    let count = 0;
    println!("{}", count);
    count = 1;
    println!("{}", count);
}
RS
  ;;
  main-function-not-found) compile <<'RS'
fn start() {
    println!("hello");
}
RS
  ;;
  private-field) compile <<'RS'
mod bank {
    pub struct Account {
        balance: i64,
    }

    impl Account {
        pub fn new() -> Account {
            Account { balance: 0 }
        }
    }
}

fn main() {
    let acc = bank::Account::new();
    println!("{}", acc.balance);
}
RS
  ;;
  private-item) compile <<'RS'
mod util {
    fn helper() -> u32 {
        42
    }
}

fn main() {
    println!("{}", util::helper());
}
RS
  ;;
  unresolved-import) compile <<'RS'
use std::collections::HashMapp;
use serde::Deserialize;

fn main() {}
RS
  ;;
  no-field-on-type) compile <<'RS'
struct User {
    name: String,
}

fn main() {
    let u = User { name: String::from("ada") };
    println!("{}", u.email);
}
RS
  ;;
  struct-has-no-field) compile <<'RS'
struct User {
    name: String,
}

fn main() {
    let u = User { name: String::from("ada"), age: 36 };
    println!("{}", u.name);
}
RS
  ;;
  unwrap-none) run <<'RS'
fn main() {
    let args: Vec<String> = Vec::new();
    let first = args.first().unwrap();
    println!("{}", first);
}
RS
  ;;
  unwrap-err) run <<'RS'
fn main() {
    let port: u16 = "80a".parse().unwrap();
    println!("{}", port);
}
RS
  ;;
  index-out-of-bounds) run <<'RS'
fn main() {
    let v = vec![10, 20, 30];
    let i = v.len() + 7;
    println!("{}", v[i]);
}
RS
  ;;
  assert-eq-failed)
    cargo new --offline --vcs none --lib demo >/dev/null 2>&1
    cd demo
    cat > src/lib.rs <<'RS'
pub fn add(a: i32, b: i32) -> i32 {
    a + b + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_two_numbers() {
        assert_eq!(add(2, 2), 4);
    }
}
RS
    cargo test --offline -q 2>&1
  ;;
  cargo-no-manifest)
    mkdir -p src && cd src && cargo build --offline 2>&1
  ;;
  cargo-no-manifest-run)
    cargo run --offline 2>&1
  ;;
  cargo-manifest-missing-field)
    cargo new --offline --vcs none demo >/dev/null 2>&1
    cd demo
    cat > Cargo.toml <<'TOML'
[package]
version = "0.1.0"
edition = "2021"
TOML
    cargo build --offline 2>&1
  ;;
  cargo-manifest-parse)
    cargo new --offline --vcs none demo >/dev/null 2>&1
    cd demo
    cat > Cargo.toml <<'TOML'
[package]
name = "demo"
version = "0.1.0
edition = "2021"

[dependencies]
TOML
    cargo build --offline 2>&1
  ;;
  mismatched-types-return) compile <<'RS'
fn parse_port(input: &str) -> u16 {
    input.len()
}

fn main() {
    println!("{}", parse_port("8080"));
}
RS
  ;;
  two-mutable-borrows-closure) compile <<'RS'
fn main() {
    let mut counter = 0;
    let mut bump = || counter += 1;
    let also = &mut counter;
    bump();
    *also += 1;
}
RS
  ;;
  mutable-borrow-while-immutable-loop) compile <<'RS'
fn main() {
    let mut scores = vec![3, 7, 9];
    for s in scores.iter() {
        if *s > 5 {
            scores.push(*s * 2);
        }
    }
}
RS
  ;;
  move-out-while-borrowed-struct) compile <<'RS'
struct Config {
    path: String,
}

fn main() {
    let cfg = Config { path: String::from("/etc/app.toml") };
    let path_ref = &cfg.path;
    let owned = cfg;
    println!("{} {}", path_ref, owned.path);
}
RS
  ;;
  assign-to-borrowed-string) compile <<'RS'
fn main() {
    let mut state = String::from("idle");
    let previous = &state;
    state = String::from("running");
    println!("{} -> {}", previous, state);
}
RS
  ;;
  move-out-of-reference-field) compile <<'RS'
struct Job {
    name: String,
}

fn take_name(job: &Job) -> String {
    job.name
}

fn main() {
    let j = Job { name: String::from("backup") };
    println!("{}", take_name(&j));
}
RS
  ;;
  return-reference-to-local-str) compile <<'RS'
fn greeting(user: &str) -> &str {
    let text = format!("hello, {}", user);
    &text
}

fn main() {
    println!("{}", greeting("ada"));
}
RS
  ;;
  does-not-live-long-enough-vec) compile <<'RS'
fn main() {
    let mut refs: Vec<&String> = Vec::new();
    for i in 0..3 {
        let label = format!("item-{}", i);
        refs.push(&label);
    }
    println!("{:?}", refs);
}
RS
  ;;
  temporary-dropped-while-borrowed-string) compile <<'RS'
fn main() {
    let name = String::from("Ferris").to_lowercase().as_str();
    println!("{}", name);
}
RS
  ;;
  cannot-find-value-typo) compile <<'RS'
fn compute(width: u32, height: u32) -> u32 {
    width * hieght
}

fn main() {
    println!("{}", compute(2, 3));
}
RS
  ;;
  cannot-find-type-field) compile <<'RS'
struct Cache {
    entries: Vec<Entry>,
}

fn main() {}
RS
  ;;
  no-method-found-iter) compile <<'RS'
fn main() {
    let words = vec!["a", "b"];
    let joined = words.iter().concat_all(",");
    println!("{}", joined);
}
RS
  ;;
  type-annotations-needed-collect) compile <<'RS'
fn main() {
    let parsed = "1,2,3".split(',').map(|s| s.parse::<i32>().unwrap()).collect();
    println!("{:?}", parsed);
}
RS
  ;;
  missing-trait-items-display) compile <<'RS'
use std::fmt;

struct Version(u32, u32);

impl fmt::Display for Version {}

fn main() {
    println!("{}", Version(1, 2));
}
RS
  ;;
  wrong-argument-count-method) compile <<'RS'
struct Logger;

impl Logger {
    fn log(&self, level: &str, msg: &str) {
        println!("[{}] {}", level, msg);
    }
}

fn main() {
    let l = Logger;
    l.log("info", "started", 3);
}
RS
  ;;
  missing-lifetime-specifier-fn) compile <<'RS'
fn longest(a: &str, b: &str) -> &str {
    if a.len() > b.len() { a } else { b }
}

fn main() {
    println!("{}", longest("ab", "c"));
}
RS
  ;;
  binary-operation-not-supported-add) compile <<'RS'
#[derive(Debug)]
struct Money {
    cents: i64,
}

fn main() {
    let a = Money { cents: 150 };
    let b = Money { cents: 250 };
    let total = a + b;
    println!("{:?}", total);
}
RS
  ;;
  assign-twice-to-immutable-loop) compile <<'RS'
fn main() {
    let sum = 0;
    for n in 1..=10 {
        sum += n;
    }
    println!("{}", sum);
}
RS
  ;;
  main-function-not-found-module) compile <<'RS'
mod app {
    pub fn main() {
        println!("inside module");
    }
}
RS
  ;;
  private-field-tuple) compile <<'RS'
mod units {
    pub struct Meters(f64);

    pub fn meters(v: f64) -> Meters {
        Meters(v)
    }
}

fn main() {
    let m = units::meters(3.5);
    println!("{}", m.0);
}
RS
  ;;
  private-item-struct) compile <<'RS'
mod storage {
    struct Disk {
        pub size: u64,
    }
}

fn main() {
    let d = storage::Disk { size: 10 };
    println!("{}", d.size);
}
RS
  ;;
  unresolved-import-module) compile <<'RS'
mod network {
    pub fn connect() {}
}

use network::disconnect;

fn main() {
    network::connect();
}
RS
  ;;
  no-field-on-type-tuple) compile <<'RS'
struct Pair(i32, i32);

fn main() {
    let p = Pair(1, 2);
    println!("{}", p.2);
}
RS
  ;;
  struct-has-no-field-update) compile <<'RS'
#[derive(Default)]
struct Options {
    verbose: bool,
    retries: u32,
}

fn main() {
    let o = Options { retry: 3, ..Default::default() };
    println!("{} {}", o.verbose, o.retries);
}
RS
  ;;
  unwrap-none-hashmap) run <<'RS'
use std::collections::HashMap;

fn main() {
    let mut env: HashMap<&str, &str> = HashMap::new();
    env.insert("HOME", "/root");
    let shell = env.get("SHELL").unwrap();
    println!("{}", shell);
}
RS
  ;;
  unwrap-err-file) run <<'RS'
use std::fs::File;

fn main() {
    let f = File::open("/nonexistent/settings.json").unwrap();
    println!("{:?}", f);
}
RS
  ;;
  index-out-of-bounds-args) run <<'RS'
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = &args[1];
    println!("{}", mode);
}
RS
  ;;
  assert-eq-failed-strings)
    cargo new --offline --vcs none --lib greet >/dev/null 2>&1
    cd greet
    cat > src/lib.rs <<'RS'
pub fn greet(name: &str) -> String {
    format!("Hello {}", name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greets_by_name() {
        assert_eq!(greet("Ada"), "Hello, Ada!");
    }
}
RS
    cargo test --offline -q 2>&1
  ;;
  overflow-subtract) run <<'RS'
fn main() {
    let stock: u32 = std::env::args().count() as u32;
    let sold: u32 = 3;
    println!("{}", stock - sold);
}
RS
  ;;
  overflow-add) run <<'RS'
fn main() {
    let base: u8 = 200 + std::env::args().count() as u8;
    let total = base + 100;
    println!("{}", total);
}
RS
  ;;
  divide-by-zero) run <<'RS'
fn main() {
    let items = std::env::args().count() - 1;
    println!("{}", 100 / items);
}
RS
  ;;
  char-boundary) run <<'RS'
fn main() {
    let name = String::from("héllo");
    println!("{}", &name[..2]);
}
RS
  ;;
  refcell-already-borrowed) run <<'RS'
use std::cell::RefCell;
fn main() {
    let cache = RefCell::new(vec![1, 2, 3]);
    let first = cache.borrow();
    cache.borrow_mut().push(4);
    println!("{:?}", first);
}
RS
  ;;
  thread-stack-overflow) run <<'RS'
fn depth(n: u64) -> u64 { if n == u64::MAX { 0 } else { 1 + depth(n + 1) } }
fn main() { println!("{}", depth(std::env::args().count() as u64)); }
RS
  ;;
  cargo-select-version) crate dep 1.0.0 lib
  crate app 0.1.0 bin $'[dependencies]\ndep = { path = "../dep", version = "2" }'
  (cd app && cargo build --offline 2>&1)
  ;;
  cargo-missing-feature) crate dep 1.0.0 lib
  crate app 0.1.0 bin $'[dependencies]\ndep = { path = "../dep", features = ["derive"] }'
  (cd app && cargo build --offline 2>&1)
  ;;
  cargo-rustc-too-old) crate newdep 0.3.0 lib 'rust-version = "1.99"'
  crate app 0.1.0 bin $'[dependencies]\nnewdep = { path = "../newdep" }'
  (cd app && cargo build --offline 2>&1)
  ;;
  linker-not-found) crate app 0.1.0 bin
  (cd app && RUSTFLAGS="-C linker=x86_64-linux-musl-gcc" cargo build --offline 2>&1)
  ;;
  could-not-compile) crate app 0.1.0 bin
  printf 'fn main() {\n    let port: u16 = "8080";\n    let host: String = 42;\n    println!("{host}:{port}");\n}\n' > app/src/main.rs
  (cd app && cargo build --offline 2>&1)
  ;;
  toolchain-not-installed) crate app 0.1.0 bin
  (cd app && cargo +1.60.0-x86_64-unknown-linux-gnu build 2>&1)
  ;;
  cargo-locked-lockfile) crate dep 1.0.0 lib; crate extra 0.2.0 lib
  crate app 0.1.0 bin $'[dependencies]\ndep = { path = "../dep" }'
  (cd app && cargo generate-lockfile --offline >/dev/null 2>&1
   printf 'extra = { path = "../extra" }\n' >> Cargo.toml
   cargo build --locked --offline 2>&1)
  ;;
  cargo-not-in-workspace) printf '[workspace]\nmembers = ["api"]\n' > Cargo.toml
  crate api 0.1.0 bin; crate tools 0.1.0 bin
  (cd tools && cargo build --offline 2>&1)
  ;;
  cargo-no-matching-package) crate app 0.1.0 bin $'[dependencies]\nserde_jsonn = "1"'
  (cd app && cargo build --offline 2>&1)
  ;;
  cargo-no-such-command) crate app 0.1.0 bin
  (cd app && cargo fmtx 2>&1)
  ;;
  rustup-no-default-toolchain) crate app 0.1.0 bin
  (cd app && RUSTUP_HOME="$work/empty-rustup" RUSTUP_TOOLCHAIN= cargo build 2>&1)
  ;;
  linker-cc-not-found) crate app 0.1.0 bin
  # a PATH with cargo and rustc only, as on a machine without build-essential
  mkdir -p onlyrust && ln -s "$(command -v cargo)" onlyrust/cargo && ln -s "$(command -v rustc)" onlyrust/rustc
  (cd app && PATH="$work/onlyrust" cargo build --offline 2>&1)
  ;;
  build-script-failed) crate app 0.1.0 bin
  printf 'fn main() {\n    let dir = std::env::var("PROTOC").expect("PROTOC must point at protoc");\n    println!("cargo:rustc-env=PROTOC_PATH={dir}");\n}\n' > app/build.rs
  (cd app && env -u PROTOC cargo build --offline 2>&1)
  ;;
  cargo-file-lock) crate app 0.1.0 bin
  printf 'fn main() { std::thread::sleep(std::time::Duration::from_secs(6)); }\n' > app/build.rs
  (cd app && { cargo build --offline >/dev/null 2>&1 & first=$!; sleep 2; cargo build --offline 2>&1; wait $first; })
  ;;
  type-annotations-needed-option) compile <<'RS'
fn main() {
    let mut latest = None;
    if latest.is_none() {
        latest = None;
    }
}
RS
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
case_body "$1"
exit 0
