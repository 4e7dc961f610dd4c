#include "format/null.h"
static int *q = 1;
int visible;
/*
 * check-name: -fdiagnostics-format=json: gcc's layout, one document
 * check-description: continuation lines and the #include are children
 * check-command: sparse -fdiagnostics-format=json $file
 *
 * check-error-start
[
{"kind": "warning", "message": "Using plain integer as NULL pointer", "option": "-Wnon-pointer-null", "locations": [{"caret": {"file": "diagnostics/format/null.h", "line": 1, "column": 18}}], "children": [{"kind": "note", "message": "in included file", "locations": [{"caret": {"file": "diagnostics/json.c", "line": 1, "column": 1}}]}]},
{"kind": "warning", "message": "incorrect type in initializer (different base types)", "locations": [{"caret": {"file": "diagnostics/json.c", "line": 2, "column": 17}}], "children": [{"kind": "note", "message": "expected int *static [toplevel] q", "locations": [{"caret": {"file": "diagnostics/json.c", "line": 2, "column": 17}}]}, {"kind": "note", "message": "got int", "locations": [{"caret": {"file": "diagnostics/json.c", "line": 2, "column": 17}}]}]},
{"kind": "warning", "message": "symbol 'visible' was not declared. Should it be static?", "option": "-Wdecl", "locations": [{"caret": {"file": "diagnostics/json.c", "line": 3, "column": 5}}], "children": []}
]
 * check-error-end
 */
