/**
 * Turns a McEval Go test file (`{N}_test.go`, run natively with `go test`) into a program yaegi runs the
 * way `go test` would: its Test functions, in source order, through the real `testing.Main` of the Go
 * inside yaegi (t.Errorf, t.Fatal, t.Run, panics and the exit code as in a test binary), with testify's
 * `assert` and `require` given by a Go shim of the same signatures and semantics (testify 1.8, Debian's).
 * Every line keeps its number, so yaegi's error positions are the file's.
 */

/** One testify function: its parameters after `t`, and the shared implementation it calls. */
interface TestifyFunction {
  params: string;
  call: string;
}

/** The testify functions the shim has; a program that uses another one is handed on. */
const TESTIFY: Record<string, TestifyFunction> = {
  Equal: { params: 'expected, actual interface{}', call: 'mcjudgeEqual(t, expected, actual' },
  NotEqual: { params: 'expected, actual interface{}', call: 'mcjudgeNotEqual(t, expected, actual' },
  EqualValues: { params: 'expected, actual interface{}', call: 'mcjudgeEqualValues(t, expected, actual' },
  Exactly: { params: 'expected, actual interface{}', call: 'mcjudgeExactly(t, expected, actual' },
  True: { params: 'value bool', call: 'mcjudgeCheck(t, value, "Should be true"' },
  False: { params: 'value bool', call: 'mcjudgeCheck(t, !value, "Should be false"' },
  Nil: { params: 'object interface{}', call: 'mcjudgeCheck(t, mcjudgeIsNil(object), "Expected nil"' },
  NotNil: { params: 'object interface{}', call: 'mcjudgeCheck(t, !mcjudgeIsNil(object), "Expected value not to be nil."' },
  Empty: { params: 'object interface{}', call: 'mcjudgeCheck(t, mcjudgeIsEmpty(object), "Should be empty"' },
  NotEmpty: { params: 'object interface{}', call: 'mcjudgeCheck(t, !mcjudgeIsEmpty(object), "Should NOT be empty"' },
  Zero: { params: 'i interface{}', call: 'mcjudgeCheck(t, i == nil || mcjudgeReflect.DeepEqual(i, mcjudgeReflect.Zero(mcjudgeReflect.TypeOf(i)).Interface()), "Should be zero"' },
  NotZero: { params: 'i interface{}', call: 'mcjudgeCheck(t, !(i == nil || mcjudgeReflect.DeepEqual(i, mcjudgeReflect.Zero(mcjudgeReflect.TypeOf(i)).Interface())), "Should not be zero"' },
  Len: { params: 'object interface{}, length int', call: 'mcjudgeLen(t, object, length' },
  Contains: { params: 's, contains interface{}', call: 'mcjudgeContains(t, s, contains, true' },
  NotContains: { params: 's, contains interface{}', call: 'mcjudgeContains(t, s, contains, false' },
  InDelta: { params: 'expected, actual interface{}, delta float64', call: 'mcjudgeInDelta(t, expected, actual, delta' },
  Error: { params: 'err error', call: 'mcjudgeCheck(t, err != nil, "An error is expected but got nil."' },
  NoError: { params: 'err error', call: 'mcjudgeCheck(t, err == nil, "Received unexpected error"' },
  Fail: { params: 'failureMessage string', call: 'mcjudgeCheck(t, false, failureMessage' },
};

const TESTIFY_PATH = /^(\s*)(import\s+)?"github\.com\/stretchr\/testify\/(assert|require)"\s*$/gm;

/** The testify packages the file imports (their names are checked unaliased by the checker). */
export function testifyImports(source: string): Set<'assert' | 'require'> {
  return new Set([...source.matchAll(TESTIFY_PATH)].map((m) => m[3] as 'assert' | 'require'));
}

