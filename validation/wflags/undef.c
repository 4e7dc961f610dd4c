#if FOO
#endif
/*
 * check-name: -Wundef turns it on
 * check-command: sparse -Wundef $file
 *
 * check-error-start
wflags/undef.c:1:5: warning: undefined preprocessor identifier 'FOO'
 * check-error-end
 */
