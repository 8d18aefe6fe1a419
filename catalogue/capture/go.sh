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
undefined-variable-scope declared-and-not-used-err imported-as-and-not-used assignment-mismatch-cut cannot-use-as-type-return cannot-use-nil-int no-field-or-method-call non-declaration-statement-call package-not-in-std-typo
nil-map-nested nil-pointer-method slice-bounds-out-of-range interface-conversion-json all-goroutines-asleep-waitgroup concurrent-map-read-write json-cannot-unmarshal-array go-mod-not-found-tidy missing-return-switch
redeclared no-new-variables not-enough-arguments too-many-arguments too-many-return-values not-enough-return-values
mismatched-types cannot-assign-map-field cannot-assign-string non-boolean-condition multiple-value-single-context
value-not-used send-on-closed-channel close-of-closed-channel close-nil-channel stack-overflow
integer-divide-by-zero negative-waitgroup unlock-of-unlocked-mutex out-of-memory import-cycle build-constraints-exclude
found-packages inconsistent-vendoring cgo-compiler-not-found
use-of-internal-package ambiguous-import checksum-mismatch proxy-lookup-failed proxyconnect-refused go-mod-unknown-directive
use-of-internal-package-module checksum-mismatch-zip go-mod-require-usage
go-mod-updates-needed go-install-requires-version
client-timeout-awaiting-headers context-deadline-exceeded http-response-to-https-client listen-address-in-use
run-non-main-package cgo-gcc-not-found"

# Write main.go from stdin into a fresh module and run a go command on it.
module() { printf 'module example.com/demo\n\ngo 1.19\n' > go.mod; cat > main.go; }
build() { module; go build -o demo . 2>&1; }
# Build main.go from stdin into ./demo, printing nothing unless the build fails.
build_quiet() { module; go build -o demo . >/dev/null 2>&1 || { echo "build failed" >&2; return 1; }; }
run() { module; go run . 2>&1; }

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
