#define N 42
int n = N;
/*
 * check-name: sparse -E - preprocesses standard input
 * check-command: sh -c "../sparse -E - < $file"
 *
 * check-output-start

int n = 42;
 * check-output-end
 */
