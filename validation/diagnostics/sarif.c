#include "format/null.h"
static int *q = 1;
int visible;
/*
 * check-name: -fdiagnostics-format=sarif: one SARIF 2.1.0 log
 * check-description: continuation lines and the #include are
 *   relatedLocations; a warning's flag is its ruleId
 * check-command: sparse -fdiagnostics-format=sarif $file
 *
 * check-error-start
{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "sparse", "version": "0.6.4"}}, "results": [
{"ruleId": "-Wnon-pointer-null", "level": "warning", "message": {"text": "Using plain integer as NULL pointer"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "diagnostics/format/null.h"}, "region": {"startLine": 1, "startColumn": 18}}}], "relatedLocations": [{"id": 0, "physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif.c"}, "region": {"startLine": 1, "startColumn": 1}}, "message": {"text": "in included file"}}]},
{"level": "warning", "message": {"text": "incorrect type in initializer (different base types)"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif.c"}, "region": {"startLine": 2, "startColumn": 17}}}], "relatedLocations": [{"id": 0, "physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif.c"}, "region": {"startLine": 2, "startColumn": 17}}, "message": {"text": "expected int *static [toplevel] q"}}, {"id": 1, "physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif.c"}, "region": {"startLine": 2, "startColumn": 17}}, "message": {"text": "got int"}}]},
{"ruleId": "-Wdecl", "level": "warning", "message": {"text": "symbol 'visible' was not declared. Should it be static?"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif.c"}, "region": {"startLine": 3, "startColumn": 5}}}]}
], "invocations": [{"executionSuccessful": true}]}]}
 * check-error-end
 */
