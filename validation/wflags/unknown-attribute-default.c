static int x __attribute__((no_such_attribute));
/*
 * check-name: -Wunknown-attribute is off by default
 * check-command: sparse $file
 */
