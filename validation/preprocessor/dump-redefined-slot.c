#define A 1
#define B 2
#undef A
#define A 3
/*
 * check-name: -dM keeps the first slot of a redefined macro
 * check-command: sh -c "../sparse -dM -E $file | tail -2"
 *
 * check-output-start
#define A 3
#define B 2
 * check-output-end
 */
