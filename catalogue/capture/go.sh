#!/usr/bin/env bash
# Capture cases for catalogue/go: compiler errors, runtime panics and fatal errors, go command failures.
# Needs the Debian package golang-go (Go 1.19 on Debian 12). Works offline: GOPROXY=off,
# GOFLAGS=-mod=mod, GOTOOLCHAIN=local; each case is a one-package module in a temporary directory.
# Usage: bash catalogue/capture/go.sh CASE   (no argument lists the cases)
set -u
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GO111MODULE=on GOTRACEBACK=single

CASES="undefined declared-and-not-used imported-and-not-used assignment-mismatch cannot-use-as-type
cannot-use-nil no-field-or-method non-declaration-statement package-not-in-std nil-map-assignment
nil-pointer-dereference index-out-of-range interface-conversion all-goroutines-asleep
concurrent-map-writes json-cannot-unmarshal go-mod-not-found no-required-module
cannot-find-module-providing-package missing-return
undefined-variable-scope declared-and-not-used-err imported-as-and-not-used assignment-mismatch-cut
cannot-use-as-type-return cannot-use-nil-int no-field-or-method-call non-declaration-statement-call
package-not-in-std-typo
nil-map-nested nil-pointer-method slice-bounds-out-of-range interface-conversion-json
all-goroutines-asleep-waitgroup concurrent-map-read-write json-cannot-unmarshal-array go-mod-not-found-tidy
missing-return-switch
redeclared no-new-variables not-enough-arguments too-many-arguments too-many-return-values not-enough-return-values
mismatched-types cannot-assign-map-field cannot-assign-string non-boolean-condition multiple-value-single-context
value-not-used send-on-closed-channel close-of-closed-channel close-nil-channel stack-overflow
integer-divide-by-zero negative-waitgroup unlock-of-unlocked-mutex out-of-memory import-cycle build-constraints-exclude
found-packages inconsistent-vendoring cgo-compiler-not-found
use-of-internal-package ambiguous-import checksum-mismatch proxy-lookup-failed proxyconnect-refused go-mod-unknown-directive
use-of-internal-package-module checksum-mismatch-zip go-mod-require-usage
go-mod-updates-needed go-install-requires-version
client-timeout-awaiting-headers context-deadline-exceeded http-response-to-https-client listen-address-in-use
run-non-main-package cgo-gcc-not-found
cannot-call-non-function cannot-call-non-function-field cannot-call-pointer-method
cannot-call-pointer-method-map cannot-convert cannot-convert-struct cannot-index cannot-indirect
cannot-infer-type-arguments cannot-infer-type-arguments-result cannot-range-over-int cannot-range-over-pointer
cannot-take-address-call cannot-take-address-map duplicate-case duplicate-case-string duplicate-key-map
duplicate-field-struct goto-jumps-over-declaration goto-jumps-over-declaration-err impossible-type-assertion
type-assertion-non-interface index-out-of-bounds-constant index-out-of-bounds-constant-string invalid-send
invalid-receive invalid-recursive-type invalid-recursive-type-mutual label-defined-not-used label-not-defined
misplaced-break misplaced-continue not-a-type not-a-type-func operator-not-defined operator-not-defined-not
unexported-name unexported-name-func unknown-field unknown-field-own run-non-main-file
does-not-implement-pointer-receiver does-not-implement-missing-method does-not-implement-argument
syntax-error-missing-comma-call syntax-error-missing-comma-literal syntax-error-brace-newline
syntax-error-else-newline non-name-left-side non-name-left-side-index missing-function-body
missing-function-body-method too-few-values-struct too-many-values-struct mixed-struct-literal
append-first-argument append-first-argument-map json-invalid-character json-invalid-character-quote
json-invalid-character-comma json-unexpected-end json-unexpected-end-truncated flag-provided-but-not-defined
flag-provided-but-not-defined-test template-cant-evaluate-field template-cant-evaluate-field-range
malformed-module-path malformed-module-path-install no-go-files no-go-files-test-only
directory-outside-main-module directory-outside-main-module-test hash-of-unhashable-type
hash-of-unhashable-type-map makeslice-len-out-of-range makeslice-cap-out-of-range
type-argument-does-not-implement type-argument-does-not-implement-comparable is-not-constant
is-not-constant-slice invalid-map-key-type invalid-map-key-type-struct type-is-not-an-expression
type-is-not-an-expression-int init-must-have-no-arguments init-must-have-no-arguments-init
cannot-use-blank-as-value cannot-use-blank-as-value-assign
sql-no-rows sql-no-rows-wrapped superfluous-writeheader superfluous-writeheader-error context-canceled
context-canceled-worker result-parameter-not-in-scope result-parameter-not-in-scope-loop
defer-requires-function-call go-requires-function-call non-variadic-dotdotdot non-variadic-dotdotdot-method
misplaced-constraint-iface misplaced-constraint-iface-param method-on-non-local-type
method-on-non-local-type-pkg field-and-method-same-name field-and-method-same-name-pointer
strconv-invalid-syntax strconv-out-of-range time-parse-error time-parse-error-layout bufio-token-too-long
bufio-token-too-long-wrapped use-of-closed-network-connection use-of-closed-network-connection-read
reflect-unaddressable reflect-unaddressable-set comparing-uncomparable comparing-uncomparable-struct"

# Write main.go from stdin into a fresh module and run a go command on it.
module() { printf 'module example.com/demo\n\ngo 1.19\n' > go.mod; cat > main.go; }
build() { module; go build -o demo . 2>&1; }
# Build main.go from stdin into ./demo, printing nothing unless the build fails.
build_quiet() { module; go build -o demo . >/dev/null 2>&1 || { echo "build failed" >&2; return 1; }; }
run() { module; go run . 2>&1; }

# A program that unmarshals its first argument as JSON and prints the error, after the second
# argument and a colon when one is given (the way a caller wraps it).
json_unmarshal_program() { build_quiet <<'GO'
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

func main() {
	var v map[string]any
	if err := json.Unmarshal([]byte(os.Args[1]), &v); err != nil {
		if len(os.Args) > 2 {
			fmt.Println(os.Args[2]+":", err)
		} else {
			fmt.Println(err)
		}
		os.Exit(1)
	}
}
GO
}

# A program that parses its second argument as a time in the layout of its first and prints the error.
time_parse_program() { build_quiet <<'GO'
package main

import (
	"fmt"
	"os"
	"time"
)

func main() {
	t, err := time.Parse(os.Args[1], os.Args[2])
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println(t)
}
GO
}
# A database/sql program with a driver whose queries return no rows (no database needed).
sql_no_rows_program() { build_quiet <<'GO'
package main

import (
	"database/sql"
	"database/sql/driver"
	"fmt"
	"io"
	"os"
)

// A driver whose every query returns no rows, so that QueryRow(...).Scan reports sql.ErrNoRows.
type emptyDriver struct{}
type conn struct{}
type stmt struct{}
type rows struct{}

func (emptyDriver) Open(string) (driver.Conn, error)         { return conn{}, nil }
func (conn) Prepare(string) (driver.Stmt, error)             { return stmt{}, nil }
func (conn) Close() error                                    { return nil }
func (conn) Begin() (driver.Tx, error)                       { return nil, fmt.Errorf("no tx") }
func (stmt) Close() error                                    { return nil }
func (stmt) NumInput() int                                   { return -1 }
func (stmt) Exec([]driver.Value) (driver.Result, error)      { return driver.ResultNoRows, nil }
func (stmt) Query([]driver.Value) (driver.Rows, error)       { return rows{}, nil }
func (rows) Columns() []string                               { return []string{"name"} }
func (rows) Close() error                                    { return nil }
func (rows) Next([]driver.Value) error                       { return io.EOF }

func main() {
	sql.Register("empty", emptyDriver{})
	db, _ := sql.Open("empty", "")
	var name string
	err := db.QueryRow("SELECT name FROM users WHERE id = ?", 42).Scan(&name)
	if len(os.Args) > 1 {
		fmt.Printf("get user %s: %v\n", os.Args[1], err)
		return
	}
	fmt.Println(err)
}
GO
}

