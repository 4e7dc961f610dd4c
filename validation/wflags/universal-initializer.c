static int *f[2] = { 0 };
/*
 * check-name: -Wuniversal-initializer turns it on
 * check-command: sparse -Wuniversal-initializer $file
 *
 * check-error-start
wflags/universal-initializer.c:1:22: warning: Using plain integer as NULL pointer
 * check-error-end
 */
