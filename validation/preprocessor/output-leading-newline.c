x
/*
 * check-name: -E output starts with the preamble's empty line
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 */
