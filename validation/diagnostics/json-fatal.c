int visible;
#include "no-such-header.h"
/*
 * check-name: -fdiagnostics-format=json: a fatal error still closes the list
 * check-command: sparse -fdiagnostics-format=json $file
 * check-exit-value: 1
 *
 * check-error-start
[
{"kind": "error", "message": "unable to open 'no-such-header.h'", "locations": [{"caret": {"file": "diagnostics/json-fatal.c", "line": 2, "column": 10}}], "children": []}
]
 * check-error-end
 */
