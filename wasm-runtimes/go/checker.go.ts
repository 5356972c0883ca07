/**
 * The checks `go test` (Go 1.19, gc and its vet subset) makes that yaegi does not, as a Go program run by
 * yaegi itself with go/parser and go/types (`GoVersion: go1.19`, imports stubbed). It prints one JSON
 * report: the file's tests in source order, the errors gc would give (`build`), and why the program must
 * go to a native Go (`handOn`). Trusted code: it runs before the program, in the same fresh instance.
 */
export const CHECKER_SOURCE = String.raw`package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

type report struct {
	Tests  []string
	Build  []string
	Other  []string
	HandOn string
	// Byte offsets just inside every loop and function body: where the runner counts its work.
	Ticks []int
}

type stub struct{}

func (stub) Import(p string) (*types.Package, error) {
	name := path.Base(p)
	if i := strings.IndexAny(name, ".-"); i > 0 && strings.Contains(p, ".") {
		name = name[:i]
	}
	pkg := types.NewPackage(p, name)
	pkg.MarkComplete()
	return pkg, nil
}

const testify = "github.com/stretchr/testify/"

var versionErr = regexp.MustCompile("requires go1\\.\\d+ or later|go1\\.\\d+ or later")
var unusedErr = regexp.MustCompile("declared and not used|imported and not used")
var printfVerb = regexp.MustCompile("%[-+# 0]*(\\*|\\d+)?(\\.(\\*|\\d+)?)?(\\[\\d+\\])?.")

var rep report

func handOn(format string, args ...interface{}) {
	if rep.HandOn == "" {
		rep.HandOn = fmt.Sprintf(format, args...)
	}
}

// isTest is go test's rule: Test, or Test followed by a rune that is not lower case.
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

func isPtrTo(e ast.Expr, pkg, name string) bool {
	star, ok := e.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == pkg && sel.Sel.Name == name
}

func main() {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, FILE, SRC, parser.ParseComments)
	if err != nil {
		if list, ok := err.(scanner.ErrorList); ok {
			for _, e := range list {
				rep.Build = append(rep.Build, e.Error())
			}
		} else {
			rep.Build = append(rep.Build, err.Error())
		}
		emit()
		return
	}
	testing := ""
	imported := map[string]bool{}
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		name := path.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		switch {
		case p == "testing":
			testing = name
		case p == testify+"assert" || p == testify+"require":
			if name != path.Base(p) {
				handOn("the program imports %s under another name", p)
			}
		case strings.Contains(strings.Split(p, "/")[0], "."):
			handOn("the program imports %s, which the browser's Go does not have", p)
		case p == "C":
			handOn("the program uses cgo")
		}
		if name == "." {
			handOn("the program dot-imports %s", p)
		}
		imported[name] = true
	}
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				if ts, ok := spec.(*ast.TypeSpec); ok && ts.TypeParams != nil {
					handOn("the program declares a generic type (yaegi's generics differ from Go's)")
				}
			}
		case *ast.FuncDecl:
			if d.Type.TypeParams != nil {
				handOn("the program declares a generic function (yaegi's generics differ from Go's)")
			}
			if d.Recv != nil {
				if d.Name.Name == "Error" {
					handOn("the program declares an error type (yaegi hands such values to Go's packages wrongly)")
				}
				for _, f := range d.Recv.List {
					t := f.Type
					if s, ok := t.(*ast.StarExpr); ok {
						t = s.X
					}
					switch t.(type) {
					case *ast.IndexExpr, *ast.IndexListExpr:
						handOn("the program declares a method of a generic type")
					}
				}
				continue
			}
			name := d.Name.Name
			switch {
			case name == "TestMain":
				handOn("the program has a TestMain")
			case isTest(name, "Test"):
				ps := d.Type.Params.List
				if len(ps) != 1 || len(ps[0].Names) > 1 || !isPtrTo(ps[0].Type, testing, "T") || d.Type.Results != nil {
					handOn("%s does not have the signature of a test (go vet rejects it)", name)
				}
				rep.Tests = append(rep.Tests, name)
			case isTest(name, "Example"):
				handOn("the program has examples, which go test runs")
			case isTest(name, "Fuzz"):
				handOn("the program has fuzz targets, whose seeds go test runs")
			}
		}
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
	var conf types.Config
	var imp types.Importer = stub{}
	conf.Importer = imp
	conf.GoVersion = "go1.19"
	conf.Error = func(err error) {
		te, ok := err.(types.Error)
		if !ok {
			rep.Other = append(rep.Other, err.Error())
			return
		}
		msg := te.Msg
		if strings.HasPrefix(msg, "undefined: ") {
			if parts := strings.SplitN(strings.TrimPrefix(msg, "undefined: "), ".", 2); len(parts) == 2 && imported[parts[0]] {
				return
			}
		}
		line := fset.Position(te.Pos).String() + ": " + msg
		if versionErr.MatchString(msg) || unusedErr.MatchString(msg) {
			rep.Build = append(rep.Build, line)
		} else {
			rep.Other = append(rep.Other, line)
		}
	}
	conf.Check("main", fset, []*ast.File{file}, info)
	namedTypes := false
	for _, decl := range file.Decls {
		if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.TYPE {
			for _, s := range g.Specs {
				if !s.(*ast.TypeSpec).Assign.IsValid() {
					namedTypes = true
				}
			}
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		checkCall(fset, info, call, namedTypes)
		return true
	})
	ast.Inspect(file, func(n ast.Node) bool {
		var body *ast.BlockStmt
		switch s := n.(type) {
		case *ast.ForStmt:
			body = s.Body
		case *ast.RangeStmt:
			body = s.Body
		case *ast.FuncDecl:
			body = s.Body
		case *ast.FuncLit:
			body = s.Body
		}
		if body != nil {
			rep.Ticks = append(rep.Ticks, fset.Position(body.Lbrace).Offset+1)
		}
		return true
	})
	emit()
}

func emit() {
	out, _ := json.Marshal(rep)
	fmt.Println("MCJUDGE-CHECK " + string(out))
}

var printfFuncs = map[string]int{"fmt.Printf": 0, "fmt.Sprintf": 0, "fmt.Errorf": 0, "fmt.Fprintf": 1, "log.Printf": 0, "log.Fatalf": 0, "log.Panicf": 0}
var printFuncs = map[string]bool{"fmt.Print": true, "fmt.Println": true, "fmt.Sprint": true, "fmt.Sprintln": true, "fmt.Fprint": true, "fmt.Fprintln": true, "log.Print": true, "log.Println": true, "log.Fatal": true, "log.Fatalln": true, "log.Panic": true, "log.Panicln": true}
var tPrintf = map[string]bool{"Errorf": true, "Fatalf": true, "Logf": true, "Skipf": true}
var tPrint = map[string]bool{"Error": true, "Fatal": true, "Log": true, "Skip": true}
var compares = map[string]bool{"Equal": true, "NotEqual": true, "Exactly": true, "EqualValues": true, "Contains": true, "NotContains": true}

func checkCall(fset *token.FileSet, info *types.Info, call *ast.CallExpr, namedTypes bool) {
	pos := fset.Position(call.Pos()).String()
	// stringintconv: string(x) of an integer other than rune or byte.
	if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "string" && len(call.Args) == 1 {
		if obj, ok := info.Uses[id].(*types.TypeName); ok && obj.Parent() == types.Universe {
			if tv, ok := info.Types[call.Args[0]]; ok && tv.Type != nil {
				if b, ok := tv.Type.Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
					if b.Info()&types.IsUntyped != 0 {
						handOn("string() of an untyped integer constant (go vet's stringintconv)")
					} else if b.Kind() != types.Int32 && b.Kind() != types.Uint8 {
						rep.Build = append(rep.Build, fmt.Sprintf("%s: conversion from %s to string yields a string of one rune, not a string of digits (did you mean fmt.Sprint(x)?)", pos, tv.Type))
					}
				}
			}
		}
		return
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return
	}
	name := sel.Sel.Name
	qual := ""
	if id, ok := sel.X.(*ast.Ident); ok {
		qual = id.Name + "." + name
	}
	if idx, ok := printfFuncs[qual]; ok {
		checkPrintf(pos, info, qual, call.Args, idx)
		return
	}
	// t.Errorf and the like: t is a *testing.T, whose type the stubbed import leaves unknown; a
	// method of the program's own type of that name is not a print function to vet.
	if known := staticType(info, sel.X); known != nil && (tPrintf[name] || tPrint[name]) {
		return
	}
	if printFuncs[qual] || (qual == "" || !strings.HasPrefix(qual, "fmt.")) && tPrint[name] {
		if len(call.Args) > 0 {
			if tv, ok := info.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				s := constant.StringVal(tv.Value)
				if strings.Contains(s, "%") || strings.HasSuffix(qual, "ln") && strings.HasSuffix(s, "\n") {
					handOn("%s: a print call whose text go vet may reject", pos)
				}
			}
		}
		return
	}
	if !strings.HasPrefix(qual, "fmt.") && !strings.HasPrefix(qual, "log.") && tPrintf[name] {
		checkPrintf(pos, info, name, call.Args, 0)
		return
	}
	if compares[name] && namedTypes {
		// assert.Equal(t, a, b) or, on assert.New(t), a.Equal(a, b).
		args := call.Args
		var a, b ast.Expr
		if len(args) >= 3 && isTestingValue(info, args[0]) {
			a, b = args[1], args[2]
		} else if len(args) >= 2 {
			a, b = args[0], args[1]
		} else {
			return
		}
		ta, tb := staticType(info, a), staticType(info, b)
		same := ta != nil && tb != nil && types.Identical(ta, tb) && !types.IsInterface(ta)
		if !same && (ownOrInterface(ta) || ownOrInterface(tb)) {
			handOn("%s: compares values of the program's own types, which yaegi does not keep apart as Go does", pos)
		}
	}
}

// ownOrInterface: the type is an interface (its dynamic type may be the program's) or involves a type
// the program declares. yaegi gives such types no reflect identity of their own (a type T int is int).
func ownOrInterface(t types.Type) bool {
	if t == nil {
		return false
	}
	seen := map[types.Type]bool{}
	var walk func(t types.Type) bool
	walk = func(t types.Type) bool {
		if seen[t] {
			return false
		}
		seen[t] = true
		switch u := t.(type) {
		case *types.Named:
			if u.Obj().Pkg() != nil && u.Obj().Pkg().Path() == "main" {
				return true
			}
			return walk(u.Underlying())
		case *types.Interface:
			return true
		case *types.Pointer:
			return walk(u.Elem())
		case *types.Slice:
			return walk(u.Elem())
		case *types.Array:
			return walk(u.Elem())
		case *types.Map:
			return walk(u.Key()) || walk(u.Elem())
		case *types.Chan:
			return walk(u.Elem())
		case *types.Struct:
			for i := 0; i < u.NumFields(); i++ {
				if walk(u.Field(i).Type()) {
					return true
				}
			}
		}
		return false
	}
	return walk(t)
}

func isTestingValue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Type == nil {
		// t of an unresolved testing.T: the stubbed import leaves it invalid.
		_, isIdent := e.(*ast.Ident)
		return isIdent && (tv.Type == nil || tv.Type == types.Typ[types.Invalid])
	}
	return tv.Type == types.Typ[types.Invalid] || strings.Contains(tv.Type.String(), "testing")
}

// The result types of standard library functions printf arguments often come from: the stubbed imports
// leave them unknown.
var knownResults = map[string]types.Type{}

func init() {
	for _, f := range strings.Fields("Abs Acos Asin Atan Atan2 Cbrt Ceil Cos Cosh Exp Exp2 Floor Hypot Log Log10 Log1p Log2 Max Min Mod Pow Pow10 Round RoundToEven Sin Sinh Sqrt Tan Tanh Trunc Inf NaN") {
		knownResults["math."+f] = types.Typ[types.Float64]
	}
	for _, f := range strings.Fields("strconv.Itoa strconv.FormatInt strconv.FormatFloat strconv.Quote strings.ToUpper strings.ToLower strings.Repeat strings.TrimSpace strings.Join strings.Replace strings.ReplaceAll strings.Trim strings.TrimLeft strings.TrimRight strings.TrimPrefix strings.TrimSuffix strings.Title") {
		knownResults[f] = types.Typ[types.String]
	}
	for _, f := range strings.Fields("strings.Count strings.Index strings.LastIndex strings.IndexByte strings.IndexRune strings.Compare unicode/utf8.RuneCountInString") {
		knownResults[f] = types.Typ[types.Int]
	}
}

func staticType(info *types.Info, e ast.Expr) types.Type {
	if call, ok := e.(*ast.CallExpr); ok {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				if pkg, isPkg := info.Uses[id].(*types.PkgName); isPkg {
					if t, ok := knownResults[pkg.Imported().Path()+"."+sel.Sel.Name]; ok {
						return t
					}
				}
			}
		}
	}
	tv, ok := info.Types[e]
	if !ok || tv.Type == nil || tv.Type == types.Typ[types.Invalid] {
		return nil
	}
	return types.Default(tv.Type)
}

// checkPrintf is go vet's printf check where it can be made without the imported packages' types.
func checkPrintf(pos string, info *types.Info, name string, args []ast.Expr, formatIdx int) {
	if len(args) <= formatIdx {
		return
	}
	tv, ok := info.Types[args[formatIdx]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return
	}
	format := constant.StringVal(tv.Value)
	rest := args[formatIdx+1:]
	verbs := []string{}
	for _, m := range printfVerb.FindAllString(format, -1) {
		if strings.Contains(m, "[") || strings.Contains(m, "*") {
			handOn("%s: a printf format with argument indexes or * widths", pos)
			return
		}
		verb := m[len(m)-1:]
		if verb == "%" {
			continue
		}
		verbs = append(verbs, verb)
	}
	if len(verbs) == 0 && len(rest) > 0 {
		rep.Build = append(rep.Build, fmt.Sprintf("%s: %s call has arguments but no formatting directives", pos, name))
		return
	}
	if len(verbs) > len(rest) {
		rep.Build = append(rep.Build, fmt.Sprintf("%s: %s format reads arg #%d, but call has %d args", pos, name, len(verbs), len(rest)))
		return
	}
	if len(verbs) < len(rest) {
		rep.Build = append(rep.Build, fmt.Sprintf("%s: %s call needs %d args but has %d args", pos, name, len(verbs), len(rest)))
		return
	}
	for i, verb := range verbs {
		if verb == "v" || verb == "T" {
			continue
		}
		t := staticType(info, rest[i])
		if t == nil {
			handOn("%s: a %%%s argument whose type only the imported packages know (go vet checks it)", pos, verb)
			return
		}
		b, basic := t.Underlying().(*types.Basic)
		if !basic || (verb == "s" || verb == "q") && hasMethods(t) {
			handOn("%s: a %%%s argument of a composite type or with methods (go vet checks it)", pos, verb)
			return
		}
		ok := false
		switch {
		case b.Info()&types.IsInteger != 0:
			ok = strings.Contains("bcdoOxXUq", verb)
		case b.Info()&types.IsFloat != 0, b.Info()&types.IsComplex != 0:
			ok = strings.Contains("beEfFgGxX", verb)
		case b.Info()&types.IsString != 0:
			ok = strings.Contains("sqxX", verb)
		case b.Info()&types.IsBoolean != 0:
			ok = verb == "t"
		default:
			handOn("%s: a %%%s argument go vet checks", pos, verb)
			return
		}
		if !ok {
			rep.Build = append(rep.Build, fmt.Sprintf("%s: %s format %%%s has arg of wrong type %s", pos, name, verb, t))
		}
	}
}

func hasMethods(t types.Type) bool {
	return types.NewMethodSet(t).Len() > 0 || types.NewMethodSet(types.NewPointer(t)).Len() > 0
}
`;
