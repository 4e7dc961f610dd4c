#define W(s) L ## s
W("x") W('c')
/*
 * check-name: L ## "x" makes a wide string
 * check-command: sparse -E $file
 *
 * check-output-start

L"x" L'c'
 * check-output-end
 */
