int f(...);
/*
 * check-name: C23 allows a '...' alone
 * check-command: sparse -std=gnu23 $file
 */
