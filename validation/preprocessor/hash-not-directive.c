#define H #
H define X 1
X
/*
 * check-name: a # from a macro at the start of a line is not a directive
 * check-command: sparse -E $file
 *
 * check-output-start

# define X 1
X
 * check-output-end
 */
