__builtin_va_list ap;
/*
 * check-name: GCC's built-in __builtin_va_list type
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
void *[addressable] [toplevel] [usertype] ap
 * check-output-end
 */
