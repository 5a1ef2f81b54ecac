// Measures starlark-go, the reference implementation of the dialect our engine follows, on the same work as
// bench/src/main/java/dev/catalogstudio/bench/StarlarkBenchmark.java: parse + resolve of the 300-line program,
// and one call of the 1,000,008-step loop. Built against Debian's golang-starlark-dev; see bench/peer/starlark-peer.sh.
package main

import (
	"fmt"
	"os"
	"time"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

func main() {
	src, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	host := map[string]bool{"ask": true, "command": true, "trace": true}
	isPredeclared := func(name string) bool { return host[name] }
	const n = 3000
	for round := 0; round < 4; round++ {
		start := time.Now()
		for i := 0; i < n; i++ {
			f, err := syntax.Parse("SKILL.star", src, 0)
			if err != nil {
				panic(err)
			}
			if err := resolve.File(f, isPredeclared, starlark.Universe.Has); err != nil {
				panic(err)
			}
		}
		fmt.Printf("starlark-go parse+resolve (round %d): %.1f us per program\n", round+1,
			float64(time.Since(start).Nanoseconds())/1000/n)
	}
	thread := &starlark.Thread{Name: "bench"}
	globals, err := starlark.ExecFile(thread, "loop.star",
		"def loop():\n    n = 0\n    for i in range(200000):\n        n = n + i\n    return n\n", nil)
	if err != nil {
		panic(err)
	}
	for round := 0; round < 4; round++ {
		start := time.Now()
		for i := 0; i < 20; i++ {
			if _, err := starlark.Call(thread, globals["loop"], nil, nil); err != nil {
				panic(err)
			}
		}
		fmt.Printf("starlark-go loop of 200,000 iterations (round %d): %.2f ms per call\n", round+1,
			float64(time.Since(start).Nanoseconds())/1e6/20)
	}
}