case_body() {
  case "$1" in
  undefined) build <<'GO'
package main

import "fmt"

func main() {
	items := []int{1, 2, 3}
	fmt.Println(lenght(items))
}
GO
  ;;
  declared-and-not-used) build <<'GO'
package main

import "fmt"

func main() {
	result := compute()
	fmt.Println("done")
}

func compute() int { return 42 }
GO
  ;;
  imported-and-not-used) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println("hello")
}
GO
  ;;
  assignment-mismatch) build <<'GO'
package main

import (
	"fmt"
	"strconv"
)

func main() {
	port := strconv.Atoi("8080")
	fmt.Println(port)
}
GO
  ;;
  cannot-use-as-type) build <<'GO'
package main

import "fmt"

func describe(n int) string {
	return fmt.Sprintf("n=%d", n)
}

func main() {
	value := "42"
	fmt.Println(describe(value))
}
GO
  ;;
  cannot-use-nil) build <<'GO'
package main

import "fmt"

func find(name string) string {
	if name == "" {
		return nil
	}
	return name
}

func main() {
	fmt.Println(find("x"))
}
GO
  ;;
  no-field-or-method) build <<'GO'
package main

import "fmt"

type User struct {
	Name string
}

func main() {
	u := User{Name: "ada"}
	fmt.Println(u.Email)
}
GO
  ;;
  non-declaration-statement) build <<'GO'
package main

import "fmt"

count := 0

func main() {
	fmt.Println(count)
}
GO
  ;;
  package-not-in-std) build <<'GO'
package main

import (
	"fmt"
	"strngs"
)

func main() {
	fmt.Println(strngs.ToUpper("x"))
}
GO
  ;;
  nil-map-assignment) run <<'GO'
package main

import "fmt"

type Cache struct {
	items map[string]int
}

func main() {
	var c Cache
	c.items["hits"] = 1
	fmt.Println(c.items)
}
GO
  ;;
  nil-pointer-dereference) run <<'GO'
package main

import "fmt"

type Config struct {
	Name string
}

func load() *Config { return nil }

func main() {
	cfg := load()
	fmt.Println(cfg.Name)
}
GO
  ;;
  index-out-of-range) run <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	args := os.Args
	fmt.Println("first argument:", args[1])
}
GO
  ;;
  interface-conversion) run <<'GO'
package main

import "fmt"

func main() {
	var payload interface{} = "8080"
	port := payload.(int)
	fmt.Println(port)
}
GO
  ;;
  all-goroutines-asleep) run <<'GO'
package main

import "fmt"

func main() {
	results := make(chan int)
	results <- 1
	fmt.Println(<-results)
}
GO
  ;;
  concurrent-map-writes) run <<'GO' | head -n 6
package main

import (
	"fmt"
	"sync"
)

func main() {
	counts := map[int]int{}
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 1000000; i++ {
				counts[i%100] = w
			}
		}(w)
	}
	wg.Wait()
	fmt.Println(len(counts))
}
GO
  ;;
  json-cannot-unmarshal) run <<'GO'
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

type Config struct {
	Port int `json:"port"`
}

func main() {
	var cfg Config
	if err := json.Unmarshal([]byte(`{"port": "8080"}`), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
	fmt.Println(cfg.Port)
}
GO
  ;;
  go-mod-not-found)
    # A Go file but no go.mod anywhere above the directory.
    printf 'package main\n\nfunc main() {}\n' > main.go
    go build . 2>&1
  ;;
  no-required-module)
    module <<'GO'
package main

import "github.com/gorilla/mux"

func main() {
	_ = mux.NewRouter()
}
GO
    GOFLAGS= go build . 2>&1
  ;;
  cannot-find-module-providing-package) build <<'GO'
package main

import "github.com/gorilla/mux"

func main() {
	_ = mux.NewRouter()
}
GO
  ;;
  missing-return) build <<'GO'
package main

import "fmt"

func sign(n int) string {
	if n < 0 {
		return "negative"
	} else if n > 0 {
		return "positive"
	}
}

func main() {
	fmt.Println(sign(3))
}
GO
  ;;
  undefined-variable-scope) build <<'GO'
package main

import "fmt"

func setup() {
	cfg := map[string]string{"env": "prod"}
	fmt.Println(len(cfg))
}

func main() {
	setup()
	fmt.Println(cfg["env"])
}
GO
  ;;
  declared-and-not-used-err) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	data, err := os.ReadFile("config.yaml")
	fmt.Println(len(data))
}
GO
  ;;
  imported-as-and-not-used) build <<'GO'
package main

import (
	"fmt"
	j "encoding/json"
)

func main() {
	fmt.Println("no json yet")
}
GO
  ;;
  assignment-mismatch-cut) build <<'GO'
package main

import (
	"fmt"
	"strings"
)

func main() {
	key, value := strings.Cut("user=ann", "=")
	fmt.Println(key, value)
}
GO
  ;;
  cannot-use-as-type-return) build <<'GO'
package main

import "fmt"

func label(count int) string {
	if count == 0 {
		return "none"
	}
	return count
}

func main() {
	fmt.Println(label(3))
}
GO
  ;;
  cannot-use-nil-int) build <<'GO'
package main

import "fmt"

func main() {
	var retries int = nil
	fmt.Println(retries)
}
GO
  ;;
  no-field-or-method-call) build <<'GO'
package main

import (
	"fmt"
	"net/http"
)

func main() {
	resp, err := http.Get("http://127.0.0.1:1/")
	if err != nil {
		return
	}
	defer resp.Body.Flush()
	fmt.Println(resp.Status)
}
GO
  ;;
  non-declaration-statement-call) build <<'GO'
package main

import "fmt"

fmt.Println("starting")

func main() {
	fmt.Println("running")
}
GO
  ;;
  package-not-in-std-typo) build <<'GO'
package main

import (
	"fmt"
	"net/htpp"
)

func main() {
	fmt.Println(htpp.StatusOK)
}
GO
  ;;
  nil-map-nested) run <<'GO'
package main

import "fmt"

func main() {
	hits := map[string]map[string]int{}
	hits["/home"]["GET"]++
	fmt.Println(hits)
}
GO
  ;;
  nil-pointer-method) run <<'GO'
package main

import "fmt"

type Store struct {
	path string
}

func (s *Store) Path() string { return s.path }

func open(ok bool) *Store {
	if !ok {
		return nil
	}
	return &Store{path: "/var/lib/app"}
}

func main() {
	s := open(false)
	fmt.Println(s.Path())
}
GO
  ;;
  slice-bounds-out-of-range) run <<'GO'
package main

import "fmt"

func preview(s []byte) []byte {
	return s[:10]
}

func main() {
	fmt.Printf("%s\n", preview([]byte("abc")))
}
GO
  ;;
  interface-conversion-json) run <<'GO'
package main

import (
	"encoding/json"
	"fmt"
)

func main() {
	var doc map[string]interface{}
	json.Unmarshal([]byte(`{"id": 42, "name": "ann"}`), &doc)
	id := doc["id"].(string)
	fmt.Println("user", id)
}
GO
  ;;
  all-goroutines-asleep-waitgroup) run <<'GO'
package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func(i int) {
			fmt.Println("job", i)
		}(i)
	}
	wg.Wait()
}
GO
  ;;
  concurrent-map-read-write) run <<'GO' | head -n 6
package main

