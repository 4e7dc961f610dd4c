struct s { int a; } x = {};
/*
 * check-name: an empty initializer (C23)
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] x {
    int a;
}
 = 
	{  }
 * check-output-end
 * check-error-start
parsing/init-empty.c:1:21: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
