#define F(x) [x]
F(
#define F(x) y
1)
F(2)
#define G(x) x
G(
#undef G
3)
G(4)
/*
 * check-name: a macro redefined or undefined in its own arguments expands as it was at its name
 * check-command: sparse -E $file
 *
 * check-output-start

[1]
y
3
G(4)
 * check-output-end
 *
 * check-error-start
preprocessor/args-define-own-macro.c:3:1: warning: directive in macro's argument list
preprocessor/args-define-own-macro.c:3:9: warning: preprocessor token F redefined
preprocessor/args-define-own-macro.c:1:9: this was the original definition
preprocessor/args-define-own-macro.c:8:1: warning: directive in macro's argument list
 * check-error-end
 */
