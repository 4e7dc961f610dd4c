struct s { int a; } x = { a: 1 };
int y[2] = { [1] 3 };
/*
 * check-name: GNU's old field: and [index] designators are obsolete
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] x {
    int a;
}
 = 
	{ .a = 1 }
.align 4
int [addressable] [toplevel] y[2]
 = 
	{ [1] = 3 }
 * check-output-end
 *
 * check-error-start
parsing/init-old-style.c:1:27: warning: obsolete struct initializer, use C99 syntax
parsing/init-old-style.c:2:18: warning: obsolete array initializer, use C99 syntax
parsing/init-old-style.c:1:21: warning: symbol 'x' was not declared. Should it be static?
parsing/init-old-style.c:2:5: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
