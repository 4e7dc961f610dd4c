/*
 * check-name: -std=c23 and -std=gnu23 are accepted
 * check-command: sparse -std=c23 -std=gnu23 -std=c2x -std=iso9899:1999 $file
 * check-exit-value: 0
 *
 */
