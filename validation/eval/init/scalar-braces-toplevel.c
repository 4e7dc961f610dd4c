static int x = { 1 };
static int *p = { (void *)0 };
/*
 * check-name: one pair of braces around a scalar object's value is fine
 * check-command: sparse $file
 */
