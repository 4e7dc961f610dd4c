FROM_HEADER
/*
 * check-name: -include reads a header before the file
 * check-command: sparse -include preprocessor/include/macro-value.h -E $file
 *
 * check-output-start

42
 * check-output-end
 */
