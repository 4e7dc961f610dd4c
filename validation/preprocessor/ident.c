#ident "v1"
x
/*
 * check-name: #ident is accepted
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 */
