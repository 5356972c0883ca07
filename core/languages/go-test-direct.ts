/**
 * Go's step shortcut (recipe.steps[0].shortcut in go.ts): `mcj-go-test`, a small Go program built once
 * per host with the prebuilt Go cache. For a test file of the plainest kind it does what `go test N_test.go`
 * does without the go command (whose own package loading and staleness checks are about half of a
 * program's CPU): go test's compile, vet, generated test main and link, with go test's flags and the
 * paths go test itself used for the warm file (recorded by `mcj-go-test setup`), then the test binary as
 * go test runs it; on a pass it prints go test's `ok` line. Anything else exits 3 and the real `go test`
 * runs (docs/server.md#go-go-test-without-the-go-command).
 */

/** Packages a program may import for the shortcut to take it: the warm file imports each (their compiled files and vet facts are then in the cache). */
export const GO_DIRECT_IMPORTS = [
  'bufio', 'bytes', 'container/heap', 'container/list', 'container/ring', 'encoding/binary', 'encoding/hex', 'encoding/json',
  'errors', 'fmt', 'hash/fnv', 'io', 'math', 'math/big', 'math/bits', 'math/cmplx', 'math/rand', 'os', 'reflect', 'regexp',
  'sort', 'strconv', 'strings', 'sync', 'time', 'unicode', 'unicode/utf16', 'unicode/utf8',
];

/** The warm file: testify's assert and require used, every package above imported. */
export const GO_WARM_TEST = `package main

import (
${GO_DIRECT_IMPORTS.map((p) => `\t_ "${p}"\n`).join('')}\t"testing"

\t"github.com/stretchr/testify/assert"
\t"github.com/stretchr/testify/require"
)

func TestWarm(t *testing.T) {
\tassert.Equal(t, 1, 1)
\trequire.True(t, true)
}
`;

