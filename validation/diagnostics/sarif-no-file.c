/*
 * check-name: -fdiagnostics-format=sarif: a missing file, a result without a place
 * check-command: sparse -fdiagnostics-format=sarif diagnostics/format/no-such-file.c
 * check-exit-value: 1
 *
 * check-error-start
{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "sparse", "version": "0.6.4"}}, "results": [
{"level": "error", "message": {"text": "No such file: diagnostics/format/no-such-file.c"}, "locations": []}
], "invocations": [{"executionSuccessful": false}]}]}
 * check-error-end
 */
