/*
 * check-name: sparse without a file: nothing to do, exit 0
 * check-command: sparse
 */