import "fmt"

func main() {
	sessions := map[int]string{}
	go func() {
		for i := 0; ; i++ {
			sessions[i%50] = "active"
		}
	}()
	n := 0
	for i := 0; i < 10000000; i++ {
		if sessions[i%50] != "" {
			n++
		}
	}
	fmt.Println(n)
}
GO
  ;;
  json-cannot-unmarshal-array) run <<'GO'
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

type User struct {
	Name string `json:"name"`
}

func main() {
	var u User
	if err := json.Unmarshal([]byte(`[{"name": "ann"}, {"name": "bob"}]`), &u); err != nil {
		fmt.Fprintln(os.Stderr, "decode users:", err)
		os.Exit(1)
	}
	fmt.Println(u.Name)
}
GO
  ;;
  go-mod-not-found-tidy)
    # go mod tidy in a directory that was never initialised as a module.
    mkdir -p service && cd service
    printf 'package main\n\nfunc main() {}\n' > main.go
    go mod tidy 2>&1
  ;;
  missing-return-switch) build <<'GO'
package main

import (
	"errors"
	"fmt"
)

func parseLevel(s string) (int, error) {
	switch s {
	case "debug":
		return 0, nil
	case "info":
		return 1, nil
	case "":
		return 0, errors.New("empty level")
	}
}

func main() {
	fmt.Println(parseLevel("info"))
}
GO
  ;;
  redeclared) build <<'GO'
package main

import "fmt"

func main() {
	var count int
	var count = 3
	fmt.Println(count)
}
GO
  ;;
  no-new-variables) build <<'GO'
package main

import (
	"fmt"
	"strconv"
)

func main() {
	n, err := strconv.Atoi("1")
	n, err := strconv.Atoi("2")
	fmt.Println(n, err)
}
GO
  ;;
  not-enough-arguments) build <<'GO'
package main

import "fmt"

func add(a, b int) int { return a + b }

func main() {
	fmt.Println(add(1))
}
GO
  ;;
  too-many-arguments) build <<'GO'
package main

import "fmt"

func greet(name string) string { return "hi " + name }

func main() {
	fmt.Println(greet("a", "b"))
}
GO
  ;;
  too-many-return-values) build <<'GO'
package main

import "fmt"

func load() error {
	return nil, fmt.Errorf("failed")
}

func main() {
	fmt.Println(load())
}
GO
  ;;
  not-enough-return-values) build <<'GO'
package main

import "fmt"

func load() (string, error) {
	return fmt.Errorf("failed")
}

func main() {
	fmt.Println(load())
}
GO
  ;;
  mismatched-types) build <<'GO'
package main

import "fmt"

func main() {
	var total int = 10
	var ratio float64 = 0.5
	fmt.Println(total * ratio)
}
GO
  ;;
  cannot-assign-map-field) build <<'GO'
package main

import "fmt"

type point struct{ x, y int }

func main() {
	m := map[string]point{"a": {1, 2}}
	m["a"].x = 5
	fmt.Println(m)
}
GO
  ;;
  cannot-assign-string) build <<'GO'
package main

import "fmt"

func main() {
	s := "hello"
	s[0] = 'H'
	fmt.Println(s)
}
GO
  ;;
  non-boolean-condition) build <<'GO'
package main

import "fmt"

func main() {
	n := 1
	if n {
		fmt.Println("set")
	}
}
GO
  ;;
  multiple-value-single-context) build <<'GO'
package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := strconv.Atoi("42") + 1
	fmt.Println(n)
}
GO
  ;;
  value-not-used) build <<'GO'
package main

func main() {
	x := 2
	x == 3
}
GO
  ;;
  send-on-closed-channel) run <<'GO'
package main

func main() {
	ch := make(chan int, 1)
	close(ch)
	ch <- 1
}
GO
  ;;
  close-of-closed-channel) run <<'GO'
package main

func main() {
	ch := make(chan int)
	close(ch)
	close(ch)
}
GO
  ;;
  close-nil-channel) run <<'GO'
package main

func main() {
	var ch chan int
	close(ch)
}
GO
  ;;
  stack-overflow) run <<'GO' | head -n 12
package main

func depth(n int) int { return depth(n+1) + 1 }

func main() {
	println(depth(0))
}
GO
  ;;
  integer-divide-by-zero) run <<'GO'
package main

import "fmt"

func divide(a, b int) int { return a / b }

func main() {
	fmt.Println(divide(10, 0))
}
GO
  ;;
  negative-waitgroup) run <<'GO'
package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	wg.Done()
	wg.Done()
}
GO
  ;;
  unlock-of-unlocked-mutex) run <<'GO'
package main

import "sync"

func main() {
	var mu sync.Mutex
	mu.Unlock()
}
GO
  ;;
  out-of-memory) module <<'GO'
package main

import "fmt"

func main() {
	var chunks [][]byte
	for {
		b := make([]byte, 64<<20)
		for i := range b {
			b[i] = 1
		}
		chunks = append(chunks, b)
		fmt.Sprint(len(chunks))
	}
}
GO
  go build -o demo . && (ulimit -v 1200000; ./demo 2>&1 | head -n 8)
  ;;
  import-cycle) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  mkdir -p a b
  printf 'package a\n\nimport "example.com/demo/b"\n\nvar A = b.B\n' > a/a.go
  printf 'package b\n\nimport "example.com/demo/a"\n\nvar B = a.A\n' > b/b.go
  printf 'package main\n\nimport "example.com/demo/a"\n\nfunc main() { println(a.A) }\n' > main.go
  go build . 2>&1
  ;;
  build-constraints-exclude) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  printf '//go:build windows\n\npackage main\n\nfunc main() {}\n' > main_windows.go
  GOOS=linux go build . 2>&1
  ;;
  found-packages) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  printf 'package main\n\nfunc main() {}\n' > main.go
  printf 'package util\n\nfunc Help() {}\n' > util.go
  go build . 2>&1
  ;;
  inconsistent-vendoring) mkdir -p lib vendor
  printf 'module example.com/lib\n\ngo 1.19\n' > lib/go.mod
  printf 'package lib\n\nfunc Hello() string { return "hi" }\n' > lib/lib.go
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib v1.0.0\n\nreplace example.com/lib => ./lib\n' > go.mod
  printf 'package main\n\nimport "example.com/lib"\n\nfunc main() { println(lib.Hello()) }\n' > main.go
  printf '# example.com/other v1.2.0\n## explicit\n' > vendor/modules.txt
  GOFLAGS=-mod=vendor go build . 2>&1
  ;;
  cgo-compiler-not-found) module <<'GO'
package main

// int two(void) { return 2; }
import "C"

func main() { println(C.two()) }
GO
  CGO_ENABLED=1 CC=no-such-cc go build . 2>&1
  ;;
  redeclared-func) build <<'GO'
package main

func helper() {}

func helper() {}

func main() { helper() }
GO
  ;;
  no-new-variables-err) build <<'GO'
package main

import "os"

func main() {
	err := os.Chdir("/")
	err := os.Chdir("/tmp")
	_ = err
}
GO
  ;;
  mismatched-types-string) build <<'GO'
package main

import "fmt"

func main() {
	id := 7
	fmt.Println("user-" + id)
}
GO
  ;;
  non-boolean-condition-for) build <<'GO'
package main

func main() {
	n := 3
	for n {
		n--
	}
}
GO
  ;;
  multiple-value-call-arg) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println(string(os.ReadFile("go.mod")))
}
GO
  ;;
  value-not-used-call) build <<'GO'
package main

import "strings"

func main() {
	s := "a b"
	strings.Fields
	_ = s
}
GO
  ;;
  send-on-closed-channel-goroutine) run <<'GO'
package main

import "time"

