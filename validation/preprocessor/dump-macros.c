#define B 2
#define A(x, ...) x __VA_ARGS__
#define C(a...) a
#define S(x) #x a ## b
/*
 * check-name: -dM lists the macros in definition order
 * check-command: sh -c "../sparse -dM -E $file | tail -4"
 *
 * check-output-start
#define B 2
#define A(x,...) x __VA_ARGS__
#define C(a) a
#define S(x) #x a ## b
 * check-output-end
 */
