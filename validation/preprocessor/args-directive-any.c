#define F(x) [x]
F(
#ident "x"
1)
F(
#pragma once
2)
F(
#line 9
3)
F(
#
4)
F(
#warning w
5)
F(
#if 1
6
#endif
)
F(
#nonsense
7)
/*
 * check-name: every directive inside the arguments but the conditionals and '#' alone is warned about
 * check-command: sparse -E $file
 *
 * check-output-start

[1]
[2]
[3]
[4]
[5]
[6]
[7]
 * check-output-end
 *
 * check-error-start
preprocessor/args-directive-any.c:3:1: warning: directive in macro's argument list
preprocessor/args-directive-any.c:6:1: warning: directive in macro's argument list
preprocessor/args-directive-any.c:9:1: warning: directive in macro's argument list
preprocessor/args-directive-any.c:15:1: warning: directive in macro's argument list
preprocessor/args-directive-any.c:15:2: warning: w
preprocessor/args-directive-any.c:23:1: warning: directive in macro's argument list
preprocessor/args-directive-any.c:23:2: error: unrecognized preprocessor line 'nonsense'
 * check-error-end
 */
