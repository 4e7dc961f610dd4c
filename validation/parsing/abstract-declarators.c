unsigned long a = sizeof(int (*)(void));
unsigned long b = sizeof(char *[3]);
unsigned long c = sizeof(int (*)[4]);
void *p = (void (*)(int, ...))0;
/*
 * check-name: abstract declarators in casts and sizeof
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] a
 = 
	sizeof(int ( * )( ... ))
.align 8
unsigned long [addressable] [toplevel] b
 = 
	sizeof(char *[3])
.align 8
unsigned long [addressable] [toplevel] c
 = 
	sizeof(int ( * )[4])
.align 8
void *[addressable] [toplevel] p
 = 
	(void ( * )( ... ))0
 * check-output-end
 * check-error-start
parsing/abstract-declarators.c:1:15: warning: symbol 'a' was not declared. Should it be static?
parsing/abstract-declarators.c:2:15: warning: symbol 'b' was not declared. Should it be static?
parsing/abstract-declarators.c:3:15: warning: symbol 'c' was not declared. Should it be static?
parsing/abstract-declarators.c:4:6: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
