int (*fp)(int, char);
int *(*fpp)(void);
char *(*af[3])(void);
void (*signal(int sig, void (*handler)(int)))(int);
/*
 * check-name: pointer to function, function returning pointer
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int ( *[addressable] [toplevel] fp )( ... )
.align 8
int *( *[addressable] [toplevel] fpp )( ... )
.align 8
char *( *[addressable] [toplevel] af[3] )( ... )
.align 8
void ( *extern [addressable] [toplevel] signal( ... ) )( ... )
 * check-output-end
 * check-error-start
parsing/decl-pointer-to-function.c:1:5: warning: symbol 'fp' was not declared. Should it be static?
parsing/decl-pointer-to-function.c:2:5: warning: symbol 'fpp' was not declared. Should it be static?
parsing/decl-pointer-to-function.c:3:6: warning: symbol 'af' was not declared. Should it be static?
 * check-error-end
 */
