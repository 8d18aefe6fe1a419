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
cannot-find-module-providing-package missing-return"

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
