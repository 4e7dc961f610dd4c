char *s = "abc" "def" "";
char *w = L"wide";
/*
 * check-name: adjacent string literals are one
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
char *[addressable] [toplevel] s
 = 
	"abcdef"
.align 8
char *[addressable] [toplevel] w
 = 
	L"wide"
 * check-output-end
 * check-error-start
parsing/expr-string-concatenation.c:1:6: warning: symbol 's' was not declared. Should it be static?
parsing/expr-string-concatenation.c:2:11: warning: incorrect type in initializer (different type sizes)
parsing/expr-string-concatenation.c:2:11:    expected char *[addressable] [toplevel] w
parsing/expr-string-concatenation.c:2:11:    got int *
parsing/expr-string-concatenation.c:2:6: warning: symbol 'w' was not declared. Should it be static?
 * check-error-end
 */
