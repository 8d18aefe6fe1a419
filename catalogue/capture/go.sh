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
nil-map-nested nil-pointer-method slice-bounds-out-of-range interface-conversion-json all-goroutines-asleep-waitgroup concurrent-map-read-write json-cannot-unmarshal-array go-mod-not-found-tidy missing-return-switch"

# Write main.go from stdin into a fresh module and run a go command on it.
module() { printf 'module example.com/demo\n\ngo 1.19\n' > go.mod; cat > main.go; }
build() { module; go build -o demo . 2>&1; }
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
export GOPATH="$work/gopath" GOCACHE="${GOCACHE:-$HOME/.cache/go-build}"
case_body "$1"
exit 0
