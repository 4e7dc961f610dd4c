unsigned long a = sizeof(int (*)(void));
unsigned long b = sizeof(char *[3]);
unsigned long c = sizeof(int (*)[4]);
void *p = (void (*)(int, ...))0;
/*
 * check-name: abstract declarators in casts and sizeof
 * check-command: test-parsing $file
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
 */
