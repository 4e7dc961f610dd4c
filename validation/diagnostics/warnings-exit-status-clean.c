static int quiet;
/*
 * check-name: -fwarnings-exit-status: nothing printed, exit 0
 * check-command: sparse -fwarnings-exit-status $file
 */
