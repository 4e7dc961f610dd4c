int (*fp)(int, char);
int *(*fpp)(void);
char *(*af[3])(void);
void (*signal(int sig, void (*handler)(int)))(int);
/*
 * check-name: pointer to function, function returning pointer
 * check-command: test-parsing $file
 *
 * check-output-start
int ( *[addressable] [toplevel] fp )( ... )
int *( *[addressable] [toplevel] fpp )( ... )
char *( *[addressable] [toplevel] af[3] )( ... )
void ( *extern [addressable] [toplevel] signal( ... ) )( ... )
 * check-output-end
 */
