// A directory given as the file to check: read as empty, as sparse
// (nothing printed, exit 0); no hang, no crash.
/*
 * check-name: a directory as input: empty, no hang
 * check-command: sparse .
 */
