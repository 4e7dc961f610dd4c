#if FOO
#endif
/*
 * check-name: -Wundef is off by default
 * check-command: sparse $file
 */