func main() {
	results := make(chan int)
	go func() {
		time.Sleep(10 * time.Millisecond)
		results <- 1
	}()
	close(results)
	time.Sleep(50 * time.Millisecond)
}
GO
  ;;
  stack-overflow-method) run <<'GO' | head -n 4
package main

type Node struct{ Name string }

func (n Node) String() string { return "node " + n.String() }

func main() {
	println(Node{"a"}.String())
}
GO
  ;;
  integer-divide-by-zero-mod) run <<'GO'
package main

import "fmt"

func bucket(key, buckets int) int { return key % buckets }

func main() {
	fmt.Println(bucket(42, 0))
}
GO
  ;;
  negative-waitgroup-add) run <<'GO'
package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(-1)
}
GO
  ;;
  runlock-of-unlocked-rwmutex) run <<'GO'
package main

import "sync"

func main() {
	var mu sync.RWMutex
	mu.RUnlock()
}
GO
  ;;
  import-cycle-self) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  mkdir -p store
  printf 'package store\n\nimport "example.com/demo/store"\n\nvar X = store.X\n' > store/store.go
  printf 'package main\n\nimport "example.com/demo/store"\n\nfunc main() { println(store.X) }\n' > main.go
  go build . 2>&1
  ;;
  build-constraints-exclude-suffix) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  mkdir -p winutil
  printf 'package winutil\n\nfunc Hide() {}\n' > winutil/hide_windows.go
  printf 'package main\n\nimport "example.com/demo/winutil"\n\nfunc main() { winutil.Hide() }\n' > main.go
  GOOS=linux go build . 2>&1
  ;;
  found-packages-two) printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  mkdir -p api
  printf 'package api\n\nfunc A() {}\n' > api/a.go
  printf 'package handlers\n\nfunc B() {}\n' > api/b.go
  go vet ./api 2>&1
  ;;
  inconsistent-vendoring-missing) mkdir -p lib vendor
  printf 'module example.com/lib\n\ngo 1.19\n' > lib/go.mod
  printf 'package lib\n\nfunc Hello() string { return "hi" }\n' > lib/lib.go
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib v1.0.0\n\nreplace example.com/lib => ./lib\n' > go.mod
  printf 'package main\n\nimport "example.com/lib"\n\nfunc main() { println(lib.Hello()) }\n' > main.go
  : > vendor/modules.txt
  GOFLAGS=-mod=vendor go build . 2>&1
  ;;
  go-mod-toolchain-directive) printf 'module example.com/demo\n\ngo 1.21\n\ntoolchain go1.21.5\n' > go.mod
  printf 'package main\n\nfunc main() {}\n' > main.go
  go build . 2>&1
  ;;
  go-mod-three-part-version) printf 'module example.com/demo\n\ngo 1.22.1\n' > go.mod
  printf 'package main\n\nfunc main() {}\n' > main.go
  go build . 2>&1
  ;;
  use-of-internal-package) mkdir -p lib/internal/secret app
  printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  printf 'package secret\n\nconst Key = "k"\n' > lib/internal/secret/secret.go
  printf 'package main\n\nimport "example.com/demo/lib/internal/secret"\n\nfunc main() { println(secret.Key) }\n' > app/main.go
  go build ./app 2>&1
  ;;
  ambiguous-import) mkdir -p big/sub small
  printf 'module example.com/big\n\ngo 1.19\n' > big/go.mod
  printf 'package sub\n\nconst V = 1\n' > big/sub/sub.go
  printf 'module example.com/big/sub\n\ngo 1.19\n' > small/go.mod
  printf 'package sub\n\nconst V = 2\n' > small/sub.go
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire (\n\texample.com/big v1.0.0\n\texample.com/big/sub v1.0.0\n)\n\nreplace example.com/big => ./big\n\nreplace example.com/big/sub => ./small\n' > go.mod
  printf 'package main\n\nimport "example.com/big/sub"\n\nfunc main() { println(sub.V) }\n' > main.go
  go build . 2>&1
  ;;
  checksum-mismatch) mkdir -p proxy/example.com/lib/@v src/lib
  printf 'module example.com/lib\n\ngo 1.19\n' > src/lib/go.mod
  printf 'package lib\n\nconst V = 1\n' > src/lib/lib.go
  (cd src/lib && zip -qr ../../proxy/example.com/lib/@v/v1.0.0.zip . && true)
  mkdir -p z/example.com/lib@v1.0.0 && cp src/lib/* z/example.com/lib@v1.0.0/ && (cd z && rm -f ../proxy/example.com/lib/@v/v1.0.0.zip && zip -qr ../proxy/example.com/lib/@v/v1.0.0.zip example.com)
  cp src/lib/go.mod proxy/example.com/lib/@v/v1.0.0.mod
  printf '{"Version":"v1.0.0"}\n' > proxy/example.com/lib/@v/v1.0.0.info
  printf 'v1.0.0\n' > proxy/example.com/lib/@v/list
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib v1.0.0\n' > go.mod
  printf 'example.com/lib v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\nexample.com/lib v1.0.0/go.mod h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n' > go.sum
  printf 'package main\n\nimport "example.com/lib"\n\nfunc main() { println(lib.V) }\n' > main.go
  GOPROXY="file://$PWD/proxy" GOSUMDB=off go build . 2>&1 | sed "s#$PWD#/tmp/demo#g"
  ;;
  proxy-lookup-failed) module <<'GO'
package main

import "github.com/gorilla/mux"

func main() { _ = mux.NewRouter() }
GO
  GOPROXY=https://proxy.golang.org,direct go build . 2>&1
  ;;
  proxyconnect-refused) module <<'GO'
package main

import "github.com/gorilla/mux"

func main() { _ = mux.NewRouter() }
GO
  HTTPS_PROXY=http://127.0.0.1:9 GOPROXY=https://proxy.golang.org go build . 2>&1
  ;;
  go-mod-unknown-directive) printf 'module example.com/demo\n\ngo 1.19\n\nrequires example.com/lib v1.0.0\n' > go.mod
  printf 'package main\n\nfunc main() {}\n' > main.go
  go build . 2>&1
  ;;
  use-of-internal-package-module) mkdir -p lib/internal/x
  printf 'module example.com/lib\n\ngo 1.19\n' > lib/go.mod
  printf 'package x\n\nconst V = 1\n' > lib/internal/x/x.go
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib v1.0.0\n\nreplace example.com/lib => ./lib\n' > go.mod
  printf 'package main\n\nimport "example.com/lib/internal/x"\n\nfunc main() { println(x.V) }\n' > main.go
  go build . 2>&1
  ;;
  checksum-mismatch-zip) mkdir -p proxy/example.com/lib/@v z/example.com/lib@v1.0.0
  printf 'module example.com/lib\n\ngo 1.19\n' > z/example.com/lib@v1.0.0/go.mod
  printf 'package lib\n\nconst V = 1\n' > z/example.com/lib@v1.0.0/lib.go
  (cd z && zip -qrD ../proxy/example.com/lib/@v/v1.0.0.zip example.com)
  cp z/example.com/lib@v1.0.0/go.mod proxy/example.com/lib/@v/v1.0.0.mod
  printf '{"Version":"v1.0.0"}\n' > proxy/example.com/lib/@v/v1.0.0.info
  printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib v1.0.0\n' > go.mod
  printf 'example.com/lib v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\nexample.com/lib v1.0.0/go.mod h1:HwqbfeMRqJtcNhqUwzjhPwsEB0Cr5U3U5sCLg7xgNyo=\n' > go.sum
  printf 'package main\n\nimport "example.com/lib"\n\nfunc main() { println(lib.V) }\n' > main.go
  GOPROXY="file://$PWD/proxy" GOSUMDB=off go build . 2>&1
  ;;
  go-mod-require-usage) printf 'module example.com/demo\n\ngo 1.19\n\nrequire example.com/lib\n' > go.mod
  printf 'package main\n\nfunc main() {}\n' > main.go
  go build . 2>&1
  ;;
  go-mod-updates-needed) mkdir -p lib dep
  printf 'module example.com/dep\n\ngo 1.17\n' > dep/go.mod
  printf 'package dep\n\nconst V = 1\n' > dep/d.go
  printf 'module example.com/lib\n\ngo 1.17\n\nrequire example.com/dep v1.0.0\n' > lib/go.mod
  printf 'package lib\n\nimport "example.com/dep"\n\nconst V = dep.V\n' > lib/l.go
  printf 'module example.com/demo\n\ngo 1.17\n\nrequire example.com/lib v1.0.0\n\nreplace example.com/lib => ./lib\n\nreplace example.com/dep => ./dep\n' > go.mod
  printf 'package main\n\nimport "example.com/lib"\n\nfunc main() { println(lib.V) }\n' > main.go
  GOFLAGS= go build . 2>&1
  ;;
  go-install-requires-version) GOFLAGS= go install example.com/tool 2>&1
  ;;
  client-timeout-awaiting-headers) port=$(free_port); hold_port "$port"
  build_quiet <<'GO'
package main

import (
	"fmt"
	"net/http"
	"os"
	"time"
)

func main() {
	client := &http.Client{Timeout: 2 * time.Second}
	resp, err := client.Get(os.Args[1])
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	resp.Body.Close()
}
GO
  ./demo "http://127.0.0.1:$port/health" 2>&1
  ;;
  context-deadline-exceeded) port=$(free_port); hold_port "$port"
  build_quiet <<'GO'
package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, os.Args[1], nil)
	if _, err := http.DefaultClient.Do(req); err != nil {
		log.Fatalf("fetch orders: %v", err)
	}
}
GO
  ./demo "http://127.0.0.1:$port/orders" 2>&1
  ;;
  http-response-to-https-client) port=$(free_port)
  # a plain-HTTP listener that answers every connection with an HTTP status line
  python3 -c 'import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen()
while True:
    c, _ = s.accept(); c.recv(4096)
    c.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"); c.close()' "$port" &
  PIDS+=($!); wait_port "$port"
  build_quiet <<'GO'
package main

import (
	"fmt"
	"net/http"
	"os"
)

func main() {
	resp, err := http.Get(os.Args[1])
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	resp.Body.Close()
}
GO
  ./demo "https://127.0.0.1:$port/api/status" 2>&1
  ;;
  listen-address-in-use) port=$(free_port); hold_port "$port"
  build_quiet <<'GO'
package main

import (
	"log"
	"net/http"
	"os"
)

func main() {
	log.Fatal(http.ListenAndServe(os.Args[1], nil))
}
GO
  ./demo "127.0.0.1:$port" 2>&1
  ;;
  run-non-main-package) module <<'GO'
package main

func main() {}
GO
  mkdir -p store && printf 'package store\n\nfunc Open() {}\n' > store/store.go
  go run ./store 2>&1
  ;;
  cgo-gcc-not-found) module <<'GO'
package main

// #include <stdlib.h>
import "C"

func main() { C.free(nil) }
GO
  mkdir -p onlygo && ln -s "$(command -v go)" onlygo/go
  PATH="$PWD/onlygo" CGO_ENABLED=1 go build -o demo . 2>&1
  ;;
  cannot-call-non-function) build <<'GO'
package main

import "fmt"

func main() {
	greeting := "hello"
	fmt.Println(greeting())
}
GO
  ;;
  cannot-call-non-function-field) build <<'GO'
package main

import "fmt"

type Config struct {
	Port int
}

func main() {
	cfg := Config{Port: 8080}
	fmt.Println(cfg.Port())
}
GO
  ;;
  cannot-call-pointer-method) build <<'GO'
package main

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func main() {
	Counter{}.Inc()
}
GO
  ;;
  cannot-call-pointer-method-map) build <<'GO'
package main

type Account struct{ balance int }

func (a *Account) Deposit(v int) { a.balance += v }

func main() {
	accounts := map[string]Account{"alice": {}}
	accounts["alice"].Deposit(10)
}
GO
  ;;
  cannot-convert) build <<'GO'
package main

import "fmt"

func main() {
	price := 9.99
	label := string(price)
	fmt.Println(label)
}
GO
  ;;
  cannot-convert-struct) build <<'GO'
package main

import "fmt"

type User struct{ Name string }

func main() {
	u := User{Name: "ann"}
	n := int(u)
	fmt.Println(n)
}
GO
  ;;
  cannot-index) build <<'GO'
package main

import "fmt"

func main() {
	count := 42
	fmt.Println(count[0])
}
GO
  ;;
  cannot-indirect) build <<'GO'
package main

import "fmt"

func main() {
	total := 10
	fmt.Println(*total)
}
GO
  ;;
  cannot-infer-type-arguments) build <<'GO'
package main

import "fmt"

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	fmt.Println(Zero())
}
GO
  ;;
  cannot-infer-type-arguments-result) build <<'GO'
package main

import "fmt"

func Convert[In any, Out any](v In) Out {
	var out Out
	return out
}

func main() {
	fmt.Println(Convert(3))
}
GO
  ;;
  cannot-range-over-int) build <<'GO'
package main

import "fmt"

func main() {
	n := 5
	for i := range n {
		fmt.Println(i)
	}
}
GO
  ;;
  cannot-range-over-pointer) build <<'GO'
package main

import "fmt"

func main() {
	items := &[]string{"a", "b"}
	for _, it := range items {
		fmt.Println(it)
	}
}
GO
  ;;
  cannot-take-address-call) build <<'GO'
package main

import (
	"fmt"
	"time"
)

func main() {
	p := &time.Now()
	fmt.Println(p)
}
GO
  ;;
  cannot-take-address-map) build <<'GO'
package main

import "fmt"

func main() {
	ages := map[string]int{"bob": 31}
	p := &ages["bob"]
	fmt.Println(*p)
}
GO
  ;;
  duplicate-case) build <<'GO'
package main

import "fmt"

func main() {
	code := 404
	switch code {
	case 200:
		fmt.Println("ok")
	case 404:
		fmt.Println("not found")
	case 404:
		fmt.Println("missing")
	}
}
GO
  ;;
  duplicate-case-string) build <<'GO'
package main

import "fmt"

func describe(s string) string {
	switch s {
	case "red", "green":
		return "colour"
	case "blue", "red":
		return "other"
	}
	return ""
}

func main() { fmt.Println(describe("red")) }
GO
  ;;
  duplicate-key-map) build <<'GO'
package main

import "fmt"

func main() {
	ports := map[string]int{
		"http":  80,
		"https": 443,
		"http":  8080,
	}
	fmt.Println(ports)
}
GO
  ;;
  duplicate-field-struct) build <<'GO'
package main

import "fmt"

type Server struct {
	Host string
	Port int
}

func main() {
	s := Server{Host: "a", Port: 1, Host: "b"}
	fmt.Println(s)
}
GO
  ;;
  goto-jumps-over-declaration) build <<'GO'
package main

import "fmt"

func main() {
	goto done
	msg := "skipped"
	fmt.Println(msg)
done:
	fmt.Println("end")
}
GO
  ;;
  goto-jumps-over-declaration-err) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		goto fail
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		goto fail
	}
	fmt.Println(f.Name())
	return
fail:
	fmt.Println("failed")
}
GO
  ;;
  impossible-type-assertion) build <<'GO'
package main

import (
	"fmt"
	"io"
	"strings"
)

type Buffer struct{}

func (b *Buffer) Read(p []byte) (int, error) { return 0, io.EOF }

func main() {
	var r io.Reader = strings.NewReader("x")
	b := r.(Buffer)
	fmt.Println(b)
}
GO
  ;;
  type-assertion-non-interface) build <<'GO'
package main

import "fmt"

func main() {
	n := 10
	s, ok := n.(string)
	fmt.Println(s, ok)
}
GO
  ;;
  index-out-of-bounds-constant) build <<'GO'
package main

import "fmt"

func main() {
	days := [7]string{}
	fmt.Println(days[7])
}
GO
  ;;
  index-out-of-bounds-constant-string) build <<'GO'
package main

import "fmt"

func main() {
	const name = "gopher"
	fmt.Println(name[10])
}
GO
  ;;
  invalid-send) build <<'GO'
package main

func main() {
	results := []int{}
	results <- 1
}
GO
  ;;
  invalid-receive) build <<'GO'
package main

import "fmt"

func main() {
	done := true
	<-done
	fmt.Println("finished")
}
GO
  ;;
  invalid-recursive-type) build <<'GO'
package main

import "fmt"

type Node struct {
	Value int
	Next  Node
}

func main() { fmt.Println(Node{}) }
GO
  ;;
  invalid-recursive-type-mutual) build <<'GO'
package main

import "fmt"

type Order struct {
	ID       int
	Customer Customer
}

type Customer struct {
	Name string
	Last Order
}

func main() { fmt.Println(Order{}) }
GO
  ;;
  label-defined-not-used) build <<'GO'
package main

import "fmt"

func main() {
outer:
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}
}
GO
  ;;
  label-not-defined) build <<'GO'
package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 1 {
				continue outer
			}
			fmt.Println(i, j)
		}
	}
}
GO
  ;;
  misplaced-break) build <<'GO'
package main

import "fmt"

func check(n int) {
	if n > 10 {
		break
	}
	fmt.Println(n)
}

func main() { check(3) }
GO
  ;;
  misplaced-continue) build <<'GO'
package main

import "fmt"

func main() {
	items := []int{1, 2, 3}
	process := func(n int) {
		if n == 2 {
			continue
		}
		fmt.Println(n)
	}
	for _, n := range items {
		process(n)
	}
}
GO
  ;;
  not-a-type) build <<'GO'
package main

import "fmt"

func main() {
	limit := 10
	var max limit
	fmt.Println(max)
}
GO
  ;;
  not-a-type-func) build <<'GO'
package main

import "fmt"

func handler() {}

func run(h handler) { fmt.Println(h) }

func main() {}
GO
  ;;
  operator-not-defined) build <<'GO'
package main

import "fmt"

func main() {
	a := []int{1, 2}
	b := []int{3}
	fmt.Println(a + b)
}
GO
  ;;
  operator-not-defined-not) build <<'GO'
package main

import "fmt"

func main() {
	retries := 3
	if !retries {
		fmt.Println("no retries")
	}
}
GO
  ;;
  unexported-name) build <<'GO'
package main

import (
	"fmt"
	"strings"
)

func main() {
	var b strings.builder
	fmt.Println(b)
}
GO
  ;;
  unexported-name-func) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println(os.getenv("HOME"))
}
GO
  ;;
  unknown-field) build <<'GO'
package main

import (
	"fmt"
	"net/http"
)

func main() {
	srv := &http.Server{Address: ":8080"}
	fmt.Println(srv)
}
GO
  ;;
  unknown-field-own) build <<'GO'
package main

import "fmt"

type User struct {
	Name  string
	Email string
}

func main() {
	u := User{Name: "ann", Mail: "ann@example.com"}
	fmt.Println(u)
}
GO
  ;;
  run-non-main-file) module <<'GO'
package main

func main() {}
GO
  mkdir -p util && printf 'package util\n\nfunc Help() {}\n' > util/util.go
  go run util/util.go 2>&1
  ;;
  does-not-implement-pointer-receiver) build <<'GO'
package main

import "fmt"

type Temperature struct{ c float64 }

func (t *Temperature) String() string { return fmt.Sprintf("%.1fC", t.c) }

func main() {
	var s fmt.Stringer = Temperature{c: 21}
	fmt.Println(s)
}
GO
  ;;
  does-not-implement-missing-method) build <<'GO'
package main

import (
	"fmt"
	"io"
)

type Sink struct{}

func (s Sink) Write(p []byte) (int, error) { return len(p), nil }

func main() {
	var rw io.ReadWriter = Sink{}
	fmt.Println(rw)
}
GO
  ;;
  does-not-implement-argument) build <<'GO'
package main

import (
	"fmt"
	"sort"
)

type ByName []string

func (b ByName) Len() int      { return len(b) }
func (b ByName) Swap(i, j int) { b[i], b[j] = b[j], b[i] }

func main() {
	names := ByName{"b", "a"}
	sort.Sort(names)
	fmt.Println(names)
}
GO
  ;;
  syntax-error-missing-comma-call) build <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("total:", 42
	)
}
GO
  ;;
  syntax-error-missing-comma-literal) build <<'GO'
package main

import "fmt"

func main() {
	ports := map[string]int{
		"http":  80,
		"https": 443
	}
	fmt.Println(ports)
}
GO
  ;;
  syntax-error-brace-newline) build <<'GO'
package main

import "fmt"

func main()
{
	fmt.Println("hi")
}
GO
  ;;
  syntax-error-else-newline) build <<'GO'
package main

import "fmt"

func main() {
	n := 3
	if n > 2 {
		fmt.Println("big")
	}
	else {
		fmt.Println("small")
	}
}
GO
  ;;
  non-name-left-side) build <<'GO'
package main

import "fmt"

type Server struct{ Addr string }

func main() {
	var s Server
	s.Addr := ":8080"
	fmt.Println(s)
}
GO
  ;;
  non-name-left-side-index) build <<'GO'
package main

import "fmt"

func main() {
	counts := map[string]int{}
	counts["a"] := 1
	fmt.Println(counts)
}
GO
  ;;
  missing-function-body) build <<'GO'
package main

import "fmt"

func helper(n int) int

func main() { fmt.Println(helper(1)) }
GO
  ;;
  missing-function-body-method) build <<'GO'
package main

import "fmt"

type Cache struct{}

func (c *Cache) Get(key string) string

func main() { fmt.Println((&Cache{}).Get("k")) }
GO
  ;;
  too-few-values-struct) build <<'GO'
package main

import "fmt"

type Point struct{ X, Y, Z int }

func main() {
	p := Point{1, 2}
	fmt.Println(p)
}
GO
  ;;
  too-many-values-struct) build <<'GO'
package main

import "fmt"

type Pair struct {
	Key   string
	Value int
}

func main() {
	p := Pair{"a", 1, true}
	fmt.Println(p)
}
GO
  ;;
  mixed-struct-literal) build <<'GO'
package main

import "fmt"

type Pair struct {
	Key   string
	Value int
}

func main() {
	p := Pair{Key: "a", 1}
	fmt.Println(p)
}
GO
  ;;
  append-first-argument) build <<'GO'
package main

import "fmt"

func main() {
	total := 0
	total = append(total, 5)
	fmt.Println(total)
}
GO
  ;;
  append-first-argument-map) build <<'GO'
package main

import "fmt"

func main() {
	tags := map[string]string{}
	tags = append(tags, "x")
	fmt.Println(tags)
}
GO
  ;;
  json-invalid-character) json_unmarshal_program && ./demo '<!DOCTYPE html><html>' 2>&1 ;;
  json-invalid-character-quote) json_unmarshal_program && ./demo "{'name': 'ann'}" 2>&1 ;;
  json-invalid-character-comma) json_unmarshal_program && ./demo '{"name": "ann",}' 2>&1 ;;
  json-unexpected-end) json_unmarshal_program && ./demo '' 2>&1 ;;
  json-unexpected-end-truncated) json_unmarshal_program && ./demo '{"name": "ann"' 'load settings' 2>&1 ;;
  flag-provided-but-not-defined) build_quiet <<'GO'
package main

import (
	"flag"
	"fmt"
)

func main() {
	port := flag.Int("port", 8080, "port to listen on")
	flag.Parse()
	fmt.Println(*port)
}
GO
  ./demo -verbose 2>&1
  ;;
  flag-provided-but-not-defined-test) module <<'GO'
package main

func main() {}
GO
  printf 'package main\n\nimport "testing"\n\nfunc TestX(t *testing.T) {}\n' > main_test.go
  go test . -args -update 2>&1 | sed -E 's/[0-9]+\.[0-9]+s$/0.001s/'
  ;;
  template-cant-evaluate-field) build_quiet <<'GO'
package main

import (
	"fmt"
	"os"
	"text/template"
)

type User struct{ Name string }

func main() {
	t := template.Must(template.New("greet").Parse("Hello {{.Nmae}}\n"))
	if err := t.Execute(os.Stdout, User{Name: "ann"}); err != nil {
		fmt.Println(err)
	}
}
GO
  ./demo 2>&1
  ;;
  template-cant-evaluate-field-range) build_quiet <<'GO'
package main

import (
	"fmt"
	"html/template"
	"os"
)

type Item struct{ Title string }
type Page struct{ Items []Item }

func main() {
	t := template.Must(template.New("page.html").Parse("{{range .Items}}<li>{{.Price}}</li>{{end}}\n"))
	if err := t.Execute(os.Stdout, Page{Items: []Item{{Title: "a"}}}); err != nil {
		fmt.Println(err)
	}
}
GO
  ./demo 2>&1
  ;;
  malformed-module-path) module <<'GO'
package main

func main() {}
GO
  go get mylib/utils@latest 2>&1
  ;;
  malformed-module-path-install) go install tools/cmd/gen@v1.2.0 2>&1
  ;;
  no-go-files) module <<'GO'
package main

func main() {}
GO
  mkdir -p cmd/server && printf '# server\n' > cmd/server/README.md
  go build ./cmd/server 2>&1 | sed "s#$PWD#/tmp/demo#g"
  ;;
  no-go-files-test-only) module <<'GO'
package main

func main() {}
GO
  mkdir -p pkg/store && printf 'package store\n\nimport "testing"\n\nfunc TestOpen(t *testing.T) {}\n' > pkg/store/store_test.go
  go build ./pkg/store 2>&1 | sed "s#$PWD#/tmp/demo#g"
  ;;
  directory-outside-main-module) mkdir -p app tools
  printf 'module example.com/app\n\ngo 1.19\n' > app/go.mod
  printf 'package main\n\nfunc main() {}\n' > app/main.go
  printf 'package main\n\nfunc main() {}\n' > tools/gen.go
  cd app && go build ../tools 2>&1 | sed "s#$W#/tmp/demo#g"
  ;;
  directory-outside-main-module-test) mkdir -p svc/api shared/util
  printf 'module example.com/svc\n\ngo 1.19\n' > svc/go.mod
  printf 'package api\n' > svc/api/api.go
  printf 'package util\n' > shared/util/util.go
  cd svc && go test ../shared/util 2>&1 | sed "s#$W#/tmp/demo#g"
  ;;
  hash-of-unhashable-type) run <<'GO'
package main

import "fmt"

func main() {
	seen := map[interface{}]bool{}
	key := []string{"a", "b"}
	seen[key] = true
	fmt.Println(seen)
}
GO
  ;;
  hash-of-unhashable-type-map) run <<'GO'
package main

import "fmt"

func main() {
	cache := map[any]int{}
	var k any = map[string]int{"x": 1}
	fmt.Println(cache[k])
}
GO
  ;;
  makeslice-len-out-of-range) run <<'GO'
package main

import "fmt"

func main() {
	size := -1
	buf := make([]byte, size)
	fmt.Println(len(buf))
}
GO
  ;;
  makeslice-cap-out-of-range) run <<'GO'
package main

import "fmt"

func alloc(n, c int) []int { return make([]int, n, c) }

func main() {
	fmt.Println(alloc(10, 5))
}
GO
  ;;
  type-argument-does-not-implement) build <<'GO'
package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	fmt.Println(Sum([]string{"a"}))
}
GO
  ;;
  type-argument-does-not-implement-comparable) build <<'GO'
package main

import "fmt"

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func main() {
	fmt.Println(Index([][]int{{1}}, []int{1}))
}
GO
  ;;
  is-not-constant) build <<'GO'
package main

import (
	"fmt"
	"os"
)

const home = os.Getenv("HOME")

func main() { fmt.Println(home) }
GO
  ;;
  is-not-constant-slice) build <<'GO'
package main

import "fmt"

const colours = []string{"red", "green"}

func main() { fmt.Println(colours) }
GO
  ;;
  invalid-map-key-type) build <<'GO'
package main

import "fmt"

func main() {
	groups := map[[]string]int{}
	fmt.Println(groups)
}
GO
  ;;
  invalid-map-key-type-struct) build <<'GO'
package main

import "fmt"

type Key struct {
	Parts []string
}

var index map[Key]int

func main() { fmt.Println(index) }
GO
  ;;
  type-is-not-an-expression) build <<'GO'
package main

import "fmt"

type Config struct{ Debug bool }

func main() {
	fmt.Println(Config)
}
GO
  ;;
  type-is-not-an-expression-int) build <<'GO'
package main

import "fmt"

func main() {
	x := int
	fmt.Println(x)
}
GO
  ;;
  init-must-have-no-arguments) build <<'GO'
package main

func main(args []string) {
}
GO
  ;;
  init-must-have-no-arguments-init) build <<'GO'
package main

func init() error {
	return nil
}

func main() {}
GO
  ;;
  cannot-use-blank-as-value) build <<'GO'
package main

import "fmt"

func main() {
	fmt.Println(_)
}
GO
  ;;
  cannot-use-blank-as-value-assign) build <<'GO'
package main

import "fmt"

func main() {
	_, err := fmt.Println("x")
	n := _
	fmt.Println(n, err)
}
GO
  ;;
  sql-no-rows) sql_no_rows_program; ./demo 2>&1
  ;;
  sql-no-rows-wrapped) sql_no_rows_program; ./demo 42 2>&1
  ;;
  superfluous-writeheader) port=$(free_port)
  build_quiet <<'GO'
package main

import (
	"encoding/json"
	"net/http"
	"os"
)

func handler(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
	w.WriteHeader(http.StatusCreated)
}

func main() {
	http.HandleFunc("/", handler)
	http.ListenAndServe(os.Args[1], nil)
}
GO
  ./demo "127.0.0.1:$port" > server.log 2>&1 & PIDS+=($!)
  wait_port "$port"; curl -s -o /dev/null "http://127.0.0.1:$port/"; sleep 0.3
  cat server.log
  ;;
  superfluous-writeheader-error) port=$(free_port)
  build_quiet <<'GO'
package main

import (
	"net/http"
	"os"
)

func writeError(w http.ResponseWriter, code int) {
	w.WriteHeader(code)
}

func upload(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed)
	}
	writeError(w, http.StatusBadRequest)
}

func main() {
	http.HandleFunc("/upload", upload)
	http.ListenAndServe(os.Args[1], nil)
}
GO
  ./demo "127.0.0.1:$port" > server.log 2>&1 & PIDS+=($!)
  wait_port "$port"; curl -s -o /dev/null "http://127.0.0.1:$port/upload"; sleep 0.3
  cat server.log
  ;;
  context-canceled) port=$(free_port); hold_port "$port"
  build_quiet <<'GO'
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"time"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+os.Args[1]+"/api/items", nil)
	_, err := http.DefaultClient.Do(req)
	fmt.Println(err)
}
GO
  ./demo "127.0.0.1:$port" 2>&1 | sed -E "s/127\.0\.0\.1:$port/127.0.0.1:8080/"
  ;;
  context-canceled-worker) build_quiet <<'GO'
package main

import (
	"context"
	"fmt"
	"time"
)

func work(ctx context.Context) error {
	select {
	case <-time.After(time.Second):
		return nil
	case <-ctx.Done():
		return fmt.Errorf("process batch 7: %w", ctx.Err())
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	fmt.Println(work(ctx))
}
GO
  ./demo 2>&1
  ;;
  result-parameter-not-in-scope) build <<'GO'
package main

import (
	"fmt"
	"os"
)

func load(path string) (data []byte, err error) {
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return
		}
		fmt.Println(len(data))
	}
	return
}

func main() { load("x") }
GO
  ;;
  result-parameter-not-in-scope-loop) build <<'GO'
package main

import "strconv"

func sum(items []string) (total int, err error) {
	for _, s := range items {
		n, err := strconv.Atoi(s)
		if err != nil {
			return
		}
		total += n
	}
	return
}

func main() { sum(nil) }
GO
  ;;
  defer-requires-function-call) build <<'GO'
package main

import "os"

func main() {
	f, _ := os.Open("x")
	defer f.Close
}
GO
  ;;
  go-requires-function-call) build <<'GO'
package main

import "fmt"

func main() {
	done := make(chan bool)
	go func() {
		fmt.Println("working")
		done <- true
	}
	<-done
}
GO
  ;;
  non-variadic-dotdotdot) build <<'GO'
package main

import "fmt"

func sum(nums []int) int {
	t := 0
	for _, n := range nums {
		t += n
	}
	return t
}

func main() {
	values := []int{1, 2, 3}
	fmt.Println(sum(values...))
}
GO
  ;;
  non-variadic-dotdotdot-method) build <<'GO'
package main

import "strings"

func main() {
	parts := []string{"a", "b"}
	_ = strings.Join(parts...)
}
GO
  ;;
  misplaced-constraint-iface) build <<'GO'
package main

import "fmt"

type Number interface {
	int | float64
}

func main() {
	var n Number = 3
	fmt.Println(n)
}
GO
  ;;
  misplaced-constraint-iface-param) build <<'GO'
package main

import "fmt"

type Ordered interface {
	~int | ~string
}

func Max(a, b Ordered) Ordered {
	return a
}

func main() { fmt.Println(Max(1, 2)) }
GO
  ;;
  method-on-non-local-type) build <<'GO'
package main

import (
	"fmt"
	"strings"
)

func (s string) Shout() string { return strings.ToUpper(s) }

func main() { fmt.Println("hi") }
GO
  ;;
  method-on-non-local-type-pkg) build <<'GO'
package main

import (
	"fmt"
	"time"
)

func (d time.Duration) Days() float64 { return d.Hours() / 24 }

func main() { fmt.Println(time.Hour) }
GO
  ;;
  field-and-method-same-name) build <<'GO'
package main

import "fmt"

type User struct {
	Name string
}

func (u User) Name() string { return "user" }

func main() { fmt.Println(User{}) }
GO
  ;;
  field-and-method-same-name-pointer) build <<'GO'
package main

import "fmt"

type Job struct {
	Status int
}

func (j *Job) Status() string { return fmt.Sprint(j.Status) }

func main() { fmt.Println(Job{}) }
GO
  ;;
  strconv-invalid-syntax) build_quiet <<'GO'
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	n, err := strconv.Atoi(os.Args[1])
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println(n)
}
GO
  ./demo '8080 ' 2>&1
  ;;
  strconv-out-of-range) build_quiet <<'GO'
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	v, err := strconv.ParseInt(os.Args[1], 10, 32)
	if err != nil {
		fmt.Println("invalid limit:", err)
		os.Exit(1)
	}
	fmt.Println(v)
}
GO
  ./demo 3000000000 2>&1
  ;;
  time-parse-error) time_parse_program && ./demo '2006-01-02' '12/01/2026' 2>&1 ;;
  time-parse-error-layout) time_parse_program && ./demo 'YYYY-MM-DD HH:mm:ss' '2026-12-01 08:30:00' 2>&1 ;;
  bufio-token-too-long) build_quiet <<'GO'
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	lines := 0
	for sc.Scan() {
		lines++
	}
	if err := sc.Err(); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println(lines)
}
GO
  head -c 70000 /dev/zero | tr '\0' 'x' | ./demo 2>&1
  ;;
  bufio-token-too-long-wrapped) build_quiet <<'GO'
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	sc := bufio.NewScanner(strings.NewReader(strings.Repeat("{\"k\":1}", 20000) + "\n"))
	for sc.Scan() {
	}
	if err := sc.Err(); err != nil {
		fmt.Printf("read events.jsonl: %v\n", err)
		os.Exit(1)
	}
}
GO
  ./demo 2>&1
  ;;
  use-of-closed-network-connection) port=$(free_port)
  build_quiet <<'GO'
package main

import (
	"fmt"
	"net"
	"os"
	"time"
)

func main() {
	ln, err := net.Listen("tcp", os.Args[1])
	if err != nil {
		panic(err)
	}
	time.AfterFunc(100*time.Millisecond, func() { ln.Close() })
	_, err = ln.Accept()
	fmt.Println(err)
}
GO
  ./demo "127.0.0.1:$port" 2>&1
  ;;
  use-of-closed-network-connection-read) port=$(free_port)
  build_quiet <<'GO'
package main

import (
	"fmt"
	"net"
	"os"
	"time"
)

func main() {
	ln, err := net.Listen("tcp", os.Args[1])
	if err != nil {
		panic(err)
	}
	go func() {
		c, _ := ln.Accept()
		time.Sleep(time.Second)
		c.Close()
	}()
	conn, err := net.Dial("tcp", os.Args[1])
	if err != nil {
		panic(err)
	}
	time.AfterFunc(100*time.Millisecond, func() { conn.Close() })
	buf := make([]byte, 16)
	_, err = conn.Read(buf)
	fmt.Println(err)
}
GO
  ./demo "127.0.0.1:$port" 2>&1
  ;;
  reflect-unaddressable) run <<'GO'
package main

import (
	"fmt"
	"reflect"
)

type Config struct{ Name string }

func main() {
	cfg := Config{}
	v := reflect.ValueOf(cfg)
	v.Field(0).SetString("prod")
	fmt.Println(cfg)
}
GO
  ;;
  reflect-unaddressable-set) run <<'GO'
package main

import (
	"fmt"
	"reflect"
)

func main() {
	n := 1
	v := reflect.ValueOf(n)
	v.Set(reflect.ValueOf(2))
	fmt.Println(n)
}
GO
  ;;
  comparing-uncomparable) run <<'GO'
package main

import "fmt"

func main() {
	var a, b interface{} = []int{1}, []int{1}
	fmt.Println(a == b)
}
GO
  ;;
  comparing-uncomparable-struct) run <<'GO'
package main

import "fmt"

type Event struct {
	Tags map[string]string
}

func same(x, y any) bool { return x == y }

func main() {
	fmt.Println(same(Event{}, Event{}))
}
GO
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

if [ $# -eq 0 ]; then
  for c in $CASES; do echo "$c"; done
  exit 0
fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory, ports and servers
work=$W
export GOPATH="$work/gopath" GOCACHE="${GOCACHE:-$HOME/.cache/go-build}"
case_body "$1"
exit 0