/** A testify function the shim lacks, used through `assert.X` / `require.X` (or an `assert.New` value), or undefined. */
export function missingTestifyFunction(source: string): string | undefined {
  const used = testifyImports(source);
  for (const pkg of used) {
    for (const m of source.matchAll(new RegExp(`\\b${pkg}\\.(\\w+)`, 'g'))) {
      if (m[1] !== 'New' && !(m[1] in TESTIFY)) return `${pkg}.${m[1]}`;
    }
  }
  if (!used.size) return undefined;
  // Methods called on what assert.New / require.New returned: any selector the shim's Assertions lack.
  const holders = [...source.matchAll(/(\w+)\s*:?=\s*(?:assert|require)\.New\(/g)].map((m) => m[1]);
  for (const holder of holders) {
    for (const m of source.matchAll(new RegExp(`\\b${holder}\\.(\\w+)`, 'g'))) {
      if (m[1] === 'New' && used.has(holder as 'assert' | 'require')) continue;
      if (!(m[1] in TESTIFY)) return `${holder}.${m[1]} (testify Assertions.${m[1]})`;
    }
  }
  return undefined;
}

const IMPORTS = ['testing', 'reflect', 'fmt', 'bytes', 'math', 'os', 'regexp', 'strings', 'time']
  .map((p) => `mcjudge${p[0].toUpperCase()}${p.slice(1)} "${p}"`)
  .join('; ');

/** Written by the runner when the program has run longer than `RUN_BUDGET_MS`. */
export const OVER_BUDGET = '\u0000MCJUDGE-OVER-BUDGET\n';
/**
 * yaegi interprets: a program that native Go finishes in a second can take a minute. Past this much run
 * time the program is handed on (to a native Go, whose verdict then stands) instead of timing out.
 */
export const RUN_BUDGET_MS = 20_000;
const TICK = 'if mcjudgeTicks++; mcjudgeTicks&4095 == 0 { mcjudgeBudget() }; ';

/** Counts work at the given byte offsets (just inside each loop and function body), on the same lines. */
export function withTicks(source: string, offsets: number[]): string {
  const bytes = new TextEncoder().encode(source);
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let from = 0;
  for (const at of [...offsets].sort((a, b) => a - b)) {
    parts.push(decoder.decode(bytes.subarray(from, at)), TICK);
    from = at;
  }
  parts.push(decoder.decode(bytes.subarray(from)));
  return parts.join('');
}

/** The file as yaegi runs it: package main, testify imports blanked, a `main` of its own renamed, the shim appended. */
export function adaptTestFile(source: string, tests: string[], ticks: number[] = []): string {
  const testify = testifyImports(source);
  let text = withTicks(source, ticks).replace(TESTIFY_PATH, (_line, indent: string) => indent);
  let packaged = false;
  text = text.replace(/^package\s+\w+/m, () => {
    packaged = true;
    return `package main; import (${IMPORTS})`;
  });
  if (!packaged) throw new Error('no package clause');
  text = text.replace(/^func(\s+)main(\s*)\(/m, 'func$1mcjudgeUserMain$2(');
  return `${text}\n${shim(testify, tests)}`;
}

function wrappers(receiver: string, withT: boolean, failNow: boolean): string {
  return Object.entries(TESTIFY)
    .map(([name, f]) => {
      const t = withT ? `t mcjudgeTestingT, ` : '';
      const body = `${withT ? '' : 't := a.t; '}ok := ${f.call}, msgAndArgs...); ${failNow ? 'if !ok { t.(mcjudgeFailNow).FailNow() }; ' : ''}return ok`;
      return `func (${withT ? '' : 'a '}${receiver}) ${name}(${t}${f.params}, msgAndArgs ...interface{}) bool { ${body} }`;
    })
    .join('\n');
}

function shim(testify: Set<string>, tests: string[]): string {
  const lines = [
    '// ---- mcjudge: testify shim and go test runner ----',
    'type mcjudgeTestingT interface { Errorf(format string, args ...interface{}) }',
    'type mcjudgeFailNow interface { FailNow() }',
    'type mcjudgeAssertPkg struct{}',
    'type mcjudgeRequirePkg struct{}',
    'type mcjudgeAssertions struct { t mcjudgeTestingT }',
    'type mcjudgeRequireAssertions struct { t mcjudgeTestingT }',
    'func (mcjudgeAssertPkg) New(t mcjudgeTestingT) *mcjudgeAssertions { return &mcjudgeAssertions{t} }',
    'func (mcjudgeRequirePkg) New(t mcjudgeTestingT) *mcjudgeRequireAssertions { return &mcjudgeRequireAssertions{t} }',
    wrappers('mcjudgeAssertPkg', true, false),
    wrappers('mcjudgeRequirePkg', true, true),
    wrappers('*mcjudgeAssertions', false, false),
    wrappers('*mcjudgeRequireAssertions', false, true),
    testify.has('assert') ? 'var assert mcjudgeAssertPkg' : '',
    testify.has('require') ? 'var require mcjudgeRequirePkg' : '',
    SHIM_FUNCTIONS,
    'var mcjudgeTicks int',
    'var mcjudgeStart = mcjudgeTime.Now()',
    `func mcjudgeBudget() { if mcjudgeTime.Since(mcjudgeStart) > ${RUN_BUDGET_MS}*mcjudgeTime.Millisecond { mcjudgeOs.Stdout.WriteString(${JSON.stringify(OVER_BUDGET)}); panic("mcjudge: over the run budget") } }`,
    'func main() {',
    '\tvar tests []mcjudgeTesting.InternalTest',
    ...tests.map((name) => `\t{ var it mcjudgeTesting.InternalTest; it.Name = ${JSON.stringify(name)}; it.F = ${name}; tests = append(tests, it) }`),
    '\tmcjudgeTesting.Main(func(pat, str string) (bool, error) { return mcjudgeRegexp.MatchString(pat, str) }, tests, nil, nil)',
    '}',
  ];
  return lines.filter(Boolean).join('\n') + '\n';
}

/** testify 1.8's ObjectsAreEqual, isNil, isEmpty, getLen, containsElement, InDelta, as Debian ships it. */
const SHIM_FUNCTIONS = String.raw`
func mcjudgeFail(t mcjudgeTestingT, message string, msgAndArgs ...interface{}) bool {
	extra := ""
	if len(msgAndArgs) == 1 {
		extra = mcjudgeFmt.Sprintf("%+v", msgAndArgs[0])
	} else if len(msgAndArgs) > 1 {
		if f, ok := msgAndArgs[0].(string); ok {
			extra = mcjudgeFmt.Sprintf(f, msgAndArgs[1:]...)
		}
	}
	t.Errorf("\n\tError:      \t%s\n\tMessages:   \t%s", message, extra)
	return false
}
func mcjudgeCheck(t mcjudgeTestingT, ok bool, message string, msgAndArgs ...interface{}) bool {
	if ok {
		return true
	}
	return mcjudgeFail(t, message, msgAndArgs...)
}
func mcjudgeObjectsAreEqual(expected, actual interface{}) bool {
	if expected == nil || actual == nil {
		return expected == actual
	}
	exp, ok := expected.([]byte)
	if !ok {
		return mcjudgeReflect.DeepEqual(expected, actual)
	}
	act, ok := actual.([]byte)
	if !ok {
		return false
	}
	if exp == nil || act == nil {
		return exp == nil && act == nil
	}
	return mcjudgeBytes.Equal(exp, act)
}
func mcjudgeIsFunction(arg interface{}) bool {
	return arg != nil && mcjudgeReflect.TypeOf(arg).Kind() == mcjudgeReflect.Func
}
func mcjudgeEqual(t mcjudgeTestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !(expected == nil && actual == nil) && (mcjudgeIsFunction(expected) || mcjudgeIsFunction(actual)) {
		return mcjudgeFail(t, "Invalid operation: cannot take func type as argument", msgAndArgs...)
	}
	if !mcjudgeObjectsAreEqual(expected, actual) {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("Not equal: \nexpected: %#v\nactual  : %#v", expected, actual), msgAndArgs...)
	}
	return true
}
func mcjudgeNotEqual(t mcjudgeTestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !(expected == nil && actual == nil) && (mcjudgeIsFunction(expected) || mcjudgeIsFunction(actual)) {
		return mcjudgeFail(t, "Invalid operation: cannot take func type as argument", msgAndArgs...)
	}
	if mcjudgeObjectsAreEqual(expected, actual) {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("Should not be: %#v", actual), msgAndArgs...)
	}
	return true
}
func mcjudgeEqualValues(t mcjudgeTestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if mcjudgeObjectsAreEqual(expected, actual) {
		return true
	}
	actualType := mcjudgeReflect.TypeOf(actual)
	if actualType != nil {
		expectedValue := mcjudgeReflect.ValueOf(expected)
		if expectedValue.IsValid() && expectedValue.Type().ConvertibleTo(actualType) {
			if mcjudgeReflect.DeepEqual(expectedValue.Convert(actualType).Interface(), actual) {
				return true
			}
		}
	}
	return mcjudgeFail(t, mcjudgeFmt.Sprintf("Not equal: \nexpected: %#v\nactual  : %#v", expected, actual), msgAndArgs...)
}
func mcjudgeExactly(t mcjudgeTestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if mcjudgeReflect.TypeOf(expected) != mcjudgeReflect.TypeOf(actual) {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("Types expected to match exactly\n\t%v != %v", mcjudgeReflect.TypeOf(expected), mcjudgeReflect.TypeOf(actual)), msgAndArgs...)
	}
	return mcjudgeEqual(t, expected, actual, msgAndArgs...)
}
func mcjudgeIsNil(object interface{}) bool {
	if object == nil {
		return true
	}
	value := mcjudgeReflect.ValueOf(object)
	switch value.Kind() {
	case mcjudgeReflect.Chan, mcjudgeReflect.Func, mcjudgeReflect.Interface, mcjudgeReflect.Map, mcjudgeReflect.Ptr, mcjudgeReflect.Slice:
		return value.IsNil()
	}
	return false
}
func mcjudgeIsEmpty(object interface{}) bool {
	if object == nil {
		return true
	}
	objValue := mcjudgeReflect.ValueOf(object)
	switch objValue.Kind() {
	case mcjudgeReflect.Chan, mcjudgeReflect.Map, mcjudgeReflect.Slice:
		return objValue.Len() == 0
	case mcjudgeReflect.Ptr:
		if objValue.IsNil() {
			return true
		}
		return mcjudgeIsEmpty(objValue.Elem().Interface())
	default:
		return mcjudgeReflect.DeepEqual(object, mcjudgeReflect.Zero(objValue.Type()).Interface())
	}
}
func mcjudgeLen(t mcjudgeTestingT, object interface{}, length int, msgAndArgs ...interface{}) bool {
	ok, l := mcjudgeGetLen(object)
	if !ok {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("\"%v\" could not be applied builtin len()", object), msgAndArgs...)
	}
	if l != length {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("\"%v\" should have %d item(s), but has %d", object, length, l), msgAndArgs...)
	}
	return true
}
func mcjudgeGetLen(x interface{}) (ok bool, length int) {
	v := mcjudgeReflect.ValueOf(x)
	defer func() {
		if e := recover(); e != nil {
			ok = false
		}
	}()
	return true, v.Len()
}
func mcjudgeContainsElement(list interface{}, element interface{}) (ok, found bool) {
	listValue := mcjudgeReflect.ValueOf(list)
	listType := mcjudgeReflect.TypeOf(list)
	if listType == nil {
		return false, false
	}
	listKind := listType.Kind()
	defer func() {
		if e := recover(); e != nil {
			ok = false
			found = false
		}
	}()
	if listKind == mcjudgeReflect.String {
		elementValue := mcjudgeReflect.ValueOf(element)
		return true, mcjudgeStrings.Contains(listValue.String(), elementValue.String())
	}
	if listKind == mcjudgeReflect.Map {
		mapKeys := listValue.MapKeys()
		for i := 0; i < len(mapKeys); i++ {
			if mcjudgeObjectsAreEqual(mapKeys[i].Interface(), element) {
				return true, true
			}
		}
		return true, false
	}
	for i := 0; i < listValue.Len(); i++ {
		if mcjudgeObjectsAreEqual(listValue.Index(i).Interface(), element) {
			return true, true
		}
	}
	return true, false
}
func mcjudgeContains(t mcjudgeTestingT, s, contains interface{}, want bool, msgAndArgs ...interface{}) bool {
	ok, found := mcjudgeContainsElement(s, contains)
	if !ok {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("%#v could not be applied builtin len()", s), msgAndArgs...)
	}
	if found != want {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("%#v: contains %#v is %v", s, contains, found), msgAndArgs...)
	}
	return true
}
func mcjudgeToFloat(x interface{}) (float64, bool) {
	switch xn := x.(type) {
	case uint:
		return float64(xn), true
	case uint8:
		return float64(xn), true
	case uint16:
		return float64(xn), true
	case uint32:
		return float64(xn), true
	case uint64:
		return float64(xn), true
	case int:
		return float64(xn), true
	case int8:
		return float64(xn), true
	case int16:
		return float64(xn), true
	case int32:
		return float64(xn), true
	case int64:
		return float64(xn), true
	case float32:
		return float64(xn), true
	case float64:
		return xn, true
	case mcjudgeTime.Duration:
		return float64(xn), true
	}
	return 0, false
}
func mcjudgeInDelta(t mcjudgeTestingT, expected, actual interface{}, delta float64, msgAndArgs ...interface{}) bool {
	af, aok := mcjudgeToFloat(expected)
	bf, bok := mcjudgeToFloat(actual)
	if !aok || !bok {
		return mcjudgeFail(t, "Parameters must be numerical", msgAndArgs...)
	}
	if mcjudgeMath.IsNaN(af) && mcjudgeMath.IsNaN(bf) {
		return true
	}
	if mcjudgeMath.IsNaN(af) {
		return mcjudgeFail(t, "Expected must not be NaN", msgAndArgs...)
	}
	if mcjudgeMath.IsNaN(bf) {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("Expected %v with delta %v, but was NaN", expected, delta), msgAndArgs...)
	}
	dt := af - bf
	if dt < -delta || dt > delta {
		return mcjudgeFail(t, mcjudgeFmt.Sprintf("Max difference between %v and %v allowed is %v, but difference was %v", expected, actual, delta, dt), msgAndArgs...)
	}
	return true
}
`;
