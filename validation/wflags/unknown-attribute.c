static int x __attribute__((no_such_attribute));
/*
 * check-name: -Wunknown-attribute turns it on
 * check-command: sparse -Wunknown-attribute $file
 *
 * check-error-start
wflags/unknown-attribute.c:1:29: warning: unknown attribute 'no_such_attribute'
 * check-error-end
 */
