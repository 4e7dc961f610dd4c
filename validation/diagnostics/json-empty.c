static int quiet;
/*
 * check-name: -fdiagnostics-format=json: no diagnostic, an empty list
 * check-command: sparse -fdiagnostics-format=json $file
 *
 * check-error-start
[
]
 * check-error-end
 */
