#define ZERO 0
static int *q = ZERO;
/*
 * check-name: -fmacro-backtrace: the notes are children in JSON
 * check-command: sparse -fmacro-backtrace -fdiagnostics-format=json $file
 *
 * check-error-start
[
{"kind": "warning", "message": "Using plain integer as NULL pointer", "option": "-Wnon-pointer-null", "locations": [{"caret": {"file": "diagnostics/macro-backtrace-json.c", "line": 2, "column": 17}}], "children": [{"kind": "note", "message": "in expansion of macro 'ZERO'", "locations": [{"caret": {"file": "diagnostics/macro-backtrace-json.c", "line": 2, "column": 17}}]}]}
]
 * check-error-end
 */
