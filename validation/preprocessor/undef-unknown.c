#undef NOTHING
NOTHING
/*
 * check-name: #undef of an unknown name is quiet
 * check-command: sparse -E $file
 *
 * check-output-start

NOTHING
 * check-output-end
 */
