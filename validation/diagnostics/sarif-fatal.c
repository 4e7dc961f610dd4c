int visible;
#include "no-such-header.h"
/*
 * check-name: -fdiagnostics-format=sarif: a fatal error closes the log
 * check-description: and the invocation says the run did not succeed
 * check-command: sparse -fdiagnostics-format=sarif $file
 * check-exit-value: 1
 *
 * check-error-start
{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "sparse", "version": "0.6.4"}}, "results": [
{"level": "error", "message": {"text": "unable to open 'no-such-header.h'"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "diagnostics/sarif-fatal.c"}, "region": {"startLine": 2, "startColumn": 10}}}]}
], "invocations": [{"executionSuccessful": false}]}]}
 * check-error-end
 */
