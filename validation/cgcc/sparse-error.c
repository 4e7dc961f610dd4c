int x;
/*
 * check-name: cgcc: with our sparse, a warning lets the build go on; with -Wsparse-error it stops it
 * check-command: sh -c "cgcc/run-cgcc -c $file; echo exit $?; cgcc/run-cgcc -Wsparse-error -c $file; echo exit $?"
 *
 * check-output-start
cgcc/sparse-error.c:1:5: warning: symbol 'x' was not declared. Should it be static?
cc: -c cgcc/sparse-error.c
exit 0
cgcc/sparse-error.c:1:5: error: symbol 'x' was not declared. Should it be static?
exit 1
 * check-output-end
 */
