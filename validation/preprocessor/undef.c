#define U 1
U
#undef U
U
/*
 * check-name: #undef removes a macro
 * check-command: sparse -E $file
 *
 * check-output-start

1
U
 * check-output-end
 */
