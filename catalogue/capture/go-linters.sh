#!/usr/bin/env bash
# Capture cases for catalogue/go's linter rules: a one-file Go module per rule, checked by the real
# tool, printing its findings as the terminal shows them:
#   vet-*   go vet with only that analyzer on (`./main.go:8:2: message`; gopls publishes the same
#           message with the analyzer's name as the diagnostic's source),
#   gopls-* gopls check (`/path/main.go:8:2-5: message`, the message gopls publishes),
#   sa*/s*/st*/u* staticcheck with only that check on (`main.go:8:2: message (SA4006)`; editors
#           publish the message with source "staticcheck" and the check as its code).
# Needs: the Debian packages golang-go (1.19 in Debian 12), gopls and go-staticcheck
# (/usr/bin/go-staticcheck). Only the standard library is used; nothing is downloaded.
# Usage: bash catalogue/capture/go-linters.sh CASE   (no argument lists the cases)
set -u
CASES="vet-printf vet-lostcancel vet-copylocks vet-loopclosure vet-unusedresult vet-assign vet-bools gopls-printf sa1019 sa4006 sa5009 sa4017 s1039 s1025 st1005 u1000"

# module: a module example.com/demo whose main.go is read from stdin.
module() {
  export GOFLAGS=-mod=mod GOPROXY=off GOCACHE="$W/cache" GOPATH="$W/gopath"
  printf 'module example.com/demo\n\ngo 1.19\n' > go.mod
  cat > main.go
}
vet() { module; go vet "-$1" . 2>&1 | grep -v '^#'; }
gopls_check() { module; gopls check main.go 2>&1; }
sc() { module; go-staticcheck -checks "$1" . 2>&1 | grep -F "($1)"; }

case_body() {
  case "$1" in
  vet-printf) vet printf <<'GO'
package main

import "fmt"

func main() {
	name := "gopher"
	fmt.Printf("%d\n", name)
}
GO
  ;;
  vet-lostcancel) vet lostcancel <<'GO'
package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	ctx, _ := context.WithTimeout(context.Background(), time.Second)
	fmt.Println(ctx.Err())
}
GO
  ;;
  vet-copylocks) vet copylocks <<'GO'
package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	mu sync.Mutex
	n  int
}

func show(c Counter) { fmt.Println(c.n) }

func main() {
	var c Counter
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
	show(c)
}
GO
  ;;
  vet-loopclosure) vet loopclosure <<'GO'
package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	for _, v := range []int{1, 2, 3} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println(v)
		}()
	}
	wg.Wait()
}
GO
  ;;
  vet-unusedresult) vet unusedresult <<'GO'
package main

import "fmt"

func main() {
	name := "gopher"
	fmt.Sprintf("hello %s", name)
}
GO
  ;;
  vet-assign) vet assign <<'GO'
package main

import "fmt"

func main() {
	count := 3
	count = count
	fmt.Println(count)
}
GO
  ;;
  vet-bools) vet bools <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	s := os.Getenv("MODE")
	if s == "" || s == "" {
		fmt.Println("no mode")
	}
}
GO
  ;;
  gopls-printf) gopls_check <<'GO'
package main

import "fmt"

func main() {
	name := "gopher"
	fmt.Printf("%d\n", name)
}
GO
  ;;
  sa1019) sc SA1019 <<'GO'
package main

import (
	"fmt"
	"io/ioutil"
)

func main() {
	data, err := ioutil.ReadFile("config.json")
	fmt.Println(len(data), err)
}
GO
  ;;
  sa4006) sc SA4006 <<'GO'
package main

import (
	"fmt"
	"os"
)

func main() {
	mode := os.Getenv("MODE")
	mode = "default"
	fmt.Println(mode)
}
GO
  ;;
  sa5009) sc SA5009 <<'GO'
package main

import "fmt"

func main() {
	name := "gopher"
	fmt.Printf("%d\n", name)
}
GO
  ;;
  sa4017) sc SA4017 <<'GO'
package main

import "strings"

func main() {
	s := "Hello"
	strings.ToLower(s)
	println(s)
}
GO
  ;;
  s1039) sc S1039 <<'GO'
package main

import "fmt"

func main() {
	fmt.Println(fmt.Sprint("hello"))
}
GO
  ;;
  s1025) sc S1025 <<'GO'
package main

import "fmt"

func main() {
	name := "gopher"
	fmt.Println(fmt.Sprintf("%s", name))
}
GO
  ;;
  st1005) sc ST1005 <<'GO'
package main

import (
	"errors"
	"fmt"
)

func main() {
	err := errors.New("Something failed")
	fmt.Println(err)
}
GO
  ;;
  u1000) sc U1000 <<'GO'
package main

import "fmt"

func unusedHelper() int { return 1 }

func main() {
	fmt.Println("hello")
}
GO
  ;;
  *) echo "unknown case: $1" >&2; return 2 ;;
  esac
}

source "$(dirname "$0")/cases.sh"
run_case "$@"
