__builtin_va_list ap;
/*
 * check-name: GCC's built-in __builtin_va_list type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
void *[addressable] [toplevel] ap
 * check-output-end
 * check-error-start
parsing/builtin-va-list.c:1:19: warning: symbol 'ap' was not declared. Should it be static?
 * check-error-end
 */
