#warning a "quoted" \ back	tab
/*
 * check-name: -fdiagnostics-format=json escapes quotes and backslashes
 * check-command: sparse -fdiagnostics-format=json $file
 *
 * check-error-start
[
{"kind": "warning", "message": "a \"quoted\" \\ back tab", "locations": [{"caret": {"file": "diagnostics/json-escape.c", "line": 1, "column": 2}}], "children": []}
]
 * check-error-end
 */
