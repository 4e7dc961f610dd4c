typedef struct s S;
void *p;
S *q = (S *)p;
/*
 * check-name: a cast to a pointer to a typedef type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
void *[addressable] [toplevel] p
.align 8
struct s [usertype] *[addressable] [toplevel] q
 = 
	(struct s [usertype] *)p
 * check-output-end
 * check-error-start
parsing/expr-cast-to-typedef-pointer.c:2:6: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-cast-to-typedef-pointer.c:3:3: warning: symbol 'q' was not declared. Should it be static?
 * check-error-end
 */
