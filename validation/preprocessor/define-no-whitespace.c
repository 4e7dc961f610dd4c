#define B@ 1
#define C"x"
#define D+1
#define E\
1
#define F(x)x
#define G (x)
#define H
#define J\
+1
#define K	+1
/*
 * check-name: an object-like macro's body right after its name: a warning, as sparse
 *
 * check-error-start
preprocessor/define-no-whitespace.c:1:10: warning: no whitespace before object-like macro body
preprocessor/define-no-whitespace.c:2:10: warning: no whitespace before object-like macro body
preprocessor/define-no-whitespace.c:3:10: warning: no whitespace before object-like macro body
preprocessor/define-no-whitespace.c:10:1: warning: no whitespace before object-like macro body
 * check-error-end
 */
