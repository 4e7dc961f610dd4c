static int *f[2] = { 0 };
/*
 * check-name: -Wuniversal-initializer is off by default
 * check-command: sparse $file
 */
