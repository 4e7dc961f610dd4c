static int c;
_Static_assert(__builtin_isdigit(c), "");
/*
 * check-name: __builtin_isdigit of a variable is no constant
 *
 * check-error-start
builtin/isdigit-variable.c:2:33: error: bad constant expression
 * check-error-end
 */
