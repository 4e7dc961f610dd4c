#define F() f
F() F( )
/*
 * check-name: a macro with no parameters takes ()
 * check-command: sparse -E $file
 *
 * check-output-start

f f
 * check-output-end
 */
