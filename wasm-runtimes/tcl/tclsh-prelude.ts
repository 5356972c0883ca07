/**
 * Tcl evaluated before the program so that wacl (Tcl 8.6.6 built for a 32-bit Emscripten target) runs a
 * file as `tclsh N.tcl` does on 64-bit Linux with LANG=C.UTF-8 (the native sandbox):
 * - UTF-8 for sources and the standard channels (wacl's system encoding is iso8859-1); stdout fully
 *   buffered, as on a pipe;
 * - `argv0`, `argv`, `argc`, `tcl_interactive` as tclsh sets them, the sandbox's environment, and the
 *   `tcl_platform` of a 64-bit Linux;
 * - a 64-bit `long`: on 64-bit Linux `int()` keeps 64 bits and `format`/`scan` convert %d, %i, %u, %o,
 *   %x, %X (and format's %b) without a size modifier as 64-bit; wacl's `long` is 32-bit, so `int()` becomes
 *   `wide()` and those conversions get the `l` modifier (64-bit in Tcl), which is the same on both;
 * - the working directory /box, where the program's files are.
 * Its own names live in ::tcl::mcjudge; it leaves no variable behind in the global namespace.
 */
export function tclshPrelude(main: string): string {
  return `
namespace eval ::tcl::mcjudge {
    variable conversion {%(?:%|\\*?(?:[0-9]+\\$)?[0-9]*\\[\\^?\\]?[^]]*\\]|[-+ 0#*]*(?:[0-9]+\\$)?[-+ 0#]*(?:\\*|[0-9]+)?(?:\\.(?:\\*|[0-9]+)?)?(ll|[hlLqjzt])?([a-zA-Z]))}
    proc widen {widened spec} {
        variable conversion
        set out {}
        set from 0
        foreach {whole size letter} [regexp -all -inline -indices $conversion $spec] {
            set at [lindex $letter 0]
            if {$at < 0 || [lindex $size 0] >= 0 || [string first [string index $spec $at] $widened] < 0} continue
            append out [string range $spec $from [expr {$at - 1}]] l
            set from $at
        }
        append out [string range $spec $from end]
    }
    rename ::format ::tcl::mcjudge::format
    rename ::scan ::tcl::mcjudge::scan
    proc ::format {formatString args} {
        tailcall ::tcl::mcjudge::format [::tcl::mcjudge::widen diouxXb $formatString] {*}$args
    }
    proc ::scan {string format args} {
        tailcall ::tcl::mcjudge::scan $string [::tcl::mcjudge::widen diouxX $format] {*}$args
    }
    interp alias {} ::tcl::mathfunc::int {} ::tcl::mathfunc::wide
}
apply {{main} {
    global argv0 argv argc tcl_interactive env tcl_platform
    encoding system utf-8
    foreach channel {stdin stdout stderr} {
        fconfigure $channel -encoding utf-8
    }
    fconfigure stdout -buffering full
    set argv0 $main
    set argv {}
    set argc 0
    set tcl_interactive 0
    array unset env
    array set env {PATH /usr/local/bin:/usr/bin:/bin LANG C.UTF-8 HOME /box TMPDIR /tmp}
    array set tcl_platform {os Linux machine x86_64 wordSize 8 pointerSize 8}
    cd /box
}} ${tclWord(main)}
`;
}

/** A Tcl word that stands for `text` exactly. */
export function tclWord(text: string): string {
  return `"${text.replace(/[\\"$[\]{};\s]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : c === ' ' ? ' ' : '\\' + c))}"`;
}