/** mcj-go-test's source. */
export const GO_DIRECT_SOURCE = String.raw`// mcj-go-test (mcjudge): "go test N_test.go" for one test file of the plainest kind, without the go command.
// It runs go test's own tools with go test's own flags (compile, vet, the generated test main, link),
// then the test binary as go test runs it, and prints what go test prints when the test passes. Any
// program it is not sure of (a build constraint or directive, an import outside the prebuilt set, an
// example, a benchmark, TestMain, a tool that failed or printed, a test that failed) exits 3 with the
// reason on stderr: the caller then runs the real go test, which gives the result.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// config is what setup records from a real go test of the warm file: for every package a program may
// import, its compiled file and vet facts, and the test main's and linker's import configurations.
type config struct {
	GoRoot      string
	GoVersion   string
	PackageFile map[string]string
	PackageVetx map[string]string
	Standard    map[string]bool
	// The test main's compile importcfg and the link's, without the tested package's line.
	MainImportcfg string
	LinkImportcfg string
	// go env's host settings: the go command sets them in its environment before it runs a tool.
	GoEnv map[string]string
}

// vetConfig is the vet.cfg go test writes for vet (the fields of cmd/go's own, in its order).
type vetConfig struct {
	ID                        string
	Compiler                  string
	Dir                       string
	ImportPath                string
	GoFiles                   []string
	NonGoFiles                []string
	IgnoredFiles              []string
	ImportMap                 map[string]string
	PackageFile               map[string]string
	Standard                  map[string]bool
	PackageVetx               map[string]string
	VetxOnly                  bool
	VetxOutput                string
	SucceedOnTypecheckFailure bool
}

const handOff = 3
const depsMark = "{deps}"

// Where the test main's archive is: {work}/b001/_pkg_.a, as go test names it.
const workMark = "{work}"

func main() {
	if len(os.Args) == 4 && os.Args[1] == "setup" {
		if err := setup(os.Args[2], os.Args[3]); err != nil {
			fmt.Fprintln(os.Stderr, "mcj-go-test setup:", err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: mcj-go-test DEPS N_test.go | mcj-go-test setup WARM_test.go OUT")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "mcj-go-test: the real go test decides:", err)
		os.Exit(handOff)
	}
}

// setup runs the real go test on the warm file (GOCACHE as the environment gives it, under out) and
// records the paths it used, with out written as {deps}.
func setup(warm, out string) error {
	// The first run fills the cache; the second, of the same tests in another file, compiles and vets
	// only that file, so every path it records is in the cache.
	if msg, err := exec.Command("go", "test", warm).CombinedOutput(); err != nil {
		return fmt.Errorf("go test %s: %v\n%s", warm, err, msg)
	}
	src, err := os.ReadFile(warm)
	if err != nil {
		return err
	}
	again := strings.TrimSuffix(warm, "_test.go") + "_again_test.go"
	if err := os.WriteFile(again, append(src, "\n// again\n"...), 0o644); err != nil {
		return err
	}
	defer os.Remove(again)
	cmd := exec.Command("go", "test", "-work", "-x", again)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go test %s: %v\n%s", warm, err, stderr.String())
	}
	work := regexp.MustCompile("(?m)^WORK=(.*)$").FindStringSubmatch(stderr.String())
	if work == nil {
		return errors.New("go test printed no WORK folder")
	}
	defer os.RemoveAll(work[1])
	var vet vetConfig
	cfgs, _ := filepath.Glob(filepath.Join(work[1], "b*", "vet.cfg"))
	for _, c := range cfgs {
		data, err := os.ReadFile(c)
		if err != nil {
			return err
		}
		var one vetConfig
		if err := json.Unmarshal(data, &one); err != nil {
			return err
		}
		if one.ImportPath == "command-line-arguments" {
			vet = one
			break
		}
	}
	if vet.ImportPath == "" {
		return errors.New("no vet configuration for the warm file (was its vet cached?)")
	}
	read := func(name string) (string, error) {
		data, err := os.ReadFile(filepath.Join(work[1], "b001", name))
		lines := []string{}
		for _, l := range strings.SplitAfter(string(data), "\n") {
			if !strings.HasPrefix(l, "packagefile command-line-arguments=") {
				lines = append(lines, l)
			}
		}
		return strings.Join(lines, ""), err
	}
	c := config{GoRoot: strings.TrimSpace(output("go", "env", "GOROOT")), GoVersion: strings.TrimSpace(output("go", "env", "GOVERSION")), Standard: vet.Standard}
	var goEnv map[string]string
	if err := json.Unmarshal([]byte(output("go", "env", "-json")), &goEnv); err != nil {
		return fmt.Errorf("go env -json: %v", err)
	}
	// Those that depend on the host only (not on HOME, the cache, the module or a temporary folder).
	c.GoEnv = map[string]string{}
	for _, k := range []string{"AR", "CC", "CGO_CFLAGS", "CGO_CPPFLAGS", "CGO_CXXFLAGS", "CGO_ENABLED", "CGO_FFLAGS", "CGO_LDFLAGS", "CXX", "GCCGO", "GOAMD64", "GOARCH", "GOEXE", "GOEXPERIMENT", "GOHOSTARCH", "GOHOSTOS", "GOOS", "GOROOT", "GOTOOLDIR", "GOVERSION", "PKG_CONFIG"} {
		if v, ok := goEnv[k]; ok {
			c.GoEnv[k] = v
		}
	}
	if c.MainImportcfg, err = read("importcfg"); err != nil {
		return err
	}
	if c.LinkImportcfg, err = read("importcfg.link"); err != nil {
		return err
	}
	abs, err := filepath.Abs(filepath.Dir(out))
	if err != nil {
		return err
	}
	mark := func(p string) string {
		return strings.ReplaceAll(strings.ReplaceAll(p, abs, depsMark), work[1], workMark)
	}
	c.MainImportcfg, c.LinkImportcfg = mark(c.MainImportcfg), mark(c.LinkImportcfg)
	c.PackageFile, c.PackageVetx = map[string]string{}, map[string]string{}
	for k, v := range vet.PackageFile {
		c.PackageFile[k] = mark(v)
	}
	for k, v := range vet.PackageVetx {
		c.PackageVetx[k] = mark(v)
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

func output(name string, args ...string) string {
	out, _ := exec.Command(name, args...).Output()
	return string(out)
}

func run(deps, file string) error {
	data, err := os.ReadFile(filepath.Join(deps, "mcj-go-test.json"))
	if err != nil {
		return err
	}
	var c config
	if err := json.Unmarshal([]byte(strings.ReplaceAll(string(data), depsMark, deps)), &c); err != nil {
		return err
	}
	if strings.Contains(file, "/") || !strings.HasSuffix(file, "_test.go") {
		return fmt.Errorf("not one test file in the current folder: %q", file)
	}
	dir, err := os.Getwd()
	if err != nil {
		return err
	}
	tests, imports, err := inspect(file, &c)
	if err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "go-build")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	pkgDir, mainDir := filepath.Join(work, "b002"), filepath.Join(work, "b001")
	for _, d := range []string{pkgDir, mainDir} {
		if err := os.Mkdir(d, 0o777); err != nil {
			return err
		}
	}
	tool := func(name string) string { return filepath.Join(c.GoRoot, "pkg", "tool", "linux_amd64", name) }
	// The tools' environment, as the go command gives it: its own, with go env's values set.
	toolEnv := os.Environ()
	for k, v := range c.GoEnv {
		if os.Getenv(k) != v {
			toolEnv = append(toolEnv, k+"="+v)
		}
	}
	buildID := "mcjudge/mcjudge"

	// The test package, as go test compiles it (a library: -p command-line-arguments).
	var cfg strings.Builder
	cfg.WriteString("# import config\n")
	for _, p := range imports {
		fmt.Fprintf(&cfg, "packagefile %s=%s\n", p, c.PackageFile[p])
	}
	if err := os.WriteFile(filepath.Join(pkgDir, "importcfg"), []byte(cfg.String()), 0o666); err != nil {
		return err
	}
	pkgA := filepath.Join(pkgDir, "_pkg_.a")
	if err := quiet(dir, toolEnv, tool("compile"), "-o", pkgA, "-trimpath", pkgDir+"=>", "-p", "command-line-arguments", "-complete", "-buildid", buildID, "-goversion", c.GoVersion, "-c=2", "-D", "_"+dir, "-importcfg", filepath.Join(pkgDir, "importcfg"), "-pack", "./"+file); err != nil {
		return err
	}

	// go vet's checks that go test runs, with the facts of every import.
	vet := vetConfig{
		ID: "command-line-arguments", Compiler: "gc", Dir: dir, ImportPath: "command-line-arguments",
		GoFiles: []string{filepath.Join(dir, file)}, NonGoFiles: []string{}, IgnoredFiles: []string{},
		ImportMap: map[string]string{}, PackageFile: map[string]string{}, Standard: map[string]bool{}, PackageVetx: map[string]string{},
		VetxOutput: filepath.Join(pkgDir, "vet.out"),
	}
	for _, p := range imports {
		vet.ImportMap[p] = p
		vet.PackageFile[p] = c.PackageFile[p]
		vet.PackageVetx[p] = c.PackageVetx[p]
		if c.Standard[p] {
			vet.Standard[p] = true
		}
	}
	vetCfg, _ := json.MarshalIndent(vet, "", "\t")
	if err := os.WriteFile(filepath.Join(pkgDir, "vet.cfg"), vetCfg, 0o666); err != nil {
		return err
	}
	if err := quiet(dir, append(toolEnv, "TERM=dumb"), tool("vet"), "-atomic", "-bool", "-buildtags", "-errorsas", "-ifaceassert", "-nilfunc", "-printf", "-stringintconv", filepath.Join(pkgDir, "vet.cfg")); err != nil {
		return err
	}

	// The test main go test generates for these tests, compiled and linked as go test does.
	if err := os.WriteFile(filepath.Join(mainDir, "_testmain.go"), []byte(testMain(tests)), 0o666); err != nil {
		return err
	}
	pkgLine := "packagefile command-line-arguments=" + pkgA + "\n"
	if err := os.WriteFile(filepath.Join(mainDir, "importcfg"), []byte(c.MainImportcfg+pkgLine), 0o666); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(mainDir, "importcfg.link"), []byte(strings.ReplaceAll(c.LinkImportcfg, workMark, work)+pkgLine), 0o666); err != nil {
		return err
	}
	mainA := filepath.Join(mainDir, "_pkg_.a")
	if err := quiet(dir, toolEnv, tool("compile"), "-o", mainA, "-trimpath", mainDir+"=>", "-p", "main", "-complete", "-buildid", buildID, "-dwarf=false", "-goversion", c.GoVersion, "-c=2", "-nolocalimports", "-importcfg", filepath.Join(mainDir, "importcfg"), "-pack", filepath.Join(mainDir, "_testmain.go")); err != nil {
		return err
	}
	binary := filepath.Join(mainDir, "main.test")
	if err := quiet(mainDir, toolEnv, tool("link"), "-o", binary, "-importcfg", filepath.Join(mainDir, "importcfg.link"), "-s", "-w", "-buildmode=exe", "-buildid="+buildID, "-extld=gcc", mainA); err != nil {
		return err
	}

	// The test binary, as go test runs it: its own folder, go's environment with GOROOT/bin first in
	// PATH and PWD, stdin empty, stdout and stderr together.
	cmd := exec.Command(binary, "-test.paniconexit0", "-test.timeout=10m0s")
	cmd.Dir = dir
	env := os.Environ()
	if path := os.Getenv("PATH"); path == "" {
		env = append(env, "PATH="+filepath.Join(c.GoRoot, "bin"))
	} else {
		env = append(env, "PATH="+filepath.Join(c.GoRoot, "bin")+string(os.PathListSeparator)+path)
	}
	cmd.Env = append(env, "PWD="+dir)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	t0 := time.Now()
	err = cmd.Run()
	t := fmt.Sprintf("%.3fs", time.Since(t0).Seconds())
	if err != nil {
		return fmt.Errorf("the test binary: %v", err)
	}
	// What go test adds to its ok line from the output: these say the run was not a plain pass.
	for _, mark := range []string{"testing: warning: no tests to run", "testing: warning: no fuzz tests to fuzz", "-fuzz matches more than one fuzz test", "coverage: "} {
		if bytes.Contains(out.Bytes(), []byte(mark)) {
			return fmt.Errorf("the output holds %q", mark)
		}
	}
	if out.Len() > 0 && !bytes.HasSuffix(out.Bytes(), []byte("\n")) {
		os.Stdout.WriteString("\n")
	}
	fmt.Printf("ok  \t%s\t%s\n", "command-line-arguments", t)
	return nil
}

// inspect reads the file as go test's loader does and returns its tests and imports, or why the real
// go test must decide.
func inspect(file string, c *config) ([]string, []string, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	if bytes.Contains(src, []byte("//go:")) || bytes.Contains(src, []byte("+build")) {
		return nil, nil, errors.New("a build constraint or compiler directive")
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.ParseComments)
	if err != nil {
		return nil, nil, err
	}
	if strings.HasSuffix(f.Name.Name, "_test") || f.Name.Name == "documentation" {
		return nil, nil, fmt.Errorf("package %s", f.Name.Name)
	}
	imports := []string{}
	seen := map[string]bool{"runtime": true}
	for _, spec := range f.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			return nil, nil, err
		}
		if c.PackageFile[p] == "" || c.PackageVetx[p] == "" {
			return nil, nil, fmt.Errorf("import %q is not in the prebuilt set", p)
		}
		if !seen[p] {
			seen[p] = true
			imports = append(imports, p)
		}
	}
	// Sorted, then runtime, which go adds to every package's imports.
	sort.Strings(imports)
	imports = append(imports, "runtime")
	tests := []string{}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv != nil {
			continue
		}
		name := fn.Name.Name
		switch {
		case strings.HasPrefix(name, "Example"), name == "TestMain", isTest(name, "Benchmark"), isTest(name, "Fuzz"):
			return nil, nil, fmt.Errorf("func %s", name)
		case isTest(name, "Test"):
			if !isTestFunc(fn) || fn.Type.TypeParams.NumFields() > 0 {
				return nil, nil, fmt.Errorf("the signature of %s", name)
			}
			tests = append(tests, name)
		}
	}
	if len(tests) == 0 {
		return nil, nil, errors.New("no test")
	}
	return tests, imports, nil
}

func isTest(name, prefix string) bool {
	if !strings.HasPrefix(name, prefix) {
		return false
	}
	if len(name) == len(prefix) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(name[len(prefix):])
	return !unicode.IsLower(r)
}

// isTestFunc: one parameter of type *T or *x.T, no result.
func isTestFunc(fn *ast.FuncDecl) bool {
	t := fn.Type
	if t.Results != nil && len(t.Results.List) > 0 || t.Params.List == nil || len(t.Params.List) != 1 || len(t.Params.List[0].Names) > 1 {
		return false
	}
	ptr, ok := t.Params.List[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	if name, ok := ptr.X.(*ast.Ident); ok && name.Name == "T" {
		return true
	}
	if sel, ok := ptr.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "T" {
		return true
	}
	return false
}

// testMain is go test's generated main for a package with only tests (no TestMain, example,
// benchmark or fuzz target), byte for byte.
func testMain(tests []string) string {
	var b strings.Builder
	b.WriteString("\n// Code generated by 'go test'. DO NOT EDIT.\n\npackage main\n\nimport (\n\t\"os\"\n\n\t\"testing\"\n\t\"testing/internal/testdeps\"\n\n\n\t_test \"command-line-arguments\"\n\n\n\n)\n\nvar tests = []testing.InternalTest{\n\n")
	for _, t := range tests {
		fmt.Fprintf(&b, "\t{\"%s\", _test.%s},\n\n", t, t)
	}
	b.WriteString("}\n\nvar benchmarks = []testing.InternalBenchmark{\n\n}\n\nvar fuzzTargets = []testing.InternalFuzzTarget{\n\n}\n\nvar examples = []testing.InternalExample{\n\n}\n\nfunc init() {\n\ttestdeps.ImportPath = \"\"\n}\n\n\n\nfunc main() {\n\n\tm := testing.MainStart(testdeps.TestDeps{}, tests, benchmarks, fuzzTargets, examples)\n\n\tos.Exit(m.Run())\n\n}\n\n")
	return b.String()
}

// quiet runs a tool in this environment: it must succeed and print nothing.
func quiet(dir string, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil || len(out) > 0 {
		return fmt.Errorf("%s: %v %s", filepath.Base(name), err, bytes.TrimSpace(out))
	}
	return nil
}
`;
