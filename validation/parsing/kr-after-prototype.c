static int f1(int *a) float b; { return *a; }
static int f2(int *a) int a; { return a; }
static int f3(void) int a; { return 0; }
static int f4(int *a, int *b) int *b; { return *a + *b; }
static int f5(int *a) int *a; { return *a; }
/*
 * check-name: declarations after a prototype are K&R ones: they give the parameters their types
 *
 * check-error-start
parsing/kr-after-prototype.c:1:23: warning: non-ANSI definition of function 'f1'
parsing/kr-after-prototype.c:1:15: warning: missing type declaration for parameter 'a'
parsing/kr-after-prototype.c:1:29: warning: nonsensical parameter declaration 'b'
parsing/kr-after-prototype.c:2:23: warning: non-ANSI definition of function 'f2'
parsing/kr-after-prototype.c:3:21: warning: non-ANSI definition of function 'f3'
parsing/kr-after-prototype.c:3:25: warning: nonsensical parameter declaration 'a'
parsing/kr-after-prototype.c:4:31: warning: non-ANSI definition of function 'f4'
parsing/kr-after-prototype.c:4:15: warning: missing type declaration for parameter 'a'
parsing/kr-after-prototype.c:5:23: warning: non-ANSI definition of function 'f5'
parsing/kr-after-prototype.c:1:41: error: cannot dereference this type
parsing/kr-after-prototype.c:4:48: error: cannot dereference this type
 * check-error-end
 */
