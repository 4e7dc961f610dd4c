typedef union { int *ip; long *lp; } __attribute__((transparent_union)) arg_t;
void f(arg_t a);
/*
 * check-name: a transparent union
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
 * check-output-end
 */
