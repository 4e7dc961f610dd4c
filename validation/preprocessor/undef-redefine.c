#define U 1
#undef U
#define U 2
U
/*
 * check-name: a macro may be defined again after #undef
 * check-command: sparse -E $file
 *
 * check-output-start

2
 * check-output-end
 */
